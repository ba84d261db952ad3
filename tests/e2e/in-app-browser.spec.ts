import { expect, test } from './fixtures';

// The service worker's offline behaviour is part of what these tests check (the suite blocks it
// elsewhere: installing it costs each new browser context about two seconds of CPU).
test.use({ serviceWorkers: 'allow' });

const KAKAOTALK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-S911N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36;KAKAOTALK 2410420';
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111 (iPhone15,3; iOS 17_1; ko_KR; ko; scale=3.00; 1290x2796; 531141383)';

test.describe('in-app browser (888)', () => {
  test.describe('KakaoTalk', () => {
    test.use({ userAgent: KAKAOTALK_ANDROID });

    test('shows the 888 page instead of the app, with the way out to the default browser', async ({ page, makeAxe }) => {
      await page.goto('/notice');
      await expect(page.getByRole('heading', { level: 1, name: '인앱 브라우저로 접속하셨습니다' })).toBeVisible();
      await expect(page.getByText('Safari, Chrome 등 기본 브라우저로 접속해 주세요.')).toBeVisible();
      const open = page.getByRole('link', { name: '기본 브라우저로 열기' });
      await expect(open).toHaveAttribute('href', `kakaotalk://web/openExternal?url=${encodeURIComponent(page.url())}`);
      // None of the app ran: no board, no menus.
      await expect(page.getByRole('heading', { name: '공지사항' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      expect((await makeAxe(page).analyze()).violations).toEqual([]);
    });
  });

  test.describe('Instagram on iOS', () => {
    test.use({ userAgent: INSTAGRAM_IOS });

    test('offers the link to copy and how to open it in Safari', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto('/main');
      await expect(page.getByRole('heading', { level: 1, name: '인앱 브라우저로 접속하셨습니다' })).toBeVisible();
      await expect(page.getByRole('link', { name: '기본 브라우저로 열기' })).toHaveCount(0);
      await expect(page.getByText(/Safari로 열기/)).toBeVisible();
      await page.getByRole('button', { name: '링크 복사' }).click();
      await expect(page.getByRole('status')).toHaveText('클립보드에 복사되었습니다.');
      await expect(page.getByRole('button', { name: '복사됨' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/main`);
      await expect(page.getByRole('button', { name: '링크 복사' })).toBeVisible({ timeout: 3000 });
    });
  });

  test('a crawler with an app token still gets the app (bots never see an error page)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1) KAKAOTALK 10.5.0' });
    const page = await context.newPage();
    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await context.close();
  });
});
