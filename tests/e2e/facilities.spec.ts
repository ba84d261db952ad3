import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBER1, MEMBER2, login } from './members';

const RENTAL = '/our-library/core-contents/generative-ai-library/rental-facility';

interface ListAnswer {
  TODAY: string;
  CLOSED_DAYS: { DAY: string }[];
}

/** An open day at least `ahead` days on (not a closed day), from the server's own calendar. */
async function openDay(request: APIRequestContext, ahead: number): Promise<string> {
  const response = await request.post('/gglib/selectfacilitylist', { data: { manage_code: '141674' } });
  const { TODAY, CLOSED_DAYS } = (await response.json()) as ListAnswer;
  const closed = new Set(CLOSED_DAYS.map((day) => day.DAY));
  let day = new Date(`${TODAY}T00:00:00Z`).getTime() + ahead * 86_400_000;
  while (closed.has(new Date(day).toISOString().slice(0, 10))) day += 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

/** A closed day in the bookable range. */
async function closedDay(request: APIRequestContext): Promise<string> {
  const response = await request.post('/gglib/selectfacilitylist', { data: { manage_code: '141674' } });
  const { TODAY, CLOSED_DAYS } = (await response.json()) as ListAnswer;
  const day = CLOSED_DAYS.find((entry) => entry.DAY > TODAY)?.DAY;
  if (!day) throw new Error('no closed day in range');
  return day;
}

const main = (page: Page) => page.getByRole('main');
const slot = (page: Page, name: string | RegExp) => main(page).getByRole('radio', { name });

async function fillDetails(page: Page, people: string, purpose: string) {
  await main(page).getByLabel(/^인원/).fill(people);
  await main(page).getByLabel(/^이용 목적/).fill(purpose);
  await main(page).getByLabel('동의합니다').check();
}

test.describe('rental facilities', () => {
  // Two members, several pages and axe runs each: longer than the default.
  test.setTimeout(120_000);

  test('the AI library page says what it offers and leads to the assistant and the rooms', async ({ page, makeAxe }) => {
    await page.goto('/main');
    await page.getByRole('banner').getByRole('button', { name: '전체메뉴' }).click();
    const drawer = page.getByRole('dialog', { name: '전체메뉴' });
    await drawer.getByRole('tab', { name: '독서문화·행사' }).click();
    await drawer.getByRole('link', { name: '생성형 AI 도서관 안내' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '생성형 AI 도서관' })).toBeVisible();
    for (const heading of ['이런 것을 할 수 있어요', '예약할 수 있는 공간', 'AI를 쓸 때 지켜 주세요', '개인정보 보호', '위치와 이용시간']) {
      await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main(page).getByRole('heading', { level: 3, name: '녹음 부스', exact: true })).toBeVisible();
    await expect(main(page).getByText(/마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
    // The 4th floor's hours from the library's facts.
    await expect(main(page).locator('.facts-block')).toContainText(/\d{2}:\d{2}/);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    await main(page).getByRole('button', { name: 'AI 독서 도우미에게 물어보기' }).click();
    const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await main(page).getByRole('link', { name: 'AI 창작 스튜디오 예약하기' }).click();
    await expect(page).toHaveURL(/rental-facility\?facility=MAIN-AI-STUDIO$/);
    await expect(page.getByRole('heading', { level: 1, name: '대관·시설 예약' })).toBeVisible();
    await expect(main(page).getByRole('radio', { name: 'AI 창작 스튜디오' })).toBeChecked();
  });

  test('a member books a slot and sees it in 나의 도서관; another member is refused the slot (409); a cancel frees it', async ({ page, browser, makeAxe, request }) => {
    const day = await openDay(request, 2);
    // member1 opens the same room and day first and picks 10:00 while it is still free.
    const other = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const second = await other.newPage();
    await login(second, MEMBER1, `${RENTAL}?facility=MAIN-AI-STUDIO&date=${day}`);
    await slot(second, '10:00–11:00 예약 가능').check();
    await fillDetails(second, '4', '독서 모임 그림책 만들기');

    await login(page, MEMBER2, RENTAL);
    await expect(page.getByRole('heading', { level: 1, name: '대관·시설 예약' })).toBeVisible();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    await main(page).getByRole('radio', { name: 'AI 창작 스튜디오' }).check();
    await main(page).getByLabel(/^이용일/).selectOption(day);
    await expect(page).toHaveURL(new RegExp(`facility=MAIN-AI-STUDIO&date=${day}`));
    await expect(main(page).getByText(/개 시간 중 \d+개 예약 가능/)).toBeVisible();
    await slot(page, '10:00–11:00 예약 가능').check();
    await main(page).getByLabel('이용 시간').selectOption({ label: '2시간 (12:00까지)' });
    // A missing field is said beside it, and the focus goes there.
    await main(page).getByRole('button', { name: '예약 신청' }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: '인원을 2명부터 8명까지 숫자로 입력해 주세요.' })).toBeVisible();
    await expect(main(page).getByLabel(/^인원/)).toBeFocused();
    await fillDetails(page, '3', '그림책 삽화 만들기 동아리');
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    await main(page).getByRole('button', { name: '예약 신청' }).click();
    await expect(page.getByRole('heading', { name: '예약 신청을 받았습니다' })).toBeFocused();
    await expect(slot(page, '10:00–11:00 예약됨')).toBeDisabled();
    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    // member1 sends the hour it picked: taken since, refused in words.
    await second.getByRole('main').getByRole('button', { name: '예약 신청' }).click();
    await expect(second.getByRole('heading', { name: '그 사이에 다른 예약이 생겼습니다' })).toBeFocused();
    await expect(second.getByRole('alert').filter({ hasText: '선택하신 시간에 이미 다른 예약이 있습니다.' })).toBeVisible();
    await expect(slot(second, '11:00–12:00 예약됨')).toBeDisabled();

    // Shown at once in 나의 도서관, where it can be cancelled until it starts.
    await main(page).getByRole('link', { name: '시설 예약 내역 보기' }).click();
    await expect(page).toHaveURL(/\/mypage\/facilityreserve-list$/);
    const item = main(page).getByRole('listitem').filter({ hasText: 'AI 창작 스튜디오' });
    await expect(item.getByText('승인 대기')).toBeVisible();
    await expect(item.getByText('10:00–12:00', { exact: false })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: /AI 창작 스튜디오 .* 예약 취소/ }).click();
    await expect(item.getByText('예약 취소', { exact: true })).toBeVisible();

    // The hours are free again.
    await second.reload();
    await expect(slot(second, '10:00–11:00 예약 가능')).toBeEnabled();
    await other.close();
  });

  test('a closed day is refused in words, and a visitor is asked to log in and comes back to the choice', async ({ page, makeAxe, request }) => {
    const closed = await closedDay(request);
    await page.goto(`${RENTAL}?facility=MAIN-REC-BOOTH&date=${closed}`);
    await expect(main(page).getByText(/이 날은 휴관일\(.+\)이라 예약할 수 없습니다/)).toBeVisible();
    // In the list of days it is said as closed and cannot be chosen.
    await expect(main(page).getByRole('option', { name: /휴관 \(/ }).first()).toBeDisabled();
    await expect(main(page).getByRole('radio', { name: /예약 가능/ })).toHaveCount(0);

    const day = await openDay(request, 3);
    await page.goto(`${RENTAL}?facility=MAIN-REC-BOOTH&date=${day}`);
    await expect(slot(page, /^1[0-6]:00–\d{2}:00 예약 가능$/).first()).toBeVisible();
    await expect(main(page).getByRole('heading', { name: '예약하려면 로그인해 주세요' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: '예약 신청' })).toHaveCount(0);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    await main(page).getByRole('link', { name: '로그인하고 예약하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${encodeURIComponent(RENTAL).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}%3Ffacility%3DMAIN-REC-BOOTH%26date%3D${day}`));
    await page.getByRole('textbox', { name: '아이디' }).fill(MEMBER2.id);
    await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER2.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '대관·시설 예약' })).toBeVisible();
    await expect(main(page).getByRole('radio', { name: '녹음 부스' })).toBeChecked();
    await expect(main(page).getByLabel(/^이용일/)).toHaveValue(day);
    await expect(main(page).getByRole('button', { name: '예약 신청' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test('books with the keyboard alone, with nothing wider than the screen', async ({ page, makeAxe, request }) => {
      const day = await openDay(request, 4);
      await login(page, MEMBER2, `${RENTAL}?facility=MAIN-GROUP-1`);
      // Logged in on a wide screen (the header's member links), then held as a phone.
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(main(page).getByRole('radio', { name: '그룹 스터디룸 1' })).toBeChecked();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect((await makeAxe(page).analyze()).violations).toEqual([]);

      // The room: focus its radio, then the arrow keys move to the next room.
      await main(page).getByRole('radio', { name: '그룹 스터디룸 1' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(main(page).getByRole('radio', { name: '그룹 스터디룸 2' })).toBeChecked();
      await expect(main(page).getByRole('radio', { name: '그룹 스터디룸 2' })).toBeFocused();
      // The day: the arrow keys walk the list of days (closed days are skipped: they cannot be chosen).
      await page.keyboard.press('Tab');
      await expect(main(page).getByLabel(/^이용일/)).toBeFocused();
      for (let step = 0; step < 40 && (await main(page).getByLabel(/^이용일/).inputValue()) !== day; step += 1) await page.keyboard.press('ArrowDown');
      await expect(main(page).getByLabel(/^이용일/)).toHaveValue(day);
      await expect(main(page).getByText(/개 시간 중 \d+개 예약 가능/)).toBeVisible();
      // The hours: Tab reaches the first free one, the arrows pick another.
      const first = slot(page, /예약 가능$/).first();
      while (!(await first.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      const chosen = main(page).getByRole('radio', { checked: true, name: /예약 가능$/ });
      await expect(chosen).toBeFocused();
      const start = ((await chosen.getAttribute('aria-label')) ?? '').slice(0, 5);
      await page.keyboard.press('Tab');
      await expect(main(page).getByLabel('이용 시간')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect(main(page).getByLabel(/^인원/)).toBeFocused();
      await page.keyboard.type('3');
      await page.keyboard.press('Tab');
      await page.keyboard.type('자격증 스터디 모임');
      await page.keyboard.press('Tab');
      await expect(main(page).getByLabel('동의합니다')).toBeFocused();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(main(page).getByRole('button', { name: '예약 신청' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: '예약 신청을 받았습니다' })).toBeFocused();
      await expect(main(page).getByRole('status').filter({ hasText: `그룹 스터디룸 2` })).toContainText(start);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect((await makeAxe(page).analyze()).violations).toEqual([]);
    });
  });

  test('a booking made offline waits in words, then is sent once and shows in 나의 도서관', { tag: '@sw' }, async ({ page, context, request, waitForServiceWorkerControl }) => {
    const day = await openDay(request, 5);
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER2, `${RENTAL}?facility=MAIN-SEMINAR-2&date=${day}`);
    await expect(slot(page, '14:00–15:00 예약 가능')).toBeVisible();
    await context.setOffline(true);
    await slot(page, '14:00–15:00 예약 가능').check();
    await fillDetails(page, '5', '마을 기록 모임');
    await main(page).getByRole('button', { name: '예약 신청' }).click();
    await expect(page.getByRole('heading', { name: '연결되면 보냅니다' })).toBeFocused();
    await expect(main(page).getByText('연결되면 보낼 예약 신청이 1건 있습니다.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: '보관했던 신청을 보냈습니다' })).toBeVisible({ timeout: 20_000 });
    await page.goto('/mypage/facilityreserve-list');
    const item = main(page).getByRole('listitem').filter({ hasText: '세미나실 2' }).filter({ hasText: '14:00–15:00' });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('승인 대기')).toBeVisible();
  });

  test('a booking whose answer was lost is sent again by itself and answered as booked, once', { tag: '@sw' }, async ({ page, request, waitForServiceWorkerControl }) => {
    const day = await openDay(request, 6);
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER2, `${RENTAL}?facility=MAIN-SEMINAR-1&date=${day}`);
    await expect(slot(page, '10:00–11:00 예약 가능')).toBeVisible();
    // The library gets the first attempt; its answer never reaches the phone.
    let lost = false;
    await page.route('**/gglib/insertfacilityreserve', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await slot(page, '10:00–11:00 예약 가능').check();
    await fillDetails(page, '4', '독서 모임');
    await main(page).getByRole('button', { name: '예약 신청' }).click();
    await expect(page.getByRole('heading', { name: '연결되면 보냅니다' })).toBeFocused();
    // The form starts over: a second tap cannot send the same hour again under a new key.
    await expect(main(page).getByLabel(/^이용 목적/)).toHaveValue('');
    // The replay (the same key, queued_yn Y) gets the first attempt's answer.
    await expect(page.getByRole('heading', { name: '보관했던 신청을 보냈습니다' })).toBeVisible({ timeout: 30_000 });
    await page.goto('/mypage/facilityreserve-list');
    const item = main(page).getByRole('listitem').filter({ hasText: '세미나실 1' }).filter({ hasText: '10:00–11:00' });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('승인 대기')).toBeVisible();
  });
});
