import * as client from 'openid-client';
import { ACR_STEP_UP, type OidcError, type OidcProvider, safeReturnPath } from '../../contract/oidc';
import { hashToken } from '../auth/tokens';
import type { Queryable } from '../db/db';

/*
 * The portal as an OpenID Connect relying party (openid-client 6), generic over the provider:
 *
 *   start(provider, { purpose, returnTo, acr?, maxAge?, prompt? })
 *     → a one-time transaction in the database (state hashed, nonce, PKCE verifier, purpose, the
 *       validated return path, what the answer must meet) and the authorization URL;
 *   finish(provider, callbackUrl)
 *     → spends the transaction named by `state` (unknown, spent or expired: refused), exchanges
 *       the code with the client secret and the PKCE verifier, verifies the ID token — its
 *       signature against the provider's published keys, issuer, audience, expiry, nonce, and the
 *       acr and auth_time when they were asked for — and answers the verified claims.
 *
 * Issuers must be https, except the simulated ones on this machine's loopback address
 * (http://localhost…, 127.0.0.1, [::1]), for which openid-client's allowInsecureRequests is set.
 */

/** A sign-in must come back within ten minutes. */
export const TRANSACTION_TTL_MS = 10 * 60 * 1000;

export type OidcPurpose = 'login' | 'sso' | 'stepup' | 'link' | 'merge';

export interface StartOptions {
  purpose: OidcPurpose;
  /** Where the person goes afterwards: a path of this site (checked again here). */
  returnTo: string;
  /** acr_values to ask for; the ID token must then carry it. */
  acr?: string;
  /** max_age (seconds); the ID token's auth_time must then be that recent. */
  maxAge?: number;
  /** 'none' for an SSO attempt that must not show the provider's pages. */
  prompt?: 'none' | 'login' | 'consent';
  /** The portal session that asked (step-up, link): its token's hash. */
  sessionHash?: string | null;
  /** The browser that asks (a random value it keeps in a cookie): only it may finish. */
  browser: string;
}

export interface VerifiedClaims {
  sub: string;
  name: string;
  email: string;
  phone: string;
  birthdate: string;
  acr: string;
  /** Epoch seconds, or null when the provider did not say. */
  authTime: number | null;
}

export interface FinishedTransaction {
  purpose: OidcPurpose;
  returnTo: string;
  sessionHash: string | null;
}

export type FinishOutcome =
  | { ok: true; claims: VerifiedClaims; idToken: string; transaction: FinishedTransaction }
  /** transaction is there when the state named one (so the page can go back where it was). */
  | { ok: false; code: OidcError; transaction: FinishedTransaction | null; detail: string };

export interface RelyingPartyOptions {
  db: Queryable;
  /** The portal's public origin: redirect_uri is `${origin}/oidc/callback/<provider>`. */
  origin: string;
  issuers: Readonly<Record<OidcProvider, string>>;
  clientId: string;
  clientSecrets: Readonly<Record<OidcProvider, string>>;
  /** Scope per provider. */
  scopes: Readonly<Record<OidcProvider, string>>;
  callbackPath: (provider: OidcProvider) => string;
  logoutReturnPath: string;
  now: () => number;
  /** openid-client's customFetch: tests stand between the portal and a provider with it. */
  fetch?: client.CustomFetch;
}

export interface RelyingParty {
  start(provider: OidcProvider, options: StartOptions): Promise<{ url: string }>;
  /** `browser`: the value of the cookie the browser that started the sign-in was given (null: none). */
  finish(provider: OidcProvider, callbackUrl: URL, browser: string | null): Promise<FinishOutcome>;
  /** The provider's RP-initiated logout address (id_token_hint), back to the portal afterwards. */
  endSessionUrl(provider: OidcProvider, idToken: string, state: string): Promise<string | null>;
  /** The provider's configuration (discovery, cached); userCheck verifies ID tokens with its keys. */
  configuration(provider: OidcProvider): Promise<client.Configuration>;
}

/** The simulated providers run on this machine: plain http is allowed only for loopback hosts. */
export function isLoopbackIssuer(issuer: string): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i.test(url.hostname);
}

interface TransactionRow {
  provider: OidcProvider;
  purpose: OidcPurpose;
  nonce: string;
  code_verifier: string;
  return_to: string;
  acr: string;
  max_age: number | null;
  session_hash: string | null;
  expires_at: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Maps what openid-client threw to a refusal code (the page words each one). */
function refusalOf(error: unknown): { code: OidcError; detail: string } {
  if (error instanceof client.AuthorizationResponseError) {
    const code = error.error === 'access_denied' ? 'CANCELLED' : ['login_required', 'consent_required', 'interaction_required', 'account_selection_required'].includes(error.error) ? 'LOGIN_REQUIRED' : 'PROVIDER';
    return { code, detail: `authorization: ${error.error}` };
  }
  if (error instanceof client.ResponseBodyError) {
    return { code: error.error === 'invalid_grant' ? 'CODE' : 'PROVIDER', detail: `token endpoint: ${error.error}` };
  }
  const cause = error as { code?: unknown; message?: unknown };
  const code = typeof cause.code === 'string' ? cause.code : '';
  const message = typeof cause.message === 'string' ? cause.message : String(error);
  // Network failures, a provider that is down, metadata that does not read.
  if (code === '' || code === 'OAUTH_INVALID_SERVER_METADATA' || code === 'OAUTH_MISSING_SERVER_METADATA' || code === 'OAUTH_RESPONSE_IS_NOT_JSON') {
    return { code: 'PROVIDER', detail: `${code} ${message}` };
  }
  // Everything else is a check the answer failed: signature, issuer, audience, expiry, nonce, iss parameter.
  return { code: 'TOKEN', detail: `${code} ${message}` };
}

export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  const { db } = options;
  const configs = new Map<OidcProvider, Promise<client.Configuration>>();

