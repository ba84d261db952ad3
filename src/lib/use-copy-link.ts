import { useEffect, useRef, useState } from 'react';
import { koForms } from './i18n/messages-forms-ko';
import { COPIED_MS, shareOrCopyLink, type ShareOutcome } from './share-link';

export interface CopyLink {
  /** Shares or copies; resolves with what happened. */
  run: (link: { url: string; title?: string }) => Promise<ShareOutcome>;
  /** True for COPIED_MS (1500 ms) after a copy. */
  copied: boolean;
  /** What to announce in a polite live region: copied, failed, or ''. */
  message: string;
  /** The message is a failure (styled as an error; the words say it all). */
  failed: boolean;
}

/**
 * The link-copy behaviour of spec §8, §9: '클립보드에 복사되었습니다.' and a 'copied' state for
 * 1500 ms, or '링크 복사에 실패했습니다.'. `share`: offer the share sheet first where there is one.
 */
export function useCopyLink(options: { share: boolean }): CopyLink {
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState('');
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = async (link: { url: string; title?: string }): Promise<ShareOutcome> => {
    if (timer.current) clearTimeout(timer.current);
    // Emptied first, so the same words are announced again on a second copy.
    setMessage('');
    const outcome = await shareOrCopyLink(link, { share: options.share });
    setFailed(outcome === 'failed');
    if (outcome === 'copied') {
      setCopied(true);
      setMessage(koForms.copy.copied);
      timer.current = setTimeout(() => {
        setCopied(false);
        setMessage('');
      }, COPIED_MS);
    } else {
      setCopied(false);
      setMessage(outcome === 'failed' ? koForms.copy.failed : '');
    }
    return outcome;
  };

  return { run, copied, message, failed };
}
