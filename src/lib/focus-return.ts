import { focusIsLost } from './use-focus-rescue';

/**
 * Where the focus goes back to when a dialog closes, for openers that are taken away while it is
 * open (the floating bar hides under every panel). The dialog's own record (the focused element
 * when it opened) comes too late for them: by then the button is gone and the focus on the body.
 */

let remembered: { element: HTMLElement; at: number } | null = null;

/** How long a remembered opener waits for its dialog (a first opening loads the dialog's code). */
const OPENER_KEPT_MS = 3000;

/** Called by such an opener as it opens its dialog (give it `data-focus-return` as well). */
export function rememberOpener(element: HTMLElement): void {
  remembered = { element, at: performance.now() };
}

/** The opener remembered for the dialog now opening, once; none when it is too old to be its. */
export function takeRememberedOpener(): HTMLElement | null {
  const entry = remembered;
  remembered = null;
  return entry && performance.now() - entry.at <= OPENER_KEPT_MS ? entry.element : null;
}

/**
 * The opener was taken away: once an element whose `attribute` is `value` is back on screen
 * (within a few frames), and the focus is nowhere, it gets the focus. `ModalDialog` uses it with
 * `data-focus-return`, the chat host with `data-chat-opener`.
 */
export function focusWhenShown(attribute: string, value: string, framesLeft = 3): void {
  window.requestAnimationFrame(() => {
    if (!focusIsGone()) return;
    const shown = [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].find((element) => element.getAttribute(attribute) === value && element.getClientRects().length > 0);
    if (shown) moveFocus(() => shown.focus());
    else if (framesLeft > 1) focusWhenShown(attribute, value, framesLeft - 1);
  });
}

/**
 * A link inside a dialog took the person to another page: the dialog closes, and the focus goes to
 * the new page's content (where every in-app navigation puts it), not back to the dialog's opener,
 * which would leave a screen-reader user in the header of a page they have not heard.
 */
const LEAVING_MS = 2000;
let leftAt = Number.NEGATIVE_INFINITY;
let focusPageStart: () => void = () => {};

/** Called as a link in a dialog starts an in-app navigation (RouteLink does it). */
export function leaveFocusToNextPage(): void {
  leftAt = performance.now();
}

/** Whether a dialog closing now closes because of such a link (asked by the dialog's host). */
export function isLeavingForNextPage(): boolean {
  return performance.now() - leftAt < LEAVING_MS;
}

/** The same, for the closing dialog itself: once read, it is spent (a later dialog closes as usual). */
export function takeLeavingForNextPage(): boolean {
  const leaving = isLeavingForNextPage();
  leftAt = Number.NEGATIVE_INFINITY;
  return leaving;
}

/** The app names where a page's content starts (its main landmark). */
export function setPageStart(focus: () => void): void {
  focusPageStart = focus;
}

/**
 * Lost, or still on an element of a dialog that has closed: Chromium lets go of a focused element
 * that is no longer shown only in a task it posts after the next style update, which on a busy
 * phone can come after the frames below have run (seen once in a full end-to-end run: the focus
 * stayed on the closed popup's 닫기 and the page's content never took it).
 */
export function focusIsGone(): boolean {
  if (focusIsLost()) return true;
  const active = document.activeElement;
  return active instanceof Element && active.closest('dialog:not([open])') !== null;
}

/** Once the dialog is gone (within a few frames), the page's content takes the focus if nothing has it. */
export function focusPageStartWhenFree(framesLeft = 3): void {
  window.requestAnimationFrame(() => {
    if (focusIsGone()) focusPageStart();
    if (focusIsGone() && framesLeft > 1) focusPageStartWhenFree(framesLeft - 1);
  });
}

/**
 * Focus the app moves itself (a dialog taking it as it opens, an opener getting it back) is not the
 * member's: links take hover and focus as the intent to follow them and preload their page, which
 * a popup that focuses its first slide as /main loads must not set off (that preload took the
 * reading section's chunks, 20 KB gzip, into /main's first load).
 */
let movingFocus = 0;

/** Runs `move` (an element's focus(), a dialog's show() or showModal()) as focus the app moves. */
export function moveFocus(move: () => void): void {
  movingFocus += 1;
  try {
    move();
  } finally {
    movingFocus -= 1;
  }
}

/** Whether the focus event being handled comes from `moveFocus` (focus events fire inside it). */
export function isFocusMovedByApp(): boolean {
  return movingFocus > 0;
}
