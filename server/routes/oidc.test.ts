import { SignJWT, decodeJwt, decodeProtectedHeader, importJWK } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginResponse, SessionCheckResponse } from '../../contract/auth';
import { ChangeUserIdResponse } from '../../contract/identity';
import { OidcLinkResponse, OidcUnlinkedResponse, ProviderLogoutResponse, StepUpStatusResponse, UserCheckResponse, type OidcProvider } from '../../contract/oidc';
import { PORTAL_CLIENT_ID, type IdpName } from '../idp/catalog';
import { SEED_IDP_PASSWORD } from '../seed/idp-accounts';
import { encodePw } from '../testing/member-client';
import { TestBrowser, formAction, shownCode, startOidcHarness, type OidcHarness } from '../testing/oidc-harness';

let h: OidcHarness;

beforeAll(async () => {
  h = await startOidcHarness();
});
afterAll(() => h.close());
beforeEach(() => {
  h.tamper = null;
});

interface Person {
  login: string;
  password?: string;
  /** Type the step-up's one-time code (Any-ID, acr 3). */
  otp?: boolean;
  /** Cancel at the provider instead of signing in. */
  cancel?: boolean;
}

const atInteraction = (url: URL) => url.pathname.includes('/interaction/');
const atCallback = (url: URL) => url.pathname.startsWith('/oidc/callback/');

/**
 * From a portal address that starts a sign-in, through the provider's pages as a person would
 * (login, step-up code, consent), up to the provider's answer to the portal: the callback
 * address, not yet visited.
 */
async function throughProvider(browser: TestBrowser, start: string, person: Person): Promise<URL> {
  let { url } = await browser.follow(start, (next) => atInteraction(next) || atCallback(next));
  for (let step = 0; step < 6; step++) {
    if (atCallback(url)) return url;
    if (!atInteraction(url)) throw new Error(`not at the provider: ${url.href}`);
    const page = await browser.get(url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    let answer: Response;
    const check = (response: Response) => {
      // Every hop keeps the isolation headers (a redirect without COOP would cut a popup from its opener).
      expect(response.headers.get('Cross-Origin-Opener-Policy'), response.url).toBe('same-origin');
      return response;
    };
    if (person.cancel) answer = await browser.post(formAction(html, '/abort'), {});
    else if (html.includes('/consent"')) answer = await browser.post(formAction(html, '/consent'), {});
    else {
      answer = await browser.post(formAction(html, '/login'), { login_id: person.login, password: person.password ?? SEED_IDP_PASSWORD });
      if (answer.status === 200 && person.otp) {
        const otpPage = await answer.text();
        answer = await browser.post(formAction(otpPage, '/otp'), { code: shownCode(otpPage) });
      }
    }
    const location = check(answer).headers.get('Location');
    if (answer.status !== 303 || !location) throw new Error(`provider answered ${answer.status}: ${(await answer.text()).slice(0, 500)}`);
    let next = await browser.follow(new URL(location, url).href, (at) => atInteraction(at) || atCallback(at));
    // Signing in as another account than the provider's session: its self-submitting logout form.
    if (next.response?.status === 200) {
      const html = await next.response.text();
      if (!html.includes('<title>Submitting Callback</title>')) throw new Error(`provider page ${next.url.href}: ${html.slice(0, 800)}`);
      expect(next.response.headers.get('Content-Security-Policy')).toMatch(/script-src 'report-sample' 'sha256-[A-Za-z0-9+/=]+'/);
      const inputs = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((found) => [found[1] ?? '', found[2] ?? '']));
      const posted = await browser.post(formAction(html, '/confirm'), inputs);
      next = await browser.follow(new URL(posted.headers.get('Location') ?? '', next.url).href, (at) => atInteraction(at) || atCallback(at));
    }
    if (next.response) throw new Error(`provider page ${next.url.href} answered ${next.response.status}: ${(await next.response.text()).slice(0, 800)}`);
    url = next.url;
  }
  throw new Error('the provider kept asking');
}

/** Visits the callback; answers where the portal sends the browser next. */
async function callback(browser: TestBrowser, url: URL): Promise<string> {
  const response = await browser.get(url.href);
  expect(response.status).toBe(303);
  return response.headers.get('Location') ?? '';
}

const fragment = (location: string, name: string): string => new URLSearchParams(location.split('#')[1] ?? '').get(name) ?? '';

async function tradeTicket(browser: TestBrowser, ticket: string, extra: Record<string, string> = {}) {
  return browser.call('/gglib/oidcticket', { ticket, ...extra });
}

