import { koForms } from '../../lib/i18n/messages-forms-ko';
import { canShare } from '../../lib/share-link';
import { useCopyLink } from '../../lib/use-copy-link';
import { isMobileOrTablet } from '../../lib/user-agent';

export interface CopyLinkButtonProps {
  /** The address to share; default the page's own, read at the click. */
  url?: string;
  /** Shown by the share sheet. */
  title?: string;
  /** 'auto': the share sheet on phones and tablets that have one, else copy; 'copy': always copy. */
  mode?: 'auto' | 'copy';
  className?: string;
}

/**
 * Share or copy a link (spec §8, §9): the result is said in a polite live region beside the
 * button ('클립보드에 복사되었습니다.' / '링크 복사에 실패했습니다.') and the button reads
 * '복사됨' for 1500 ms after a copy.
 */
export function CopyLinkButton({ url, title, mode = 'auto', className = 'button button--secondary' }: CopyLinkButtonProps) {
  const share = mode === 'auto' && canShare() && isMobileOrTablet(navigator.userAgent, navigator.maxTouchPoints);
  const copy = useCopyLink({ share });
  const label = copy.copied ? koForms.copy.copiedLabel : share ? koForms.copy.share : koForms.copy.copyLink;
  return (
    <span className="copy-link">
      <button type="button" className={className} onClick={() => void copy.run({ url: url ?? window.location.href, ...(title ? { title } : {}) })}>
        {label}
      </button>
      <span role="status" className={copy.message ? (copy.failed ? 'copy-link__status copy-link__status--failed' : 'copy-link__status') : 'copy-link__status sr-only'}>
        {copy.message}
      </span>
    </span>
  );
}
