import { useEffect, type RefObject } from 'react';

/** True when nothing on the page holds the focus (it fell to the body: the focused element went away). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * When `signal` changes to a truthy value and the focus has been lost meanwhile (the button that
 * had it was disabled while it worked, or removed with its row), moves the focus to `target`
 * (give it tabIndex={-1}), so a keyboard or screen-reader user goes on from where they acted,
 * at the sentence that says how it went, instead of from the top of the page. Focus that is
 * still somewhere is left alone.
 */
export function useFocusRescue(target: RefObject<HTMLElement | null>, signal: unknown): void {
  useEffect(() => {
    if (signal && focusIsLost()) target.current?.focus({ preventScroll: false });
  }, [signal, target]);
}
