import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '../../contract/auth';
import { MERGE_PROOF_PAGES, MERGE_TERMS, MergeMemberResponse, MergePreviewResponse } from '../../contract/merge';
import { SEED_IDP_PASSWORD } from '../seed/idp-accounts';
import { MERGE_DEMO, seedMergeDemoIfEmpty } from '../seed/merge-demo';
import { encodePw } from '../testing/member-client';
import { TestBrowser, formAction, startOidcHarness, type OidcHarness } from '../testing/oidc-harness';
import { TEST_SCRYPT_PARAMS } from '../testing/test-db';

/*
 * The account merge's naver proof (docs/api.md "Account merge"): the logged-in member (the target)
 * signs in with the naver account linked to the source record, through the simulated provider;
 * its refusals (another person's account, one linked to nobody, the member's own) and replays.
 */

let h: OidcHarness;

beforeAll(async () => {
  h = await startOidcHarness();
  await seedMergeDemoIfEmpty(h.db, TEST_SCRYPT_PARAMS);
});
afterAll(() => h.close());

const atInteraction = (url: URL) => url.pathname.includes('/interaction/');
const atCallback = (url: URL) => url.pathname.startsWith('/oidc/callback/');

/** From /oidc/merge (or /oidc/merge/naver) through the provider's login (and consent) to the portal's callback; answers where it sends the browser. */
async function mergeSignIn(browser: TestBrowser, login: string, start = '/oidc/merge', keep?: { callback?: string }): Promise<string> {
  const first = await browser.follow(start, (next) => atInteraction(next) || atCallback(next));
  if (first.response) return first.response.headers.get('Location') ?? '';
  let { url } = first;
  for (let step = 0; step < 6 && !atCallback(url); step++) {
    const html = await (await browser.get(url.href)).text();
    const answer = html.includes('/consent"') ? await browser.post(formAction(html, '/consent'), {}) : await browser.post(formAction(html, '/login'), { login_id: login, password: SEED_IDP_PASSWORD });
    ({ url } = await browser.follow(new URL(answer.headers.get('Location') ?? '', url).href, (next) => atInteraction(next) || atCallback(next)));
  }
  if (keep) keep.callback = url.href;
  const back = await browser.get(url.href);
  expect(back.status).toBe(303);
  return back.headers.get('Location') ?? '';
}

const fragment = (location: string, name: string) => new URLSearchParams(location.split('#')[1] ?? '').get(name) ?? '';

describe('GET /oidc/merge/naver', () => {
  const NAVER_BACK = MERGE_PROOF_PAGES.naver;

  it('answers 404 for a provider that proves nothing, and starts nothing without a session', async () => {
    const visitor = new TestBrowser(h.origin);
    expect((await visitor.get('/oidc/merge/google')).status).toBe(404);
    expect((await visitor.get('/oidc/merge/naver')).headers.get('Location')).toBe(`${NAVER_BACK}#error=SESSION`);
    // No returnTo is read: a hostile one changes nothing.
    expect((await visitor.get('/oidc/merge/naver?returnTo=https://evil.example/')).headers.get('Location')).toBe(`${NAVER_BACK}#error=SESSION`);
  });

  it('refuses another person’s naver account, one linked to nobody, and the member’s own', async () => {
    // 이서연's naver account is linked to no library member.
    const browser = new TestBrowser(h.origin);
    await browser.call('/gglib/login', { id: 'member1', pw: encodePw(SEED_IDP_PASSWORD) });
    expect(await mergeSignIn(browser, 'seoyeon_reads', '/oidc/merge/naver')).toBe(`${NAVER_BACK}#error=UNLINKED`);
    // member1's own naver account.
    const own = new TestBrowser(h.origin);
    await own.call('/gglib/login', { id: 'member1', pw: encodePw(SEED_IDP_PASSWORD) });
    expect(await mergeSignIn(own, 'hong_gildong85', '/oidc/merge/naver')).toBe(`${NAVER_BACK}#error=SAME`);
    // 홍길동's old record, proven from another person's session (member3).
    const stranger = new TestBrowser(h.origin);
    await stranger.call('/gglib/login', { id: 'member3', pw: encodePw(SEED_IDP_PASSWORD) });
    expect(await mergeSignIn(stranger, MERGE_DEMO.naverLogin, '/oidc/merge/naver')).toBe(`${NAVER_BACK}#error=PERSON`);
  });

  it('proves the same person’s record; a replayed answer or proof proves nothing more', async () => {
    const browser = new TestBrowser(h.origin);
    const me = v.parse(LoginResponse, await (await browser.call('/gglib/login', { id: 'member1', pw: encodePw(SEED_IDP_PASSWORD) })).json()).USER_DATA;
    const kept: { callback?: string } = {};
    const location = await mergeSignIn(browser, MERGE_DEMO.naverLogin, '/oidc/merge/naver', kept);
    expect(location.startsWith(`${NAVER_BACK}#proof=`), location).toBe(true);
    const proof = fragment(location, 'proof');

    // The provider's answer replayed: its transaction is spent, no second proof.
    const replayed = await browser.get(kept.callback ?? '');
    expect(replayed.headers.get('Location') ?? '').not.toContain('#proof=');

    // The proof in another session of the same member is worth nothing there.
    const other = new TestBrowser(h.origin);
    await other.call('/gglib/login', { id: 'member1', pw: encodePw(SEED_IDP_PASSWORD) });
    const elsewhere = v.parse(MergePreviewResponse, await (await other.call('/gglib/mergepreview', { user_key: me.USER_KEY, proof })).json());
    expect(elsewhere).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'PROOF' });

    const preview = v.parse(MergePreviewResponse, await (await browser.call('/gglib/mergepreview', { user_key: me.USER_KEY, proof })).json());
    expect(preview).toMatchObject({ RESULT: 'SUCCESS', METHOD: 'naver', SOURCE_NAME: '홍길동' });
    const merged = v.parse(MergeMemberResponse, await (await browser.call('/gglib/mergemember', { user_key: me.USER_KEY, proof, agreed_terms: [...MERGE_TERMS] })).json());
    expect(merged.RESULT).toBe('SUCCESS');
    const [record] = await h.db.query<{ method: string }>(`SELECT method FROM member_merges ORDER BY id DESC LIMIT 1`);
    expect(record?.method).toBe('naver');
    // The spent proof, replayed without its idempotency key, merges nothing.
    const again = v.parse(MergeMemberResponse, await (await browser.call('/gglib/mergemember', { user_key: me.USER_KEY, proof, agreed_terms: [...MERGE_TERMS] })).json());
    expect(again).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'PROOF' });
  });
});
