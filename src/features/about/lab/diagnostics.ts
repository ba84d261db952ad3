/** What the /test page reads about this device, each in a few words (no personal data). */
export interface Diagnostics {
  online: boolean;
  secure: boolean;
  serviceWorker: { kind: 'unsupported' } | { kind: 'none' } | { kind: 'active'; scope: string; waiting: boolean };
  indexedDb: { ok: true; names: string[] } | { ok: false };
  storage: { used: number; quota: number; persisted: boolean } | null;
  notifications: 'granted' | 'denied' | 'default' | 'unsupported';
}

/** Bytes as people read them: 1.5 MB, 820 KB. */
export function bytesText(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

async function serviceWorkerState(): Promise<Diagnostics['serviceWorker']> {
  if (!('serviceWorker' in navigator)) return { kind: 'unsupported' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { kind: 'none' };
  return { kind: 'active', scope: new URL(registration.scope).pathname, waiting: registration.waiting !== null };
}

async function indexedDbState(): Promise<Diagnostics['indexedDb']> {
  if (typeof indexedDB === 'undefined') return { ok: false };
  // databases() lists this origin's databases where the browser has it (not in older Firefox).
  if (typeof indexedDB.databases !== 'function') return { ok: true, names: [] };
  const list = await indexedDB.databases();
  return { ok: true, names: list.flatMap((db) => (db.name ? [db.name] : [])) };
}

async function storageState(): Promise<Diagnostics['storage']> {
  if (!navigator.storage?.estimate) return null;
  const estimate = await navigator.storage.estimate();
  const persisted = navigator.storage.persisted ? await navigator.storage.persisted() : false;
  return { used: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/** Reads every check; a check that throws reads as unavailable, never as a failed page. */
export async function readDiagnostics(): Promise<Diagnostics> {
  const safely = async <T>(read: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await read();
    } catch {
      return fallback;
    }
  };
  const [serviceWorker, indexedDb, storage] = await Promise.all([
    safely(serviceWorkerState, { kind: 'unsupported' } as const),
    safely(indexedDbState, { ok: false } as const),
    safely(storageState, null),
  ]);
  return {
    online: navigator.onLine,
    secure: window.isSecureContext,
    serviceWorker,
    indexedDb,
    storage,
    notifications: typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  };
}
