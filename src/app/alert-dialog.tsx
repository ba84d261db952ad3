import { useEffect, useId, useRef, useState } from 'react';
import { koDialog } from '../lib/i18n/messages-dialog-ko';
import './alert-dialog.css';

/**
 * One alert (spec §8's words) in a modal <dialog> with role alertdialog: showModal() makes the
 * page behind inert and keeps the focus inside; the focus goes to 확인; 확인 or Esc closes it, and
 * the focus returns to where it was. Nothing else closes it (a tap on the backdrop does not, as
 * the browser's alert).
 */
export function AlertDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  // Where the focus was before the alert, taken at the first render (before showModal moves it).
  const [returnTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal !== 'function') {
      // A browser without <dialog> (Safari before 15.4): its own alert, with the same words.
      window.alert(message);
      onClose();
      return;
    }
    const closed = () => {
      if (returnTo?.isConnected && returnTo !== document.body) returnTo.focus({ preventScroll: true });
      onClose();
    };
    dialog.addEventListener('close', closed);
    if (!dialog.open) dialog.showModal();
    okRef.current?.focus();
    return () => {
      dialog.removeEventListener('close', closed);
      // Unmounted while open (React's development double run): no close to report.
      if (dialog.open) dialog.close();
    };
  }, [message, onClose, returnTo]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={messageId}
      className="alert-dialog"
      onKeyDown={(event) => {
        // Esc closes this alert only: not the news popup or a panel beneath it, which listen too.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        ref.current?.close();
      }}
    >
      <p id={messageId} className="alert-dialog__message">
        {message}
      </p>
      <div className="alert-dialog__actions">
        <button ref={okRef} type="button" className="button" onClick={() => ref.current?.close()}>
          {koDialog.ok}
        </button>
      </div>
    </dialog>
  );
}
