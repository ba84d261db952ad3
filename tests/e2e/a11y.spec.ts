import { expect, test } from './fixtures';
import { MEMBER1, login } from './members';

for (const path of ['/main', '/contents/hours', '/custom/directions', '/gg-directions', '/no-such-page', '/terms/privacy']) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page, makeAxe }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await makeAxe(page).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('axe finds no violation with the full menu and a dropdown open', async ({ page, makeAxe }) => {
  await page.goto('/main');
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button').first().click();
  expect((await makeAxe(page).analyze()).violations).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: '전체메뉴' }).click();
  await expect(page.getByRole('dialog', { name: '전체메뉴' })).toBeVisible();
  expect((await makeAxe(page).analyze()).violations).toEqual([]);
});

test('a keyboard user can skip to the content', async ({ page }) => {
  await page.goto('/main');
  await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문 바로가기' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('axe finds no violation on the login page, my library and the membership card', async ({ page, makeAxe }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  expect((await makeAxe(page).analyze()).violations).toEqual([]);
  await login(page, MEMBER1, '/mypage/lib-service');
  await expect(page.getByRole('heading', { name: '홍길동 님, 반갑습니다.' })).toBeVisible();
  expect((await makeAxe(page).analyze()).violations).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: '모바일 회원증' }).click();
  await expect(page.getByRole('dialog', { name: '모바일 회원증' })).toBeVisible();
  expect((await makeAxe(page).analyze()).violations).toEqual([]);
});

test('axe finds no violation on the my-library lists and the book page with holdings', async ({ page, makeAxe }) => {
  // A login, six pages and six axe scans: over 30 s on a loaded two-core runner.
  test.setTimeout(90_000);
  await login(page, MEMBER1, '/mypage/bookloan-list');
  for (const [path, heading] of [
    ['/mypage/bookloan-list', '대출 현황'],
    ['/mypage/bookreserve-list', '예약 현황'],
    ['/mypage/bookwish-list', '희망도서 신청'],
    ['/mypage/bookloan-log', '대출 이력'],
    ['/mypage/bookloan-state', '이용 현황'],
    ['/search/search-detail/0?bookType=book&bookKey=GGL0000001', '소년이 온다'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/마지막 업데이트|소장 정보/).first()).toBeVisible();
    const results = await makeAxe(page).analyze();
    expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('a member on a 320 px phone reads pages without scrolling sideways (reflow)', async ({ page }) => {
  await login(page, MEMBER1, '/main');
  // On a phone the logout button lives in the full menu: log in wide, then narrow the window.
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/main', '/mypage/bookloan-list', '/search/search-detail/0?bookType=book&bookKey=GGL0000001']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
