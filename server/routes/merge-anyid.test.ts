import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '../../contract/auth';
import { MERGE_ANYID_BACK, MERGE_TERMS, MergeMemberResponse, MergePreviewResponse } from '../../contract/merge';
import { SEED_IDP_PASSWORD } from '../seed/idp-accounts';
import { MERGE_DEMO, seedMergeDemoIfEmpty } from '../seed/merge-demo';
import { encodePw } from '../testing/member-client';
import { TestBrowser, formAction, startOidcHarness, type OidcHarness } from '../testing/oidc-harness';
import { TEST_SCRYPT_PARAMS } from '../testing/test-db';

/*
 * The account merge's other proof (docs/api.md "Account merge"): the logged-in member (the target)
 * signs in with the Any-ID account linked to the source record, through the simulated provider.
 */

let h: OidcHarness;

beforeAll(async () => {
  h = await startOidcHarness();
  await seedMergeDemoIfEmpty(h.db, TEST_SCRYPT_PARAMS);
});
afterAll(() => h.close());

const atInteraction = (url: URL) => url.pathname.includes('/interaction/');
const atCallback = (url: URL) => url.pathname.startsWith('/oidc/callback/');

/** From /oidc/merge through the provider's login (and consent) to the portal's callback; answers where it sends the browser. */
async function mergeSignIn(browser: TestBrowser, login: string): Promise<string> {
  const first = await browser.follow('/oidc/merge', (next) => atInteraction(next) || atCallback(next));
  if (first.response) return first.response.headers.get('Location') ?? '';
  let { url } = first;
  for (let step = 0; step < 6 && !atCallback(url); step++) {
    const html = await (await browser.get(url.href)).text();
    const answer = html.includes('/consent"') ? await browser.post(formAction(html, '/consent'), {}) : await browser.post(formAction(html, '/login'), { login_id: login, password: SEED_IDP_PASSWORD });
    ({ url } = await browser.follow(new URL(answer.headers.get('Location') ?? '', url).href, (next) => atInteraction(next) || atCallback(next)));
  }
  const back = await browser.get(url.href);
  expect(back.status).toBe(303);
  return back.headers.get('Location') ?? '';
}

const fragment = (location: string, name: string) => new URLSearchParams(location.split('#')[1] ?? '').get(name) ?? '';

describe('GET /oidc/merge', () => {
  it('without a session starts nothing', async () => {
    const visitor = new TestBrowser(h.origin);
    const refused = await visitor.get('/oidc/merge');
    expect(refused.headers.get('Location')).toBe(`${MERGE_ANYID_BACK}#error=SESSION`);
  });

  it('refuses the Any-ID account of the logged-in member itself, and one linked to nobody', async () => {
    const browser = new TestBrowser(h.origin);
    await browser.call('/gglib/login', { id: 'member1', pw: encodePw(SEED_IDP_PASSWORD) });
    expect(await mergeSignIn(browser, 'hong.gildong')).toBe(`${MERGE_ANYID_BACK}#error=SAME`);
    const other = new TestBrowser(h.origin);
    await other.call('/gglib/login', { id: 'member1', pw: encodePw(SEED_IDP_PASSWORD) });
    expect(await mergeSignIn(other, 'minsu.park')).toBe(`${MERGE_ANYID_BACK}#error=UNLINKED`);
  });

  it('refuses another person’s record, proves the same person’s, and the proof merges it', async () => {
    const stranger = new TestBrowser(h.origin);
    await stranger.call('/gglib/login', { id: 'member3', pw: encodePw(SEED_IDP_PASSWORD) });
    expect(await mergeSignIn(stranger, MERGE_DEMO.anyIdLogin)).toBe(`${MERGE_ANYID_BACK}#error=PERSON`);

    const browser = new TestBrowser(h.origin);
    const me = v.parse(LoginResponse, await (await browser.call('/gglib/login', { id: 'member1', pw: encodePw(SEED_IDP_PASSWORD) })).json()).USER_DATA;
    const location = await mergeSignIn(browser, MERGE_DEMO.anyIdLogin);
    const proof = fragment(location, 'proof');
    expect(location.startsWith(`${MERGE_ANYID_BACK}#proof=`), location).toBe(true);
    // The signed-in session is still member1's (the Any-ID sign-in proved, it did not log in).
    const preview = v.parse(MergePreviewResponse, await (await browser.call('/gglib/mergepreview', { user_key: me.USER_KEY, proof })).json());
    expect(preview).toMatchObject({ RESULT: 'SUCCESS', METHOD: 'anyid', SOURCE_NAME: '홍길동', TARGET_USER_ID: 'me****1' });
    const merged = v.parse(MergeMemberResponse, await (await browser.call('/gglib/mergemember', { user_key: me.USER_KEY, proof, agreed_terms: [...MERGE_TERMS] })).json());
    expect(merged.RESULT).toBe('SUCCESS');
    const [record] = await h.db.query<{ method: string }>('SELECT method FROM member_merges');
    expect(record?.method).toBe('anyid');
    // The old record is closed: a second proof of it finds no member.
    expect(await mergeSignIn(browser, MERGE_DEMO.anyIdLogin)).toBe(`${MERGE_ANYID_BACK}#error=UNLINKED`);
  });
});
