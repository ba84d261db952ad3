import { expect, test } from './fixtures';
import { fetchMenus, flatten, shellWithoutAnswers } from './api';
import { signedPreviewPath } from './preview-link';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shift';
import { pageHeads } from '../../src/app/page-heads';

test.describe('app shell', () => {
  test('/ goes to /main and the header shows the server menus, without menu 17', async ({ page, request }) => {
    const menus = await fetchMenus(request);
    const hidden = menus.find((item) => item.MENU_ID === 17);
    expect(hidden, 'the seed has a menu 17').toBeDefined();
    const visibleTop = menus.filter((item) => item.MENU_ID !== 17);

    await page.goto('/');
    await expect(page).toHaveURL(/\/main$/);
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    for (const item of visibleTop) {
      await expect(nav.getByRole('button', { name: item.MENU_NAME, exact: true })).toBeVisible();
    }
    await expect(page.getByText(hidden?.MENU_NAME ?? '', { exact: true })).toHaveCount(0);
    for (const child of hidden?.children ?? []) {
      await expect(page.getByText(child.MENU_NAME, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: '경기도서관 홈' })).toHaveAttribute('href', '/');
    const memberNav = page.getByRole('navigation', { name: '회원 메뉴' });
    await expect(memberNav.getByRole('link', { name: '로그인', exact: true })).toHaveAttribute('href', '/login');
    await expect(memberNav.getByRole('link', { name: '회원가입', exact: true })).toHaveAttribute('href', '/join/join-step01');
  });

  test('the shell and its code arrive as the build compressed them (brotli), and the page works', async ({ page }) => {
    const encodings = new Map<string, string>();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/main' && !/^\/assets\/.+\.js$/.test(url.pathname)) return;
      const sizes = await response.request().sizes();
      // Files under 1 KB are sent as they are.
      if (sizes.responseBodySize >= 1024 || url.pathname === '/main') encodings.set(url.pathname, response.headers()['content-encoding'] ?? 'none');
    });
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '신착도서 더보기' })).toBeVisible();
    await expect.poll(() => encodings.size).toBeGreaterThanOrEqual(4);
    expect(Object.fromEntries(encodings)).toEqual(Object.fromEntries([...encodings.keys()].map((path) => [path, 'br'])));
  });

  test('a dropdown opens on hover and keyboard, and closes on Escape and outside click', async ({ page, request }) => {
    const menus = await fetchMenus(request);
    const first = menus[0];
    if (!first) throw new Error('no menus');
    const secondLevel = first.children[0];
    if (!secondLevel) throw new Error('first menu has no children');
    await page.goto('/main');
    const button = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: first.MENU_NAME, exact: true });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: secondLevel.MENU_NAME }).first()).toBeVisible();
    await page.mouse.move(5, 800);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Tab passing through shows the dropdown (spec §2) without entering it: Tab goes on to the
    // next menu, not through every link of this one.
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await button.focus();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(nav.locator(':focus')).toHaveCount(1);
    await expect(panel.locator(':focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    // Enter goes in: the first link has the focus; Esc closes and gives it back to the button.
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: secondLevel.MENU_NAME }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Enter on an entered menu closes it.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { name: '분야별 바로가기' }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a type-5 menu opens its site in a new tab', async ({ page, context, request }) => {
    const menus = await fetchMenus(request);
    const outside = flatten(menus.filter((item) => item.MENU_ID !== 17)).find((item) => item.MENU_TYPE === 5);
    if (!outside) throw new Error('the seed has no type-5 menu');
    const parent = menus.find((item) => item.children.some((child) => child.MENU_ID === outside.MENU_ID));
    // No internet here: answer the outside site locally.
    await context.route(`${new URL(outside.OUTSIDE_URL).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>외부</title>' }));
    await page.goto('/main');
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: parent?.MENU_NAME ?? '', exact: true }).click();
    const link = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: new RegExp(outside.MENU_NAME) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(popup).toHaveURL(outside.OUTSIDE_URL.endsWith('/') ? outside.OUTSIDE_URL : new RegExp(outside.OUTSIDE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page).toHaveURL(/\/main$/);
  });

  test('an unmatched path shows the 404 page with its path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
    await expect(page.getByText('페이지가 삭제되었거나 잘못된 경로입니다.')).toBeVisible();
    await page.getByRole('button', { name: '메인으로' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { name: '경기도서관', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
  });

  test('the full-menu drawer: first tab chosen, arrow keys, closes after a choice and returns focus', async ({ page, request }) => {
    const menus = (await fetchMenus(request)).filter((item) => item.MENU_ID !== 17);
    await page.goto('/main');
    const opener = page.getByRole('banner').getByRole('button', { name: '전체메뉴' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '전체메뉴' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: '빠른 이동' })).toHaveCount(0);
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveCount(menus.length);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A choice navigates and the drawer closes shortly after.
    const guide = menus.find((item) => item.children.some((child) => child.MENU_TYPE === 1));
    const page1 = guide?.children.find((child) => child.MENU_TYPE === 1);
    if (!guide || !page1) throw new Error('no contents menu in the seed');
    await opener.click();
    await dialog.getByRole('tab', { name: guide.MENU_NAME }).click();
    await dialog.getByRole('link', { name: page1.MENU_NAME }).click();
    await expect(page).toHaveURL(new RegExp(`/contents/${page1.MENU_URL_WORD}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('navigation', { name: '빠른 이동' })).toBeVisible();
  });

  test('the footer links to the policies and shows the address, phone and 2025 copyright', async ({ page }) => {
    await page.goto('/main');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2025')).toBeVisible();
    await expect(footer.getByRole('link', { name: /대표전화/ })).toHaveAttribute('href', /^tel:/);
    await footer.getByRole('link', { name: '개인정보처리방침' }).click();
    await expect(page).toHaveURL(/\/terms\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: /개인정보/ })).toBeVisible();
    for (const [name, path] of [['이용약관', '/terms/agree'], ['영상정보처리기기 운영·관리 방침', '/terms/video']] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path);
    }
  });

  test('the floating bar scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/main');
    await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('navigation', { name: '빠른 이동' }).getByRole('button', { name: '맨 위로' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('content pages', () => {
  test('a contents menu renders its CMS page with a breadcrumb, a custom one too', async ({ page, request }) => {
    const all = flatten((await fetchMenus(request)).filter((item) => item.MENU_ID !== 17));
    const contents = all.find((item) => item.MENU_TYPE === 1);
    const custom = all.find((item) => item.MENU_TYPE === 6);
    if (!contents || !custom) throw new Error('seed lacks contents or custom menus');
    await page.goto(`/contents/${contents.MENU_URL_WORD}`);
    await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText(contents.MENU_NAME);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/최종 수정일/)).toBeVisible();
    await page.goto(`/custom/${custom.MENU_URL_WORD}`);
    await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText(custom.MENU_NAME);
  });

  test('an unknown menu word goes to the home page', async ({ page }) => {
    await page.goto('/contents/no-such-word');
    await expect(page).toHaveURL(/\/main$/);
    await page.goto('/custom/no-such-word');
    await expect(page).toHaveURL(/\/main$/);
  });

  test('a preview shows a draft that the public route does not', async ({ page }) => {
    // Without the link's signed token, a preview shows published pages only (issue 18).
    await page.goto('/preview/contents/smart-library-draft');
    await expect(page.getByRole('heading', { level: 1, name: '스마트도서관 확대 안내' })).toHaveCount(0);
    await page.goto(signedPreviewPath({ kind: 'contents', word: 'smart-library-draft' }));
    await expect(page.getByText('미리보기 화면입니다. 게시 전 내용일 수 있습니다.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '스마트도서관 확대 안내' })).toBeVisible();
    await page.goto('/contents/smart-library-draft');
    await expect(page.getByRole('heading', { level: 1, name: '스마트도서관 확대 안내' })).toHaveCount(0);
  });
});

test.describe('answers carried in the shell (contract/shell-answers.ts)', () => {
  test.use({ serviceWorkers: 'block', hidePopups: false });

  test('a first visit takes the menus, and on /main the day\'s popups, from the shell: no round trip before the page', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (call) => {
      const { pathname } = new URL(call.url());
      if (pathname.startsWith('/gglib/')) asked.push(pathname);
    });
    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    // The library's menus in the header, without asking the API.
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '도서관 소개', exact: true })).toBeVisible();
    expect(asked).not.toContain('/gglib/selectMenu');
    // Read once: the block is gone from the page.
    await expect(page.locator('#shell-answers')).toHaveCount(0);

    await page.goto('/main');
    await expect(page.getByRole('dialog', { name: '도서관 소식' })).toBeVisible();
    expect(asked).not.toContain('/gglib/getpopuplist');
  });
});

