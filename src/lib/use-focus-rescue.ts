import { useEffect, type RefObject } from 'react';

/** True when nothing on the page holds the focus (it fell to the body: the focused element went away). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

/** What had the focus as an action started (null: nothing did), for {@link useFocusRescue}. */
export function focusedNow(): Element | null {
  return focusIsLost() ? null : document.activeElement;
}

/**
 * When `signal` changes to a truthy value and the focus has been lost meanwhile (the button that
 * had it, `origin`, was disabled while it worked, or removed with its row), moves the focus to
 * `target` (give it tabIndex={-1}), so a keyboard or screen-reader user goes on from where they
 * acted, at the sentence that says how it went, instead of from the top of the page. Focus that
 * is still somewhere is left alone, and so is a page where nothing had the focus when the action
 * started (Safari does not focus a button it clicks or taps: the page must not jump to the
 * sentence under a finger).
 */
export function useFocusRescue(target: RefObject<HTMLElement | null>, signal: unknown, origin: Element | null | undefined): void {
  useEffect(() => {
    if (signal && origin && focusIsLost()) target.current?.focus();
  }, [signal, target, origin]);
}
