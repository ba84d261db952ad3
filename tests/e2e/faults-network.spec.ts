import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import { ko } from '../../src/lib/i18n/messages-ko';
import { koCatalogue } from '../../src/lib/i18n/messages-catalogue-ko';
import { koLibrary } from '../../src/lib/i18n/messages-library-ko';
import { expect, test } from './fixtures';
import { fetchMenus } from './api';
import { MEMBER1, MEMBER2, login, memberNav } from './members';

// Issue 18 part 2, the network half: each fault injected in a real browser with Playwright's
// routing, checked as a member sees it. The service worker is part of it (the app's pages load
// from its precache while the API fails), so it is allowed here.
test.use({ serviceWorkers: 'allow' });

const API = ['**/gglib/**', '**/api/**'] as const;
const MANAGE_CODE = '141674';
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Every API call is refused, as by a server that is not running. */
async function refuseApi(context: BrowserContext): Promise<void> {
  for (const pattern of API) await context.route(pattern, (route) => route.abort('connectionrefused'));
}

/** The API comes back. */
async function restoreApi(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Logs a request context in through the API (not routed: the server's own view) and answers the user_key. */
async function apiLogin(request: APIRequestContext, member: { id: string; password: string }): Promise<string> {
  const response = await request.post('/gglib/login', { data: { id: member.id, pw: encode(member.password) } });
  return ((await response.json()) as { USER_DATA: { USER_KEY: string } }).USER_DATA.USER_KEY;
}

/** How many of the member's hope-book requests carry this title, on the server. */
async function wishesTitled(request: APIRequestContext, userKey: string, title: string): Promise<number> {
  const response = await request.post('/gglib/selectwishlist', { data: { user_key: userKey, manage_code: MANAGE_CODE } });
  const list = ((await response.json()) as { LIST: Array<{ TITLE: string }> }).LIST;
  return list.filter((wish) => wish.TITLE === title).length;
}

function banner(page: Page) {
  return page.getByRole('status').filter({ hasText: ko.app.serverDown });
}

async function expectStillMember(page: Page): Promise<void> {
  await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toHaveCount(0);
}

async function expectNoErrorPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '서비스가 일시 중단되었습니다' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '서버 오류가 발생했습니다' })).toHaveCount(0);
}

function myLibraryNav(page: Page) {
  return page.getByRole('navigation', { name: koLibrary.nav });
}

