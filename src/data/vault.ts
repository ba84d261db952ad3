import { getOrCreateKey } from '../db/repositories/key-repository';
import { clearSessionExcept, readSessionEntry, writeSessionEntry } from '../db/repositories/session-repository';
import { createSealingKey, isSealedValue, openJson, sealJson, type SealedValue } from '../lib/crypto';
import type { SessionEntryName, StoredName } from './registry';

/*
 * The member's session on this device (spec §3 "sensitive values encrypted"): entries of the
 * `session` table sealed with AES-GCM under a non-extractable key kept in IndexedDB (structured
 * clone keeps a CryptoKey usable but unreadable). No password is ever stored.
 */

const SEALING_KEY: StoredName = 'session-sealing-key';

/** Whether `error` was a full storage, told to the member once (its code loads only then). */
async function noteStorageFailure(error: unknown): Promise<boolean> {
  return (await import('./storage-full')).noteStorageFailure(error);
}

/** This tab's key when the device cannot keep one (storage full): what it seals lasts the tab. */
let tabKey: Promise<CryptoKey> | null = null;

function sealingKey(): Promise<CryptoKey> {
  if (tabKey) return tabKey;
  return getOrCreateKey(SEALING_KEY, createSealingKey).catch(async (error: unknown) => {
    if (!(await noteStorageFailure(error))) throw error;
    tabKey ??= createSealingKey();
    return tabKey;
  });
}

/**
 * A session entry the device refuses to keep (storage full) lives in this tab only: the login
 * still works, and the member is told once why it will not outlast the tab.
 */
async function keepOrNote(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!(await noteStorageFailure(error))) throw error;
  }
}

/** The opened value of a sealed entry, or null when absent, damaged or sealed under another key. */
export async function readSealed(entry: SessionEntryName): Promise<unknown> {
  const stored = await readSessionEntry(entry);
  return isSealedValue(stored) ? openJson(await sealingKey(), stored) : null;
}

export async function writeSealed(entry: SessionEntryName, value: unknown): Promise<void> {
  await keepOrNote(sealingKey().then((key) => sealJson(key, value)).then((sealed) => writeSessionEntry(entry, sealed)));
}

/** A plain entry (the saved id is not secret: it is typed on the login form for the member). */
export function readPlain(entry: SessionEntryName): Promise<unknown> {
  return readSessionEntry(entry);
}

export async function writePlain(entry: SessionEntryName, value: unknown): Promise<void> {
  await keepOrNote(writeSessionEntry(entry, value));
}

/** Seals a value under the same key for storage outside IndexedDB (this tab's sessionStorage). */
export async function sealValue(value: unknown): Promise<SealedValue> {
  return sealJson(await sealingKey(), value);
}

export async function openValue(sealed: unknown): Promise<unknown> {
  return isSealedValue(sealed) ? openJson(await sealingKey(), sealed) : null;
}

/** @internal for purge.ts: removes every session entry but the ones named. */
export function clearSessionEntriesExcept(keep: readonly SessionEntryName[]): Promise<void> {
  return clearSessionExcept(keep);
}
