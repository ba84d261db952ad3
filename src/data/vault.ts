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

function sealingKey(): Promise<CryptoKey> {
  return getOrCreateKey(SEALING_KEY, createSealingKey);
}

/** The opened value of a sealed entry, or null when absent, damaged or sealed under another key. */
export async function readSealed(entry: SessionEntryName): Promise<unknown> {
  const stored = await readSessionEntry(entry);
  return isSealedValue(stored) ? openJson(await sealingKey(), stored) : null;
}

export async function writeSealed(entry: SessionEntryName, value: unknown): Promise<void> {
  await writeSessionEntry(entry, await sealJson(await sealingKey(), value));
}

/** A plain entry (the saved id is not secret: it is typed on the login form for the member). */
export function readPlain(entry: SessionEntryName): Promise<unknown> {
  return readSessionEntry(entry);
}

export async function writePlain(entry: SessionEntryName, value: unknown): Promise<void> {
  await writeSessionEntry(entry, value);
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
