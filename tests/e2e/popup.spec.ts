import { expect, test } from './fixtures';

test.use({ hidePopups: false });

const DAY_ONE = new Date('2026-11-21T10:00:00+09:00');
const DAY_TWO = new Date('2026-11-22T09:00:00+09:00');

test.describe('main page popup', () => {
  test('shows the day’s notices; links unless the flag is N; a broken image falls back to the grey logo', async ({ page, makeAxe }) => {
    await page.clock.setFixedTime(DAY_ONE);
    // One image answers 404, as a popup whose file was deleted on the server would.
    await page.context().route('**/uploads/popup/app-launch.webp', (route) => route.fulfill({ status: 404, body: '' }));
    const listCall = page.waitForRequest((request) => request.url().includes('/gglib/getpopuplist'));
    await page.goto('/main');
    const url = new URL((await listCall).url());
    expect(url.searchParams.get('manage_code')).toBe('141674');
    expect(url.searchParams.get('today')).toBe('2026-11-21');

    const dialog = page.getByRole('dialog', { name: '도서관 소식' });
    await expect(dialog).toBeVisible();
    // Focus is kept inside the modal.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: '다음 슬라이드' })).toBeVisible();

    const festival = dialog.getByRole('img', { name: '경기도서관 개관 기념 북페스티벌' });
    await expect(festival.locator('xpath=ancestor::a')).toHaveAttribute('href', '/ever-reading/festival');
    // The first notice's image (a WebP) has arrived and decoded at its full size.
    await expect.poll(() => festival.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(600);
    const closing = dialog.getByRole('img', { name: '12월 정기 휴관일 안내' });
    await expect(closing).toBeAttached();
    await expect(closing.locator('xpath=ancestor::a')).toHaveCount(0);
    // The notices after the first load when the slider brings them near: go to the last one.
    const broken = dialog.getByRole('img', { name: '경기도서관 앱 출시 안내' });
    // Quick clicks while the slider is still moving each count.
    for (let step = 0; step < 3; step++) await dialog.getByRole('button', { name: '다음 슬라이드' }).click();
    await expect(dialog.getByText('4 / 4')).toBeVisible();
    await expect(broken).toBeInViewport();
    await expect(broken).toHaveAttribute('src', '/images/cover-fallback.webp');
    // The expired popup is not there.
    await expect(dialog.getByRole('img', { name: '2024 송년 독서 주간' })).toHaveCount(0);

    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    // The page behind is inert while the popup is open: the skip link leads into the popup.
    await page.getByRole('link', { name: '본문 바로가기' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.locator(':focus')).toHaveCount(1);

    // Closed from the keyboard, it leaves the focus on the page's content, not on nothing.
    await dialog.getByRole('button', { name: '닫기' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    // Closing clears the content.
    await expect(page.getByRole('img', { name: '12월 정기 휴관일 안내' })).toHaveCount(0);
  });

  test('taking the focus on its first notice does not load that notice\'s page; the member\'s hover does', async ({ page }) => {
    await page.clock.setFixedTime(DAY_ONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const festivalPage = (path: string) => /\/assets\/(festival|routes-ever-reading)-[\w-]+\.js$/.test(path);
    await page.goto('/main');
    const dialog = page.getByRole('dialog', { name: '도서관 소식' });
    const firstNotice = dialog.getByRole('link', { name: '경기도서관 개관 기념 북페스티벌' });
    // The dialog moves the focus to its first notice (a link) as it opens: that is not the
    // member's intent to follow it, so /main's first load stays /main's (issue 13's budget).
    await expect(firstNotice).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(festivalPage)).toEqual([]);

    // A pointer resting on it is: the page's code is fetched before the click.
    await firstNotice.hover();
    await expect.poll(() => scripts.filter(festivalPage).length).toBeGreaterThan(0);
  });

  test('오늘 하루 보지 않기 hides it across reloads and it comes back the next day', async ({ page }) => {
    await page.clock.setFixedTime(DAY_ONE);
    await page.goto('/main');
    const dialog = page.getByRole('dialog', { name: '도서관 소식' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('popup_no_sight'))).toBe('2026-11-21');

    await page.reload();
    await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
    await expect(dialog).toBeHidden();
    // Another page and back to /main: still hidden today.
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button').first().click();
    await page.goto('/main');
    await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.clock.setFixedTime(DAY_TWO);
    const listCall = page.waitForRequest((request) => request.url().includes('/gglib/getpopuplist'));
    await page.reload();
    expect(new URL((await listCall).url()).searchParams.get('today')).toBe('2026-11-22');
    await expect(dialog).toBeVisible();
    // The stale choice was cleared.
    expect(await page.evaluate(() => localStorage.getItem('popup_no_sight'))).toBeNull();
  });

  test('hidden for today, /main no longer downloads the popup\'s first picture: the shell stops naming it for preload', async ({ page, context }) => {
    // The library's real day: the server compares the choice's day with its own.
    await page.goto('/main');
    const dialog = page.getByRole('dialog', { name: '도서관 소식' });
    await expect(dialog).toBeVisible();
    const first = await dialog.getByRole('img').first().getAttribute('src');
    expect(first).toMatch(/^\/uploads\//);
    await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect(dialog).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'gglib_popup_hidden')?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const cdp = await context.newCDPSession(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const reloadCold = async () => {
      await cdp.send('Network.clearBrowserCache');
      asked.length = 0;
      await page.reload();
      await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    await reloadCold();
    await expect(dialog).toBeHidden();
    expect(asked.filter((path) => path === first)).toEqual([]);

    // The control: without the cookie the shell names the picture again, and it is fetched, though
    // the device's own choice still keeps the popup closed.
    await context.clearCookies({ name: 'gglib_popup_hidden' });
    await reloadCold();
    await expect(dialog).toBeHidden();
    expect(asked.filter((path) => path === first)).toEqual([first]);
  });

  test('closed with 닫기, it is checked and shown again at the next navigation to /main (spec §4); a stale choice is cleared there', async ({ page }) => {
    await page.clock.setFixedTime(DAY_ONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/gglib/getpopuplist')) asked.push(request.url());
    });
    await page.goto('/main');
    const dialog = page.getByRole('dialog', { name: '도서관 소식' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    // No choice for the day was made.
    expect(await page.evaluate(() => localStorage.getItem('popup_no_sight'))).toBeNull();

    // Another page and back to /main inside the app: asked again and shown again.
    await page.getByRole('link', { name: '공지사항 더보기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('link', { name: '경기도서관 홈' }).click();
    await expect(dialog).toBeVisible();
    expect(asked).toHaveLength(2);
    // Esc closes it too; a choice of another day, found at the next navigation, is cleared.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: '공지사항 더보기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('popup_no_sight', '2000-01-01'));
    await page.getByRole('link', { name: '경기도서관 홈' }).click();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('popup_no_sight'))).toBeNull();
  });

  test('checked again on each navigation to /main', async ({ page }) => {
    await page.clock.setFixedTime(DAY_ONE);
    await page.goto('/contents/hours');
    await expect(page.getByRole('dialog', { name: '도서관 소식' })).toHaveCount(0);
    await page.getByRole('link', { name: '경기도서관 홈' }).click();
    await expect(page.getByRole('dialog', { name: '도서관 소식' })).toBeVisible();
  });

  test('the first notice\'s image is fetched alone; the others only once it has arrived', async ({ page }) => {
    await page.clock.setFixedTime(DAY_ONE);
    const images: { url: string; at: number }[] = [];
    let firstDone = 0;
    page.on('request', (request) => {
      if (request.url().includes('/uploads/popup/')) images.push({ url: new URL(request.url()).pathname, at: Date.now() });
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/uploads/popup/book-festival.webp')) firstDone ||= Date.now();
    });
    // A slow phone network: the first image takes a while, and nothing else may compete with it.
    await page.route('**/uploads/popup/book-festival.webp', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/main');
    const dialog = page.getByRole('dialog', { name: '도서관 소식' });
    // Every notice is named at once, the ones still waiting too.
    await expect(dialog.getByRole('img', { name: '12월 정기 휴관일 안내' })).toBeAttached();
    await expect.poll(() => images.length).toBeGreaterThanOrEqual(3);
    expect(images[0]?.url).toBe('/uploads/popup/book-festival.webp');
    expect(firstDone).toBeGreaterThan(0);
    for (const later of images.filter((image) => image.url !== '/uploads/popup/book-festival.webp')) expect(later.at).toBeGreaterThanOrEqual(firstDone);
  });
});
