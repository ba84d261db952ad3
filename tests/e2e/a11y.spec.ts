import { expect, test } from './fixtures';
import { MEMBER1, login } from './members';

for (const path of ['/main', '/contents/hours', '/no-such-page', '/terms/privacy']) {
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
