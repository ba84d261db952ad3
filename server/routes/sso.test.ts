import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionUser, SSO_TARGETS, type SsoTarget } from '../../contract/auth';
import { GyeonggiSsoInfoResponse } from '../../contract/member';
import { GetEncryptCodeResponse, GetSsoTokenResponse, ValidateTokenResponse } from '../../contract/sso';
import { ErrorEnvelope } from '../../contract/envelope';
import { createApp } from '../app';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers';
import type { Db } from '../db/db';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';
import { renderPage, SSO_SERVICE_NAMES } from './sso-pages';

let db: Db;
let app: ReturnType<typeof createApp>;
const clock = { now: Date.parse('2026-03-02T09:00:00Z') };
let member1: MemberClient;
let member2: MemberClient;
let user1: SessionUser;
let user2: SessionUser;

beforeAll(async () => {
  db = await openSeededTestDb();
  app = createApp({
    db,
    distDir: '/nonexistent-dist',
    // A long session: the tests move the clock past token lifetimes.
    auth: { now: () => clock.now, sleep: () => Promise.resolve(), sessionTimeSeconds: 86_400 },
  });
  member1 = new MemberClient(app);
  member2 = new MemberClient(app);
  user1 = (await member1.login('member1')).USER_DATA;
  user2 = (await member2.login('member2')).USER_DATA;
});
afterAll(() => db.close());

/** A token for target, as the portal gets it before redirecting (ggpoint: member2 with a proof). */
async function ssoToken(target: SsoTarget): Promise<string> {
  const [client, user] = target === 'ggpoint' ? [member2, user2] : [member1, user1];
  let password: string | undefined;
  if (target === 'ggpoint') {
    const info = await client.post('/gglib/gyeonggissoinfo', { user_key: user.USER_KEY });
    password = v.parse(GyeonggiSsoInfoResponse, await info.json()).USER_DATA?.PASSWORD;
  }
  const response = await client.post('/gglib/getssotoken', {
    id: user.USER_ID,
    user_key: user.USER_KEY,
    domin_yn: user.certAdminYn,
    target,
    password,
  });
  const body = v.parse(GetSsoTokenResponse, await response.json());
  expect(body.RESULT).toBe('SUCCESS');
  return body.TOKEN;
}

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const validate = async (token: string, target: string) =>
  v.parse(ValidateTokenResponse, await (await post('/gglib/validatetoken', { token, target })).json());

const pageQuery = (service: SsoTarget, token: string) =>
  service === 'ggpoint' ? `?target=ggpoint&token=${token}` : `?type=chaum&token=${token}`;

/** The page a sister-service redirect opens, with the checks every demo page must pass. */
async function openPage(path: string) {
  const response = await app.request(path);
  const html = await response.text();
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html; charset=UTF-8/i);
  expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(html).toMatch(/^<!doctype html>\n<html lang="ko">/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<main>[\s\S]*<h1>[^<]+<\/h1>[\s\S]*<\/main>/);
  expect(html).toContain('<link rel="stylesheet" href="/sso/assets/sso.css">');
  expect(html).toContain('<a href="/main" class="primary">포털로 돌아가기</a>');
  expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  return { status: response.status, html };
}

const logoutHref = (html: string) => /<a href="([^"]+)">로그아웃<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';

describe('POST /gglib/validatetoken', () => {
  it('answers the member’s USER_KEY once for {service}My, with no session', async () => {
    const token = await ssoToken('ggcyber');
    expect(await validate(token, 'ggcyberMy')).toEqual({ RESULT: 'SUCCESS', USER_KEY: user1.USER_KEY, RESULT_MESSAGE: '' });
    expect(await validate(token, 'ggcyberMy')).toEqual({
      RESULT: 'FAIL',
      USER_KEY: '',
      RESULT_MESSAGE: '토큰이 유효하지 않습니다.',
    });
  });

  it('is bound to the service: another service’s target neither accepts nor uses it up', async () => {
    const token = await ssoToken('ggdelivery');
    for (const target of ['ggebookMy', 'ggcyberMy', 'ggdelivery', 'fooMy', 'My']) {
      expect((await validate(token, target)).RESULT, target).toBe('FAIL');
    }
    expect(await validate(token, 'ggdeliverymy')).toMatchObject({ RESULT: 'SUCCESS', USER_KEY: user1.USER_KEY });
  });

  it('answers ggpoint tokens with member2’s key', async () => {
    expect(await validate(await ssoToken('ggpoint'), 'ggpointMy')).toMatchObject({ USER_KEY: user2.USER_KEY });
  });

  it('refuses a token older than two minutes, or one nobody issued', async () => {
    const token = await ssoToken('ggebook');
    clock.now += 121_000;
    expect((await validate(token, 'ggebookMy')).RESULT).toBe('FAIL');
    expect((await validate('A'.repeat(43), 'ggebookMy')).RESULT).toBe('FAIL');
  });

  it('400 token이 비어있습니다. for an empty token', async () => {
    const response = await post('/gglib/validatetoken', { token: '', target: 'ggcyberMy' });
    expect(response.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await response.json())).toMatchObject({ RESULT_MESSAGE: 'token이 비어있습니다.', FIELD: 'token' });
  });
});

