import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Library events, the schedule and link31 (issue 14, the events slice). The server's answers are
 * the source of truth: each test asks the call the page makes and checks the page shows it.
 */

const MANAGE_CODE = '141674';
const LAST_UPDATED = /^마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}$/;

interface Entry {
  ENTRY_ID: string;
  KIND: 'CLOSED' | 'EVENT' | 'PROGRAM';
  TITLE: string;
  START_DAY: string;
  END_DAY: string;
  PROGRAM_ID: number;
}

interface EventSummary {
  EVENT_ID: number;
  TITLE: string;
  APPLY_YN: 'Y' | 'N';
  PROGRAM_ID: number;
}

async function call<T>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await request.post(`/gglib/${path}`, { data: { manage_code: MANAGE_CODE, ...body } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The library's day, as the app reckons it. */
function seoulToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const shiftMonth = (month: string, count: number) => {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const index = year * 12 + mon - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

async function openMenuItem(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '전체메뉴' }).click();
  const dialog = page.getByRole('dialog', { name: '전체메뉴' });
  await dialog.getByRole('tab', { name: '독서문화·행사' }).click();
  await dialog.getByRole('link', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const grid = (page: Page) => page.getByRole('grid');

test.describe('events from the menu', () => {
  test('every menu item of the group lands on its page', async ({ page }) => {
    await page.goto('/main');
    for (const [item, path, heading] of [
      ['도서관 행사', /\/community\/events\/library-events$/, '도서관 행사'],
      ['행사 달력', /\/community\/events\/library-schedule-calendar$/, '행사 달력'],
      ['행사 목록', /\/community\/events\/library_schedule_list$/, '행사 목록'],
      ['31개 시군 연계 행사', /\/community\/events\/link31$/, '31개 시군 연계 행사'],
    ] as const) {
      await openMenuItem(page, item);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('library events: filters, states in words, detail, the program it stands for', async ({ page, request }) => {
    const all = await call<{ LIST: EventSummary[]; TOTAL_COUNT: number }>(request, 'selectlibraryeventlist', { size: 50 });
    const program = all.LIST.find((event) => event.APPLY_YN === 'Y');
    if (!program) throw new Error('the seed has no event that is a program');
    await page.goto('/community/events/library-events');
    await expect(page.getByRole('status').filter({ hasText: `행사 ${all.TOTAL_COUNT}건` })).toBeVisible();
    await expect(page.getByText(LAST_UPDATED)).toBeVisible();
    await expect(page.getByText(/^(예정|진행 중|종료)$/).first()).toBeVisible();

    await page.getByRole('searchbox', { name: '검색어' }).fill('인형극');
    await page.getByRole('main').getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/query=%EC%9D%B8%ED%98%95%EA%B7%B9|query=인형극/);
    await expect(page.getByRole('status').filter({ hasText: '행사 1건' })).toBeVisible();
    await page.getByRole('link', { name: '어린이 인형극 「책 먹는 여우의 도서관 나들이」' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '어린이 인형극 「책 먹는 여우의 도서관 나들이」' })).toBeVisible();
    await expect(page.getByText('신청 없이 참여')).toBeVisible();

    await page.goto(`/community/events/librart-events-detail/${program.EVENT_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: program.TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: '프로그램 신청 안내 보기' })).toHaveAttribute('href', `/community/events/program-detail/${program.PROGRAM_ID}`);

    await page.goto('/community/events/librart-events-detail/999999');
    await expect(page.getByText('찾으시는 행사가 없습니다.', { exact: false })).toBeVisible();
  });

  test('the schedule list: the month’s entries by day, month navigation in the address', async ({ page, request }) => {
    const month = seoulToday().slice(0, 7);
    const schedule = await call<{ LIST: Entry[] }>(request, 'selectschedulemonth', { month });
    await page.goto('/community/events/library_schedule_list');
    await expect(page.getByRole('heading', { level: 2, name: `${Number(month.slice(0, 4))}년 ${Number(month.slice(5))}월 일정` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `일정 ${schedule.LIST.length}건` })).toBeVisible();
    const closed = schedule.LIST.find((e) => e.KIND === 'CLOSED');
    if (closed) await expect(page.getByRole('link', { name: `휴관 (${closed.TITLE})` }).first()).toBeVisible();
    await page.getByRole('navigation', { name: '달 이동' }).getByRole('link', { name: /다음 달/ }).click();
    await expect(page).toHaveURL(new RegExp(`month=${shiftMonth(month, 1)}$`));
    const event = (await call<{ LIST: Entry[] }>(request, 'selectschedulemonth', { month: shiftMonth(month, 1) })).LIST.find((e) => e.KIND !== 'CLOSED');
    if (!event) throw new Error('next month has no event');
    await page.getByRole('link', { name: event.TITLE }).first().click();
    await expect(page).toHaveURL(new RegExp(`/community/events/library-schedule-detail/${event.ENTRY_ID}$`));
    await expect(page.getByRole('heading', { level: 1, name: event.TITLE })).toBeVisible();
    if (event.PROGRAM_ID > 0) {
      await expect(page.getByRole('link', { name: '프로그램 신청 안내 보기' })).toHaveAttribute('href', `/community/events/program-detail/${event.PROGRAM_ID}`);
    }
  });
});

test.describe('the schedule calendar', () => {
  test('starts weeks on Sunday, marks today in words and writes closed days in the cells', async ({ page, request }) => {
    const today = seoulToday();
    const month = today.slice(0, 7);
    const schedule = await call<{ LIST: Entry[] }>(request, 'selectschedulemonth', { month });
    await page.goto('/community/events/library-schedule-calendar');
    const headers = grid(page).getByRole('columnheader');
    await expect(headers).toHaveCount(7);
    await expect(headers.first()).toContainText('일요일');
    await expect(headers.last()).toContainText('토요일');
    // The first row's Sunday is the 1st or a day of the month before.
    const firstCell = grid(page).getByRole('row').nth(1).getByRole('gridcell').first();
    const firstWeekday = new Date(`${month}-01T00:00:00Z`).getUTCDay();
    if (firstWeekday === 0) await expect(firstCell).toHaveAttribute('data-day', `${month}-01`);
    else await expect(firstCell).toContainText('다른 달');

    const todayCell = grid(page).locator(`td[data-day="${today}"]`);
    await expect(todayCell).toHaveAttribute('aria-current', 'date');
    await expect(todayCell).toContainText('오늘');
    await expect(todayCell).toHaveAttribute('tabindex', '0');

    const closed = schedule.LIST.find((e) => e.KIND === 'CLOSED');
    if (!closed) throw new Error('no closed day this month');
    await expect(grid(page).locator(`td[data-day="${closed.START_DAY}"]`)).toContainText(`휴관 (${closed.TITLE})`);
  });

  test('a day chosen by click stays chosen after a page visited from its list, and after a reload', async ({ page }) => {
    const month = seoulToday().slice(0, 7);
    await page.goto(`/community/events/library-schedule-calendar?month=${month}`);
    const tenth = grid(page).locator(`td[data-day="${month}-10"]`);
    await tenth.click();
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${Number(month.slice(5))}월 10일`) });
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`day=${month}-10`));
    await page.goto('/community/events/library-events');
    await page.goBack();
    await expect(heading).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(grid(page).locator(`td[data-day="${month}-10"]`)).toHaveAttribute('aria-selected', 'true');
  });

  test('moves by keyboard across the month’s edges, and Enter reaches the day’s entries', async ({ page }) => {
    const month = seoulToday().slice(0, 7);
    await page.goto(`/community/events/library-schedule-calendar?month=${month}&day=${month}-01`);
    const first = grid(page).locator(`td[data-day="${month}-01"]`);
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(grid(page).locator(`td[data-day="${month}-02"]`)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // The last day of the month before: that month is shown, its last day focused.
    const previous = shiftMonth(month, -1);
    await expect(page).toHaveURL(new RegExp(`month=${previous}&day=${previous}-\\d{2}$`));
    await expect(page.getByRole('grid', { name: `${Number(previous.slice(0, 4))}년 ${Number(previous.slice(5))}월 행사 달력` })).toBeVisible();
    const focused = grid(page).locator('td[tabindex="0"]');
    await expect(focused).toBeFocused();
    const lastDay = await focused.getAttribute('data-day');
    expect(lastDay?.startsWith(previous)).toBe(true);
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(new RegExp(`month=${month}`));
    await expect(grid(page).locator('td[tabindex="0"]')).toBeFocused();
    const focusedWeekday = async () => {
      const day = await grid(page).locator('td[tabindex="0"]').getAttribute('data-day');
      return new Date(`${day ?? ''}T00:00:00Z`).getUTCDay();
    };
    await page.keyboard.press('Home');
    await expect.poll(focusedWeekday).toBe(0);
    await expect(grid(page).locator('td[tabindex="0"]')).toBeFocused();
    await page.keyboard.press('End');
    await expect.poll(focusedWeekday).toBe(6);
    await expect(grid(page).locator('td[tabindex="0"]')).toBeFocused();

    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: /일정/ }).last();
    await expect(panel.locator(':focus')).toHaveCount(1);
  });
});

