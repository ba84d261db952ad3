import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { acceptAlert } from './alerts';
import { expect, test } from './fixtures';
import { MEMBER1, MEMBER2, memberNav, submitLogin } from './members';

/*
 * The rest of issue 16's account merge paths (spec §2): the join inside the merge and its
 * certification returns, the kept account's 회원정보 (password check first), the reading point,
 * the naver proof's pages and the link returns, resident verification, the SSO logout (a hostile
 * redirect refused) — each under the merge band with the marker (spec §4), axe on each, and a
 * logout on one of them back at /merge-user/login. Nothing here merges, so the demo data other
 * specs read is unchanged (the normal project).
 */

const BAND = '두 개의 도서관 회원 계정을 하나로 합칩니다';

async function expectMergePage(page: Page, makeAxe: (page: Page) => AxeBuilder, path: RegExp): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByText(BAND)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('account merge: every other path', () => {
  test('a visitor joins inside the merge: the steps and the certification returns stay under /merge-user/join', async ({ page, makeAxe }) => {
    test.setTimeout(90_000);
    // Without the marker, a member page of the merge starts at its login.
    await page.goto('/merge-user/mypage/mypage-info');
    await expect(page).toHaveURL(/\/merge-user\/login$/);
    await page.getByRole('link', { name: '새 도서관 계정 만들기' }).click();
    await expectMergePage(page, makeAxe, /\/merge-user\/join\/join-step01$/);
    await page.getByRole('checkbox', { name: /전체 동의|모두 동의/ }).check();
    await page.getByRole('button', { name: /다음/ }).click();
    await expectMergePage(page, makeAxe, /\/merge-user\/join\/join-step02$/);
    // The index goes to the first step.
    await page.goto('/merge-user/join');
    await expect(page).toHaveURL(/\/merge-user\/join\/join-step01$/);
    // A certification return with nothing pending: said, and the way back is the merge's join.
    for (const back of ['kmc-result', 'kmc-ipinresult']) {
      await page.goto(`/merge-user/join/${back}#error=cancelled`);
      // (The fragment leaves the address bar once the page has read it; the page is what counts here.)
      await expectMergePage(page, makeAxe, new RegExp(`/merge-user/join/${back}(#.*)?$`));
      await expect(page.getByRole('link', { name: '회원가입 처음으로' })).toHaveAttribute('href', '/merge-user/join/join-step01');
    }
    // The certification started here returns to the merge's return page.
    const started = await page.request.post('/gglib/certstart', { data: { purpose: 'join', method: 'phone', flow: 'merge' } });
    const { PROVIDER_URL } = (await started.json()) as { PROVIDER_URL: string };
    await page.goto(PROVIDER_URL);
    await expect(page.getByRole('link', { name: '취소' })).toHaveAttribute('href', '/merge-user/join/kmc-result#error=cancelled');
  });

  test('the SSO logout ends in the merge and never follows another site', async ({ page, makeAxe }) => {
    for (const hostile of ['https://evil.example/', '//evil.example/merge-user/login', '/main']) {
      await page.goto(`/merge-user/sso-logout?key=ANY&redirect=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL(/\/merge-user\/login$/);
    }
    await page.goto('/merge-user/login');
    await submitLogin(page, MEMBER1);
    await expect(page.getByRole('status').filter({ hasText: '홍길동 님(member1)' })).toBeVisible();
    // Another key than the member's: refused with spec §8's words, the session kept, back at the merge's login.
    await page.goto('/merge-user/sso-logout?key=NOT-MINE&redirect=https%3A%2F%2Fevil.example%2F');
    await acceptAlert(page, '토큰이 유효하지 않습니다.');
    await expectMergePage(page, makeAxe, /\/merge-user\/login$/);
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  });

  test('after a merge the member checks the kept account: 회원정보, the naver pages, resident verification; logout stays in the merge', async ({ page, makeAxe }) => {
    test.setTimeout(120_000);
    await page.goto('/merge-user/login');
    await submitLogin(page, MEMBER1);
    await expect(page.getByRole('status').filter({ hasText: '홍길동 님(member1)' })).toBeVisible();

    await page.goto('/merge-user/mypage/mypage-pwcheck');
    await expectMergePage(page, makeAxe, /\/merge-user\/mypage\/mypage-pwcheck$/);
    await page.getByLabel('비밀번호').fill(MEMBER1.password);
    await page.getByRole('button', { name: /확인/ }).click();
    await expectMergePage(page, makeAxe, /\/merge-user\/mypage\/mypage-info$/);
    await expect(page.getByText('member1', { exact: true })).toBeVisible();
    // Its naver link: the unlink page of the merge.
    await page.getByRole('link', { name: /네이버.*연결 해제/ }).click();
    await expectMergePage(page, makeAxe, /\/merge-user\/sns-callback\/naver-unlink$/);
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/merge-user\/mypage\/mypage-info$/);

    // The naver proof: its start, and its return (a refusal said in words).
    await page.goto('/merge-user/anyId');
    await page.getByRole('link', { name: '네이버 계정으로 확인하기' }).click();
    await expectMergePage(page, makeAxe, /\/merge-user\/sns-callback\/naver-login$/);
    await expect(page.getByRole('link', { name: '네이버로 로그인하여 확인하기' })).toHaveAttribute('href', '/oidc/merge/naver');
    await page.goto('/merge-user/sns-callback/naver#error=UNLINKED');
    await expect(page.getByRole('alert').filter({ hasText: '이 네이버 계정과 연결된 도서관 회원 계정이 없습니다.' })).toBeVisible();
    await expectMergePage(page, makeAxe, /\/merge-user\/sns-callback\/naver$/);

    // The link returns, back to the merge's 회원정보.
    for (const provider of ['naver', 'google']) {
      await page.goto(`/merge-user/sns-callback/${provider}-link#error=TAKEN`);
      await expectMergePage(page, makeAxe, new RegExp(`/merge-user/sns-callback/${provider}-link$`));
      await expect(page.getByRole('link', { name: /정보/ }).first()).toHaveAttribute('href', '/merge-user/mypage/mypage-info');
    }

    // The reading point needs resident verification: the merge's verification, which leads back to it.
    await page.goto('/merge-user/sso-login/ggpoint');
    await acceptAlert(page, '독서포인트를 이용하기 위해선 도민인증이 필요합니다.');
    await expectMergePage(page, makeAxe, /\/merge-user\/gyeonggi-citizen\/citizen-verification01\?target=ggpoint-check$/);
    await page.goto('/merge-user/gyeonggi-citizen');
    await expect(page).toHaveURL(/\/merge-user\/gyeonggi-citizen\/citizen-verification01$/);
    await page.goto('/merge-user/gyeonggi-citizen/citizen-verification02');
    await expectMergePage(page, makeAxe, /\/merge-user\/gyeonggi-citizen\/citizen-verification02$/);

    // Logout on one of them: back at /merge-user/login (spec §4).
    await memberNav(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/merge-user\/login$/);
  });

  test('a verified member sees the kept reading points through the SSO hub', async ({ page, makeAxe }) => {
    await page.goto('/merge-user/login');
    await submitLogin(page, MEMBER2);
    await expect(page.getByRole('status').filter({ hasText: 'member2' })).toBeVisible();
    await page.goto('/merge-user/sso-login/ggpoint');
    await expectMergePage(page, makeAxe, /\/merge-user\/sso-login\/ggpoint$/);
    await expect(page.getByText('통합한 뒤에도 남긴 계정의 경기 독서포인트는 그대로입니다.', { exact: false })).toBeVisible();
  });
});
