import { expect, test } from './fixtures';
import { fetchMenus } from './api';

// The service worker's offline behaviour is part of what these tests check (the suite blocks it
// elsewhere: installing it costs each new browser context about two seconds of CPU).
test.use({ serviceWorkers: 'allow' });

test.describe('offline', () => {
  test('after one online visit, /main and deep links still render the shell and cached menus offline', async ({ page, context, request, waitForServiceWorkerControl }) => {
    const menus = (await fetchMenus(request)).filter((item) => item.MENU_ID !== 17);
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('button', { name: menus[0]?.MENU_NAME ?? '', exact: true })).toBeVisible();
    // Visit one content page online so its text is stored too.
    await page.goto('/contents/hours');
    const onlineTitle = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    await page.goto('/main');
    await expect(page.getByText('오프라인 상태입니다. 저장된 정보를 보여드립니다.')).toBeVisible();
    for (const item of menus) {
      await expect(nav.getByRole('button', { name: item.MENU_NAME, exact: true })).toBeVisible();
    }
    await page.reload();
    await expect(nav.getByRole('button', { name: menus[0]?.MENU_NAME ?? '', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '경기도서관' })).toBeVisible();

    // A deep link visited before: shell, menus and the stored page.
    await page.goto('/contents/hours');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(onlineTitle ?? '');
    await expect(page.getByText('오프라인 상태입니다. 저장된 정보를 보여드립니다.')).toBeVisible();

    // A deep link never visited: the shell and menus still render, with a clear message.
    await page.goto('/contents/greeting');
    await expect(nav.getByRole('button', { name: menus[0]?.MENU_NAME ?? '', exact: true })).toBeVisible();
    await expect(page.getByText('오프라인 상태라 이 페이지를 불러올 수 없습니다. 네트워크에 연결된 뒤 다시 시도해 주세요.')).toBeVisible();

    // An unknown path offline is still the app's own 404, not the browser's error.
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();

    await context.setOffline(false);
    await page.goto('/main');
    await expect(page.getByText('오프라인 상태입니다. 저장된 정보를 보여드립니다.')).toHaveCount(0);
  });
});
