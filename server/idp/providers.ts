import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ACR_STEP_UP } from '../../contract/oidc';
import { LoginThrottle } from '../auth/throttle';
import type { Queryable } from '../db/db';
import { accountClaims, findIdpAccount } from './accounts';
import { databaseAdapter } from './adapter';
import { IDP_NAMES, IDP_PREFIX, IDP_PROFILES, LOGOUT_RETURN_PATH, PORTAL_CLIENT_ID, callbackPath, idpPath, type IdpName } from './catalog';
import { interactionHandler } from './interactions';
import type { ClientSecrets, IdpKeys } from './keys';
import { escapeHtml, idpPage, plainPage, sendCss, sendHtml, setIdpHeaders } from './pages';

/*
 * The simulated identity providers (issue 16): one oidc-provider instance per issuer, mounted on
 * this server under /idp/<name> at the Node request level (server/main.ts wraps Hono's request
 * listener with `handle`). Each has its own ES256 signing key and cookie keys (DATA_DIR), stores
 * its state in the database (oidc_payloads), knows one client — the portal, confidential, its
 * secret from DATA_DIR, PKCE (S256) required — and renders its own Korean pages. Any-ID asserts
 * acr 2 for a password and 3 when the person also passed a one-time code in the same sign-in; a
 * request with acr_values 3 asks for that step even inside a live session.
 */

/** How long things live at the providers (seconds). */
const TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 10 * 60,
  Interaction: 15 * 60,
  Session: 8 * 60 * 60,
  Grant: 365 * 24 * 60 * 60,
} as const;

export interface IdentityProvidersOptions {
  db: Queryable;
  /** The public origin the browser and the portal use (PUBLIC_ORIGIN): the issuers live under it. */
  origin: string;
  keys: Readonly<Record<IdpName, IdpKeys>>;
  clientSecrets: ClientSecrets;
  /** Believe X-Forwarded-Proto/For (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Tests pass a sleep that never waits (the login throttle's delays). */
  sleep?: (ms: number) => Promise<void>;
}

export interface IdentityProviders {
  readonly providers: Readonly<Record<IdpName, Provider>>;
  issuer(name: IdpName): string;
  /** Answers a request under /idp; false (nothing written) for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

export const issuerFor = (origin: string, name: IdpName): string => `${origin}${idpPath(name)}`;

/** Any-ID: acr_values 3 asks for the second factor even when the session is at level 2. */
function policyFor(name: IdpName) {
  const policy = interactionPolicy.base();
  if (IDP_PROFILES[name].acrValues.includes(ACR_STEP_UP)) {
    policy.get('login')?.checks.add(
      new interactionPolicy.Check('acr_step_up', '추가 인증이 필요합니다', 'login_required', (ctx: KoaContextWithOIDC) => {
        const asked = ctx.oidc.params?.acr_values;
        if (typeof asked !== 'string' || !asked.split(' ').includes(ACR_STEP_UP)) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
        return ctx.oidc.acr === ACR_STEP_UP ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT;
      }),
    );
  }
  return policy;
}

const ERROR_WORDS: Readonly<Record<string, string>> = {
  invalid_request: '요청이 올바르지 않습니다.',
  invalid_client: '등록되지 않은 서비스의 요청입니다.',
  invalid_redirect_uri: '등록되지 않은 주소로 돌아가려는 요청입니다.',
  unauthorized_client: '허용되지 않은 서비스의 요청입니다.',
  access_denied: '요청이 거부되었습니다.',
  invalid_grant: '이미 사용했거나 시간이 지난 인증입니다.',
  server_error: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
};

function configuration(name: IdpName, options: IdentityProvidersOptions): Configuration {
  const { db, origin, keys, clientSecrets } = options;
  const profile = IDP_PROFILES[name];
  const secure = origin.startsWith('https:');
  const path = idpPath(name);
  return {
    adapter: databaseAdapter(db, name),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_secret: clientSecrets[name],
        client_name: '경기도서관',
        redirect_uris: [`${origin}${callbackPath(name)}`],
        post_logout_redirect_uris: [`${origin}${LOGOUT_RETURN_PATH}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [keys[name].signingJwk as Record<string, unknown>] } as Configuration['jwks'],
    cookies: {
      names: { session: `_${name}_session`, interaction: `_${name}_interaction`, resume: `_${name}_resume` },
      long: { httpOnly: true, sameSite: 'lax', secure, path, signed: true },
      short: { httpOnly: true, sameSite: 'lax', secure, path, signed: true },
      keys: [...keys[name].cookieKeys],
    },
    acrValues: [...profile.acrValues],
    claims: {
      // acr and auth_time in every ID token: the portal checks the level and the freshness it asked for.
      openid: ['sub', 'acr', 'auth_time'],
      profile: ['name', 'birthdate', 'gender'],
      email: ['email', 'email_verified'],
      ...(profile.scopes.includes('phone') ? { phone: ['phone_number', 'phone_number_verified'] } : {}),
      acr: null,
      auth_time: null,
      sid: null,
    },
    scopes: ['openid', ...profile.scopes],
    // The portal reads what it needs from the ID token; no second call to userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true, methods: ['S256'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = idpPage(
            name,
            '로그아웃',
            `<h1>${escapeHtml(profile.title)}에서도 로그아웃할까요?</h1>
<p>경기도서관에서는 로그아웃되었습니다. ${escapeHtml(profile.title)}에서도 로그아웃하면 같은 기기의 다른 서비스에서도 다시 로그인해야 합니다.</p>
${form}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">${escapeHtml(profile.title)}에서도 로그아웃</button>
<button type="submit" form="op.logoutForm">로그인 유지하기</button>
</div>`,
          );
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = idpPage(name, '로그아웃되었습니다', `<h1>로그아웃되었습니다</h1>\n<p>${escapeHtml(profile.title)}에서 로그아웃되었습니다.</p>\n<div class="actions"><a href="/main">경기도서관으로 돌아가기</a></div>`);
        },
      },
      userinfo: { enabled: true },
    },
    interactions: {
      policy: policyFor(name),
      url: (_ctx, interaction) => `${path}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      const account = await findIdpAccount(db, name, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => accountClaims(account) };
    },
    ttl: {
      AccessToken: TTL.AccessToken,
      AuthorizationCode: TTL.AuthorizationCode,
      IdToken: TTL.IdToken,
      Interaction: TTL.Interaction,
      Session: TTL.Session,
      Grant: TTL.Grant,
    },
    issueRefreshToken: () => false,
    // Only the portal, on this origin, ever calls: no cross-origin reads.
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const code = typeof out.error === 'string' ? out.error : 'server_error';
      ctx.body = idpPage(
        name,
        '요청을 처리할 수 없습니다',
        `<h1>요청을 처리할 수 없습니다</h1>
<p class="error" role="alert">${escapeHtml(ERROR_WORDS[code] ?? ERROR_WORDS.server_error ?? '')}</p>
<p class="hint">오류 코드: ${escapeHtml(code)}</p>
<div class="actions"><a href="/login">경기도서관 로그인으로 돌아가기</a></div>`,
      );
    },
  };
}

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|otp|otp\/resend|consent|abort))?\/?$/;

