import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBER1, MEMBER2, login } from './members';

/*
 * Issue 20, items 3 and 4, on a phone screen: a copy's state on the book page and the first
 * results of a search on the first screen without scrolling sideways; a member's reminders at the
 * top of /main, offline too, and none for a visitor or a member with nothing due.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The element's box, which must exist. */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box');
  return found;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('availability and results on the first screen', () => {
  test('a copy on loan says 대출중 and its due date inside the screen, with its headers for screen readers', async ({ page, request, makeAxe }) => {
    // member1's overdue loan: a copy of this book is out, with its due date.
    const search = await request.post('/gglib/searchcatalogue', { data: { manage_code: '141674', query: '작별하지 않는다', field: 'title', size: 10 } });
    const { LIST } = (await search.json()) as { LIST: Array<{ BOOK_KEY: string; TITLE: string }> };
    const book = LIST.find((entry) => entry.TITLE === '작별하지 않는다');
    if (!book) throw new Error('the demo catalogue has 작별하지 않는다');

    await page.goto(`/search/search-detail/0?bookType=book&bookKey=${book.BOOK_KEY}`);
    await expect(page.getByRole('heading', { level: 1, name: '작별하지 않는다' })).toBeVisible();
    const holdings = page.getByRole('table', { name: '소장 정보' });
    const onLoan = holdings.getByRole('row').filter({ has: page.getByText('대출중', { exact: true }) }).first();
    const state = onLoan.getByText('대출중', { exact: true });
    const due = onLoan.getByText(/^반납 예정 \d{4}-\d{2}-\d{2}$/);
    for (const part of [state, due, onLoan.getByRole('rowheader')]) {
      await part.scrollIntoViewIfNeeded();
      await expect(part).toBeVisible();
      const { x, width } = await box(part);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Nothing scrolls sideways inside the page either (the table's own scroller).
    expect(await holdings.evaluate((table) => (table.parentElement ? table.parentElement.scrollWidth - table.parentElement.clientWidth : 0))).toBeLessThanOrEqual(0);

    // Drawn as cards, still a table to assistive technology: the header row and the cells with their names.
    await expect(holdings.getByRole('columnheader', { name: '상태' })).toHaveCount(1);
    await expect(holdings.getByRole('cell', { name: /^대출중 반납 예정/ }).first()).toBeVisible();
    await expect(onLoan.getByText('청구기호', { exact: true })).toBeVisible();
    await expect(onLoan.getByText('자료실', { exact: true })).toBeVisible();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    // A wide screen keeps the table with its header row and no labels in the cells.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(holdings.getByRole('columnheader', { name: '상태' })).toBeVisible();
    await expect(onLoan.getByText('청구기호', { exact: true })).toBeHidden();
  });

  test('a search shows the count and the first result on the first screen; the filters open from their button', async ({ page, makeAxe }) => {
    await page.goto(`/search/search-list?query=${encodeURIComponent('소년이 온다')}`);
    const count = page.getByText(/^‘소년이 온다’ 검색 결과 \d+건$/);
    await expect(count).toBeVisible();
    // A screen reader hears it from the page's status.
    await expect(page.getByRole('status').filter({ hasText: '검색을 마쳤습니다. ‘소년이 온다’ 검색 결과' })).toBeAttached();
    const results = page.getByRole('region', { name: /‘소년이 온다’ 검색 결과/ });
    const first = results.getByRole('listitem').first().getByRole('link', { name: '소년이 온다', exact: true });
    await expect(first).toBeVisible();
    const innerHeight = await page.evaluate(() => window.innerHeight);
    expect((await box(first)).y).toBeLessThan(innerHeight);
    expect((await box(count)).y).toBeLessThan(innerHeight);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Folded: the button says so; the filters are out of the way until asked for.
    const toggle = page.getByRole('button', { name: '검색 결과 좁히기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panelId = await toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();
    const availability = page.getByRole('group', { name: '대출 가능 여부' });
    await expect(availability).toBeHidden();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    // By keyboard: open, then tab into the first filter and tick it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(availability).toBeVisible();
    await expect(page.getByRole('group', { name: '주제 분류(KDC)' })).toBeVisible();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /대출가능만 보기/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/available=Y/);
    // The button counts the filter in use.
    await expect(page.getByRole('button', { name: /^검색 결과 좁히기 1개 적용 중$/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /대출가능만 보기/ })).toBeChecked();

    // Folded again by the same button.
    await page.getByRole('button', { name: /^검색 결과 좁히기/ }).click();
    await expect(availability).toBeHidden();

    // A wide screen keeps the filters beside the results, with no button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(availability).toBeVisible();
    await expect(page.getByRole('button', { name: /^검색 결과 좁히기/ })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: '검색 결과 좁히기' })).toBeVisible();
  });
});

test.describe("a member's reminders on the home page", () => {
  const reminders = (page: Page) => page.getByRole('region', { name: '나의 도서관 알림' });

  /** On a phone the logout button (which login() waits for) lives in the full menu: log in wide, then narrow the window. */
  async function loginThenPhone(page: Page, member: { id: string; password: string }): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, member, '/main');
    await page.setViewportSize(PHONE);
  }

  test('overdue, ready to collect and due soon at the top of /main, each to its 나의 도서관 page, offline too', { tag: '@sw' }, async ({ page, context, makeAxe, waitForServiceWorkerControl }) => {
    await loginThenPhone(page, MEMBER1);
    const region = reminders(page);
    const overdue = region.getByRole('link', { name: /^연체 \d+일 작별하지 않는다$/ });
    const ready = region.getByRole('link', { name: /^예약도서 도착 · 보관기한 \d{4}-\d{2}-\d{2}까지 어서 오세요, 휴남동 서점입니다$/ });
    const soon = region.getByRole('link', { name: /^(반납 D-\d|오늘 반납) 지구 끝의 온실$/ });
    for (const line of [overdue, ready, soon]) {
      await expect(line).toBeVisible();
      // On the first screen, before the quick links.
      expect((await box(line)).y + (await box(line)).height).toBeLessThanOrEqual(PHONE.height);
    }
    expect((await box(region)).y).toBeLessThan((await box(page.getByRole('navigation', { name: '바로가기' }))).y);
    await expect(overdue).toHaveAttribute('href', '/mypage/bookloan-list');
    await expect(soon).toHaveAttribute('href', '/mypage/bookloan-list');
    await expect(ready).toHaveAttribute('href', '/mypage/bookreserve-list');
    await expect(region.getByText(/^마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}$/)).toBeVisible();
    // Within the screen's width (the member's header is issue 20's item 1, checked on its own).
    const { x, width } = await box(region);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    // From the device when the network is gone.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    for (const line of [overdue, ready, soon]) await expect(line).toBeVisible();
    await expect(region.getByText(/오프라인 상태라 이 기기에 저장된 정보입니다/)).toBeVisible();
    await context.setOffline(false);

    await ready.click();
    await expect(page).toHaveURL(/\/mypage\/bookreserve-list$/);
    await expect(page.getByRole('heading', { level: 1, name: '예약 현황' })).toBeVisible();
  });

  test('a visitor sees none, and neither does a member with nothing overdue, ready or due soon', async ({ page }) => {
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1, name: '경기도서관' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '공지사항' })).toBeVisible();
    await expect(reminders(page)).toHaveCount(0);
    // A visitor's /main does not even load the reminders' code.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts.filter((name) => name.includes('member-reminders'))).toEqual([]);

    // member2: loans due in more than three days, a reservation still waiting.
    const lists = Promise.all(['selectloanlist', 'selectreservelist'].map((call) => page.waitForResponse((response) => response.url().endsWith(`/gglib/${call}`) && response.ok())));
    await loginThenPhone(page, MEMBER2);
    await lists;
    await expect(page.getByRole('tab', { name: '공지사항' })).toBeVisible();
    // The lists are in; give the stored copies a moment to reach the page.
    await page.waitForTimeout(500);
    await expect(reminders(page)).toHaveCount(0);
  });
});
