import { PORTAL_DATABASE } from '../../contract/worker-protocol';
import type { StoreName } from './schema';

/**
 * What was written, announced to this tab's readers and, through a BroadcastChannel, to the
 * other tabs'. Every write of src/db announces itself here (both the small core and Dexie's
 * repositories), so live reads (live.ts) repaint whichever path wrote. `key` absent: any entry
 * of the store may have changed (a range deleted, a write from another tab's older code).
 */
export interface Change {
  store: StoreName;
  key?: string | number;
}

type Listener = (change: Change) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function isChange(value: unknown): value is Change {
  if (typeof value !== 'object' || value === null) return false;
  const { store, key } = value as { store?: unknown; key?: unknown };
  return typeof store === 'string' && (key === undefined || typeof key === 'string' || typeof key === 'number');
}

function deliver(change: Change): void {
  for (const listener of [...listeners]) listener(change);
}

function broadcast(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel !== 'function') return (channel = null);
  channel = new BroadcastChannel(`${PORTAL_DATABASE}:changes`);
  // Node's channel (unit tests) would otherwise keep the process running.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isChange(event.data)) deliver(event.data);
  };
  return channel;
}

/** Tells every reader, here and in other tabs, that `change` was written. */
export function announce(change: Change): void {
  deliver(change);
  try {
    broadcast()?.postMessage(change);
  } catch {
    // A closed channel (the page is going away): this tab was told, which is what matters.
  }
}

/** Calls `listener` for each write announced here or in another tab; returns how to stop. */
export function onChange(listener: Listener): () => void {
  broadcast();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
