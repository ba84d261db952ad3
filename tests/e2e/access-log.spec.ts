import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

interface AccessLogBody {
  access_url: string;
  access_prev_url: string;
  access_menu_key: string;
  access_menu_name: string;
  access_device: string;
  access_page_name: string;
  manage_code: string;
}

function accessLogs(requests: Request[]): AccessLogBody[] {
  return requests.filter((request) => request.url().endsWith('/gglib/homepageinsertaccesslog')).map((request) => request.postDataJSON() as AccessLogBody);
}

test.describe('access log', () => {
  test('every path change is logged with the menu entry and the marked previous address', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/main?ref=a.b');
    await expect.poll(() => accessLogs(requests).length).toBeGreaterThanOrEqual(1);
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '이용안내', exact: true }).click();
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '이용시간·휴관일' }).click();
    await expect(page).toHaveURL(/\/contents\/hours$/);
    await expect.poll(() => accessLogs(requests).some((log) => log.access_url.endsWith('/contents/hours'))).toBe(true);
    const log = accessLogs(requests).find((entry) => entry.access_url.endsWith('/contents/hours'));
    expect(log).toMatchObject({ manage_code: '141674', access_device: 'P', access_menu_key: '301', access_menu_name: '이용시간·휴관일' });
    expect(log?.access_prev_url).toContain('/main?ref=a|||b');
    expect(log?.access_prev_url).not.toContain('.');
    expect(log?.access_page_name).toContain('경기도서관');
  });

  test('coming back from a page that never loaded is a page view again', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const viewsOf = (suffix: string) => accessLogs(requests).filter((log) => log.access_url.endsWith(suffix)).length;
    await page.goto('/main');
    await expect.poll(() => viewsOf('/main')).toBe(1);
    // 인사말's content is held back, so its page is still loading (behind the loading overlay) when
    // the member goes back.
    await page.route('**/gglib/selectcontents', async (route) => {
      if ((route.request().postDataJSON() as { menu_url_word?: string }).menu_url_word !== 'greeting') return route.continue();
    });
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await nav.getByRole('button', { name: '도서관 소개', exact: true }).click();
    await nav.getByRole('link', { name: '인사말' }).click();
    await expect(page).toHaveURL(/\/contents\/greeting$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
    await expect.poll(() => viewsOf('/main')).toBe(2);
    expect(viewsOf('/contents/greeting')).toBe(0);
  });

  test('logs made offline wait in the outbox and are all sent when the network returns', { tag: '@sw' }, async ({ page, context, waitForServiceWorkerControl }) => {
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await page.goto('/contents/greeting');
    await page.goto('/main');
    await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();

    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await context.setOffline(true);
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await nav.getByRole('button', { name: '도서관 소개', exact: true }).click();
    await nav.getByRole('link', { name: '인사말' }).click();
    await expect(page).toHaveURL(/\/contents\/greeting$/);
    // As a person would: the page is read before moving on. (A tap on 홈 before it has loaded
    // supersedes it, and only /main is a page view then: src/app/shell/page-views.ts.)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('인사말');
    await page.getByRole('link', { name: '경기도서관 홈' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('gglib-portal');
      open.onsuccess = () => {
        const count = open.result.transaction('outbox').objectStore('outbox').count();
        count.onsuccess = () => resolve(count.result);
      };
    }))).toBeGreaterThanOrEqual(2);
    const sentWhileOffline = accessLogs(requests).length;

    await context.setOffline(false);
    await expect.poll(() => accessLogs(requests).length - sentWhileOffline).toBeGreaterThanOrEqual(2);
    const replayed = accessLogs(requests);
    expect(replayed.some((log) => log.access_url.endsWith('/contents/greeting'))).toBe(true);
    expect(replayed.some((log) => log.access_url.endsWith('/main'))).toBe(true);
    await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('gglib-portal');
      open.onsuccess = () => {
        const count = open.result.transaction('outbox').objectStore('outbox').count();
        count.onsuccess = () => resolve(count.result);
      };
    }))).toBe(0);
  });
});
