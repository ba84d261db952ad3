import * as v from 'valibot';
import { LogoutResponse } from './auth';
import { YesNo } from './envelope';
import { TextLike, oneOfOr, textOr, yesNoOr } from './wire';

/*
 * Signing in through an OpenID Connect provider (issue 16; docs/api.md "Any-ID and social
 * sign-in"): 경기도 통합인증 Any-ID (the province's integrated account; spec §7 "Any-ID single
 * sign-on adaptor") and the social providers naver and google. The portal's server is the relying
 * party; the page only starts the trip (/oidc/auth …) and trades the one-time ticket the callback
 * leaves in its address for the same answer a password login gives (LoginResponse).
 */

export const OIDC_PROVIDERS = ['anyid', 'naver', 'google'] as const;
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];
export const isOidcProvider = (value: string): value is OidcProvider => (OIDC_PROVIDERS as readonly string[]).includes(value);

/**
 * Any-ID's authentication levels (acr): 2 = the account's password; 3 = the password and a second
 * factor (a one-time code to the account's phone) in the same sign-in. Pages that need more than
 * a password ask for 3 (/oidc/reAuthLevel's default).
 */
export const ACR_PASSWORD = '2';
export const ACR_STEP_UP = '3';

/** The Any-ID window on a wide screen (spec §9: 700×740); a phone uses the whole window. */
export const ANYID_POPUP_WIDTH = 700;
export const ANYID_POPUP_HEIGHT = 740;

/** The page the callback returns to, with `#ticket=…`, `#unlinked=…` or `#error=…`. */
export const ANYID_PAGE = '/login/anyId';

/** The social logins (issue 16 part 2) and the page each provider's callback returns to. */
export const SOCIAL_LOGIN_PAGES = { naver: '/sns-callback/naver' } as const;
export type SocialLoginProvider = keyof typeof SOCIAL_LOGIN_PAGES;

/** Where 나의 정보's link of each social provider comes back (`#linked=…` or `#error=…`). */
export const SOCIAL_LINK_PAGES = { naver: '/sns-callback/naver-link', google: '/sns-callback/google-link' } as const;
export type SocialLinkProvider = keyof typeof SOCIAL_LINK_PAGES;

/**
 * Why a sign-in did not end in a session, as the callback writes it after `#error=` (the page
 * words each in Korean):
 * CANCELLED the person cancelled at the provider; LOGIN_REQUIRED no provider session (ssoLogin);
 * STATE unknown, spent or expired transaction (a replayed or forged callback); CODE the provider
 * refused the code (replayed, expired); TOKEN the ID token failed its checks (signature, issuer,
 * audience, expiry, nonce); LEVEL the sign-in did not reach the level asked (acr, max_age);
 * MISMATCH a step-up by another account than the session's; PROVIDER the provider answered an
 * error or could not be reached; SESSION a step-up or link without the portal session that asked;
 * RETURN the return address was not a path of this site (nothing was started); TAKEN the
 * provider account is linked to another member; ALREADY the member has another account of that
 * provider linked.
 */
export const OIDC_ERRORS = ['CANCELLED', 'LOGIN_REQUIRED', 'STATE', 'CODE', 'TOKEN', 'LEVEL', 'MISMATCH', 'PROVIDER', 'SESSION', 'RETURN', 'TAKEN', 'ALREADY'] as const;
export type OidcError = (typeof OIDC_ERRORS)[number];

/** Paths under these belong to the server, never a place to come back to after a sign-in. */
const SERVER_PATHS = /^\/(?:gglib|api|oidc|idp|cert|sso|uploads)(?:[/?#]|$)/i;
const MAX_RETURN_LENGTH = 1000;

/** A control character (C0, DEL), or also a space. */
function hasControl(text: string, spaceToo: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || (spaceToo && code === 0x20)) return true;
  }
  return false;
}

/**
 * A `returnTo`/`redirect` value as a path of this site, or null. Only a relative path that starts
 * with one '/' is taken: an absolute address, '//host', '/\host', their percent-encoded forms
 * (%2F%2F, %5C, also doubly encoded), control characters (tab, newline: browsers drop them, so
 * '/\t/host' is '//host'), backslashes anywhere, and the server's own paths are refused. The
 * answer is the path and query as the URL parser reads them (the fragment is dropped).
 */
export function safeReturnPath(raw: unknown): string | null {
  return sameSitePath(raw, true);
}

/**
 * The same checks, with the server's own paths allowed (an SSO logout goes back to a sister
 * service, which in the demo lives under /sso/ of this origin).
 */
export function safeSameSitePath(raw: unknown): string | null {
  return sameSitePath(raw, false);
}