/** The three providers, and the request handler main.ts puts in front of the Hono app. */
export function createIdentityProviders(options: IdentityProvidersOptions): IdentityProviders {
  const throttle = new LoginThrottle();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const clientAddress = (req: IncomingMessage): string => {
    if (options.trustProxy) {
      const forwarded = req.headers['x-forwarded-for'];
      const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim();
      if (last) return last;
    }
    return req.socket.remoteAddress ?? 'unknown';
  };
  const providers = {} as Record<IdpName, Provider>;
  const interactions = {} as Record<IdpName, ReturnType<typeof interactionHandler>>;
  for (const name of IDP_NAMES) {
    const provider = new Provider(issuerFor(options.origin, name), configuration(name, options));
    provider.proxy = options.trustProxy ?? false;
    providers[name] = provider;
    interactions[name] = interactionHandler({ name, provider, db: options.db, origin: options.origin, throttle, sleep, clientAddress });
  }
  const callbacks = Object.fromEntries(IDP_NAMES.map((name) => [name, providers[name].callback()])) as Record<IdpName, ReturnType<Provider['callback']>>;

  const fail = (res: ServerResponse, status: number) =>
    sendHtml(res, status, plainPage('페이지를 찾을 수 없습니다', '<h1>페이지를 찾을 수 없습니다</h1>\n<p>주소를 다시 확인해 주세요.</p>\n<p><a href="/main">경기도서관으로 가기</a></p>'));

  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const pathname = queryAt >= 0 ? raw.slice(0, queryAt) : raw;
    if (pathname !== IDP_PREFIX && !pathname.startsWith(`${IDP_PREFIX}/`)) return false;
    if (pathname === `${IDP_PREFIX}/assets/idp.css`) {
      if (req.method !== 'GET' && req.method !== 'HEAD') fail(res, 405);
      else sendCss(req, res);
      return true;
    }
    const match = /^\/idp\/([a-z]+)(\/.*)?$/.exec(pathname);
    const name = IDP_NAMES.find((known) => known === match?.[1]);
    if (!match || !name) {
      fail(res, 404);
      return true;
    }
    const rest = match[2] ?? '/';
    const interaction = INTERACTION.exec(rest);
    if (interaction?.[1]) {
      // Every answer, the library's own redirects included: a hop without COOP would cut the popup from its opener.
      setIdpHeaders(res);
      res.setHeader('Cache-Control', 'no-store');
      interactions[name](req, res, interaction[1], interaction[2] ?? '').catch((error: unknown) => {
        console.error(`[idp ${name}] interaction 처리 중 오류:`, error);
        if (!res.headersSent) sendHtml(res, 500, idpPage(name, '오류', '<h1>일시적인 오류가 발생했습니다</h1>\n<p>잠시 후 다시 시도해 주세요.</p>'));
        else res.end();
      });
      return true;
    }
    // oidc-provider's own endpoints: its routes are relative to the issuer's path.
    setIdpHeaders(res);
    res.setHeader('Cache-Control', 'no-store');
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = raw;
    req.url = `${rest}${queryAt >= 0 ? raw.slice(queryAt) : ''}`;
    void callbacks[name](req, res);
    return true;
  };

  return { providers, issuer: (name) => issuerFor(options.origin, name), handle };
}
