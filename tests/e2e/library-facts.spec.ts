import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  closedWeekdays,
  hoursGroups,
  libraryHours,
  telHref,
  timeRange,
  weekdaysLabel,
  type LibraryInfo,
  type OpeningTime,
} from '../../contract/library-info';
import { expect, test } from './fixtures';

/*
 * The library's facts (address, phone, hours, closed days) are one record on the server
 * (selectlibraryinfo). Every place that states them — the footer, the home page's hours card, the
 * /gg-directions page, the CMS pages on directions, hours and the AI library, and the assistant —
 * must say exactly that record, online and offline. The expected sentences are made here from the
 * record the server answers, not copied from the seed.
 */

const DAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** Facts written into the pages before they had one record: they must never show again. */
const OLD_FACTS = ['광교중앙로 140', '031-8008-5000', '16514'];

async function fetchFacts(request: APIRequestContext): Promise<LibraryInfo> {
  const response = await request.post('/gglib/selectlibraryinfo', { data: { manage_code: '141674' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { RESULT: string; LIBRARY: LibraryInfo };
  expect(body.RESULT).toBe('SUCCESS');
  return body.LIBRARY;
}

const lines = (hours: readonly OpeningTime[]) => hoursGroups(hours).map((g) => `${weekdaysLabel(g.weekdays, DAYS)} ${timeRange(g.open, g.close)}`);

function words(info: LibraryInfo) {
  const hours = libraryHours(info.ROOMS);
  const weekly = closedWeekdays(hours).map((day) => `${DAYS[day]}요일`);
  return {
    address: `(${info.POSTAL_CODE}) ${info.ADDRESS} ${info.NAME}`,
    phone: info.PHONE,
    tel: telHref(info.PHONE),
    hours: lines(hours),
    closed: [...(weekly.length > 0 ? [`매주 ${weekly.join('·')}`] : []), ...info.CLOSED_RULES],
  };
}

async function expectNoOldFacts(page: Page) {
  const text = await page.locator('body').innerText();
  for (const old of OLD_FACTS) expect(text, old).not.toContain(old);
}

async function expectPhoneLink(scope: Locator, name: string | RegExp, tel: string) {
  await expect(scope.getByRole('link', { name })).toHaveAttribute('href', tel);
}

test.describe('the library’s facts', () => {
  test('the footer, the home card, the directions and hours pages and the assistant all state the one record', async ({ page, request }) => {
    const info = await fetchFacts(request);
    const facts = words(info);
    expect(facts.address).toBe('(16508) 경기도 수원시 영통구 도청로 40 경기도서관');

    // The footer on /main.
    await page.goto('/main');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`주소 ${facts.address}`)).toBeVisible();
    await expectPhoneLink(footer, `대표전화 ${facts.phone}`, facts.tel);
    await expect(footer.getByText(`이용시간 ${facts.hours.join(', ')}`)).toBeVisible();
    await expect(footer.getByText(`휴관일 ${facts.closed.join(', ')}`)).toBeVisible();

    // The home page's hours card.
    const card = page.getByRole('region', { name: '오늘의 도서관' });
    await expect(card.getByText(`이용시간 ${facts.hours.join(', ')}`)).toBeVisible();
    await expect(card.getByText(`휴관일 ${facts.closed.join(', ')}`)).toBeVisible();
    await expectPhoneLink(card, `대표전화 ${facts.phone}`, facts.tel);
    await expectNoOldFacts(page);

    // /gg-directions: where and when, from the record, with the map services.
    await page.goto('/gg-directions');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '찾아오시는 길' })).toBeVisible();
    await expect(main.getByText(facts.address)).toBeVisible();
    await expectPhoneLink(main, facts.phone, facts.tel);
    await expect(main.getByText(facts.hours.join(', '))).toBeVisible();
    await expect(main.getByText(facts.closed.join(', '))).toBeVisible();
    await expect(main.getByRole('link', { name: /카카오맵/ })).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\//);
    await main.getByRole('link', { name: '대중교통·주차 안내' }).click();

    // The CMS directions page: its text, and the record where it states the address.
    await expect(page).toHaveURL(/\/custom\/directions$/);
    await expect(main.getByRole('heading', { level: 1, name: '찾아오시는 길' })).toBeVisible();
    await expect(main.getByText(facts.address)).toBeVisible();
    await expectPhoneLink(main, facts.phone, facts.tel);
    await expect(main.getByRole('heading', { name: '지하철' })).toBeVisible();
    await expectNoOldFacts(page);

    // The CMS hours page: every room with its hours, the closed days, the phones.
    await page.goto('/contents/hours');
    await expect(main.getByRole('heading', { level: 1, name: '이용시간·휴관일' })).toBeVisible();
    for (const room of info.ROOMS) {
      const item = main.getByRole('listitem').filter({ has: page.getByText(room.PLACE ? `${room.NAME} (${room.PLACE})` : room.NAME, { exact: true }) });
      for (const line of lines(room.HOURS)) await expect(item.getByText(line, { exact: true })).toBeVisible();
      if (room.PHONE) await expectPhoneLink(main, room.PHONE, telHref(room.PHONE));
    }
    for (const rule of facts.closed) await expect(main.getByText(rule, { exact: true })).toBeVisible();
    await expectPhoneLink(main, facts.phone, facts.tel);
    await expect(main.getByText('{{')).toHaveCount(0);

    // The AI library page states its room's hours from the record too.
    const digital = info.ROOMS.find((room) => room.CODE === 'DIGITAL');
    await page.goto('/custom/ai-library');
    // Its own name, as the menu has it: not the 생성형 AI 도서관 page's.
    await expect(page.getByRole('heading', { level: 1, name: 'AI 체험 안내' })).toBeVisible();
    for (const line of lines(digital?.HOURS ?? [])) await expect(main.getByText(line, { exact: true })).toBeVisible();

    // The assistant, asked in its panel, answers from the same record.
    await page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' }).click();
    const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
    await panel.getByRole('textbox', { name: '질문 입력' }).fill('도서관 운영시간 알려줘');
    await panel.getByRole('textbox', { name: '질문 입력' }).press('Enter');
    const answer = panel.locator('article.chat-answer').last();
    await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(answer).toContainText(`정기 운영시간: ${facts.hours.join(' / ')}`);
    await expect(answer).toContainText(`휴관일: ${facts.closed.join(', ')}`);

    // And where it is (the same pipeline, asked directly).
    const located = await request.post('/api/chat', { data: { text: '도서관 위치' } });
    const { answer: where } = (await located.json()) as { answer: string };
    expect(where).toContain(facts.address);
    expect(where).toContain(facts.phone);
    for (const old of OLD_FACTS) expect(where).not.toContain(old);
  });

  test('after one visit, the facts show offline from the device', { tag: '@sw' }, async ({ page, context, request, waitForServiceWorkerControl }) => {
    const facts = words(await fetchFacts(request));
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await expectPhoneLink(page.getByRole('contentinfo'), `대표전화 ${facts.phone}`, facts.tel);

    await context.setOffline(true);
    await page.goto('/gg-directions');
    const main = page.getByRole('main');
    await expect(main.getByText(facts.address)).toBeVisible();
    await expectPhoneLink(main, facts.phone, facts.tel);
    await expect(main.getByText(facts.hours.join(', '))).toBeVisible();
    await expectPhoneLink(page.getByRole('contentinfo'), `대표전화 ${facts.phone}`, facts.tel);
    await context.setOffline(false);
  });

  test.describe('the pages state what the call answers, not text of their own', () => {
    test.use({ serviceWorkers: 'block' });

    test('another record shows everywhere; before it arrives only the labels show', async ({ page, request }) => {
      const info = await fetchFacts(request);
      const other: LibraryInfo = {
        ...info,
        ADDRESS: '경기도 수원시 영통구 시험로 1',
        PHONE: '031-0000-1234',
        CLOSED_RULES: ['시험 휴관일'],
        ROOMS: info.ROOMS.map((room) => ({ ...room, HOURS: room.HOURS.map((time) => ({ ...time, CLOSE: '20:00' })) })),
      };
      const facts = words(other);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/gglib/selectlibraryinfo', async (route) => {
        await held;
        await route.fulfill({ json: { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', LIBRARY: other } });
      });
      await page.goto('/main');
      const footer = page.getByRole('contentinfo');
      // First paint: the labels, and no number of any record.
      await expect(footer.getByText('대표전화')).toBeVisible();
      await expect(footer.locator('address')).toHaveAttribute('aria-busy', 'true');
      expect(await footer.locator('address').innerText()).not.toMatch(/\d/);
      release();
      await expectPhoneLink(footer, `대표전화 ${facts.phone}`, facts.tel);
      await expect(footer.getByText(`이용시간 ${facts.hours.join(', ')}`)).toBeVisible();
      await expect(footer.getByText(`휴관일 ${facts.closed.join(', ')}`)).toBeVisible();

      await page.goto('/contents/hours');
      const main = page.getByRole('main');
      await expect(main.getByText('시험 휴관일', { exact: true })).toBeVisible();
      // Every room now closes at 20:00: one line for all its days.
      expect(facts.hours).toEqual(['화–일 09:00–20:00']);
      await expect(main.getByText('화–일 09:00–20:00', { exact: true }).first()).toBeVisible();
      await page.goto('/custom/directions');
      await expect(main.getByText(facts.address)).toBeVisible();
      await expectPhoneLink(main, facts.phone, facts.tel);
    });
  });
});
