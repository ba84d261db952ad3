import * as v from 'valibot';
import { openValue, readPlain, readSealed, sealValue, writePlain, writeSealed } from '../../data/vault';
import { MemberSessionSchema, VISITOR, type MemberSession, type SessionState } from './model/session-state';
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

/** Reads the sealed session from IndexedDB; anything unreadable counts as no session. */
export async function loadStoredSession(): Promise<MemberSession | null> {
  const parsed = v.safeParse(MemberSessionSchema, await readSealed('userInfo'));
  return parsed.success ? parsed.output : null;
}

export async function storeSession(session: MemberSession): Promise<void> {
  await writeSealed('userInfo', session);
}

/**
 * Clears everything a logout must clear; only the saved id stays (spec §4). Everything the data
 * registry marks as the member's (the sealed session, 나의 도서관 lists, chat history) leaves the
 * device too: a shared device must not show them to the next person.
 */
export async function clearStoredSession(): Promise<void> {
  // Loaded at logout only (the registry it reads is not needed before).
  const { purgeMemberData } = await import('../../data/purge');
  await purgeMemberData();
  sessionStorage.removeItem('user_data');
  clearTimeRemaining();
}

export async function readSavedId(): Promise<string> {
  const value = await readPlain('savedId');
  return typeof value === 'string' ? value : '';
}

export async function writeSavedId(id: string | null): Promise<void> {
  await writePlain('savedId', id ?? '');
}

/**
 * Spec §3 "Time-remaining holds one number timeRemaining", §4 and §9 "time-remaining is set to a
 * fixed 30000 on update": kept in localStorage as {"timeRemaining":30000} whenever the session is
 * (re)confirmed by the server. The header's countdown itself runs from the session's expiry; this
 * value is the store the spec keeps beside it. A logout removes it.
 */
export const TIME_REMAINING_KEY = 'time-remaining';
export const TIME_REMAINING_ON_UPDATE = 30_000;

/** Throws when the browser refuses the write (storage full or disabled). */
export function storeTimeRemaining(value: number): void {
  localStorage.setItem(TIME_REMAINING_KEY, JSON.stringify({ timeRemaining: value }));
}

export function readTimeRemaining(): number | null {
  try {
    const value = JSON.parse(localStorage.getItem(TIME_REMAINING_KEY) ?? 'null') as { timeRemaining?: unknown } | null;
    return typeof value?.timeRemaining === 'number' ? value.timeRemaining : null;
  } catch {
    return null;
  }
}

function clearTimeRemaining(): void {
  try {
    localStorage.removeItem(TIME_REMAINING_KEY);
  } catch {
    // Nothing kept when storage is disabled.
  }
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

/**
 * The my-page password check result, sealed in sessionStorage for this tab only (cleared at
 * logout): kept by the check itself and by a password login, which proves the same.
 */
export async function storeCheckedUserData(value: unknown): Promise<void> {
  sessionStorage.setItem('user_data', JSON.stringify(await sealValue(value)));
}

export async function readCheckedUserData(): Promise<unknown> {
  const raw = sessionStorage.getItem('user_data');
  if (!raw) return null;
  try {
    return await openValue(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}
