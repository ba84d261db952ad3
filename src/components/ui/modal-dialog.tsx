import { useEffect, useRef, type ReactNode } from 'react';
import { focusPageStartWhenFree, focusWhenShown, moveFocus, takeLeavingForNextPage, takeRememberedOpener } from '../../lib/focus-return';
import { afterNextFrame } from '../../lib/next-task';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog (its heading). */
  labelledBy: string;
  className?: string;
  /**
   * false: a non-modal layer (opened as dialog.show() would, without its forced layout) that leaves the rest of the page usable; the caller
   * decides what stays reachable (e.g. makes the content behind inert but keeps the header) and
   * styles its backdrop. Esc still closes it and focus still moves in and back.
   */
  modal?: boolean;
  children: ReactNode;
}

/**
 * A modal built on <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Esc closes, and focus returns to what had it before opening (or, when that was taken
 * away meanwhile, to its replacement: lib/focus-return.ts). Children are
 * rendered only while open, so closing also clears the content.
 */
export function ModalDialog({ open, onClose, labelledBy, className, modal = true, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) {
      returnFocusTo.current = takeRememberedOpener() ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      if (modal) moveFocus(() => dialog.showModal());
      // Opened by its attribute, not show(): show() runs the focusing steps at once, and they
      // force the style and layout of the content React has just put in, in the same task as
      // the commit's effects (the /main popup: one task of 60–96 ms at 4× CPU, npm run bench --
      // --boot-only). This way the browser lays the dialog out in its next frame, and the focus
      // moves in, as show() would move it, in the task after that frame.
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    // Asked for whenever the effect runs on an open non-modal dialog, not only as it opens, so
    // that an effect cleaned up and run again at once (React's StrictMode does that in
    // development) still moves the focus in; the request checks where the focus is first.
    if (!open || modal) return undefined;
    return afterNextFrame(() => {
      if (dialog.open && !dialog.contains(document.activeElement)) moveFocus(() => dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus());
    });
  }, [open, modal]);

  // A non-modal dialog gets no Esc from the browser: close it from wherever focus is.
  useEffect(() => {
    if (modal || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) ref.current?.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modal, open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      onCloseRef.current();
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      // Closed by one of its links: the new page's content takes the focus, not the opener.
      if (takeLeavingForNextPage()) focusPageStartWhenFree();
      // Nothing had the focus when it opened (a layer that opens with the page): the page's content.
      else if (!target || target === document.body) focusPageStartWhenFree();
      else if (target.isConnected) moveFocus(() => target.focus());
      else if (target.dataset.focusReturn) focusWhenShown('data-focus-return', target.dataset.focusReturn);
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