describe('GET /sso/{service}: demo sister-service pages', () => {
  it.each(SSO_TARGETS)('%s greets the member by name once, then refuses the used token with 401', async (service) => {
    const token = await ssoToken(service);
    const name = service === 'ggpoint' ? '김경기' : '홍길동';
    const page = await openPage(`/sso/${service}${pageQuery(service, token)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<p class="message">${name} 님, ${SSO_SERVICE_NAMES[service]}에 로그인되었습니다.</p>`);
    expect(page.html).toContain(`<h1>${SSO_SERVICE_NAMES[service]}</h1>`);
    expect(page.html).not.toContain(token);

    const reused = await openPage(`/sso/${service}${pageQuery(service, token)}`);
    expect(reused.status).toBe(401);
    expect(reused.html).toContain('토큰이 유효하지 않습니다.');
    expect(reused.html).not.toContain(name);
    expect(logoutHref(reused.html)).toBe('');
  });

  it('401 for a missing token, another service’s token, or a token validatetoken already used', async () => {
    expect((await openPage('/sso/ggcyber')).status).toBe(401);
    expect((await openPage('/sso/ggcyber?type=chaum&token=')).status).toBe(401);
    expect((await openPage(`/sso/ggebook?type=chaum&token=${await ssoToken('ggcyber')}`)).status).toBe(401);
    const token = await ssoToken('ggebook');
    await validate(token, 'ggebookMy');
    expect((await openPage(`/sso/ggebook?type=chaum&token=${token}`)).status).toBe(401);
  });

  it('links the other services’ logout to /sso-logout with the member’s record key', async () => {
    for (const service of ['ggdelivery', 'ggebook', 'ggpoint'] as const) {
      const { html } = await openPage(`/sso/${service}${pageQuery(service, await ssoToken(service))}`);
      const recKey = service === 'ggpoint' ? user2._REC_KEY_ : user1._REC_KEY_;
      expect(logoutHref(html)).toBe(`/sso-logout?key=${recKey}&redirect=/sso/${service}/logged-out`);
    }
  });

  it('ggcyber’s logout link carries a code that getencryptcode turns into the record key, once', async () => {
    const { html } = await openPage(`/sso/ggcyber?type=chaum&token=${await ssoToken('ggcyber')}`);
    const href = logoutHref(html);
    const url = new URL(href, 'http://portal.test');
    expect(url.pathname).toBe('/cyber-sso-logout');
    expect(url.searchParams.get('redirect')).toBe('/sso/ggcyber/logged-out');
    const code = url.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const resolve = async (token: string) =>
      v.parse(GetEncryptCodeResponse, await (await post('/gglib/getencryptcode', { token })).json());
    expect(await resolve(code)).toEqual({ RESULT: 'SUCCESS', key: user1._REC_KEY_, RESULT_MESSAGE: '' });
    expect(await resolve(code)).toEqual({ RESULT: 'FAIL', key: '', RESULT_MESSAGE: 'code가 일치하지 않습니다.' });
    expect((await resolve('B'.repeat(43))).RESULT).toBe('FAIL');
  });

  it('a logout code lasts five minutes', async () => {
    const { html } = await openPage(`/sso/ggcyber?type=chaum&token=${await ssoToken('ggcyber')}`);
    const code = new URL(logoutHref(html), 'http://portal.test').searchParams.get('code') ?? '';
    clock.now += 301_000;
    const response = await post('/gglib/getencryptcode', { token: code });
    expect(v.parse(GetEncryptCodeResponse, await response.json())).toMatchObject({ RESULT: 'FAIL', key: '' });
    const empty = await post('/gglib/getencryptcode', { token: '' });
    expect(v.parse(ErrorEnvelope, await empty.json())).toMatchObject({
      RESULT_CODE: 400,
      RESULT_MESSAGE: 'code가 비어있습니다. (token)',
      FIELD: 'token',
    });
  });

  it.each(SSO_TARGETS)('/sso/%s/logged-out says the member left the service', async (service) => {
    const page = await openPage(`/sso/${service}/logged-out`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`${SSO_SERVICE_NAMES[service]}에서 로그아웃되었습니다.`);
  });

  it('404 page, never the app shell, for an unknown service or path under /sso', async () => {
    for (const path of ['/sso/naver?token=x', '/sso/ggcyber/settings', '/sso/ggcyber/', '/sso', '/sso/']) {
      const page = await openPage(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('요청하신 주소를 찾을 수 없습니다.');
    }
  });

  it('escapes every text it writes', () => {
    const html = renderPage({
      serviceName: '<b>',
      title: '"t"',
      heading: 'h&h',
      message: `<script>alert('x')</script>`,
      links: [{ href: '/a?b=1&c="2"', label: '<i>' }],
    });
    expect(html).not.toMatch(/<script|<b>|<i>/);
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(html).toContain('<a href="/a?b=1&amp;c=&quot;2&quot;">&lt;i&gt;</a>');
  });

  it('serves the stylesheet; other methods get 405', async () => {
    const css = await app.request('/sso/assets/sso.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.actions');
    const wrongMethod = await app.request('/sso/ggcyber', { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('Allow')).toBe('GET, HEAD');
  });
});
