import * as v from 'valibot';
import { CertResultResponse, type CertMethod, type CertPurpose } from '../../../../contract/identity';

/*
 * The certification round trip's pure parts (docs/architecture.md "Accounts"): what this tab
 * keeps while the provider's window is open, how the return page reads its address, and which
 * window messages the page that opened the provider accepts.
 */

/** What the tab that started a certification keeps (sessionStorage: this tab only). */
export interface PendingCert {
  txn: string;
  purpose: CertPurpose;
  method: CertMethod;
  /** The in-app path that continues once the result is known (it reads the stored answer). */
  continueTo: string;
  /** Epoch ms: a pending certification older than the provider's 10 minutes is dropped. */
  startedAt: number;
}

/** What became of a certification, for the page that continues it. */
export type CertOutcome =
  | { kind: 'ok'; data: CertResultResponse }
  /** Refused (tampered, expired, replayed, another transaction), cancelled, or not checkable: in Korean. */
  | { kind: 'refused'; code: string; message: string };

/** The outcome a full-window return page leaves for the page it continues to. */
export interface StoredCertAnswer {
  purpose: CertPurpose;
  outcome: CertOutcome;
}

export const PENDING_KEY = 'gglib-cert-pending';
export const ANSWER_KEY = 'gglib-cert-answer';
const PENDING_TTL_MS = 10 * 60 * 1000;

/** The message type the return page posts to the window that opened the provider. */
export const CERT_MESSAGE_TYPE = 'gglib-cert-return';

export type CertReturn = { kind: 'result'; result: string } | { kind: 'error'; reason: 'cancelled' | 'expired' } | { kind: 'none' };

/** One value of a `#a=1&b=2` fragment, percent-decoded ('+' stays '+': base64 may carry it). */
function fragmentValue(fragment: string, name: string): string | null {
  for (const part of fragment.split('&')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals) !== name) continue;
    try {
      return decodeURIComponent(part.slice(equals + 1));
    } catch {
      return part.slice(equals + 1);
    }
  }
  return null;
}

/** Reads the return address's fragment: `#result=<JWS>`, `#error=cancelled|expired`. */
export function parseCertFragment(hash: string): CertReturn {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const result = fragmentValue(fragment, 'result');
  // Whatever came is the server's to judge (a tampered result is refused there, in words).
  if (result) return { kind: 'result', result: result.slice(0, 4000) };
  const error = fragmentValue(fragment, 'error');
  if (error === 'cancelled') return { kind: 'error', reason: 'cancelled' };
  if (error !== null) return { kind: 'error', reason: 'expired' };
  return { kind: 'none' };
}

export interface CertMessage {
  type: typeof CERT_MESSAGE_TYPE;
  outcome: CertReturn;
}

export function certMessage(outcome: CertReturn): CertMessage {
  return { type: CERT_MESSAGE_TYPE, outcome };
}

/**
 * A window message is the provider's return only when it comes from this origin, from the
 * window this page opened, and has the return page's shape; anything else is ignored.
 */
export function acceptCertMessage(event: { origin: string; source: unknown; data: unknown }, expected: { origin: string; source: unknown }): CertReturn | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source === null || event.source !== expected.source) return null;
  const data = event.data as Partial<CertMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== CERT_MESSAGE_TYPE) return null;
  const outcome = data.outcome as Partial<CertReturn> | undefined;
  const result = (outcome as { result?: unknown } | undefined)?.result;
  if (outcome?.kind === 'result' && typeof result === 'string' && result !== '' && result.length <= 4000) return { kind: 'result', result };
  if (outcome?.kind === 'error') {
    const reason = (outcome as { reason?: unknown }).reason;
    return { kind: 'error', reason: reason === 'cancelled' ? 'cancelled' : 'expired' };
  }
  return null;
}

/** The Korean sentence for a refused result: the server's own, else ours for its code. */
export function refusalText(code: string, serverMessage: string, messages: { refused: Record<string, string>; refusedOther: string }): string {
  return serverMessage || messages.refused[code] || messages.refusedOther;
}

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function savePending(storage: Storage, pending: PendingCert): void {
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The pending certification, if one of this tab is still young enough. */
export function readPending(storage: Storage, now: number): PendingCert | null {
  const value = readJson(storage, PENDING_KEY) as Partial<PendingCert> | null;
  if (!value || typeof value.txn !== 'string' || typeof value.continueTo !== 'string' || typeof value.startedAt !== 'number') return null;
  if (!value.continueTo.startsWith('/') || value.continueTo.startsWith('//')) return null;
  if (now - value.startedAt > PENDING_TTL_MS) return null;
  if (value.purpose !== 'join' && value.purpose !== 'find' && value.purpose !== 'citizen') return null;
  return { txn: value.txn, purpose: value.purpose, method: value.method === 'ipin' ? 'ipin' : 'phone', continueTo: value.continueTo, startedAt: value.startedAt };
}

export function clearPending(storage: Storage): void {
  storage.removeItem(PENDING_KEY);
}

export function saveAnswer(storage: Storage, answer: StoredCertAnswer): void {
  storage.setItem(ANSWER_KEY, JSON.stringify(answer));
}

/** Takes (reads and removes) the outcome a return page left for `purpose`; stored data is checked like any input. */
export function takeAnswer(storage: Storage, purpose: CertPurpose): CertOutcome | null {
  const value = readJson(storage, ANSWER_KEY) as { purpose?: unknown; outcome?: { kind?: unknown; data?: unknown; code?: unknown; message?: unknown } } | null;
  if (!value || value.purpose !== purpose || typeof value.outcome !== 'object' || value.outcome === null) return null;
  storage.removeItem(ANSWER_KEY);
  const { outcome } = value;
  if (outcome.kind === 'refused' && typeof outcome.code === 'string' && typeof outcome.message === 'string') {
    return { kind: 'refused', code: outcome.code, message: outcome.message };
  }
  if (outcome.kind === 'ok') {
    const parsed = v.safeParse(CertResultResponse, outcome.data);
    if (parsed.success && parsed.output.CERT_TICKET) return { kind: 'ok', data: parsed.output };
  }
  return null;
}

/** A wide screen with a fine pointer opens the provider in a popup; a phone uses the whole window. */
export const POPUP_MEDIA = '(min-width: 768px) and (pointer: fine)';
export const POPUP_NAME = 'gglib-cert';
export const POPUP_FEATURES = 'popup=yes,width=480,height=760';
