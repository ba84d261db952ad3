import { Hono, type Context, type Handler } from 'hono';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { LogoutRequest, UserKeyRequest } from '../../contract/auth';
import { maskUserId } from '../../contract/account-rules';
import {
  ACR_PASSWORD,
  ACR_STEP_UP,
  ANYID_PAGE,
  OidcLinkRequest,
  type OidcLinkResponse,
  OidcTicketRequest,
  SOCIAL_LOGIN_PAGES,
  type SocialLoginProvider,
  type OidcError,
  type ProviderLogoutResponse,
  type OidcProvider,
  type OidcUnlinkedResponse,
  type StepUpStatusResponse,
  UserCheckRequest,
  type UserCheckResponse,
  isOidcProvider,
  safeReturnPath,
} from '../../contract/oidc';
import * as v from 'valibot';
import { getCookie, setCookie } from 'hono/cookie';
import { type Auth, clearSessionCookie, currentSession, requireMember, secureCookies, sessionToken } from '../auth/auth';
import { hashToken, randomToken } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { parseRequest } from '../http/validate';
import { findMemberByLink, linkAccount, linksOfMember, unlinkAccount } from '../identity/account-links';
import { MERGE_PROOF_PAGES, isMergeProofProvider } from '../../contract/merge';
import { issueMergeProof, samePerson } from '../identity/member-merge';
import type { RelyingParty, VerifiedClaims } from '../identity/oidc-client';
import { findMemberById } from '../repositories/member-repository';
import { bindSessionToCredentialFamily, createDeviceCredential } from '../repositories/session-repository';
import { endPortalSession, loginAnswer, openSession } from './auth';
import { sendPage, type Page } from './sso-pages';
import { refuseCrossSite } from '../http/same-site';
import { CSP_DIRECTIVES, serializeCsp } from '../http/security-headers';

/*
 * The Any-ID adaptor of spec §7 and the portal's side of every provider sign-in (docs/api.md
 * "Any-ID and social sign-in"):
 *
 *   POST /oidc/userCheck      is the Any-ID account behind an ID token linked to a member?
 *   GET  /oidc/auth           starts an Any-ID login (returnTo)
 *   GET  /oidc/ssoLogin       the same with prompt=none: no provider page; without an Any-ID
 *                             session it falls back to the portal's /login
 *   GET  /oidc/ssoLogout      ends the portal session and, through RP-initiated logout, Any-ID's
 *   GET  /oidc/reAuthLevel    step-up of an Any-ID session: acr 3 (default), max_age=0
 *   GET  /oidc/login/naver    starts a naver login (returnTo); the callback returns to /sns-callback/naver
 *   GET  /oidc/link/:provider links a provider account to the logged-in member (returnTo)
 *   GET  /oidc/merge          an Any-ID sign-in proving the source of an account merge
 *   GET  /oidc/merge/naver    the same with the naver account linked to the source
 *   GET  /oidc/callback/:provider, GET /oidc/loggedOut   where the providers send the browser back
 *
 * and the portal calls the page makes (under /gglib): oidcticket, oidcunlinked, oidclink,
 * selectstepup, selectaccountlinks, oidcunlink, and userlogout's SSO_LOGOUT_URL.
 */

/** A login ticket is traded at once by the page the callback opens; an unlinked one lasts for a join or a link. */
export const LOGIN_TICKET_TTL_MS = 2 * 60 * 1000;
export const UNLINKED_TICKET_TTL_MS = 30 * 60 * 1000;
/** The cookie that binds a sign-in to the browser that started it (path /oidc/callback). */
export const BROWSER_COOKIE = 'GGLIB_OIDC_BROWSER';
/** The cookie that binds an unlinked ticket to the browser the callback answered (path /gglib). */
export const UNLINKED_COOKIE = 'GGLIB_OIDC_BIND';
/** A step-up lets level-3 pages proceed for this long. */
export const STEP_UP_VALID_MS = 10 * 60 * 1000;

export const OIDC_MESSAGES = {
  ticket: '로그인 정보가 없거나 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
  unlinkedTicket: '연결할 계정 정보가 없거나 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
  taken: '이 계정은 이미 다른 도서관 회원과 연결되어 있습니다.',
  already: '이미 같은 서비스의 다른 계정이 연결되어 있습니다. 연결을 해제한 뒤 다시 시도해 주세요.',
  invalidToken: 'ID 토큰이 올바르지 않거나 시간이 지났습니다.',
  notLinked: '연결된 계정이 없습니다.',
  stepUp: '추가 인증이 필요합니다. 경기도 통합인증(Any-ID)으로 추가 인증한 뒤 다시 시도해 주세요.',
} as const;

