import { useId, useState, useSyncExternalStore } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ko } from '../../../lib/i18n/messages-ko';
import { hideInstall, installOffer, installPromptStore, isInstallHidden, runInstallPrompt } from '../install-state';

function standalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * The install offer (spec §2): on Android a dialog (취소 / 설치 → the browser's prompt, closed on
 * its answer or after 10 s); on iOS the share → 홈 화면에 추가 instructions. 취소 and 닫기 are
 * remembered. Held back while another panel (`blocked`) is open. The shell mounts it only once the
 * visitor has engaged (src/app/shell/engagement.ts), so it never covers the page they arrived at.
 */
export function InstallPrompt({ blocked }: { blocked: boolean }) {
  const prompt = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.getSnapshot, installPromptStore.getSnapshot);
  const [dismissed, setDismissed] = useState(isInstallHidden);
  const titleId = useId();

  const offer = installOffer({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: standalone(),
    hidden: dismissed,
    canPrompt: prompt !== null,
  });
  const open = !blocked && offer !== null;
  const close = (remember: boolean) => {
    if (remember) hideInstall();
    setDismissed(true);
  };

  return (
    <ModalDialog open={open} onClose={() => close(true)} labelledBy={titleId} className="install-dialog">
      <div className="install-dialog__inner">
        <h2 id={titleId} className="install-dialog__title">
          {ko.install.title}
        </h2>
        {offer === 'ios' ? (
          <>
            <p>{ko.install.ios}</p>
            <div className="form-actions">
              <button type="button" className="button" onClick={() => close(true)}>
                {ko.dialog.close}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{ko.install.question}</p>
            <div className="form-actions">
              <button type="button" className="button button--secondary" onClick={() => close(true)}>
                {ko.install.cancel}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  if (!prompt) return close(false);
                  void runInstallPrompt(prompt).then(() => close(false));
                }}
              >
                {ko.install.confirm}
              </button>
            </div>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