test.describe('server failures', () => {
  test.use({ serviceWorkers: 'block' });

  test('a 503 from selectMenu shows the 503 page', async ({ page }) => {
    await shellWithoutAnswers(page);
    await page.route('**/gglib/selectMenu', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"RESULT":"FAIL"}' }));
    await page.goto('/main');
    await expect(page.getByRole('heading', { name: '서비스가 일시 중단되었습니다' })).toBeVisible();
    await expect(page.getByText('서비스가 정상적으로 운영되지 않고 있습니다. 잠시 후 다시 이용해 주세요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '이전 페이지' })).toBeVisible();
  });

  test('NO_DATA from selectMenu also shows the 503 page', async ({ page }) => {
    await shellWithoutAnswers(page);
    await page.route('**/gglib/selectMenu', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ RESULT_CODE: 100, RESULT: 'NO_DATA', LIST: [] }) }),
    );
    await page.goto('/main');
    await expect(page.getByRole('heading', { name: '서비스가 일시 중단되었습니다' })).toBeVisible();
  });

  test('bots get no error page', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Page Not Found: /no-such-page')).toHaveCount(0);
    await context.close();
  });
});

test.describe('page heads in the shell', () => {
  for (const [path, head] of Object.entries(pageHeads)) {
    test(`${path} shows its heading and intro before the app starts, where and as the app then draws them`, async ({ browser, baseURL, page }) => {
      const boxes = async (target: typeof page) => {
        const heading = target.getByRole('heading', { level: 1, name: head.title, exact: true });
        const intro = target.getByText(head.intro, { exact: true });
        await expect(heading).toBeVisible();
        await expect(intro).toBeVisible();
        return [await heading.boundingBox(), await intro.boundingBox()];
      };
      // Without scripts: the shell as the server sent it.
      const plain = await browser.newContext({ baseURL, viewport: page.viewportSize(), javaScriptEnabled: false, locale: 'ko-KR', serviceWorkers: 'block' });
      const staticPage = await plain.newPage();
      await staticPage.goto(path);
      const before = await boxes(staticPage);
      await plain.close();

      // With the app: the same text in the same place, once, never taken away on the way (the
      // app's first render waits for the page), and nothing moved.
      await page.addInitScript((title) => {
        const seen = window as unknown as { __headShown?: boolean; __headGone?: boolean };
        new MutationObserver(() => {
          const heading = document.querySelector('#main-content h1.page-title');
          if (heading?.textContent === title) seen.__headShown = true;
          else if (seen.__headShown) seen.__headGone = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, head.title);
      await watchLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
      expect(await boxes(page)).toEqual(before);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForTimeout(500);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
      expect(await page.evaluate(() => (window as unknown as { __headGone?: boolean }).__headGone ?? false)).toBe(false);
    });
  }
});