/** member1's Any-ID login to the end: the browser holds the portal session; answers the login answer. */
async function anyIdLogin(browser: TestBrowser, person: Person = { login: 'hong.gildong' }, start = '/oidc/auth') {
  const location = await callback(browser, await throughProvider(browser, start, person));
  const ticket = fragment(location, 'ticket');
  expect(ticket, location).not.toBe('');
  const traded = await tradeTicket(browser, ticket);
  expect(traded.status).toBe(200);
  return { location, data: v.parse(LoginResponse, await traded.json()) };
}

describe('Any-ID login of a linked account', () => {
  it('ends in a portal session with the same answer as a password login', async () => {
    const browser = new TestBrowser(h.origin);
    const { location, data } = await anyIdLogin(browser, { login: 'hong.gildong' }, '/oidc/auth?returnTo=%2Fmypage%2Flib-service');
    expect(location.startsWith('/login/anyId?returnTo=%2Fmypage%2Flib-service#ticket=')).toBe(true);
    expect(data.USER_DATA.USER_ID).toBe('member1');
    expect(data.USER_DATA.USER_NAME).toBe('홍길동');
    expect(data.DEVICE_CREDENTIAL).toBeNull();
    const check = await browser.request(`/gglib/sessioncheck?user_key=${data.USER_DATA.USER_KEY}`, { method: 'POST' });
    expect(v.parse(SessionCheckResponse, await check.json()).RESULT_CODE).toBe(100);
  });
});

describe('tickets', () => {
  it('is traded once, only by the browser that holds the session it names, with auto-login when asked', async () => {
    const browser = new TestBrowser(h.origin);
    const location = await callback(browser, await throughProvider(browser, '/oidc/auth', { login: 'hong.gildong' }));
    const ticket = fragment(location, 'ticket');
    // Another browser (no session cookie) cannot use it.
    const thief = new TestBrowser(h.origin);
    expect((await tradeTicket(thief, ticket)).status).toBe(401);
    const first = await tradeTicket(browser, ticket, { auto_login_yn: 'Y', device_name: 'Linux 브라우저' });
    expect(first.status).toBe(200);
    expect(v.parse(LoginResponse, await first.json()).DEVICE_CREDENTIAL).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await tradeTicket(browser, ticket);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { RESULT_MESSAGE: string }).RESULT_MESSAGE).toContain('다시 로그인');
  });
});

