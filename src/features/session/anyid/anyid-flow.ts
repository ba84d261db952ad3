import { ANYID_PAGE, ANYID_POPUP_HEIGHT, ANYID_POPUP_WIDTH, OIDC_ERRORS, type OidcError } from '../../../../contract/oidc';
import { OIDC_TICKET, type OidcReturn } from '../../../lib/oidc-return';
import type { LoginSearch } from '../model/login-search';

/*
 * The Any-ID round trip's pure parts (docs/architecture.md "Any-ID and social sign-in"): the
 * address that starts it, how /login/anyId reads what the server's callback left in its fragment,
 * which window messages the page that opened the Any-ID popup accepts, and what a tab keeps while
 * the whole window is away.
 */

/** What the callback left for /login/anyId (the shared reading of src/lib/oidc-return.ts). */
export type AnyIdReturn = OidcReturn;

/** A sign-in page with the login page's query (target, syncto, returnTo): where the callback comes back. */
export function signInPagePath(page: string, search: LoginSearch): string {
  const query = new URLSearchParams();
  if (search.target) query.set('target', search.target);
  if (search.syncto) query.set('syncto', search.syncto);
  if (search.returnTo) query.set('returnTo', search.returnTo);
  const text = query.toString();
  return text ? `${page}?${text}` : page;
}

/** /login/anyId with the page's own query (target, syncto, returnTo): where the callback comes back. */
export const anyIdPagePath = (search: LoginSearch): string => signInPagePath(ANYID_PAGE, search);

/** The server address that starts the Any-ID login (spec §7 /oidc/auth) and comes back to this page. */
export function anyIdStartUrl(search: LoginSearch): string {
  return `/oidc/auth?returnTo=${encodeURIComponent(anyIdPagePath(search))}`;
}

/** The message type the popup's /login/anyId posts to the window that opened it. */
export const ANYID_MESSAGE_TYPE = 'gglib-anyid-return';

export interface AnyIdMessage {
  type: typeof ANYID_MESSAGE_TYPE;
  outcome: AnyIdReturn;
}

export const anyIdMessage = (outcome: AnyIdReturn): AnyIdMessage => ({ type: ANYID_MESSAGE_TYPE, outcome });

/**
 * A window message is the popup's answer only when it comes from this origin, from the window
 * this page opened, and has the page's shape (the ticket checked again); anything else is ignored.
 */
export function acceptAnyIdMessage(event: { origin: string; source: unknown; data: unknown }, expected: { origin: string; source: unknown }): AnyIdReturn | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source === null || event.source !== expected.source) return null;
  const data = event.data as Partial<AnyIdMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== ANYID_MESSAGE_TYPE) return null;
  const outcome = data.outcome as { kind?: unknown; ticket?: unknown; code?: unknown } | undefined;
  if ((outcome?.kind === 'ticket' || outcome?.kind === 'unlinked') && typeof outcome.ticket === 'string' && OIDC_TICKET.test(outcome.ticket)) {
    return { kind: outcome.kind, ticket: outcome.ticket };
  }
  if (outcome?.kind === 'error') {
    const code = typeof outcome.code === 'string' && (OIDC_ERRORS as readonly string[]).includes(outcome.code) ? (outcome.code as OidcError) : 'OTHER';
    return { kind: 'error', code };
  }
  return null;
}

/** What a tab keeps while the whole window is at Any-ID (sessionStorage: this tab only). */
export interface PendingAnyId {
  autoLogin: boolean;
  startedAt: number;
}

export const ANYID_PENDING_KEY = 'gglib-anyid-pending';
const PENDING_TTL_MS = 10 * 60 * 1000;

export function savePendingAnyId(storage: Storage, pending: PendingAnyId): void {
  storage.setItem(ANYID_PENDING_KEY, JSON.stringify(pending));
}

/** Takes (reads and removes) the pending choice, when this tab started a login in the last ten minutes. */
export function takePendingAnyId(storage: Storage, now: number): PendingAnyId | null {
  let value: Partial<PendingAnyId> | null = null;
  try {
    value = JSON.parse(storage.getItem(ANYID_PENDING_KEY) ?? 'null') as Partial<PendingAnyId> | null;
  } catch {
    value = null;
  }
  storage.removeItem(ANYID_PENDING_KEY);
  if (!value || typeof value.startedAt !== 'number' || now - value.startedAt > PENDING_TTL_MS || now < value.startedAt) return null;
  return { autoLogin: value.autoLogin === true, startedAt: value.startedAt };
}

/** A wide screen with a fine pointer opens Any-ID in a 700×740 popup (spec §9); a phone uses the whole window. */
export const ANYID_POPUP_MEDIA = '(min-width: 768px) and (pointer: fine)';
export const ANYID_POPUP_NAME = 'gglib-anyid';
export const ANYID_POPUP_FEATURES = `popup=yes,width=${ANYID_POPUP_WIDTH},height=${ANYID_POPUP_HEIGHT}`;
