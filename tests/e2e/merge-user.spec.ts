import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBER1, memberNav, submitLogin } from './members';

/*
 * Issue 16's account merge (/merge-user/*): 홍길동 logs in with member1 and merges his older record
 * gildong85 — proven through the Any-ID account linked to it (gildong.hong, on the simulated
 * provider) — checking 나의 도서관's loans and reservations before and after; the merge-user
 * marker (spec §4) and the logout there; axe on every merge page.
 *
 * This merge changes the demo data of this run: member1 gains gildong85's two loans, so the spec
 * runs in the "after-all" project (playwright.config.ts), once every other spec has passed.
 */

const PASSWORD = 'Passw0rd!';

async function expectAxeClean(page: Page, makeAxe: (page: Page) => AxeBuilder): Promise<void> {
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** 대출 and 예약 on 나의 도서관's 대출 현황 ('N권 / 최대 M권', in that order). */
async function loanAndReserveCounts(page: Page): Promise<{ loans: number; reserves: number }> {
  await page.goto('/mypage/bookloan-state');
  const lines = page.getByText(/^\d+권 \/ 최대 \d+권$/);
  await expect(lines).toHaveCount(2);
  const [loans = '', reserves = ''] = await lines.allTextContents();
  return { loans: Number.parseInt(loans, 10), reserves: Number.parseInt(reserves, 10) };
}

test.describe('account merge', () => {
  test('a merge page opened without the marker starts at /merge-user/login; logout there stays in the merge', async ({ page, makeAxe }) => {
    await page.goto('/merge-user/total-join');
    await expect(page).toHaveURL(/\/merge-user\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: '계정 통합: 남길 계정으로 로그인' })).toBeVisible();
    await expect(page.getByText('두 개의 도서관 회원 계정을 하나로 합칩니다')).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await submitLogin(page, MEMBER1);
    await expect(page.getByRole('status').filter({ hasText: '홍길동 님(member1) 계정으로 로그인되어 있습니다.' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await memberNav(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/merge-user\/login$/);

    // The other listed pages built so far, under the same band.
    await page.goto('/merge-user/find-info');
    await expect(page.getByText('두 개의 도서관 회원 계정을 하나로 합칩니다')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAxeClean(page, makeAxe);
    await page.goto('/merge-user/login-back');
    await expect(page.getByRole('heading', { level: 1, name: '계정 통합: 남길 계정으로 로그인' })).toBeVisible();
  });

  test('홍길동 merges his older record through Any-ID: its loans move, the shared reservation is kept once', async ({ page, makeAxe }) => {
    test.setTimeout(120_000);
    await page.goto('/login?returnTo=%2Fmypage%2Fbookloan-state');
    await submitLogin(page, MEMBER1);
    await expect(page).toHaveURL(/\/mypage\/bookloan-state$/);
    const before = await loanAndReserveCounts(page);

    await page.goto('/merge-user/login');
    await page.getByRole('link', { name: '다음: 통합할 계정 확인' }).click();
    await expect(page).toHaveURL(/\/merge-user\/anyId$/);
    await expect(page.getByRole('heading', { level: 1, name: '계정 통합: 통합할 계정 확인' })).toBeVisible();
    await expectAxeClean(page, makeAxe);

    // Another person's record is refused, in words.
    await page.getByLabel('통합할 계정의 아이디').fill('member2');
    await page.getByLabel('통합할 계정의 비밀번호').fill(PASSWORD);
    await page.getByRole('button', { name: '확인하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '같은 분의 계정만 통합할 수 있습니다. 두 계정의 이름 또는 생년월일이 다릅니다.' })).toBeVisible();

    // The whole window goes to Any-ID and comes back with the proof.
    await page.getByRole('link', { name: '경기도 통합인증(Any-ID)으로 확인하기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '경기도 통합인증 Any-ID 로그인' })).toBeVisible();
    await page.getByLabel('Any-ID 아이디').fill('gildong.hong');
    await page.getByLabel('비밀번호').fill(PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    const consent = page.getByRole('heading', { level: 1, name: '정보 제공 동의' });
    await Promise.race([consent.waitFor().catch(() => undefined), page.waitForURL(/\/merge-user\//).catch(() => undefined)]);
    if (await consent.isVisible()) await page.getByRole('button', { name: '동의하고 계속하기' }).click();

    await expect(page).toHaveURL(/\/merge-user\/woongjin-agree-yn$/);
    expect(page.url()).not.toContain('proof');
    await expect(page.getByRole('heading', { level: 1, name: '계정 통합: 약관 동의' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    await page.getByRole('button', { name: '다음: 통합 내용 확인' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '필수 약관에 모두 동의해 주세요.' })).toBeVisible();
    await page.getByLabel('모두 동의합니다').check();
    await page.getByRole('button', { name: '다음: 통합 내용 확인' }).click();

    await expect(page).toHaveURL(/\/merge-user\/total-join$/);
    await expect(page.getByText('없앨 계정: 홍길동 님(gi******5)')).toBeVisible();
    await expect(page.getByText('경기도 통합인증(Any-ID)으로 확인함')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '대출 중인 도서 2권' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '대출 이력 3건' })).toBeVisible();
    await expectAxeClean(page, makeAxe);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('통합하면 되돌릴 수 없습니다. 계정을 통합할까요?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: '계정 통합하기' }).click();

    await expect(page).toHaveURL(/\/merge-user\/done$/);
    await expect(page.getByRole('heading', { level: 1, name: '계정 통합 완료' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '대출 중인 도서 2권' })).toBeVisible();
    await expectAxeClean(page, makeAxe);

    // Leaving the merge pages clears the marker: a merge page then starts again at /merge-user/login.
    await page.getByRole('link', { name: '나의 도서관으로 가기' }).click();
    await expect(page).toHaveURL(/\/mypage\/lib-service$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('merge-user'))).toBeNull();
    await page.goto('/merge-user/done');
    await expect(page).toHaveURL(/\/merge-user\/login$/);

    // The stored copy shows first, then the server's: wait for the merged numbers.
    await page.goto('/mypage/bookloan-state');
    const lines = page.getByText(/^\d+권 \/ 최대 \d+권$/);
    await expect(lines.first()).toHaveText(new RegExp(`^${before.loans + 2}권 /`), { timeout: 15_000 });
    await expect(lines.nth(1)).toHaveText(new RegExp(`^${before.reserves}권 /`));

    // The older record is closed: it no longer logs in.
    await memberNav(page).getByRole('button', { name: '로그아웃' }).click();
    // The logout has finished (a reload while it is out would keep the session on the device).
    await expect(memberNav(page).getByRole('link', { name: '로그인' })).toBeVisible();
    await page.goto('/login');
    await submitLogin(page, { id: 'gildong85', password: PASSWORD });
    await expect(page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 올바르지 않습니다.' })).toBeVisible();
  });
});