test.describe('link31', () => {
  test('the introduction leads to a city’s events; the map works with the keyboard and lists the venues', { tag: '@sw' }, async ({ page, request }) => {
    const venues = await call<{ LIST: { SIGUNGU: string; NAME: string; EVENT_COUNT: number }[] }>(request, 'selectlink31venuelist', {});
    expect(venues.LIST).toHaveLength(31);
    await page.goto('/community/events/link31');
    await page.getByRole('link', { name: /^가평군 예정·진행 중 행사 \d+건$/ }).click();
    await expect(page).toHaveURL(/\/community\/events\/link31\/event\?sigungu=/);
    await expect(page.getByRole('combobox', { name: '시·군' })).toHaveValue('가평군');
    const gapyeong = await call<{ TOTAL_COUNT: number }>(request, 'selectlink31eventlist', { sigungu: '가평군' });
    await expect(page.getByRole('status').filter({ hasText: `연계 행사 ${gapyeong.TOTAL_COUNT}건` })).toBeVisible();

    await page.goto('/community/events/link31/map');
    const markers = page.getByRole('button', { name: /예정·진행 중 행사 \d+건$/ });
    await expect(markers).toHaveCount(31);
    await markers.first().focus();
    await page.keyboard.press('Tab');
    await expect(markers.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(markers.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const name = (await markers.nth(1).getAttribute('aria-label')) ?? '';
    const venue = venues.LIST.find((v) => name.includes(v.NAME));
    await expect(page.getByRole('region', { name: '선택한 도서관' })).toContainText(venue?.NAME ?? '?');
    await expect(page.getByRole('region', { name: '행사 도서관 목록' }).getByRole('listitem')).toHaveCount(31);
    // Drawn here: no request leaves the site for tiles.
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://localhost')) outside.push(r.url());
    });
    await page.reload();
    await expect(markers).toHaveCount(31);
    expect(outside).toEqual([]);
  });
});