test.describe('network faults', () => {
  test('server down at start: after one online visit the shell, menus and the member’s stored pages render, said in words, still logged in', async ({
    page,
    context,
    request,
    waitForServiceWorkerControl,
  }) => {
    const menus = (await fetchMenus(request)).filter((item) => item.MENU_ID !== 17);
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER1, '/mypage/lib-service');
    await expect(page.getByText(`${MEMBER1.name} 님, 반갑습니다.`)).toBeVisible();
    await page.goto('/mypage/bookloan-list');
    const loanCount = page.getByText(/^대출 중인 자료 \d+권$/);
    await expect(loanCount).toBeVisible();
    const loansOnline = await loanCount.textContent();
    await page.goto('/main');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('button', { name: menus[0]?.MENU_NAME ?? '', exact: true })).toBeVisible();

    await refuseApi(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '경기도서관' })).toBeVisible();
    for (const item of menus) await expect(nav.getByRole('button', { name: item.MENU_NAME, exact: true })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectStillMember(page);
    await expectNoErrorPage(page);

    await page.goto('/mypage/lib-service');
    await expect(page.getByRole('heading', { level: 1, name: '나의 도서관' })).toBeVisible();
    await expect(page.getByText(`${MEMBER1.name} 님, 반갑습니다.`)).toBeVisible();
    await expect(banner(page)).toBeVisible();

    await myLibraryNav(page).getByRole('link', { name: '대출 현황' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '대출 현황' })).toBeVisible();
    await expect(loanCount).toHaveText(loansOnline ?? '');
    await expect(page.getByText(/^마지막 업데이트 \d{4}\. \d{2}\. \d{2}\./)).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectStillMember(page);
    await expectNoErrorPage(page);

    // The server back: the next answer ends the message, and the member is still the member.
    await restoreApi(context);
    await myLibraryNav(page).getByRole('link', { name: '예약 현황' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '예약 현황' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expectStillMember(page);
  });

  test('server down mid-session: pages render from the device, the hope-book request is kept and sent once when the server answers again', async ({
    page,
    context,
    request,
    waitForServiceWorkerControl,
  }) => {
    test.setTimeout(90_000);
    const userKey = await apiLogin(request, MEMBER2);
    const title = `서버 장애 중 신청한 책 ${Date.now()}`;
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER2, '/mypage/bookwish-list');
    await expect(page.getByText(/^마지막 업데이트 /)).toBeVisible();
    await myLibraryNav(page).getByRole('link', { name: '대출 현황' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '대출 현황' })).toBeVisible();
    await expect(page.getByText(/^마지막 업데이트 /)).toBeVisible();

    await refuseApi(context);
    await myLibraryNav(page).getByRole('link', { name: '희망도서 신청' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '희망도서 신청' })).toBeVisible();
    await expect(page.getByText(/^마지막 업데이트 /)).toBeVisible();
    await page.getByLabel('도서명 (필수)').fill(title);
    await page.getByLabel('신청 사유').fill('서버가 멈춘 동안 신청했습니다. 한 번만 접수되어야 합니다.');
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: koLibrary.queued })).toBeVisible();
    await expect(page.getByText(koLibrary.pendingCount(1))).toBeVisible();
    await expect(banner(page)).toBeVisible();
    expect(await wishesTitled(request, userKey, title)).toBe(0);

    // The member moves on: stored pages, the same message, still logged in.
    await myLibraryNav(page).getByRole('link', { name: '대출 현황' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '대출 현황' })).toBeVisible();
    await expect(page.getByText(/^마지막 업데이트 /)).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectStillMember(page);
    await expectNoErrorPage(page);
    expect(await wishesTitled(request, userKey, title)).toBe(0);

    // The server answers again: the next page's calls bring the kept request, once.
    await restoreApi(context);
    await myLibraryNav(page).getByRole('link', { name: '희망도서 신청' }).click();
    await expect.poll(() => wishesTitled(request, userKey, title), { timeout: 15_000 }).toBe(1);
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expect(page.getByText(koLibrary.pendingCount(1))).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expectStillMember(page);
    // Every trigger (the server's return, the page start, the worker's sync) has had its chance.
    await page.reload();
    await page.waitForTimeout(1500);
    expect(await wishesTitled(request, userKey, title)).toBe(1);
  });

  test('5xx storm: the app says so in Korean, stays usable from the device, keeps the member, and shows fresh data on the member’s retry', async ({
    page,
    context,
    request,
    waitForServiceWorkerControl,
  }) => {
    test.setTimeout(90_000);
    const userKey = await apiLogin(request, MEMBER1);
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER1, '/mypage/my-interested-book');
    await expect(page.getByText(/^마지막 업데이트 /)).toBeVisible();
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1, name: '경기도서관' })).toBeVisible();

    // Every call answers 500, or 503 with Retry-After, in turn.
    let calls = 0;
    for (const pattern of API) {
      await context.route(pattern, (route) => {
        calls += 1;
        return calls % 2 === 0
          ? route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, contentType: 'text/plain', body: 'Service Unavailable' })
          : route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      });
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '경기도서관' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectStillMember(page);
    await expectNoErrorPage(page);

    // Navigation works, through the app's own links, and shows the stored list with what it is.
    await memberNav(page).getByRole('link', { name: '나의 도서관' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '나의 도서관' })).toBeVisible();
    await myLibraryNav(page).getByRole('link', { name: '관심도서' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '관심도서' })).toBeVisible();
    await expect(page.getByText(/^마지막 업데이트 /)).toBeVisible();
    await expect(page.getByText(koLibrary.failedCached)).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectStillMember(page);
    await expectNoErrorPage(page);
    expect(calls).toBeGreaterThan(0);
    // A book never opened on this device: the failure in words (not 'no such book'), and back.
    await page.getByRole('main').locator('a[href*="/search/search-detail/"]').first().click();
    await expect(page.getByRole('alert').filter({ hasText: koCatalogue.detail.failed })).toBeVisible();
    await expect(page.getByText(koCatalogue.detail.missing)).toHaveCount(0);
    await expectStillMember(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '관심도서' })).toBeVisible();
    await expect(page.getByText(koLibrary.failedCached)).toBeVisible();

    // Meanwhile the member's data changes on the server (another device adds an interest).
    const listed = async () => {
      const response = await request.post('/gglib/selectinterestlist', { data: { user_key: userKey, manage_code: MANAGE_CODE } });
      return ((await response.json()) as { LIST: Array<{ BOOK_KEY: string; TITLE: string }> }).LIST;
    };
    const before = new Set((await listed()).map((item) => item.BOOK_KEY));
    let added: { BOOK_KEY: string; TITLE: string } | undefined;
    for (let n = 1; n <= 60 && !added; n += 1) {
      const bookKey = `GGL${String(n).padStart(7, '0')}`;
      if (before.has(bookKey)) continue;
      const response = await request.post('/gglib/insertinterest', {
        data: { user_key: userKey, manage_code: MANAGE_CODE, book_key: bookKey },
        headers: { [IDEMPOTENCY_HEADER]: `faults-${Date.now()}-${n}` },
      });
      if (((await response.json()) as { RESULT: string }).RESULT === 'SUCCESS') added = (await listed()).find((item) => item.BOOK_KEY === bookKey);
    }
    if (!added) throw new Error('no book to add to the interests');
    await expect(page.getByRole('link', { name: added.TITLE, exact: true })).toHaveCount(0);

    // The storm ends; the member asks again and sees the server's list.
    await restoreApi(context);
    await page.getByRole('button', { name: koLibrary.refresh }).click();
    await expect(page.getByRole('link', { name: added.TITLE, exact: true })).toBeVisible();
    await expect(page.getByText(koLibrary.failedCached)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expectStillMember(page);
  });

  test('slow API (10 s): the stored page at once with a visible progress, one submit on a double click, and the answer when it comes', async ({
    page,
    context,
    request,
    waitForServiceWorkerControl,
  }) => {
    test.setTimeout(90_000);
    const userKey = await apiLogin(request, MEMBER2);
    const title = `느린 서버에서 신청한 책 ${Date.now()}`;
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER2, '/mypage/bookwish-list');
    const updated = page.getByText(/^마지막 업데이트 /);
    await expect(updated).toBeVisible();
    const updatedOnline = await updated.textContent();

    let wishCalls = 0;
    for (const pattern of API) {
      await context.route(pattern, async (route) => {
        if (route.request().url().endsWith('/gglib/insertwish')) wishCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        await route.continue().catch(() => undefined);
      });
    }
    const started = Date.now();
    await page.reload();
    // The device's copy at once, with its time, and a visible sign that newer data is coming.
    await expect(page.getByRole('heading', { level: 1, name: '희망도서 신청' })).toBeVisible({ timeout: 5_000 });
    await expect(updated).toHaveText(updatedOnline ?? '', { timeout: 5_000 });
    await expect(page.getByRole('button', { name: koLibrary.refreshing })).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(9_000);

    await page.getByLabel('도서명 (필수)').fill(title);
    await page.getByLabel('신청 사유').fill('응답이 느려도 한 번만 접수되어야 합니다.');
    await page.getByRole('button', { name: '신청하기' }).dblclick();
    await expect(page.getByRole('button', { name: '신청하기' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: ko.loadingOverlay })).toBeVisible();
    // The answer, when it arrives (the session check and the call, each 10 s late, in turn).
    await expect(page.getByRole('status').filter({ hasText: koLibrary.wishes.submitted(title) })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: '신청하기' })).toBeEnabled();
    expect(wishCalls).toBe(1);
    await restoreApi(context);
    expect(await wishesTitled(request, userKey, title)).toBe(1);
    await expectStillMember(page);
  });
});
