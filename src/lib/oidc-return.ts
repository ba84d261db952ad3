import { OIDC_ERRORS, OIDC_PROVIDERS, type OidcError, type OidcProvider } from '../../contract/oidc';

/*
 * What the server's OpenID Connect callback leaves in a page's fragment (docs/api.md "Any-ID and
 * social sign-in"), read the same way by every page it returns to: /login/anyId, the
 * /sns-callback/* pages of the social login and of 나의 정보's links.
 */

export type OidcReturn =
  /** A linked account signed in: the portal session exists; the ticket buys its login answer. */
  | { kind: 'ticket'; ticket: string }
  /** A verified provider account no member has: the ticket stands for it (join or link). */
  | { kind: 'unlinked'; ticket: string }
  /** 나의 정보's link finished: the provider account is now the member's. */
  | { kind: 'linked'; provider: OidcProvider }
  | { kind: 'error'; code: OidcError | 'OTHER' }
  | { kind: 'none' };

export const OIDC_TICKET = /^[A-Za-z0-9_-]{20,100}$/;

/** Reads `#ticket=…`, `#unlinked=…`, `#linked=provider` or `#error=CODE`; anything else is nothing (or an unnamed error). */
export function parseOidcReturn(hash: string): OidcReturn {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const ticket = params.get('ticket');
  if (ticket !== null) return OIDC_TICKET.test(ticket) ? { kind: 'ticket', ticket } : { kind: 'error', code: 'OTHER' };
  const unlinked = params.get('unlinked');
  if (unlinked !== null) return OIDC_TICKET.test(unlinked) ? { kind: 'unlinked', ticket: unlinked } : { kind: 'error', code: 'OTHER' };
  const linked = params.get('linked');
  if (linked !== null) return (OIDC_PROVIDERS as readonly string[]).includes(linked) ? { kind: 'linked', provider: linked as OidcProvider } : { kind: 'error', code: 'OTHER' };
  const error = params.get('error');
  if (error !== null) return { kind: 'error', code: (OIDC_ERRORS as readonly string[]).includes(error) ? (error as OidcError) : 'OTHER' };
  return { kind: 'none' };
}

/**
 * Reads this page's fragment and, when it held an answer, removes it from the address: a ticket
 * must not stay in the address bar, the history or a bookmark.
 */
export function takeOidcReturn(): OidcReturn {
  const outcome = parseOidcReturn(window.location.hash);
  if (outcome.kind !== 'none') window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return outcome;
}
