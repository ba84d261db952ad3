import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { HIDE_POPUPS_SCRIPT, expect, test } from './fixtures';
import { MEMBER3, memberNav, submitLogin } from './members';

/*
 * Issue 16: 경기도 통합인증(Any-ID) against the simulated provider this server runs (/idp/anyid):
 * member1's Any-ID login in the 700×740 popup on a wide screen and in the whole window on a phone,
 * an Any-ID account linked to no member (told so, then linked by a library login), the step-up a
 * page asks for, SSO logout, refusals said in Korean, and axe on every new page (the portal's and
 * the provider's). The seeded Any-ID accounts: hong.gildong (member1's), jieun.choi (no member's).
 */

const ANYID_PASSWORD = 'Passw0rd!';

async function expectAxeClean(page: Page, makeAxe: (page: Page) => AxeBuilder): Promise<void> {
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Signs in on Any-ID's own pages as the person would: id and password, then (the first time this
 * account meets the portal) the consent. With `axe`, each of those pages is checked.
 */
async function signInAtAnyId(provider: Page, loginId: string, axe?: (page: Page) => Promise<void>): Promise<void> {
  await expect(provider.getByRole('heading', { level: 1, name: '경기도 통합인증 Any-ID 로그인' })).toBeVisible();
  if (axe) await axe(provider);
  await provider.getByLabel('Any-ID 아이디').fill(loginId);
  await provider.getByLabel('비밀번호').fill(ANYID_PASSWORD);
  await provider.getByRole('button', { name: '로그인' }).click();
  const consent = provider.getByRole('heading', { level: 1, name: '정보 제공 동의' });
  // The consent shows once per account; afterwards Any-ID goes straight back to the portal.
  await Promise.race([consent.waitFor().catch(() => undefined), provider.waitForEvent('close').catch(() => undefined), provider.waitForURL(/\/login\/anyId/).catch(() => undefined)]);
  if (!provider.isClosed() && (await consent.isVisible())) {
    if (axe) await axe(provider);
    await provider.getByRole('button', { name: '동의하고 계속하기' }).click();
  }
}

/** Records the features window.open was given (the popup's size). */
const RECORD_WINDOW_OPEN = `(() => {
  const open = window.open.bind(window);
  window.open = (url, name, features) => { window.__anyidOpen = [String(name), String(features)]; return open(url, name, features); };
})();`;