test.describe('events offline and accessibility', () => {
  test('the events list and the calendar read offline with 마지막 업데이트', { tag: '@sw' }, async ({ page, context, waitForServiceWorkerControl }) => {
    await page.goto('/community/events/library-events');
    await waitForServiceWorkerControl(page);
    await expect(page.getByText(LAST_UPDATED)).toBeVisible();
    await page.goto('/community/events/library-schedule-calendar');
    await expect(page.getByText(LAST_UPDATED)).toBeVisible();

    await context.setOffline(true);
    await page.goto('/community/events/library-events');
    await expect(page.getByText('오프라인 상태입니다. 저장된 정보를 보여드립니다.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '도서관 행사' })).toBeVisible();
    await expect(page.getByText(LAST_UPDATED)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goto('/community/events/library-schedule-calendar');
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByText(LAST_UPDATED)).toBeVisible();
    await context.setOffline(false);
  });

  for (const path of [
    '/community/events/library-events',
    '/community/events/librart-events-detail/1',
    '/community/events/library_schedule_list',
    '/community/events/library-schedule-calendar',
    '/community/events/library-schedule-detail/event-1',
    '/community/events/link31',
    '/community/events/link31/map',
    '/community/events/link31/event',
  ]) {
    test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page, makeAxe }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.events__updated').first()).toBeVisible();
      const results = await makeAxe(page).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