describe('an account linked to no member', () => {
  it('is told so, and links to the member who logs in with the library id', async () => {
    const browser = new TestBrowser(h.origin);
    const location = await callback(browser, await throughProvider(browser, '/oidc/auth', { login: 'minsu.park' }));
    expect(location.startsWith('/login/anyId#unlinked=')).toBe(true);
    const ticket = fragment(location, 'unlinked');
    // No session was started, and the ticket is not a login ticket.
    expect(browser.cookie('GGLIB_SESSION')).toBeNull();
    expect((await tradeTicket(browser, ticket)).status).toBe(401);
    // Bound to this browser: elsewhere the ticket says nothing and links nothing.
    const elsewhere = new TestBrowser(h.origin);
    expect(v.parse(OidcUnlinkedResponse, await (await elsewhere.call('/gglib/oidcunlinked', { ticket })).json()).RESULT_CODE).toBe('TICKET');
    const stranger = v.parse(LoginResponse, await (await elsewhere.call('/gglib/login', { id: 'member2', pw: encodePw(SEED_IDP_PASSWORD) })).json()).USER_DATA;
    expect(v.parse(OidcLinkResponse, await (await elsewhere.call('/gglib/oidclink', { user_key: stranger.USER_KEY, ticket })).json()).RESULT_CODE).toBe('TICKET');
    const said = v.parse(OidcUnlinkedResponse, await (await browser.call('/gglib/oidcunlinked', { ticket })).json());
    expect(said).toMatchObject({ RESULT: 'SUCCESS', PROVIDER: 'anyid', NAME: '박민수' });

    // member3 logs in with the library id and password, then links.
    const login = await browser.call('/gglib/login', { id: 'member3', pw: encodePw(SEED_IDP_PASSWORD) });
    const member3 = v.parse(LoginResponse, await login.json()).USER_DATA;
    const linked = v.parse(OidcLinkResponse, await (await browser.call('/gglib/oidclink', { user_key: member3.USER_KEY, ticket })).json());
    expect(linked).toMatchObject({ RESULT: 'SUCCESS', PROVIDER: 'anyid' });
    // The ticket is spent.
    const twice = v.parse(OidcLinkResponse, await (await browser.call('/gglib/oidclink', { user_key: member3.USER_KEY, ticket })).json());
    expect(twice.RESULT_CODE).toBe('TICKET');

    // From now on the Any-ID login is member3's.
    const next = new TestBrowser(h.origin);
    const { data } = await anyIdLogin(next, { login: 'minsu.park' });
    expect(data.USER_DATA.USER_ID).toBe('member3');
  });

  it('is refused when it is another member’s, or the member has another account of that provider', async () => {
    // jieun.choi (unlinked) for member1, who has hong.gildong already: ALREADY.
    const browser = new TestBrowser(h.origin);
    const ticket = fragment(await callback(browser, await throughProvider(browser, '/oidc/auth', { login: 'jieun.choi' })), 'unlinked');
    const member1 = v.parse(LoginResponse, await (await browser.call('/gglib/login', { id: 'member1', pw: encodePw(SEED_IDP_PASSWORD) })).json()).USER_DATA;
    const refused = v.parse(OidcLinkResponse, await (await browser.call('/gglib/oidclink', { user_key: member1.USER_KEY, ticket })).json());
    expect(refused).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'ALREADY' });
    expect(refused.RESULT_MESSAGE).toContain('이미 같은 서비스의 다른 계정');
    // Another member's key: 403, as every member call.
    const member2 = new TestBrowser(h.origin);
    const other = v.parse(LoginResponse, await (await member2.call('/gglib/login', { id: 'member2', pw: encodePw(SEED_IDP_PASSWORD) })).json()).USER_DATA;
    expect((await browser.call('/gglib/oidclink', { user_key: other.USER_KEY, ticket })).status).toBe(403);
  });

  it('links through /oidc/link for the logged-in member, never one linked elsewhere', async () => {
    const browser = new TestBrowser(h.origin);
    const member2 = v.parse(LoginResponse, await (await browser.call('/gglib/login', { id: 'member2', pw: encodePw(SEED_IDP_PASSWORD) })).json()).USER_DATA;
    // member1's naver account cannot become member2's.
    const taken = await callback(browser, await throughProvider(browser, '/oidc/link/naver?returnTo=%2Fmypage%2Flib-service', { login: 'hong_gildong85' }));
    expect(taken).toBe('/mypage/lib-service#error=TAKEN');
    const linked = await callback(browser, await throughProvider(browser, '/oidc/link/naver?returnTo=%2Fmypage%2Flib-service', { login: 'parkminsu78' }));
    expect(linked).toBe('/mypage/lib-service#linked=naver');
    const list = (await (await browser.call('/gglib/selectaccountlinks', { user_key: member2.USER_KEY })).json()) as { LIST: { PROVIDER: OidcProvider; NAME: string }[] };
    expect(list.LIST.map((link) => `${link.PROVIDER}:${link.NAME}`)).toEqual(['anyid:김경기', 'google:김경기', 'naver:박민수']);
    const unlinked = (await (await browser.call('/gglib/oidcunlink', { user_key: member2.USER_KEY, provider: 'naver' })).json()) as { RESULT: string };
    expect(unlinked.RESULT).toBe('SUCCESS');
    // Without a session nothing starts.
    const visitor = new TestBrowser(h.origin);
    const refused = await visitor.get('/oidc/link/naver?returnTo=%2Fmypage%2Flib-service');
    expect(refused.headers.get('Location')).toBe('/mypage/lib-service#error=SESSION');
  });
});

/** Re-signs the ID token of a token answer with changed claims (and another key, when given). */
function resign(change: (claims: Record<string, unknown>) => void, signer: IdpName = 'anyid', kidOf: IdpName = 'anyid') {
  return async (answer: { status: number; body: Record<string, unknown> }) => {
    const token = String(answer.body.id_token ?? '');
    const claims = decodeJwt(token) as Record<string, unknown>;
    change(claims);
    const key = await importJWK(h.keys[signer].signingJwk, 'ES256');
    const kid = decodeProtectedHeader(token).kid === h.keys.anyid.signingJwk.kid ? h.keys[kidOf].signingJwk.kid : undefined;
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid }).sign(key);
    return { status: answer.status, body: { ...answer.body, id_token: forged } };
  };
}