const NO_STORE = { 'Cache-Control': 'no-store' };

export interface OidcDeps {
  rp: RelyingParty;
  issuers: Readonly<Record<OidcProvider, string>>;
  clientId: string;
  /** Where refusals are noted for the operator (never sent to the browser); console.warn by default. */
  log?: (message: string) => void;
  /** This site's public origin (PUBLIC_ORIGIN), which the same-site check of a form post also accepts. */
  publicOrigin?: string;
}

interface OidcSessionRow {
  provider: OidcProvider;
  subject: string;
  id_token: string;
  acr: string;
  stepped_up_at: string | null;
}

async function oidcSessionOf(db: Queryable, sessionHash: string): Promise<OidcSessionRow | null> {
  const [row] = await db.query<OidcSessionRow>('SELECT provider, subject, id_token, acr, stepped_up_at::text AS stepped_up_at FROM oidc_sessions WHERE session_hash = $1', [sessionHash]);
  return row ?? null;
}

/**
 * Whether a session may use a page that needs level 3: a password login may (its password is the
 * proof those pages ask for), an Any-ID session only within STEP_UP_VALID_MS of a level-3 sign-in.
 */
export async function sessionLevelOk(db: Queryable, sessionHash: string, now: number): Promise<boolean> {
  const row = await oidcSessionOf(db, sessionHash);
  if (!row) return true;
  return row.acr === ACR_STEP_UP && row.stepped_up_at !== null && now - Date.parse(row.stepped_up_at) <= STEP_UP_VALID_MS;
}

async function issueTicket(db: Queryable, kind: 'login' | 'unlinked', fields: { provider: OidcProvider; subject: string; memberId: number | null; sessionHash: string | null; displayName: string }, now: number): Promise<string> {
  const ticket = randomToken();
  await db.query('DELETE FROM oidc_tickets WHERE expires_at < $1::timestamptz', [new Date(now).toISOString()]);
  await db.query(
    `INSERT INTO oidc_tickets (ticket_hash, kind, provider, subject, member_id, session_hash, display_name, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz)`,
    [hashToken(ticket), kind, fields.provider, fields.subject, fields.memberId, fields.sessionHash, fields.displayName.slice(0, 100), new Date(now).toISOString(), new Date(now + (kind === 'login' ? LOGIN_TICKET_TTL_MS : UNLINKED_TICKET_TTL_MS)).toISOString()],
  );
  return ticket;
}

/** Sends the browser on with nothing of this answer kept or passed on as a referrer. */
function go(c: Context, location: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 303);
}

/** Asked of a logout another site sent the browser to: the person confirms it on this origin. */
function confirmLogoutPage(back: string): Page {
  return {
    serviceName: null,
    title: '로그아웃 확인',
    heading: '경기도서관에서 로그아웃할까요?',
    message: '다른 누리집에서 경기도서관 로그아웃을 요청했습니다.',
    hint: '직접 요청하지 않았다면 로그인을 유지하세요.',
    form: { action: '/oidc/ssoLogout', fields: { returnTo: back }, submit: '로그아웃' },
    links: [{ href: back, label: '로그인 유지하기' }],
  };
}

