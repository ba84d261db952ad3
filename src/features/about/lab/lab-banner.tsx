import { koAbout } from '../../../lib/i18n/messages-about-ko';

const t = koAbout.lab;

/** The mark every design and test page carries: 시안 or 테스트, said in words. */
export function LabBanner({ kind }: { kind: 'design' | 'test' }) {
  return (
    <p className="lab-banner" role="note">
      <span className="lab-badge">{kind === 'design' ? t.badgeDesign : t.badgeTest}</span>
      <span>{kind === 'design' ? t.noticeDesign : t.noticeTest}</span>
    </p>
  );
}
