import { expect, test } from './fixtures';

/*
 * Links preload their route on hover, focus and touch (the router's defaultPreload 'intent'):
 * its code and guards, never its data yet (src/app/preload-policy.ts). A hover must not fetch a
 * list, count a post view, show the loading overlay or alert a visitor.
 */
test.describe('intent preloading', () => {
  test('a hover loads the page code but not its data, and the click still loads the data', async ({ page }) => {
    const api: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/gglib/')) api.push(url.pathname);
      if (request.resourceType() === 'script') scripts.push(url.pathname);
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/main');
    const more = page.getByRole('link', { name: '신착도서 더보기' });
    await expect(more).toBeVisible();

    await more.hover();
    await expect.poll(() => scripts.some((path) => /\/assets\/new-list-[\w-]+\.js$/.test(path))).toBe(true);
    // A notice's title: its page would count a view.
    await page.getByRole('tabpanel').getByRole('link').first().hover();
    // A members-only page: its guard stops a visitor, silently on a preload.
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '대출 현황' }).hover();
    await page.getByRole('link', { name: '경기도서관 홈' }).hover();

    await expect(page.getByRole('status').filter({ hasText: '잠시만 기다려 주세요.' })).toHaveCount(0);
    expect(api.filter((path) => /selectnewbooks|selectboarddetail|selectboardlist/.test(path))).toEqual([]);
    expect(dialogs).toEqual([]);

    await more.click();
    await expect(page).toHaveURL(/\/search\/new\/new-list$/);
    await expect.poll(() => api.includes('/gglib/selectnewbooks')).toBe(true);
    await expect(page.getByRole('heading', { name: '신착 도서', level: 1 })).toBeVisible();
  });
});