describe('refusals of a tampered or replayed answer', () => {
  const refusedWith = async (code: string, start = '/oidc/auth') => {
    const browser = new TestBrowser(h.origin);
    const location = await callback(browser, await throughProvider(browser, start, { login: 'hong.gildong' }));
    expect(location).toBe(`/login/anyId#error=${code}`);
    expect(browser.cookie('GGLIB_SESSION')).toBeNull();
  };

  it('an untouched re-signed token still passes (the harness signs as the provider does)', async () => {
    h.tamper = resign(() => undefined);
    const browser = new TestBrowser(h.origin);
    expect(fragment(await callback(browser, await throughProvider(browser, '/oidc/auth', { login: 'hong.gildong' })), 'ticket')).not.toBe('');
  });

  it('a mismatched nonce', async () => {
    h.tamper = resign((claims) => {
      claims.nonce = 'another-transactions-nonce-0123456789';
    });
    await refusedWith('TOKEN');
  });

  it('an expired ID token', async () => {
    h.tamper = resign((claims) => {
      const now = Math.floor(Date.now() / 1000);
      claims.iat = now - 3600;
      claims.exp = now - 600;
    });
    await refusedWith('TOKEN');
  });

  it('another audience', async () => {
    h.tamper = resign((claims) => {
      claims.aud = 'another-client';
    });
    await refusedWith('TOKEN');
  });

  it('another issuer', async () => {
    h.tamper = resign((claims) => {
      claims.iss = h.idps.issuer('naver');
    });
    await refusedWith('TOKEN');
  });

  it('a token signed with another provider’s key (under Any-ID’s key id, and under its own)', async () => {
    h.tamper = resign(() => undefined, 'naver', 'anyid');
    await refusedWith('TOKEN');
    h.tamper = resign(() => undefined, 'naver', 'naver');
    await refusedWith('TOKEN');
  });

  it('a token without a signature (alg none)', async () => {
    h.tamper = (answer) => {
      const [header = '', payload = ''] = String(answer.body.id_token).split('.');
      const none = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(header, 'base64url').toString()), alg: 'none' })).toString('base64url');
      return { status: answer.status, body: { ...answer.body, id_token: `${none}.${payload}.` } };
    };
    await refusedWith('TOKEN');
  });

  it('a replayed callback: the transaction is spent', async () => {
    const browser = new TestBrowser(h.origin);
    const url = await throughProvider(browser, '/oidc/auth', { login: 'hong.gildong' });
    expect(fragment(await callback(browser, url), 'ticket')).not.toBe('');
    expect(await callback(browser, url)).toBe('/login/anyId#error=STATE');
  });

  it('a replayed code at the provider: refused, and the grant it came from revoked', async () => {
    const browser = new TestBrowser(h.origin);
    await callback(browser, await throughProvider(browser, '/oidc/auth', { login: 'hong.gildong' }));
    const sent = h.tokenRequests.at(-1);
    expect(sent?.body).toContain('code_verifier=');
    const replay = await fetch(sent?.url ?? '', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: sent?.authorization ?? '' }, body: sent?.body });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('a wrong or unknown state', async () => {
    const browser = new TestBrowser(h.origin);
    const url = await throughProvider(browser, '/oidc/auth', { login: 'hong.gildong' });
    const forged = new URL(url);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect(await callback(browser, forged)).toBe('/login/anyId#error=STATE');
    forged.searchParams.delete('state');
    expect(await callback(browser, forged)).toBe('/login/anyId#error=STATE');
  });

  it('a callback carried to another browser (login CSRF with the attacker’s own code and state)', async () => {
    const attacker = new TestBrowser(h.origin);
    const victim = new TestBrowser(h.origin);
    const attackersAnswer = await throughProvider(attacker, '/oidc/auth', { login: 'jieun.choi' });
    expect(await callback(victim, attackersAnswer)).toBe('/login/anyId#error=STATE');
    expect(victim.cookie('GGLIB_SESSION')).toBeNull();
  });

  it('a code injected into another transaction (its PKCE verifier does not match)', async () => {
    const victim = new TestBrowser(h.origin);
    const attacker = new TestBrowser(h.origin);
    const attackersAnswer = await throughProvider(attacker, '/oidc/auth', { login: 'jieun.choi' });
    const victimsAnswer = await throughProvider(victim, '/oidc/auth', { login: 'hong.gildong' });
    const injected = new URL(victimsAnswer);
    injected.searchParams.set('code', attackersAnswer.searchParams.get('code') ?? '');
    expect(await callback(victim, injected)).toBe('/login/anyId#error=CODE');
  });

  it('an answer carrying another issuer (RFC 9207 iss)', async () => {
    const browser = new TestBrowser(h.origin);
    const url = await throughProvider(browser, '/oidc/auth', { login: 'hong.gildong' });
    url.searchParams.set('iss', h.idps.issuer('google'));
    expect(await callback(browser, url)).toBe('/login/anyId#error=TOKEN');
  });

  it('a cancel at the provider', async () => {
    const browser = new TestBrowser(h.origin);
    expect(await callback(browser, await throughProvider(browser, '/oidc/auth', { login: 'hong.gildong', cancel: true }))).toBe('/login/anyId#error=CANCELLED');
  });

  it('an authorization request without PKCE (the provider requires it)', async () => {
    const redirect = encodeURIComponent(`${h.origin}/oidc/callback/anyid`);
    const response = await fetch(`${h.idps.issuer('anyid')}/auth?client_id=${PORTAL_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${redirect}&state=s0123456789`, { redirect: 'manual' });
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });
});

