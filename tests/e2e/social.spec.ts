import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBER2, login, memberNav } from './members';

/*
 * Issue 16 part 2: social login and linked accounts against the simulated naver provider this
 * server runs (/idp/naver): member1's naver login (hong_gildong85, linked in the seed), an
 * unlinked naver login offered the join or the link (parkminsu78), member2 linking a naver account
 * (seoyeon_reads) from 나의 정보 and unlinking it on /sns-callback/naver-unlink, a naver account
 * already member1's refused in Korean, and axe on every new page.
 */

const NAVER_PASSWORD = 'Passw0rd!';

async function expectAxeClean(page: Page, makeAxe: (page: Page) => AxeBuilder): Promise<void> {
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signs in on naver's own pages as the person would (id, password, the consent the first time), up to the portal again. */
async function signInAtNaver(page: Page, loginId: string, backAt: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /네이버 로그인|본인 다시 확인/ })).toBeVisible();
  await page.getByLabel('네이버 아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(NAVER_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  const consent = page.getByRole('heading', { level: 1, name: '정보 제공 동의' });
  await Promise.race([consent.waitFor().catch(() => undefined), page.waitForURL(backAt).catch(() => undefined)]);
  if (await consent.isVisible()) await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await page.waitForURL(backAt);
}

/** member2 at 나의 정보 (through the password check). */
async function openMyInfo(page: Page): Promise<void> {
  await login(page, MEMBER2, '/mypage/mypage-pwcheck');
  await page.getByLabel('비밀번호').fill(MEMBER2.password);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/mypage\/mypage-info$/);
}

const linkedSection = (page: Page) => page.getByRole('region', { name: '연결된 계정' });

test.describe('naver login', () => {
  test('member1 logs in with the linked naver account from the login page, coming back where the login was asked for', async ({ page, makeAxe }) => {
    test.setTimeout(90_000);
    await page.goto('/login?returnTo=%2Fmypage%2Flib-service');
    await page.getByRole('link', { name: /네이버로 로그인/ }).click();
    await expect(page).toHaveURL(/\/sns-callback\/naver-login\?returnTo=%2Fmypage%2Flib-service$/);
    await expect(page.getByRole('heading', { level: 1, name: '네이버로 로그인' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.getByRole('button', { name: '네이버로 로그인' }).click();
    await page.waitForURL(/\/idp\/naver\/interaction\//);
    await expectAxeClean(page, makeAxe);
    await signInAtNaver(page, 'hong_gildong85', /\/mypage\/lib-service$/);
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
    expect(page.url()).not.toContain('ticket');
  });

  test('a naver account linked to no member is offered the join or a library login that links it; refusals said in Korean', async ({ page, makeAxe }) => {
    test.setTimeout(90_000);
    await page.goto('/sns-callback/naver-login');
    await page.getByRole('button', { name: '네이버로 로그인' }).click();
    await signInAtNaver(page, 'parkminsu78', /\/sns-callback\/naver(\?|$)/);
    await expect(page.getByRole('heading', { level: 2, name: '연결된 도서관 회원 계정이 없습니다' })).toBeVisible();
    await expect(page.getByText('박민수 님의 네이버 계정에 연결된 경기도서관 회원 계정이 없습니다.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '회원가입 하기' })).toHaveAttribute('href', '/join/join-step01');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    expect(page.url()).not.toContain('#');
    await expectAxeClean(page, makeAxe);

    await page.goto('/main');
    await page.goto('/sns-callback/naver#error=CANCELLED');
    await expect(page.getByRole('alert')).toHaveText('네이버 인증을 취소했습니다.');
    await expect(page.getByRole('button', { name: '다시 로그인하기' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
  });
});

test.describe('linked accounts in 나의 정보', () => {
  test('member2 links a naver account, sees it listed, and unlinks it after confirming', async ({ page, makeAxe }) => {
    test.setTimeout(120_000);
    await openMyInfo(page);
    const section = linkedSection(page);
    await expect(section.getByText('Google 계정이 연결되어 있습니다. 김경기 님의 계정', { exact: false })).toBeVisible();
    await expect(section.getByRole('link', { name: '네이버 연결' })).toHaveAttribute('href', '/oidc/link/naver?returnTo=%2Fsns-callback%2Fnaver-link');
    // In the middle of the window, as a person reads it (not under the floating bar at the bottom edge).
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectAxeClean(page, makeAxe);

    // By keyboard: Google's unlink asks first, the question gets the focus, 취소 leaves it linked.
    await section.getByRole('button', { name: 'Google 연결 해제' }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('김경기 님의 Google 계정 연결을 해제할까요?', { exact: false })).toBeFocused();
    await expectAxeClean(page, makeAxe);
    await section.getByRole('button', { name: '취소' }).press('Enter');
    await expect(section.getByRole('button', { name: 'Google 연결 해제' })).toBeVisible();

    await section.getByRole('link', { name: '네이버 연결' }).click();
    await signInAtNaver(page, 'seoyeon_reads', /\/sns-callback\/naver-link$/);
    await expect(page.getByRole('heading', { level: 1, name: '네이버 계정 연결' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '네이버 계정을 연결했습니다.' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.getByRole('link', { name: '나의 정보로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/mypage\/mypage-info$/);
    await expect(section.getByText('네이버 계정이 연결되어 있습니다. 이서연 님의 계정', { exact: false })).toBeVisible();

    await section.getByRole('link', { name: '네이버 연결 해제' }).click();
    await expect(page).toHaveURL(/\/sns-callback\/naver-unlink$/);
    await expect(page.getByRole('heading', { level: 1, name: '네이버 계정 연결 해제' })).toBeVisible();
    await expect(page.getByText('이서연 님의 네이버 계정 연결을 해제할까요?', { exact: false })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.getByRole('button', { name: '연결 해제' }).click();
    await expect(page.getByRole('status').filter({ hasText: '네이버 계정 연결을 해제했습니다.' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.getByRole('link', { name: '나의 정보로 돌아가기' }).click();
    await expect(section.getByRole('link', { name: '네이버 연결' })).toBeVisible();
    await expect(section.getByText('Google 계정이 연결되어 있습니다.', { exact: false })).toBeVisible();
  });

  test('linking a naver account that is already member1’s is refused in Korean', async ({ page, makeAxe }) => {
    test.setTimeout(90_000);
    await openMyInfo(page);
    await linkedSection(page).getByRole('link', { name: '네이버 연결' }).click();
    await signInAtNaver(page, 'hong_gildong85', /\/sns-callback\/naver-link$/);
    await expect(page.getByRole('alert')).toHaveText('이 네이버 계정은 이미 다른 도서관 회원 계정과 연결되어 있어 연결하지 않았습니다.');
    expect(page.url()).not.toContain('#');
    await expect(page.getByRole('link', { name: '네이버 다시 연결하기' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.getByRole('link', { name: '나의 정보로 돌아가기' }).click();
    await expect(linkedSection(page).getByRole('link', { name: '네이버 연결' })).toBeVisible();
  });
});
