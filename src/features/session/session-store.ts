import * as v from 'valibot';
import { clearChat } from '../../db/repositories/chat-cleanup';
import { deleteValuesWithPrefix, MEMBER_DATA_PREFIX } from '../../db/repositories/kv-repository';
import { readSessionEntry, writeSessionEntry, clearSessionExcept } from '../../db/repositories/session-repository';
import { getOrCreateKey } from '../../db/repositories/key-repository';
import { createSealingKey, isSealedValue, openJson, sealJson } from '../../lib/crypto';
import { MemberSessionSchema, VISITOR, type MemberSession, type SessionState } from './model/session-state';

const KEY_NAME = 'session-sealing-key';
const USER_INFO_ENTRY = 'userInfo';
const SAVED_ID_ENTRY = 'savedId';
/** localStorage key other tabs watch (spec §3 userInfo); holds no personal data. */
export const USER_INFO_SIGNAL = 'userInfo';

let state: SessionState = VISITOR;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The session as this tab knows it; read synchronously by guards and hooks. */
export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): SessionState {
    return state;
  },
};

export function setSessionState(next: SessionState): void {
  state = next;
  emit();
}

function sealingKey(): Promise<CryptoKey> {
  return getOrCreateKey(KEY_NAME, createSealingKey);
}

/** Reads the sealed session from IndexedDB; anything unreadable counts as no session. */
export async function loadStoredSession(): Promise<MemberSession | null> {
  const stored = await readSessionEntry(USER_INFO_ENTRY);
  if (!isSealedValue(stored)) return null;
  const opened = await openJson(await sealingKey(), stored);
  const parsed = v.safeParse(MemberSessionSchema, opened);
  return parsed.success ? parsed.output : null;
}

export async function storeSession(session: MemberSession): Promise<void> {
  await writeSessionEntry(USER_INFO_ENTRY, await sealJson(await sealingKey(), session));
}

/**
 * Clears everything a logout must clear; only the saved id stays (spec §4). The member's own
 * lists kept for offline reading (loans, reservations …, keys 'my:…') go too: a shared device
 * must not show them to the next person.
 */
export async function clearStoredSession(): Promise<void> {
  await clearSessionExcept([SAVED_ID_ENTRY]);
  await deleteValuesWithPrefix(MEMBER_DATA_PREFIX);
  await clearChat();
  sessionStorage.removeItem('user_data');
}

export async function readSavedId(): Promise<string> {
  const value = await readSessionEntry(SAVED_ID_ENTRY);
  return typeof value === 'string' ? value : '';
}

export async function writeSavedId(id: string | null): Promise<void> {
  await writeSessionEntry(SAVED_ID_ENTRY, id ?? '');
}

/** Tells other tabs that this one logged in or out (they watch the storage event). */
export function signalOtherTabs(isLoggedIn: boolean): void {
  try {
    localStorage.setItem(USER_INFO_SIGNAL, JSON.stringify({ isLoggedIn, at: Date.now() }));
  } catch {
    // Storage can be full or disabled; other tabs then learn at their next session check.
  }
}

export function readSignal(raw: string | null): boolean | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as { isLoggedIn?: unknown };
    return typeof value.isLoggedIn === 'boolean' ? value.isLoggedIn : null;
  } catch {
    return null;
  }
}

/** The my-page password check result, sealed in sessionStorage for this tab only. */
export async function storeCheckedUserData(value: unknown): Promise<void> {
  sessionStorage.setItem('user_data', JSON.stringify(await sealJson(await sealingKey(), value)));
}

export async function readCheckedUserData(): Promise<unknown> {
  const raw = sessionStorage.getItem('user_data');
  if (!raw) return null;
  try {
    const sealed = JSON.parse(raw) as unknown;
    return isSealedValue(sealed) ? await openJson(await sealingKey(), sealed) : null;
  } catch {
    return null;
  }
}
