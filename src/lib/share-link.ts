/**
 * Sharing or copying a link (spec §8, §9), domain-free: the system share sheet where the page
 * asks for it and the browser has one, else the clipboard, else the old copy command (in-app
 * browsers and insecure origins often have no clipboard API).
 */

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Spec §9: how long a button reads 'copied' after a copy. */
export const COPIED_MS = 1500;

/** The pre-clipboard-API copy: a hidden text area, selected, copied, removed; focus returns. */
function copyWithSelection(text: string): boolean {
  const doc = globalThis.document;
  if (!doc?.body || typeof doc.execCommand !== 'function') return false;
  const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  doc.body.append(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus({ preventScroll: true });
  }
}

/** Puts text on the clipboard; false when the browser would not. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): the older way may still work.
  }
  return copyWithSelection(text);
}

export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * `share: true` opens the share sheet when there is one (closing it is 'cancelled', not a
 * failure); a refused or missing sheet falls back to the clipboard.
 */
export async function shareOrCopyLink(link: { url: string; title?: string }, options: { share: boolean }): Promise<ShareOutcome> {
  if (options.share && canShare()) {
    try {
      await navigator.share(link.title ? { url: link.url, title: link.title } : { url: link.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(link.url)) ? 'copied' : 'failed';
}
