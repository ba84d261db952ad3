import { expect, test } from './fixtures';
import { MEMBER1, login } from './members';

/*
 * A member in Los Angeles (or with a phone set to its zone) sees the library's days: every date
 * the portal shows or sends is Asia/Seoul's (docs/architecture.md "Dates and times"). The
 * instants below are chosen where the two calendars disagree.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

/** 08:30 on 21 November in Seoul = 15:30 on 20 November on the device. */
const SEOUL_MORNING = new Date('2026-11-21T08:30:00+09:00');
/** 23:50 on 21 November in Seoul = 06:50 on 21 November on the device (its next day). */
const SEOUL_LATE = new Date('2026-11-21T23:50:00+09:00');
/** 00:10 on 22 November in Seoul = 07:10 on 21 November on the device (still its same day). */
const SEOUL_NEXT_DAY = new Date('2026-11-22T00:10:00+09:00');

test.describe('dates on a device in another time zone', () => {
  test.describe('the popup', () => {
    test.use({ hidePopups: false });

    test('오늘 하루 보지 않기 lasts until Seoul’s midnight, not the device’s', async ({ page }) => {
      await page.clock.setFixedTime(SEOUL_MORNING);
      const firstCall = page.waitForRequest((request) => request.url().includes('/gglib/getpopuplist'));
      await page.goto('/main');
      // The device's own day is the 20th: the library's is asked for.
      expect(await page.evaluate(() => new Date().getDate())).toBe(20);
      expect(new URL((await firstCall).url()).searchParams.get('today')).toBe('2026-11-21');
      const dialog = page.getByRole('dialog', { name: '도서관 소식' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('popup_no_sight'))).toBe('2026-11-21');

      // The device's next day, still the 21st in Seoul: hidden.
      await page.clock.setFixedTime(SEOUL_LATE);
      await page.reload();
      await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
      await expect(dialog).toBeHidden();

      // Seoul's next day, the same day on the device: shown again, asked for the 22nd.
      await page.clock.setFixedTime(SEOUL_NEXT_DAY);
      const nextCall = page.waitForRequest((request) => request.url().includes('/gglib/getpopuplist'));
      await page.reload();
      expect(new URL((await nextCall).url()).searchParams.get('today')).toBe('2026-11-22');
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('popup_no_sight'))).toBeNull();
    });
  });

  test('a loan’s D-day and the list’s last-updated time read as in Seoul', async ({ page }) => {
    await page.clock.setFixedTime(SEOUL_MORNING);
    const loan = (key: string, title: string, due: string) => ({
      LOAN_KEY: key,
      BOOK_KEY: `B-${key}`,
      TITLE: title,
      AUTHOR: '한강',
      COVER_URL: '',
      BRANCH_NAME: '경기도서관',
      CALL_NO: '813.7-한15ㅅ',
      REG_NO: `EM${key}`,
      LOAN_DATE: '2026-11-07',
      DUE_DATE: due,
      RENEW_COUNT: 0,
      OVERDUE_DAYS: 0,
      RENEWABLE_YN: 'N',
      RENEW_REFUSAL: '예약자가 있어 연장할 수 없습니다.',
    });
    // Due dates fixed against the fixed clock (the seeded loans follow the server's real day).
    await page.route('**/gglib/selectloanlist', (route) =>
      route.fulfill({ json: { RESULT_INFO: 'SUCCESS', LIST: [loan('TZ1', '소년이 온다', '2026-11-20'), loan('TZ2', '흰', '2026-11-21'), loan('TZ3', '작별하지 않는다', '2026-11-22')] } }),
    );
    await login(page, MEMBER1, '/mypage/bookloan-list');
    await expect(page.getByRole('heading', { level: 1, name: '대출 현황' })).toBeVisible();

    const item = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    // On the device it is still the 20th; in Seoul the 21st.
    await expect(item('소년이 온다').getByText('1일 연체')).toBeVisible();
    await expect(item('흰').getByText('오늘 반납')).toBeVisible();
    await expect(item('작별하지 않는다').getByText('1일 남음')).toBeVisible();
    // Fetched at 08:30 in Seoul (15:30 on the device), in Korean 12-hour time.
    await expect(page.getByText('마지막 업데이트 2026. 11. 21. 오전 08:30')).toBeVisible();
  });
});

/*
 * The same notice on the home page, its board and its own page, with the browser in a zone behind
 * Seoul and in UTC: one day everywhere. One notice carries a moment just after Seoul's midnight
 * (the 22nd in UTC and in Los Angeles), another a day alone ('2026-11-23', as a backend that
 * sends days writes it), which is that day in every zone, never UTC midnight shown elsewhere.
 */
for (const zone of ['America/Los_Angeles', 'UTC'] as const) {
  test.describe(`a notice's date with the browser in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('reads the same day on the home page, the board and the post', async ({ page, request }) => {
      const main = await request.post('/gglib/selectmainpage', { data: { manage_code: '141674', today: '2026-11-23' } });
      const notices = ((await main.json()) as { NOTICES: Array<{ TITLE: string; POST_CODE: number }> }).NOTICES;
      const [moment, day] = notices;
      if (!moment || !day) throw new Error('two notices are seeded');
      /** 00:30 on 23 November in Seoul: 15:30 on the 22nd in UTC, 07:30 on the 22nd in Los Angeles. */
      const stamps = new Map<number, string>([
        [moment.POST_CODE, '2026-11-22T15:30:00.000Z'],
        [day.POST_CODE, '2026-11-23'],
      ]);
      const restamp = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(restamp);
        if (value === null || typeof value !== 'object') return value;
        const entries = Object.entries(value).map(([key, inner]) => [key, restamp(inner)] as const);
        const record = Object.fromEntries(entries) as Record<string, unknown>;
        const stamp = typeof record.POST_CODE === 'number' ? stamps.get(record.POST_CODE) : undefined;
        return stamp ? { ...record, CREATED_AT: stamp } : record;
      };
      for (const call of ['selectmainpage', 'selectboardlist', 'selectboarddetail']) {
        await page.route(`**/gglib/${call}*`, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, json: restamp(await response.json()) });
        });
      }
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);

      await page.goto('/main');
      const homeLine = (title: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expect(homeLine(moment.TITLE).locator('time')).toHaveText('2026-11-23');
      await expect(homeLine(day.TITLE).locator('time')).toHaveText('2026-11-23');

      await page.getByRole('link', { name: '공지사항 더보기' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
      const boardLine = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expect(boardLine(moment.TITLE).locator('time')).toHaveText('2026-11-23');
      await expect(boardLine(day.TITLE).locator('time')).toHaveText('2026-11-23');

      await boardLine(moment.TITLE).getByRole('link', { name: moment.TITLE }).click();
      await expect(page.getByRole('heading', { level: 1, name: moment.TITLE })).toBeVisible();
      await expect(page.getByRole('article').locator('time').first()).toHaveText('2026. 11. 23. 오전 12:30');
    });
  });
}