describe('open redirects through returnTo / redirect', () => {
  const evil = ['https://evil.example/', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '%2F%2Fevil.example', '/%5Cevil.example', '/\t/evil.example', '/%09/evil.example', '/%0a/evil.example', 'javascript:alert(1)', '/oidc/ssoLogout'];

  it('are refused before anything starts, with the reason on the page', async () => {
    const browser = new TestBrowser(h.origin);
    for (const target of evil) {
      for (const start of ['/oidc/auth', '/oidc/ssoLogin']) {
        const response = await browser.get(`${start}?returnTo=${encodeURIComponent(target)}`);
        expect(response.headers.get('Location'), `${start} ${target}`).toBe('/login/anyId#error=RETURN');
      }
      const reauth = await browser.get(`/oidc/reAuthLevel?returnTo=${encodeURIComponent(target)}`);
      expect(reauth.headers.get('Location'), target).toBe('/main#error=RETURN');
      const viaRedirect = await browser.get(`/oidc/auth?redirect=${encodeURIComponent(target)}`);
      expect(viaRedirect.headers.get('Location'), target).toBe('/login/anyId#error=RETURN');
    }
  });

  it('never lead a logout or a provider’s return elsewhere', async () => {
    const browser = new TestBrowser(h.origin);
    for (const target of evil) {
      const logout = await browser.get(`/oidc/ssoLogout?returnTo=${encodeURIComponent(target)}`);
      expect(logout.headers.get('Location'), target).toBe('/main');
      const back = await browser.get(`/oidc/loggedOut?state=${encodeURIComponent(target)}`);
      expect(back.headers.get('Location'), target).toBe('/main');
    }
    expect((await browser.get('/oidc/loggedOut?state=%2Fmypage%2Flib-service')).headers.get('Location')).toBe('/mypage/lib-service');
  });

  it('a provider refuses a redirect_uri the portal did not register', async () => {
    const response = await fetch(`${h.idps.issuer('anyid')}/auth?client_id=${PORTAL_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('등록되지 않은 주소로 돌아가려는 요청입니다.');
    expect(html).not.toContain('evil.example');
  });
});

describe('step-up (acr 3) and the pages that need it', () => {
  it('an Any-ID session changes the login id only after a step-up, by the same account', async () => {
    const browser = new TestBrowser(h.origin);
    const { data } = await anyIdLogin(browser);
    const key = data.USER_DATA.USER_KEY;
    const status = async () => v.parse(StepUpStatusResponse, await (await browser.call('/gglib/selectstepup', { user_key: key })).json());
    expect(await status()).toMatchObject({ PROVIDER: 'anyid', ACR: '2', LEVEL_OK_YN: 'N' });
    const change = async () => v.parse(ChangeUserIdResponse, await (await browser.call('/gglib/changeuserid', { user_key: key, new_id: 'hongreads85', pw: encodePw('wrong-password-1') })).json());
    expect((await change()).RESULT_CODE).toBe('STEP_UP');

    // Another account at the step-up: refused.
    const mismatch = await callback(browser, await throughProvider(browser, '/oidc/reAuthLevel?returnTo=%2Fvertify%2Fid-change', { login: 'gyeonggi.kim', otp: true }));
    expect(mismatch).toBe('/vertify/id-change#error=MISMATCH');
    // The session's own account with its password and the one-time code.
    const done = await callback(browser, await throughProvider(browser, '/oidc/reAuthLevel?returnTo=%2Fvertify%2Fid-change', { login: 'hong.gildong', otp: true }));
    expect(done).toBe('/vertify/id-change');
    expect(await status()).toMatchObject({ ACR: '3', LEVEL_OK_YN: 'Y' });
    // Now the call runs (and judges the password).
    expect((await change()).RESULT_CODE).toBe('WRONG_PASSWORD');
  });

  it('asks for the password again even inside a live Any-ID session (max_age=0) and then the code', async () => {
    const browser = new TestBrowser(h.origin);
    await anyIdLogin(browser);
    const { url } = await browser.follow('/oidc/reAuthLevel?returnTo=%2Fmain', (next) => atInteraction(next) || atCallback(next));
    expect(atInteraction(url)).toBe(true);
    const page = await (await browser.get(url.href)).text();
    expect(page).toContain('본인 다시 확인');
    expect(page).toContain('value="hong.gildong"');
    const wrong = await browser.post(formAction(page, '/login'), { login_id: 'hong.gildong', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('아이디 또는 비밀번호가 올바르지 않습니다.');
    const otp = await browser.post(formAction(page, '/login'), { login_id: 'hong.gildong', password: SEED_IDP_PASSWORD });
    const otpPage = await otp.text();
    expect(otpPage).toContain('010-****-5678');
    const bad = await browser.post(formAction(otpPage, '/otp'), { code: shownCode(otpPage) === '000000' ? '111111' : '000000' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('인증번호가 맞지 않습니다. 4번 더 입력할 수 있습니다.');
  });

  it('a step-up answered at level 2 is not a step-up', async () => {
    const browser = new TestBrowser(h.origin);
    await anyIdLogin(browser);
    h.tamper = resign((claims) => {
      claims.acr = '2';
    });
    expect(await callback(browser, await throughProvider(browser, '/oidc/reAuthLevel?returnTo=%2Fmain', { login: 'hong.gildong', otp: true }))).toBe('/main#error=LEVEL');
  });

  it('a password session needs no step-up; a step-up needs an Any-ID session', async () => {
    const browser = new TestBrowser(h.origin);
    const member2 = v.parse(LoginResponse, await (await browser.call('/gglib/login', { id: 'member2', pw: encodePw(SEED_IDP_PASSWORD) })).json()).USER_DATA;
    const status = v.parse(StepUpStatusResponse, await (await browser.call('/gglib/selectstepup', { user_key: member2.USER_KEY })).json());
    expect(status).toMatchObject({ PROVIDER: '', LEVEL_OK_YN: 'Y' });
    expect((await browser.get('/oidc/reAuthLevel?returnTo=%2Fvertify%2Fid-change')).headers.get('Location')).toBe('/vertify/id-change#error=SESSION');
  });
});

describe('single sign-on', () => {
  it('ssoLogin logs in without a page while the Any-ID session lives, and falls back to /login without it', async () => {
    const browser = new TestBrowser(h.origin);
    const first = await browser.follow('/oidc/ssoLogin?returnTo=%2Fmypage%2Flib-service', atCallback);
    expect(atCallback(first.url)).toBe(true);
    expect(await callback(browser, first.url)).toBe('/login?returnTo=%2Fmypage%2Flib-service');

    await anyIdLogin(browser);
    const silent = await browser.follow('/oidc/ssoLogin?returnTo=%2Fmypage%2Flib-service', (next) => atInteraction(next) || atCallback(next));
    expect(atCallback(silent.url)).toBe(true);
    const location = await callback(browser, silent.url);
    expect(location.startsWith('/login/anyId?returnTo=%2Fmypage%2Flib-service#ticket=')).toBe(true);
  });

  it('ssoLogout ends the portal session and, after the person confirms, the Any-ID session', async () => {
    const browser = new TestBrowser(h.origin);
    const { data } = await anyIdLogin(browser);
    const out = await browser.get('/oidc/ssoLogout?returnTo=%2Fmain');
    const providerLogout = new URL(out.headers.get('Location') ?? '');
    expect(providerLogout.href.startsWith(`${h.idps.issuer('anyid')}/session/end?`)).toBe(true);
    expect(providerLogout.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(providerLogout.searchParams.get('state')).toBe('/main');
    // The portal session is gone already.
    const check = await browser.request(`/gglib/sessioncheck?user_key=${data.USER_DATA.USER_KEY}`, { method: 'POST' });
    expect(v.parse(SessionCheckResponse, await check.json()).RESULT_CODE).toBe(-200);
    const confirm = await browser.get(providerLogout.href);
    const html = await confirm.text();
    expect(html).toContain('경기도 통합인증 Any-ID에서도 로그아웃할까요?');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await browser.post(action, { xsrf, logout: 'yes' });
    const back = await browser.follow(done.headers.get('Location') ?? '', (next) => next.pathname === '/main');
    expect(back.url.pathname).toBe('/main');
    // No Any-ID session any more: the SSO login falls back to the portal's login page.
    const sso = await browser.follow('/oidc/ssoLogin', atCallback);
    expect(await callback(browser, sso.url)).toBe('/login');
  });

  it('ssoLogout sent from another site asks first, and logs out only by a post from this origin', async () => {
    const browser = new TestBrowser(h.origin);
    const { data } = await anyIdLogin(browser);
    const alive = async () => {
      const check = await browser.request(`/gglib/sessioncheck?user_key=${data.USER_DATA.USER_KEY}`, { method: 'POST' });
      return v.parse(SessionCheckResponse, await check.json()).RESULT_CODE !== -200;
    };
    const forged = await browser.request('/oidc/ssoLogout?returnTo=%2Fmypage%2Flib-service', { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } });
    expect(forged.status).toBe(200);
    expect(forged.headers.get('Cache-Control')).toBe('no-store');
    const page = await forged.text();
    expect(page).toContain('경기도서관에서 로그아웃할까요?');
    expect(page).toContain('<form method="post" action="/oidc/ssoLogout"><input type="hidden" name="returnTo" value="/mypage/lib-service">');
    expect(page).toContain('<a href="/mypage/lib-service">로그인 유지하기</a>');
    // The button's post ends at the provider's logout: the page's form-action admits it.
    expect(forged.headers.get('Content-Security-Policy')).toContain(`form-action 'self' ${new URL(h.idps.issuer('anyid')).origin};`);
    expect(await alive()).toBe(true);
    // A post from another site is refused too.
    const crossPost = await browser.request('/oidc/ssoLogout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
      body: 'returnTo=%2Fmain',
    });
    expect(crossPost.status).toBe(403);
    expect(await alive()).toBe(true);
    // The person's button: a post from this origin ends both sessions as the GET does.
    const confirmed = await browser.request('/oidc/ssoLogout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: h.origin },
      body: 'returnTo=%2Fmypage%2Flib-service',
    });
    expect(confirmed.status).toBe(303);
    const providerLogout = new URL(confirmed.headers.get('Location') ?? '');
    expect(providerLogout.href.startsWith(`${h.idps.issuer('anyid')}/session/end?`)).toBe(true);
    expect(providerLogout.searchParams.get('state')).toBe('/mypage/lib-service');
    expect(await alive()).toBe(false);
    // Without a session there is nothing to confirm; an unsafe return becomes /main.
    const after = await browser.request('/oidc/ssoLogout?returnTo=%2F%2Fevil.example', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(after.headers.get('Location')).toBe('/main');
    const unsafe = await browser.request('/oidc/ssoLogout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: 'returnTo=%2F%2Fevil.example',
    });
    expect(unsafe.headers.get('Location')).toBe('/main');
  });

  it('userlogout names the provider’s logout for an Any-ID session, and nothing for a password one', async () => {
    const browser = new TestBrowser(h.origin);
    await anyIdLogin(browser);
    const answer = v.parse(ProviderLogoutResponse, await (await browser.call('/gglib/userlogout', {})).json());
    expect(answer.RESULT).toBe('SUCCESS');
    expect(answer.SSO_LOGOUT_URL.startsWith(`${h.idps.issuer('anyid')}/session/end?`)).toBe(true);
    expect(new URL(answer.SSO_LOGOUT_URL).searchParams.get('state')).toBe('/main');

    // The return_to the page asks for, when it is a same-origin path; a hostile one is /main.
    for (const [returnTo, state] of [['/merge-user/login', '/merge-user/login'], ['https://evil.example/', '/main'], ['//evil.example', '/main']] as const) {
      const again = new TestBrowser(h.origin);
      await anyIdLogin(again);
      const out = v.parse(ProviderLogoutResponse, await (await again.call('/gglib/userlogout', { return_to: returnTo })).json());
      expect(new URL(out.SSO_LOGOUT_URL).searchParams.get('state')).toBe(state);
    }
    const plain = new TestBrowser(h.origin);
    await plain.call('/gglib/login', { id: 'member2', pw: encodePw(SEED_IDP_PASSWORD) });
    const plainAnswer = (await (await plain.call('/gglib/userlogout', {})).json()) as Record<string, unknown>;
    expect(plainAnswer).toEqual({ RESULT: 'SUCCESS' });
  });
});

describe('POST /oidc/userCheck', () => {
  const idTokenOf = async (login: string): Promise<string> => {
    let captured = '';
    h.tamper = (answer) => {
      captured = String(answer.body.id_token);
      return answer;
    };
    const browser = new TestBrowser(h.origin);
    await callback(browser, await throughProvider(browser, '/oidc/auth', { login }));
    h.tamper = null;
    return captured;
  };

  it('says whether the Any-ID account behind a valid ID token is a member’s', async () => {
    const linked = v.parse(UserCheckResponse, await (await new TestBrowser(h.origin).call('/oidc/userCheck', { id_token: await idTokenOf('hong.gildong') })).json());
    expect(linked).toMatchObject({ RESULT: 'SUCCESS', LINKED_YN: 'Y', USER_ID: 'me****1' });
    const unlinked = v.parse(UserCheckResponse, await (await new TestBrowser(h.origin).call('/oidc/userCheck', { id_token: await idTokenOf('jieun.choi') })).json());
    expect(unlinked).toMatchObject({ RESULT: 'SUCCESS', LINKED_YN: 'N', USER_ID: '' });
  });

  it('refuses a forged, foreign or malformed token', async () => {
    const genuine = await idTokenOf('hong.gildong');
    const claims = decodeJwt(genuine) as Record<string, unknown>;
    const naverKey = await importJWK(h.keys.naver.signingJwk, 'ES256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: h.keys.anyid.signingJwk.kid }).sign(naverKey);
    for (const token of [forged, `${genuine.slice(0, -4)}AAAA`, 'not.a.token-at-all-really']) {
      const answer = v.parse(UserCheckResponse, await (await new TestBrowser(h.origin).call('/oidc/userCheck', { id_token: token })).json());
      expect(answer).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'TOKEN', LINKED_YN: 'N' });
    }
    expect((await new TestBrowser(h.origin).call('/oidc/userCheck', {})).status).toBe(400);
  });
});

describe('the providers’ pages', () => {
  it('are Korean, scriptless, under a strict CSP, and say errors in words', async () => {
    const browser = new TestBrowser(h.origin);
    const { url } = await browser.follow('/oidc/auth', atInteraction);
    const page = await browser.get(url.href);
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).not.toMatch(/<script|style=/i);
    expect(html).toContain('<label for="login_id">Any-ID 아이디</label>');
    const empty = await browser.post(formAction(html, '/login'), { login_id: '', password: '' });
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain('<p class="field-error" id="id-error">아이디를 입력해 주세요.</p>');
    expect(emptyHtml).toContain('aria-describedby="id-error"');
    // A form post from another site is refused.
    const foreign = await browser.request(formAction(html, '/login'), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' }, body: 'login_id=hong.gildong&password=x' });
    expect(foreign.status).toBe(403);
    // Discovery names the levels and S256 only.
    const discovery = (await (await fetch(`${h.idps.issuer('anyid')}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery.acr_values_supported).toEqual(['2', '3']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.id_token_signing_alg_values_supported).toContain('ES256');
    expect((await fetch(`${h.origin}/idp/nowhere`)).status).toBe(404);
  });

  it('the social providers show their own names and consent', async () => {
    const browser = new TestBrowser(h.origin);
    await browser.call('/gglib/login', { id: 'member3', pw: encodePw(SEED_IDP_PASSWORD) });
    const { url } = await browser.follow('/oidc/link/google?returnTo=%2Fmypage%2Flib-service', atInteraction);
    const html = await (await browser.get(url.href)).text();
    expect(html).toContain('Google 로그인');
    const answer = await browser.post(formAction(html, '/login'), { login_id: 'jieun.choi.reads@gmail.example', password: SEED_IDP_PASSWORD });
    const consent = await browser.follow(new URL(answer.headers.get('Location') ?? '', url).href, atInteraction);
    const consentHtml = await (await browser.get(consent.url.href)).text();
    expect(consentHtml).toContain('정보 제공 동의');
    expect(consentHtml).toContain('이메일 주소');
  });
});