/** The /login/anyId page, carrying the place to continue to afterwards. */
function anyIdPageFor(returnTo: string | null): string {
  if (!returnTo) return ANYID_PAGE;
  const path = returnTo.split('?')[0];
  if (path === ANYID_PAGE) return returnTo;
  return `${ANYID_PAGE}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The returnTo a page carries in its own query (for the SSO login's fallback to /login). */
function innerReturnTo(page: string): string | null {
  const inner = new URL(page, 'http://return.invalid').searchParams.get('returnTo');
  return inner ? safeReturnPath(inner) : null;
}

export function oidcRoutes(auth: Auth, deps: OidcDeps): Hono {
  const db = auth.db;
  const { rp } = deps;
  const log = deps.log ?? ((message: string) => console.warn(message));
  const routes = new Hono();

  /** The returnTo (or redirect) query value: absent → null; present but not a path of this site → 'refused'. */
  const returnOf = (c: Context): string | null | 'refused' => {
    const raw = c.req.query('returnTo') ?? c.req.query('redirect');
    if (raw === undefined || raw === '') return null;
    return safeReturnPath(raw) ?? 'refused';
  };

  /** This browser's binding (made and kept in a cookie when it has none yet). */
  const browserOf = (c: Context): string => {
    const known = getCookie(c, BROWSER_COOKIE);
    if (known && /^[A-Za-z0-9_-]{43}$/.test(known)) return known;
    const made = randomToken();
    setCookie(c, BROWSER_COOKIE, made, { path: '/oidc/callback', httpOnly: true, sameSite: 'Lax', secure: secureCookies(c, auth), maxAge: 24 * 60 * 60 });
    return made;
  };

  const startOrFail = async (c: Context, provider: OidcProvider, start: Omit<Parameters<RelyingParty['start']>[1], 'browser'>, failPage: string) => {
    try {
      const { url } = await rp.start(provider, { ...start, browser: browserOf(c) });
      return go(c, url);
    } catch (error) {
      log(`[oidc] ${provider} 로그인을 시작하지 못했습니다: ${error instanceof Error ? error.message : String(error)}`);
      return go(c, `${failPage}#error=PROVIDER`);
    }
  };

  // GET /oidc/auth?returnTo=: the Any-ID login; the callback returns to /login/anyId.
  routes.get('/auth', async (c) => {
    const returnTo = returnOf(c);
    if (returnTo === 'refused') return go(c, `${ANYID_PAGE}#error=RETURN`);
    const page = anyIdPageFor(returnTo);
    return startOrFail(c, 'anyid', { purpose: 'login', returnTo: page }, page);
  });

  // GET /oidc/ssoLogin?returnTo=: as /auth, without showing Any-ID's pages (prompt=none).
  routes.get('/ssoLogin', async (c) => {
    const returnTo = returnOf(c);
    if (returnTo === 'refused') return go(c, `${ANYID_PAGE}#error=RETURN`);
    const page = anyIdPageFor(returnTo);
    return startOrFail(c, 'anyid', { purpose: 'sso', returnTo: page, prompt: 'none' }, page);
  });

  // GET /oidc/login/naver?returnTo=: a social login; the callback returns to /sns-callback/naver
  // (with returnTo), whose page trades the ticket or offers the join or the link, as /login/anyId.
  routes.get('/login/:provider', async (c) => {
    const provider = c.req.param('provider');
    const page = SOCIAL_LOGIN_PAGES[provider as SocialLoginProvider] as string | undefined;
    if (!page) throw new HttpError(404, '알 수 없는 로그인 서비스입니다.');
    const returnTo = returnOf(c);
    if (returnTo === 'refused') return go(c, `${page}#error=RETURN`);
    // The page with its own query (target, syncto, returnTo) comes back as it is; another path is its returnTo.
    const back = !returnTo ? page : returnTo.split('?')[0] === page ? returnTo : `${page}?returnTo=${encodeURIComponent(returnTo)}`;
    return startOrFail(c, provider as SocialLoginProvider, { purpose: 'login', returnTo: back }, back);
  });

  // GET /oidc/reAuthLevel?returnTo=&acr=: the step-up of the session's Any-ID sign-in.
  routes.get('/reAuthLevel', async (c) => {
    const returnTo = returnOf(c);
    if (returnTo === 'refused') return go(c, `/main#error=RETURN`);
    const back = returnTo ?? '/mypage/mypage-info';
    const acr = c.req.query('acr') ?? ACR_STEP_UP;
    if (acr !== ACR_STEP_UP && acr !== ACR_PASSWORD) return go(c, `${back}#error=LEVEL`);
    const session = await currentSession(c, auth);
    const row = session ? await oidcSessionOf(db, session.tokenHash) : null;
    if (!session || !row) return go(c, `${back}#error=SESSION`);
    return startOrFail(c, row.provider, { purpose: 'stepup', returnTo: back, acr, maxAge: 0, sessionHash: session.tokenHash }, back);
  });

  // GET /oidc/link/:provider?returnTo=: a provider account for the logged-in member (나의 도서관's link pages).
  routes.get('/link/:provider', async (c) => {
    const provider = c.req.param('provider');
    if (!isOidcProvider(provider)) throw new HttpError(404, '알 수 없는 로그인 서비스입니다.');
    const returnTo = returnOf(c);
    if (returnTo === 'refused') return go(c, `/mypage/lib-service#error=RETURN`);
    const back = returnTo ?? '/mypage/lib-service';
    const session = await currentSession(c, auth);
    if (!session) return go(c, `${back}#error=SESSION`);
    // prompt=login: the person names the account to link, whatever session the provider has.
    return startOrFail(c, provider, { purpose: 'link', returnTo: back, sessionHash: session.tokenHash, prompt: 'login' }, back);
  });

  // GET /oidc/merge: an Any-ID sign-in proving the source of an account merge (the logged-in
  // member is the target); back at /merge-user/anyId-back with #proof= or #error=.
  const startMerge = async (c: Context, provider: keyof typeof MERGE_PROOF_PAGES) => {
    const page = MERGE_PROOF_PAGES[provider];
    const session = await currentSession(c, auth);
    if (!session) return go(c, `${page}#error=SESSION`);
    return startOrFail(c, provider, { purpose: 'merge', returnTo: page, sessionHash: session.tokenHash, prompt: 'login' }, page);
  };
  routes.get('/merge', (c) => startMerge(c, 'anyid'));
  // GET /oidc/merge/naver: the same proof by the naver account linked to the source; back at
  // /merge-user/sns-callback/naver. No returnTo is read: each provider has its one page.
  routes.get('/merge/:provider', (c) => {
    const provider = c.req.param('provider');
    if (!isMergeProofProvider(provider)) throw new HttpError(404, '알 수 없는 로그인 서비스입니다.');
    return startMerge(c, provider);
  });

  // GET /oidc/callback/:provider: the provider's answer.
  routes.get('/callback/:provider', async (c) => {
    const provider = c.req.param('provider');
    if (!isOidcProvider(provider)) throw new HttpError(404, '알 수 없는 로그인 서비스입니다.');
    const now = auth.now();
    const outcome = await rp.finish(provider, new URL(c.req.url), getCookie(c, BROWSER_COOKIE) ?? null);
    const fail = (code: OidcError, page: string) => go(c, `${page}#error=${code}`);
    if (!outcome.ok) {
      log(`[oidc] ${provider} 응답 거부 ${outcome.code}: ${outcome.detail}`);
      const page = outcome.transaction?.returnTo ?? ANYID_PAGE;
      // An SSO attempt without an Any-ID session goes to the portal's login page instead.
      if (outcome.transaction?.purpose === 'sso' && outcome.code === 'LOGIN_REQUIRED') {
        const inner = innerReturnTo(page);
        return go(c, inner && !inner.startsWith('/login') ? `/login?returnTo=${encodeURIComponent(inner)}` : '/login');
      }
      return fail(outcome.code, page);
    }
    const { claims, transaction, idToken } = outcome;
    const page = transaction.returnTo;

    if (transaction.purpose === 'merge') {
      const session = await currentSession(c, auth);
      if (!session || session.tokenHash !== transaction.sessionHash || !isMergeProofProvider(provider) || MERGE_PROOF_PAGES[provider] !== page) return fail('SESSION', page);
      const sourceId = await findMemberByLink(db, provider, claims.sub);
      const source = sourceId === null ? null : await findMemberById(db, sourceId);
      if (!source) return go(c, `${page}#error=UNLINKED`);
      if (source.id === session.member.id) return go(c, `${page}#error=SAME`);
      if (!samePerson(source, session.member)) return go(c, `${page}#error=PERSON`);
      const proof = await issueMergeProof(db, { sessionHash: session.tokenHash, sourceId: source.id, method: provider }, now);
      return go(c, `${page}#proof=${proof}`);
    }

    if (transaction.purpose === 'stepup' || transaction.purpose === 'link') {
      const session = await currentSession(c, auth);
      if (!session || session.tokenHash !== transaction.sessionHash) return fail('SESSION', page);
      if (transaction.purpose === 'link') {
        const linked = await linkAccount(db, { provider, subject: claims.sub, memberId: session.member.id, displayName: claims.name }, now);
        return linked.ok ? go(c, `${page}#linked=${provider}`) : fail(linked.reason, page);
      }
      const row = await oidcSessionOf(db, session.tokenHash);
      if (!row || row.provider !== provider || row.subject !== claims.sub) return fail('MISMATCH', page);
      await db.query('UPDATE oidc_sessions SET id_token = $2, acr = $3, auth_time = $4::timestamptz, stepped_up_at = $5::timestamptz WHERE session_hash = $1', [
        session.tokenHash,
        idToken,
        claims.acr,
        authTimeIso(claims),
        new Date(now).toISOString(),
      ]);
      return go(c, page);
    }

    // login, sso: the member linked to this account gets a session; the page trades the ticket.
    const memberId = await findMemberByLink(db, provider, claims.sub);
    const member = memberId === null ? null : await findMemberById(db, memberId);
    if (!member) {
      // Bound to this browser: a ticket that leaks elsewhere links nothing.
      const binding = randomToken();
      setCookie(c, UNLINKED_COOKIE, binding, { path: '/gglib', httpOnly: true, sameSite: 'Lax', secure: secureCookies(c, auth), maxAge: UNLINKED_TICKET_TTL_MS / 1000 });
      const ticket = await issueTicket(db, 'unlinked', { provider, subject: claims.sub, memberId: null, sessionHash: hashToken(binding), displayName: claims.name }, now);
      return go(c, `${page}#unlinked=${ticket}`);
    }
    const token = await openSession(c, auth, member.id);
    const sessionHash = hashToken(token);
    await db.query(
      `INSERT INTO oidc_sessions (session_hash, provider, subject, id_token, acr, auth_time, stepped_up_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)`,
      [sessionHash, provider, claims.sub, idToken, claims.acr, authTimeIso(claims), claims.acr === ACR_STEP_UP ? new Date(now).toISOString() : null],
    );
    const ticket = await issueTicket(db, 'login', { provider, subject: claims.sub, memberId: member.id, sessionHash, displayName: claims.name }, now);
    return go(c, `${page}#ticket=${ticket}`);
  });

  /** Ends the portal session (and names the provider's logout when it began with one), then goes on. */
  const endAndGo = async (c: Context, back: string) => {
    const token = sessionToken(c, auth);
    let providerLogout: string | null = null;
    if (token) {
      const row = await oidcSessionOf(db, hashToken(token));
      if (row) providerLogout = await rp.endSessionUrl(row.provider, row.id_token, back).catch(() => null);
      await db.query('DELETE FROM member_sessions WHERE token_hash = $1', [hashToken(token)]);
    }
    clearSessionCookie(c, auth);
    return go(c, providerLogout ?? back);
  };

  // GET /oidc/ssoLogout?returnTo=: the portal session ends here, the provider's through its logout.
  // A navigation from another site (Sec-Fetch-Site: cross-site) may be forged: any page can send
  // a browser here with its cookie, so such a visit is asked first, with a button that posts back
  // to this origin. Our own pages and a sister service on this site log out at once.
  routes.get('/ssoLogout', async (c) => {
    const returnTo = returnOf(c);
    const back = returnTo === 'refused' || returnTo === null ? '/main' : returnTo;
    const token = sessionToken(c, auth);
    if (c.req.header('Sec-Fetch-Site')?.trim().toLowerCase() === 'cross-site' && token) {
      // The button's post ends in a redirect to the provider's logout, which the page's
      // form-action must admit (browsers check it along the form's redirects).
      const row = await oidcSessionOf(db, hashToken(token));
      const providerLogout = row ? await rp.endSessionUrl(row.provider, row.id_token, back).catch(() => null) : null;
      if (providerLogout) {
        c.header('Content-Security-Policy', serializeCsp({ ...CSP_DIRECTIVES, 'form-action': ["'self'", new URL(providerLogout).origin] }));
      }
      return sendPage(c, confirmLogoutPage(back), 200);
    }
    return endAndGo(c, back);
  });
  routes.post('/ssoLogout', refuseCrossSite(deps.publicOrigin), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const raw = form['returnTo'];
    return endAndGo(c, (typeof raw === 'string' ? safeReturnPath(raw) : null) ?? '/main');
  });

  // GET /oidc/loggedOut?state=: back from a provider's logout; state is the path to return to.
  routes.get('/loggedOut', (c) => go(c, safeReturnPath(c.req.query('state')) ?? '/main'));

  // POST /oidc/userCheck { id_token }: whether the Any-ID account behind it is linked to a member.
  const keySets = new Map<OidcProvider, JWTVerifyGetKey>();
  routes.post('/userCheck', async (c) => {
    const { id_token } = await parseRequest(c, UserCheckRequest);
    const answer = (body: UserCheckResponse) => c.json(body, 200, NO_STORE);
    let subject: string;
    try {
      let keys = keySets.get('anyid');
      if (!keys) {
        const jwksUri = (await rp.configuration('anyid')).serverMetadata().jwks_uri;
        if (!jwksUri) throw new Error('no jwks_uri');
        keys = createRemoteJWKSet(new URL(jwksUri));
        keySets.set('anyid', keys);
      }
      const { payload } = await jwtVerify(id_token, keys, {
        issuer: deps.issuers.anyid,
        audience: deps.clientId,
        algorithms: ['ES256'],
        currentDate: new Date(auth.now()),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      subject = payload.sub ?? '';
    } catch {
      return answer({ RESULT: 'FAIL', RESULT_CODE: 'TOKEN', RESULT_MESSAGE: OIDC_MESSAGES.invalidToken, LINKED_YN: 'N', USER_ID: '' });
    }
    const memberId = await findMemberByLink(db, 'anyid', subject);
    const member = memberId === null ? null : await findMemberById(db, memberId);
    if (!member) return answer({ RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: OIDC_MESSAGES.notLinked, LINKED_YN: 'N', USER_ID: '' });
    return answer({ RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', LINKED_YN: 'Y', USER_ID: maskUserId(member.user_id) });
  });

  routes.all('*', () => {
    throw new HttpError(404, '요청하신 주소를 찾을 수 없습니다.');
  });
  return routes;
}

const authTimeIso = (claims: VerifiedClaims): string | null => (claims.authTime === null ? null : new Date(claims.authTime * 1000).toISOString());

const ProviderRequest = v.object({ user_key: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), provider: v.picklist(['anyid', 'naver', 'google'], 'provider는 anyid, naver, google 중 하나여야 합니다.') });
const TicketOnly = v.object({ ticket: v.pipe(v.string(), v.minLength(20), v.maxLength(100)) });

/** The portal calls of the sign-in pages (under /gglib). */
export function oidcCalls(auth: Auth, deps: OidcDeps): Record<string, Handler> {
  const db = auth.db;

  /** POST /oidcticket: the login ticket of this browser's new session → the login answer. */
  const oidcTicket: Handler = async (c) => {
    const request = await parseRequest(c, OidcTicketRequest);
    const session = await currentSession(c, auth);
    const now = new Date(auth.now()).toISOString();
    const [spent] = session
      ? await db.query<{ member_id: number }>(
          `UPDATE oidc_tickets SET used_at = $3::timestamptz
            WHERE ticket_hash = $1 AND kind = 'login' AND used_at IS NULL AND expires_at > $3::timestamptz AND session_hash = $2
            RETURNING member_id`,
          [hashToken(request.ticket), session.tokenHash, now],
        )
      : [];
    if (!session || !spent || spent.member_id !== session.member.id) throw new HttpError(401, OIDC_MESSAGES.ticket);
    const device = request.auto_login_yn === 'Y' ? await createDeviceCredential(db, session.member.id, request.device_name, auth.now()) : null;
    // A reuse of this credential family ends the session it came with too.
    if (device) await bindSessionToCredentialFamily(db, session.tokenHash, device.family);
    return c.json(loginAnswer(auth, session.member, device?.credential ?? null), 200, NO_STORE);
  };

  /** An unlinked ticket, live, unused, and of the browser the callback gave it to (its binding cookie). */
  const readUnlinked = async (c: Context, ticket: string) => {
    const binding = getCookie(c, UNLINKED_COOKIE) ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(binding)) return null;
    const [row] = await db.query<{ provider: OidcProvider; subject: string; display_name: string }>(
      `SELECT provider, subject, display_name FROM oidc_tickets
        WHERE ticket_hash = $1 AND kind = 'unlinked' AND used_at IS NULL AND expires_at > $2::timestamptz AND session_hash = $3`,
      [hashToken(ticket), new Date(auth.now()).toISOString(), hashToken(binding)],
    );
    return row ?? null;
  };

  /** POST /oidcunlinked: which provider account an unlinked ticket stands for (not spent). */
  const oidcUnlinked: Handler = async (c) => {
    const { ticket } = await parseRequest(c, TicketOnly);
    const row = await readUnlinked(c, ticket);
    const body: OidcUnlinkedResponse = row
      ? { RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', PROVIDER: row.provider, NAME: row.display_name }
      : { RESULT: 'FAIL', RESULT_CODE: 'TICKET', RESULT_MESSAGE: OIDC_MESSAGES.unlinkedTicket, PROVIDER: '', NAME: '' };
    return c.json(body, 200, NO_STORE);
  };

  /** POST /oidclink: the provider account of an unlinked ticket, linked to the logged-in member. */
  const oidcLink: Handler = async (c) => {
    const request = await parseRequest(c, OidcLinkRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    const fail = (code: string, message: string, provider: OidcProvider | '' = ''): Response => c.json({ RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: message, PROVIDER: provider } satisfies OidcLinkResponse, 200, NO_STORE);
    const row = await readUnlinked(c, request.ticket);
    if (!row) return fail('TICKET', OIDC_MESSAGES.unlinkedTicket);
    const linked = await linkAccount(db, { provider: row.provider, subject: row.subject, memberId: member.id, displayName: row.display_name }, auth.now());
    if (!linked.ok) return fail(linked.reason, linked.reason === 'TAKEN' ? OIDC_MESSAGES.taken : OIDC_MESSAGES.already, row.provider);
    await db.query('UPDATE oidc_tickets SET used_at = $2::timestamptz WHERE ticket_hash = $1', [hashToken(request.ticket), new Date(auth.now()).toISOString()]);
    return c.json({ RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', PROVIDER: row.provider } satisfies OidcLinkResponse, 200, NO_STORE);
  };

  /** POST /selectstepup: how this session signed in, and whether level-3 pages may proceed now. */
  const selectStepUp: Handler = async (c) => {
    const { user_key } = await parseRequest(c, UserKeyRequest);
    const session = await requireMember(c, auth, user_key);
    const row = await oidcSessionOf(db, session.tokenHash);
    const body: StepUpStatusResponse = {
      RESULT: 'SUCCESS',
      PROVIDER: row?.provider ?? '',
      ACR: row?.acr ?? '',
      LEVEL_OK_YN: (await sessionLevelOk(db, session.tokenHash, auth.now())) ? 'Y' : 'N',
    };
    return c.json(body, 200, NO_STORE);
  };

  /** POST /selectaccountlinks: the member's linked provider accounts. */
  const selectAccountLinks: Handler = async (c) => {
    const { user_key } = await parseRequest(c, UserKeyRequest);
    const { member } = await requireMember(c, auth, user_key);
    const links = await linksOfMember(db, member.id);
    return c.json({ RESULT: 'SUCCESS', LIST: links.map((link) => ({ PROVIDER: link.provider, NAME: link.displayName, LINKED_AT: link.linkedAt })) }, 200, NO_STORE);
  };

  /** POST /oidcunlink: removes the member's link to a provider. */
  const oidcUnlink: Handler = async (c) => {
    const request = await parseRequest(c, ProviderRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    const removed = await unlinkAccount(db, request.provider, member.id);
    return c.json({ RESULT: removed ? 'SUCCESS' : 'FAIL', RESULT_CODE: removed ? '' : 'NONE', RESULT_MESSAGE: removed ? '' : OIDC_MESSAGES.notLinked }, 200, NO_STORE);
  };

  /** POST /userlogout, also ending a provider's session: the answer names its logout address. */
  const logoutWithProvider: Handler = async (c) => {
    const request = await parseRequest(c, LogoutRequest);
    const token = sessionToken(c, auth);
    const row = token ? await oidcSessionOf(db, hashToken(token)) : null;
    // Where the provider's logout comes back: a same-origin path the page asks for, else /main.
    const back = (request.return_to ? safeReturnPath(request.return_to) : null) ?? '/main';
    const url = row ? await deps.rp.endSessionUrl(row.provider, row.id_token, back).catch(() => null) : null;
    await endPortalSession(c, auth, request);
    const answer: ProviderLogoutResponse = url ? { RESULT: 'SUCCESS', SSO_LOGOUT_URL: url } : { RESULT: 'SUCCESS', SSO_LOGOUT_URL: '' };
    return c.json(url ? answer : { RESULT: 'SUCCESS' });
  };

  return {
    '/oidcticket': oidcTicket,
    '/oidcunlinked': oidcUnlinked,
    '/oidclink': oidcLink,
    '/selectstepup': selectStepUp,
    '/selectaccountlinks': selectAccountLinks,
    '/oidcunlink': oidcUnlink,
    '/userlogout': logoutWithProvider,
  };
}

/** A message for the step-up refusal of level-3 calls (changeuserid). */
export const STEP_UP_REFUSAL = { code: 'STEP_UP', message: OIDC_MESSAGES.stepUp } as const;