test.describe('Any-ID login', () => {
  test('member1 logs in through Any-ID in the 700×740 popup on a wide screen, coming back where the login was asked for', async ({ page, makeAxe }) => {
    test.setTimeout(90_000);
    await page.addInitScript(RECORD_WINDOW_OPEN);
    await page.goto('/login?returnTo=%2Fmypage%2Flib-service');
    await page.getByRole('link', { name: /경기도 통합인증\(Any-ID\) 로그인/ }).click();
    await expect(page).toHaveURL(/\/login\/anyId\?returnTo=%2Fmypage%2Flib-service$/);
    await expect(page.getByRole('heading', { level: 1, name: '경기도 통합인증(Any-ID) 로그인' })).toBeVisible();
    await expectAxeClean(page, makeAxe);

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: '경기도 통합인증(Any-ID)으로 로그인' }).click();
    const popup = await popupPromise;
    const closed = popup.waitForEvent('close');
    await expect(page.getByText('Any-ID 로그인 창에서 로그인을 마쳐 주세요.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __anyidOpen?: string[] }).__anyidOpen)).toEqual(['gglib-anyid', 'popup=yes,width=700,height=740']);
    await signInAtAnyId(popup, 'hong.gildong', (provider) => expectAxeClean(provider, makeAxe));
    await closed;

    // The opener traded the ticket and went on as from /login: to the page that asked for the login.
    await expect(page).toHaveURL(/\/mypage\/lib-service$/);
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
    // Nothing of the round trip is left in the address or the tab.
    expect(page.url()).not.toContain('ticket');
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('gglib-anyid-pending');
  });

  test('on a phone Any-ID takes the whole window and the login continues where it left', async ({ browser, baseURL, makeAxe }) => {
    test.setTimeout(90_000);
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    await phone.addInitScript(HIDE_POPUPS_SCRIPT);
    const page = await phone.newPage();
    await page.goto('/login?returnTo=%2Fmypage%2Flib-service');
    await page.getByRole('link', { name: /경기도 통합인증\(Any-ID\) 로그인/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '경기도 통합인증(Any-ID) 로그인' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.getByLabel('자동 로그인').check();
    await page.getByRole('button', { name: '경기도 통합인증(Any-ID)으로 로그인' }).click();
    await page.waitForURL(/\/idp\/anyid\/interaction\//);
    await signInAtAnyId(page, 'hong.gildong', (provider) => expectAxeClean(provider, makeAxe));
    await expect(page).toHaveURL(/\/mypage\/lib-service$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(page.url()).not.toContain('ticket');
    await phone.close();
  });

  test('a sister service asked for at login is opened after Any-ID as after the password form', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/login?target=ggebook');
    await page.getByRole('link', { name: /경기도 통합인증\(Any-ID\) 로그인/ }).click();
    await expect(page).toHaveURL(/\/login\/anyId\?target=ggebook$/);
    await expect(page.getByText('로그인하면 경기도 전자책도서관으로 이동합니다.')).toBeVisible();
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: '경기도 통합인증(Any-ID)으로 로그인' }).click();
    const popup = await popupPromise;
    const closed = popup.waitForEvent('close');
    await signInAtAnyId(popup, 'hong.gildong');
    await closed;
    await expect(page).toHaveURL(/\/sso\/ggebook\?type=chaum&token=/);
    await expect(page.getByText('홍길동 님, 경기도 전자책도서관에 로그인되었습니다.')).toBeVisible();
  });

  test('an Any-ID account linked to no member is told so, and links when the member logs in with the library id', async ({ page, makeAxe }) => {
    test.setTimeout(90_000);
    await page.goto('/login/anyId');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: '경기도 통합인증(Any-ID)으로 로그인' }).click();
    const popup = await popupPromise;
    const closed = popup.waitForEvent('close');
    await signInAtAnyId(popup, 'jieun.choi');
    await closed;
    await expect(page.getByRole('heading', { level: 2, name: '연결된 도서관 회원 계정이 없습니다' })).toBeVisible();
    await expect(page.getByText('최지은 님의 경기도 통합인증(Any-ID) 계정에 연결된 경기도서관 회원 계정이 없습니다.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '회원가입 하기' })).toHaveAttribute('href', '/join/join-step01');
    // Not logged in by the Any-ID sign-in.
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expectAxeClean(page, makeAxe);

    await submitLogin(page, MEMBER3);
    await expect(page.getByText('경기도 통합인증(Any-ID) 계정을 연결했습니다. 다음부터 Any-ID로 로그인할 수 있습니다.')).toBeVisible();
    await expectAxeClean(page, makeAxe);
    // This session began with the library password: 로그아웃 ends it here only.
    await memberNav(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();

    // Next time Any-ID logs member3 in (Any-ID still has its session: the popup does not ask again).
    await page.goto('/login/anyId?returnTo=%2Fmypage%2Flib-service');
    const again = page.waitForEvent('popup');
    await page.getByRole('button', { name: '경기도 통합인증(Any-ID)으로 로그인' }).click();
    await (await again).waitForEvent('close');
    await expect(page).toHaveURL(/\/mypage\/lib-service$/);
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
    // This one began with the Any-ID sign-in: 로그아웃 asks whether to leave Any-ID too.
    await memberNav(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '경기도 통합인증 Any-ID에서도 로그아웃할까요?' })).toBeVisible();
    await page.getByRole('button', { name: '로그인 유지하기' }).click();
    await expect(page).toHaveURL(/\/main$/);
  });

  test('refusals are said in Korean: a tampered answer, a return address off the site', async ({ page, makeAxe }) => {
    await page.goto('/login/anyId#error=TOKEN');
    await expect(page.getByRole('alert')).toHaveText('Any-ID의 로그인 정보(ID 토큰)를 확인하지 못해 로그인하지 않았습니다. 처음부터 다시 로그인해 주세요.');
    expect(page.url()).not.toContain('#');
    await expect(page.getByRole('button', { name: '다시 로그인하기' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.goto(`/oidc/auth?returnTo=${encodeURIComponent('//evil.example/steal')}`);
    await expect(page).toHaveURL(/\/login\/anyId$/);
    await expect(page.getByRole('alert')).toHaveText('돌아갈 주소가 올바르지 않아 로그인을 시작하지 않았습니다. 경기도서관에서 다시 시작해 주세요.');
    await page.goto('/main');
    await page.goto('/login/anyId#ticket=forged-ticket-0123456789abcdef');
    await expect(page.getByRole('alert')).toHaveText('로그인 정보가 없거나 시간이 지났습니다. 처음부터 다시 로그인해 주세요.');
  });
});

test.describe('Any-ID step-up and SSO', () => {
  /** member1 through Any-ID in the whole window (the same context keeps Any-ID's session). */
  async function anyIdLogin(page: Page): Promise<void> {
    await page.goto('/login/anyId?returnTo=%2Fmain');
    await page.evaluate(() => {
      window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    });
    await page.getByRole('button', { name: '경기도 통합인증(Any-ID)으로 로그인' }).click();
    await page.waitForURL(/\/idp\/anyid\/interaction\//);
    await signInAtAnyId(page, 'hong.gildong');
    await expect(page).toHaveURL(/\/main$/);
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  }

  test('changing the id asks an Any-ID session for the step-up (password again and a one-time code)', async ({ page, makeAxe }) => {
    test.setTimeout(90_000);
    await anyIdLogin(page);
    await page.goto('/vertify/id-change');
    await expect(page.getByRole('heading', { level: 2, name: '추가 인증이 필요합니다' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '새 아이디' })).toHaveCount(0);
    await expectAxeClean(page, makeAxe);

    // Cancelled at Any-ID: back, said so.
    await page.getByRole('link', { name: 'Any-ID로 추가 인증하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '본인 다시 확인' })).toBeVisible();
    await page.getByRole('button', { name: '취소하고 돌아가기' }).click();
    await expect(page).toHaveURL(/\/vertify\/id-change$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Any-ID 인증을 취소했습니다.' })).toBeVisible();

    await page.getByRole('link', { name: 'Any-ID로 추가 인증하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '본인 다시 확인' })).toBeVisible();
    await expect(page.getByLabel('Any-ID 아이디')).toHaveValue('hong.gildong');
    await expectAxeClean(page, makeAxe);
    await page.getByLabel('비밀번호').fill(ANYID_PASSWORD);
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '추가 인증' })).toBeVisible();
    await expect(page.getByText('010-****-5678', { exact: false })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    const shown = (await page.locator('p.code').textContent())?.trim() ?? '';
    expect(shown).toMatch(/^\d{6}$/);
    // A wrong code is said in words, with the tries left.
    await page.getByLabel('인증번호 6자리').fill(shown === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '인증 완료' }).click();
    await expect(page.getByRole('alert')).toHaveText('인증번호가 맞지 않습니다. 4번 더 입력할 수 있습니다.');
    await expect(page.getByLabel('인증번호 6자리')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('인증번호 6자리').fill(shown);
    await page.getByRole('button', { name: '인증 완료' }).click();
    await expect(page).toHaveURL(/\/vertify\/id-change$/);
    await expect(page.getByText('추가 인증을 마쳤습니다. 10분 안에 아이디를 변경해 주세요.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '새 아이디' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
  });

  test('the header’s 로그아웃 after an Any-ID sign-in also offers to end the Any-ID session', async ({ page }) => {
    test.setTimeout(90_000);
    await anyIdLogin(page);
    await memberNav(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '경기도 통합인증 Any-ID에서도 로그아웃할까요?' })).toBeVisible();
    await page.getByRole('button', { name: '경기도 통합인증 Any-ID에서도 로그아웃' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await page.goto('/oidc/ssoLogin?returnTo=%2Fmypage%2Flib-service');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmypage%2Flib-service$/);
  });

  test('SSO logout ends the portal session and, when the person confirms, the Any-ID session', async ({ page, makeAxe }) => {
    test.setTimeout(90_000);
    await anyIdLogin(page);
    await page.goto('/oidc/ssoLogout?returnTo=%2Fmain');
    await expect(page.getByRole('heading', { level: 1, name: '경기도 통합인증 Any-ID에서도 로그아웃할까요?' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.getByRole('button', { name: '경기도 통합인증 Any-ID에서도 로그아웃' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    // No Any-ID session any more: the SSO login falls back to the portal's login page.
    await page.goto('/oidc/ssoLogin?returnTo=%2Fmypage%2Flib-service');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmypage%2Flib-service$/);
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  });
});