describe('naver login (/oidc/login/naver, issue 16 part 2)', () => {
  it('logs a linked naver account in through /sns-callback/naver, keeping the page query', async () => {
    const browser = new TestBrowser(h.origin);
    const start = `/oidc/login/naver?returnTo=${encodeURIComponent('/sns-callback/naver?returnTo=%2Fmypage%2Flib-service')}`;
    const location = await callback(browser, await throughProvider(browser, start, { login: 'hong_gildong85' }));
    expect(location.startsWith('/sns-callback/naver?returnTo=%2Fmypage%2Flib-service#ticket=')).toBe(true);
    const traded = await tradeTicket(browser, fragment(location, 'ticket'));
    expect(traded.status).toBe(200);
    expect(v.parse(LoginResponse, await traded.json()).USER_DATA.USER_ID).toBe('member1');
  });

  it('offers an unlinked naver account the join or the link, and refuses other providers and foreign returns', async () => {
    const browser = new TestBrowser(h.origin);
    const location = await callback(browser, await throughProvider(browser, '/oidc/login/naver?returnTo=%2Fmain', { login: 'parkminsu78' }));
    expect(location.startsWith('/sns-callback/naver?returnTo=%2Fmain#unlinked=')).toBe(true);
    expect((await browser.get('/oidc/login/google')).status).toBe(404);
    expect((await browser.get('/oidc/login/anyid')).status).toBe(404);
    const evil = await browser.get(`/oidc/login/naver?returnTo=${encodeURIComponent('//evil.example')}`);
    expect(evil.headers.get('Location')).toBe('/sns-callback/naver#error=RETURN');
  });
});
