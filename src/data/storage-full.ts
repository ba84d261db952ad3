import { showAlert } from '../lib/alert-dialog';

/*
 * The device refusing to keep data (IndexedDB's QuotaExceededError: by name as the browser throws it,
 * or inside the AbortError of the transaction it ended). The portal then works from the network;
 * the member is told once per tab why nothing is kept for offline use.
 */

const NOTED_KEY = 'gglib:storage-full-noted';

/** Is `error` (or an error it wraps) the browser saying the storage is full? */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true;
    current = (current as { inner?: unknown }).inner;
  }
  return false;
}

let noted = false;

/** Tells the member once per tab when `error` is a full storage; true when it was one. */
export function noteStorageFailure(error: unknown): boolean {
  if (!isStorageFull(error)) return false;
  if (noted) return true;
  noted = true;
  try {
    if (sessionStorage.getItem(NOTED_KEY) === 'Y') return true;
    sessionStorage.setItem(NOTED_KEY, 'Y');
  } catch {
    // sessionStorage refused too: the page's own flag keeps it to once.
  }
  void tell('full');
  return true;
}

/**
 * Shows one of the storage messages (their words load only now: a first page never carries
 * them); resolves once the member has closed it.
 */
export async function tell(message: 'full' | 'outboxFull'): Promise<void> {
  const { koStorage } = await import('../lib/i18n/messages-storage-ko');
  await showAlert(koStorage[message]);
}

/** For tests. */
export function resetStorageFullNotice(): void {
  noted = false;
  try {
    sessionStorage.removeItem(NOTED_KEY);
  } catch {
    // no sessionStorage here
  }
}