  const configuration = (provider: OidcProvider): Promise<client.Configuration> => {
    let found = configs.get(provider);
    if (!found) {
      const issuer = options.issuers[provider];
      if (!isLoopbackIssuer(issuer)) throw new Error(`${provider}: issuer must be https (only loopback http is allowed): ${issuer}`);
      const execute = [client.enableNonRepudiationChecks, ...(issuer.startsWith('http:') ? [client.allowInsecureRequests] : [])];
      found = client.discovery(
        new URL(issuer),
        options.clientId,
        { id_token_signed_response_alg: 'ES256' },
        client.ClientSecretBasic(options.clientSecrets[provider]),
        { execute, timeout: 10, ...(options.fetch ? { [client.customFetch]: options.fetch } : {}) },
      );
      // A provider that could not be reached is asked again next time.
      found.catch(() => configs.delete(provider));
      configs.set(provider, found);
    }
    return found;
  };

  const redirectUri = (provider: OidcProvider) => `${options.origin}${options.callbackPath(provider)}`;

  const start: RelyingParty['start'] = async (provider, start) => {
    const returnTo = safeReturnPath(start.returnTo);
    if (!returnTo) throw new Error('returnTo must be a path of this site');
    const config = await configuration(provider);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    const challenge = await client.calculatePKCECodeChallenge(verifier);
    const now = options.now();
    await db.query('DELETE FROM oidc_transactions WHERE expires_at < $1::timestamptz', [new Date(now).toISOString()]);
    await db.query(
      `INSERT INTO oidc_transactions (state_hash, provider, purpose, nonce, code_verifier, return_to, acr, max_age, session_hash, browser_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz, $12::timestamptz)`,
      [hashToken(state), provider, start.purpose, nonce, verifier, returnTo, start.acr ?? '', start.maxAge ?? null, start.sessionHash ?? null, hashToken(start.browser), new Date(now).toISOString(), new Date(now + TRANSACTION_TTL_MS).toISOString()],
    );
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(provider),
      scope: options.scopes[provider],
      response_type: 'code',
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...(start.acr ? { acr_values: start.acr } : {}),
      ...(start.maxAge !== undefined ? { max_age: String(start.maxAge) } : {}),
      ...(start.prompt ? { prompt: start.prompt } : {}),
    });
    return { url: url.href };
  };

  const finish: RelyingParty['finish'] = async (provider, callbackUrl, browser) => {
    const state = callbackUrl.searchParams.get('state') ?? '';
    if (state.length < 20 || state.length > 200) return { ok: false, code: 'STATE', transaction: null, detail: 'no state' };
    if (!browser) return { ok: false, code: 'STATE', transaction: null, detail: 'no browser binding' };
    // Spent before anything else, and only by the browser that started it: a replayed callback,
    // or one carried to another browser, finds nothing.
    const [row] = await db.query<TransactionRow>(
      `DELETE FROM oidc_transactions WHERE state_hash = $1 AND browser_hash = $2
       RETURNING provider, purpose, nonce, code_verifier, return_to, acr, max_age, session_hash, expires_at::text AS expires_at`,
      [hashToken(state), hashToken(browser)],
    );
    if (!row) return { ok: false, code: 'STATE', transaction: null, detail: 'unknown, spent or another browser’s state' };
    const transaction: FinishedTransaction = { purpose: row.purpose, returnTo: row.return_to, sessionHash: row.session_hash };
    if (row.provider !== provider) return { ok: false, code: 'STATE', transaction, detail: 'state of another provider' };
    if (Date.parse(row.expires_at) < options.now()) return { ok: false, code: 'STATE', transaction, detail: 'expired transaction' };
    // Only the answer's own parameters, on the registered redirect_uri (never the request's Host).
    const current = new URL(redirectUri(provider));
    for (const [key, value] of callbackUrl.searchParams) current.searchParams.append(key, value);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      const config = await configuration(provider);
      tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: row.code_verifier,
        expectedState: state,
        expectedNonce: row.nonce,
        idTokenExpected: true,
        ...(row.max_age !== null ? { maxAge: row.max_age } : {}),
      });
    } catch (error) {
      const refusal = refusalOf(error);
      return { ok: false, ...refusal, transaction };
    }
    const idToken = tokens.id_token;
    const claims = tokens.claims();
    if (!idToken || !claims) return { ok: false, code: 'TOKEN', transaction, detail: 'no id token' };
    const acr = text(claims.acr);
    // What was asked must have been met: a step-up answer below level 3 is not a step-up.
    if (row.acr === ACR_STEP_UP && acr !== ACR_STEP_UP) return { ok: false, code: 'LEVEL', transaction, detail: `acr ${acr || 'none'}` };
    if (row.acr !== '' && acr === '') return { ok: false, code: 'LEVEL', transaction, detail: 'no acr' };
    return {
      ok: true,
      idToken,
      transaction,
      claims: {
        sub: claims.sub,
        name: text(claims.name),
        email: text(claims.email),
        phone: text(claims.phone_number),
        birthdate: text(claims.birthdate),
        acr,
        authTime: typeof claims.auth_time === 'number' ? claims.auth_time : null,
      },
    };
  };

  const endSessionUrl: RelyingParty['endSessionUrl'] = async (provider, idToken, state) => {
    const config = await configuration(provider);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client
      .buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: `${options.origin}${options.logoutReturnPath}`,
        state,
      })
      .toString();
  };

  return { start, finish, endSessionUrl, configuration };
}