function sameSitePath(raw: unknown, refuseServerPaths: boolean): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_LENGTH) return null;
  // Nothing a browser would strip or reinterpret: controls, spaces, backslashes.
  if (hasControl(raw, true) || raw.includes('\\')) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  let decoded = raw;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      // A lone '%' (a search for it, say): nothing further hides behind it.
      break;
    }
    if (hasControl(next, false) || next.includes('\\') || next.startsWith('//') || /^\/\s*\//.test(next)) return null;
    if (next === decoded) break;
    decoded = next;
  }
  const base = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}`;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (refuseServerPaths && (SERVER_PATHS.test(path) || SERVER_PATHS.test(decoded))) return null;
  return path;
}

// ---------------------------------------------------------------------------------------------
// Calls (POST under /gglib, JSON).

const ticket = v.pipe(v.string('ticket은 문자열이어야 합니다.'), v.minLength(20, 'ticket이 올바르지 않습니다.'), v.maxLength(100, 'ticket이 올바르지 않습니다.'));

/** POST /gglib/oidcticket: the one-time ticket of a finished sign-in → the login answer (LoginResponse). */
export const OidcTicketRequest = v.object({
  ticket,
  /** Y: also issue a device credential for the one-time auto-login (as at /gglib/login). */
  auto_login_yn: v.optional(YesNo, 'N'),
  device_name: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
});
export type OidcTicketRequest = v.InferOutput<typeof OidcTicketRequest>;

/** POST /gglib/oidclink: links the provider account an `unlinked` ticket stands for to the logged-in member. */
export const OidcLinkRequest = v.object({ user_key: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), ticket });
export const OidcLinkResponse = v.object({
  RESULT: TextLike,
  /** TICKET (none, spent or expired), TAKEN (linked to another member), ALREADY (this member has another account of that provider). */
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  PROVIDER: oneOfOr([...OIDC_PROVIDERS, ''], ''),
});
export type OidcLinkResponse = v.InferOutput<typeof OidcLinkResponse>;

/** What an `unlinked` ticket says (for the page's words): POST /gglib/oidcunlinked { ticket }. */
export const OidcUnlinkedResponse = v.object({
  RESULT: TextLike,
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  PROVIDER: oneOfOr([...OIDC_PROVIDERS, ''], ''),
  /** The provider's name for the person, to recognise the account. */
  NAME: textOr('', 100),
});
export type OidcUnlinkedResponse = v.InferOutput<typeof OidcUnlinkedResponse>;

/** POST /oidc/userCheck: is the Any-ID account behind this ID token (issued to the portal) linked to a member? */
export const UserCheckRequest = v.object({
  id_token: v.pipe(v.string('id_token은 문자열이어야 합니다.'), v.minLength(20, 'id_token이 올바르지 않습니다.'), v.maxLength(8000, 'id_token이 너무 깁니다.')),
});
export const UserCheckResponse = v.object({
  RESULT: TextLike,
  /** TOKEN when the ID token failed its checks. */
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  LINKED_YN: yesNoOr('N'),
  /** The linked member's id, masked (ho*****1), or ''. */
  USER_ID: textOr('', 50),
});
export type UserCheckResponse = v.InferOutput<typeof UserCheckResponse>;

/** POST /gglib/selectstepup { user_key }: how this session was signed in and whether a step-up is fresh. */
export const StepUpStatusResponse = v.object({
  RESULT: TextLike,
  /** The provider the session began with, or '' for a password login. */
  PROVIDER: oneOfOr([...OIDC_PROVIDERS, ''], ''),
  /** The level of the sign-in ('2', '3', or '' for a password login). */
  ACR: textOr('', 10),
  /** Y when pages that need level 3 may proceed now (a password session, or a step-up in the last 10 minutes). */
  LEVEL_OK_YN: yesNoOr('N'),
});
export type StepUpStatusResponse = v.InferOutput<typeof StepUpStatusResponse>;

/**
 * POST /gglib/userlogout's answer when the session began with a provider's sign-in: also that
 * provider's logout address (RP-initiated logout). A client that goes there next ends the
 * provider's session too; LogoutResponse (contract/auth.ts) reads the same answer without it.
 */
export const ProviderLogoutResponse = v.object({
  ...LogoutResponse.entries,
  SSO_LOGOUT_URL: v.optional(textOr('', 4000), ''),
});
export type ProviderLogoutResponse = v.InferOutput<typeof ProviderLogoutResponse>;

/** POST /gglib/selectaccountlinks { user_key }: the member's linked provider accounts. */
export const AccountLinksResponse = v.object({
  RESULT: TextLike,
  LIST: v.optional(
    v.array(
      v.object({
        PROVIDER: oneOfOr([...OIDC_PROVIDERS, ''], ''),
        /** The provider's name for the person when it was linked. */
        NAME: textOr('', 100),
        /** ISO 8601 (UTC). */
        LINKED_AT: textOr('', 40),
      }),
    ),
    [],
  ),
});
export type AccountLinksResponse = v.InferOutput<typeof AccountLinksResponse>;

/** POST /gglib/oidcunlink { user_key, provider }: RESULT_CODE NONE when there was no link. */
export const OidcUnlinkResponse = v.object({ RESULT: TextLike, RESULT_CODE: textOr(''), RESULT_MESSAGE: textOr('') });
export type OidcUnlinkResponse = v.InferOutput<typeof OidcUnlinkResponse>;
