import type { OidcError } from '../../../../contract/oidc';
import type { OidcReturn } from '../../../lib/oidc-return';
import { callOidcLink, callOidcUnlinked } from '../api/anyid-calls';
import { loginWithTicket } from '../session-actions';

/*
 * What every provider's sign-in page (/login/anyId, /sns-callback/naver …) does with the
 * callback's answer: a login ticket traded for the session, an unlinked ticket read for the join
 * or the link, a refusal worded for that provider; and the link of an unlinked account to the
 * member who then logs in with the library id.
 */

export interface SignInWords {
  errors: Readonly<Record<OidcError, string>>;
  otherError: string;
  offline: string;
  ticketFailed: string;
}

export type SignInSettled =
  | { kind: 'logged-in' }
  | { kind: 'failed'; message: string }
  /** A provider account no member has: the page offers the join or the link. */
  | { kind: 'unlinked'; ticket: string; name: string }
  /** An unlinked ticket no longer known (spent, expired, another browser's). */
  | { kind: 'expired'; ticket: string };

/** Settles a sign-in's answer (nothing for 'none'). */
export async function settleSignIn(outcome: OidcReturn, autoLogin: boolean, words: SignInWords): Promise<SignInSettled | null> {
  switch (outcome.kind) {
    case 'none':
      return null;
    case 'error':
      return { kind: 'failed', message: outcome.code === 'OTHER' ? words.otherError : words.errors[outcome.code] };
    case 'linked':
      // Only 나의 정보's link pages are sent a link; a sign-in page never is.
      return { kind: 'failed', message: words.otherError };
    case 'ticket': {
      const answer = await loginWithTicket(outcome.ticket, autoLogin, words.ticketFailed);
      if (answer.kind === 'ok') return { kind: 'logged-in' };
      return { kind: 'failed', message: answer.kind === 'offline' ? words.offline : answer.message || words.ticketFailed };
    }
    case 'unlinked': {
      const said = await callOidcUnlinked(outcome.ticket);
      if (said.kind === 'offline') return { kind: 'failed', message: words.offline };
      if (said.kind !== 'ok' || said.data.RESULT !== 'SUCCESS') return { kind: 'expired', ticket: outcome.ticket };
      return { kind: 'unlinked', ticket: outcome.ticket, name: said.data.NAME };
    }
  }
}

/** Links the unlinked ticket's account to the member who has just logged in; the refusal worded. */
export async function linkUnlinked(userKey: string, ticket: string, words: Pick<SignInWords, 'offline' | 'otherError'>): Promise<{ ok: true } | { ok: false; message: string }> {
  const answer = await callOidcLink(userKey, ticket);
  if (answer.kind === 'ok' && answer.data.RESULT === 'SUCCESS') return { ok: true };
  if (answer.kind === 'offline') return { ok: false, message: words.offline };
  return { ok: false, message: answer.kind === 'ok' ? answer.data.RESULT_MESSAGE || words.otherError : words.otherError };
}
