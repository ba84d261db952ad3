import { expect, test } from './fixtures';

/*
 * Links preload their route on hover, focus and touch (the router's defaultPreload 'intent'): its
 * code, its guards and its data, quietly (src/data/resource.ts, LoadOptions.preload). A hover must
 * not count a post view, show the loading overlay or alert a visitor; the click then shows the
 * data the hover brought.
 */
test.describe('intent preloading', () => {
  test('a hover loads the page code and its data quietly, never a counted read; the click shows it', async ({ page }) => {
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

    await expect.poll(() => api.filter((path) => path === '/gglib/selectnewbooks').length).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: '잠시만 기다려 주세요.' })).toHaveCount(0);
    // Opening a post counts a view on the server: a hover never asks for it.
    expect(api.filter((path) => path.endsWith('/selectboarddetail'))).toEqual([]);
    expect(dialogs).toEqual([]);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await more.click();
    await expect(page).toHaveURL(/\/search\/new\/new-list$/);
    await expect(page.getByRole('heading', { name: '신착도서', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first()).toBeVisible();
    // The list the hover brought is the one shown: no second request.
    expect(api.filter((path) => path === '/gglib/selectnewbooks')).toHaveLength(1);
  });
});

test.describe('the Link header of a page', () => {
  test('preloads the page’s stylesheets so that the browser uses them: each is fetched once, none is wasted', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
    });
    for (const [path, name] of [
      ['/about/introduce/greeting', '인사말'],
      ['/library-service/library-experiments/ai-quiz', 'AI 독서 퀴즈'],
    ] as const) {
      const response = await page.goto(path);
      const header = (await response?.headerValue('link')) ?? '';
      // The page's own CSS is named in the header (beside the entry's files)…
      const preloaded = [...header.matchAll(/<(\/assets\/[^>]+\.css)>; rel=preload; as=style/g)].map((match) => match[1]);
      expect(preloaded.length, path).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await page.waitForLoadState('networkidle');
      // …and the stylesheet the page then adds takes that response: one request for each file.
      for (const file of preloaded) expect(stylesheets.filter((requested) => requested === file), file).toHaveLength(1);
    }
    expect(warnings).toEqual([]);
  });
});
