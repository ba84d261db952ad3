import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * What the reference assistant answers, read in the panel as a person reads it (issue 20, item 5).
 * The server's demo programs are dated relative to the day it was seeded (today) and the answers
 * to the real clock, so these tests check the rules every answer must keep — each program named
 * for 'this weekend' meets on that weekend or says it does not, with its real application state
 * beside it; a recommendation says why each book was chosen and names no book twice — not fixed
 * titles.
 */

// On a phone, as the walk of issue 20 was made.
test.use({ viewport: { width: 390, height: 844 } });

const SEOUL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
const WEEKDAY = ['일', '월', '화', '수', '목', '금', '토'];

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** '11월 28일(토)' */
const korean = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일(${WEEKDAY[weekdayOf(day)]})`;

/** This weekend in Seoul: the coming Saturday and Sunday, or only Sunday on a Sunday. */
function thisWeekend(): string[] {
  const today = SEOUL_DAY.format(new Date());
  const weekday = weekdayOf(today);
  if (weekday === 0) return [today];
  const saturday = addDays(today, 6 - weekday);
  return [saturday, addDays(saturday, 1)];
}

/** The words the answer must put beside a program, by the state the programs list gives it. */
const STATE_WORDS: Record<string, RegExp> = {
  OPEN: /— 모집 중/,
  WAITLIST: /— 정원 마감 · 대기 접수 중/,
  CLOSED: /— (?:정원 마감 · 대기 )?마감/,
  SOON: /— 접수 예정/,
  FREE: /— 자유 참여/,
};

async function programState(request: APIRequestContext, programId: number): Promise<string> {
  const response = await request.post('/gglib/selectprogramdetail', { data: { manage_code: '141674', program_id: programId } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { PROGRAM: { STATE: string } | null };
  return body.PROGRAM?.STATE ?? '';
}

async function askInPanel(page: Page, question: string): Promise<Locator> {
  await page.goto('/main');
  await page.getByRole('banner').getByRole('button', { name: 'AI 챗봇' }).click();
  const panel = page.getByRole('dialog', { name: 'AI 도서관 도우미' });
  await panel.getByRole('textbox', { name: '질문 입력' }).fill(question);
  await panel.getByRole('textbox', { name: '질문 입력' }).press('Enter');
  const answer = panel.locator('article.chat-answer').last();
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(panel.getByRole('button', { name: '복사' })).toBeVisible();
  return answer;
}

test('asked for this weekend’s programs, the answer names only what meets then, each with its state in words', async ({ page, request }) => {
  const answer = await askInPanel(page, '이번 주말 프로그램 뭐 있어?');
  const weekend = thisWeekend();
  const text = answer.locator('.chat-answer__text');
  const label = weekend.length === 1 ? `이번 주말(${korean(weekend[0] ?? '')})` : `이번 주말(${korean(weekend[0] ?? '')}~${korean(weekend[1] ?? '')})`;
  const intro = (await text.locator('p').first().innerText()).trim();
  expect(intro.startsWith(`${label}에 열리는`)).toBe(true);
  const nothing = intro.includes('없습니다');

  const items = text.locator('ol > li');
  const count = await items.count();
  const titles: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i);
    const link = item.getByRole('link').first();
    const title = (await link.innerText()).trim();
    titles.push(title);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/community\/events\/(?:program-detail|librart-events-detail)\/\d+$/);
    const lines = (await item.innerText()).split('\n').map((line) => line.trim());
    // Its state, in words, on its title's line: the state the programs list gives it.
    const [first = '', when = ''] = lines;
    const programId = /program-detail\/(\d+)$/.exec(href)?.[1];
    if (programId) {
      const state = await programState(request, Number(programId));
      expect(first, `${title}: ${state}`).toMatch(STATE_WORDS[state] ?? /^$/);
      if (state !== 'OPEN') expect(lines.join(' '), title).not.toMatch(/(?<!대기\s?)(?:모집 중|신청 가능|접수 중)/);
    } else {
      expect(first).toContain('— 자유 참여');
    }
    if (nothing || when.startsWith('이번 주말 아님')) {
      // Outside the period: said so before its date.
      expect(when.startsWith('이번 주말 아님 · '), title).toBe(true);
      continue;
    }
    // In the period: a run over several days covers a weekend day; otherwise every date named is one.
    const run = /(\d+)월 (\d+)일\(.\)~(\d+)월 (\d+)일\(.\) 중/.exec(when);
    if (run) {
      const md = (day: string) => Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));
      const [from, to] = [Number(run[1]) * 100 + Number(run[2]), Number(run[3]) * 100 + Number(run[4])];
      const inRun = (n: number) => (from <= to ? n >= from && n <= to : n >= from || n <= to);
      expect(weekend.some((day) => inRun(md(day))), `${title}: ${when}`).toBe(true);
    } else {
      const dates = [...when.matchAll(/\d+월 \d+일\(.\)/g)].map((m) => m[0]);
      expect(dates.length, `${title}: ${when}`).toBeGreaterThan(0);
      for (const date of dates) expect(weekend.map(korean), `${title}: ${when}`).toContain(date);
    }
  }
  // Each once.
  expect(new Set(titles).size).toBe(titles.length);
  if (nothing && count > 0) await expect(text).toContainText('이번 주말이 아닌, 가장 가까운 일정');
  if (!nothing) expect(count).toBeGreaterThan(0);
});

test('asked to recommend Kim Young-ha, the answer says how the books were chosen and each card says why, with no book named twice', async ({ page, makeAxe }) => {
  const answer = await askInPanel(page, '김영하 추천');
  const text = answer.locator('.chat-answer__text');
  await expect(text).toContainText(/김영하 작가의 소장 도서 \d권을 골랐습니다\./);
  await expect(text).toContainText('책마다 고른 이유와 소장 위치는 아래 도서 목록에 있습니다.');

  // The book list is open at once, under its heading.
  await expect(answer.getByRole('button', { name: '상세 정보' })).toHaveAttribute('aria-expanded', 'true');
  await expect(answer.getByRole('heading', { name: '도서 목록' })).toBeVisible();
  const cards = answer.locator('.chat-book');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const said = await text.innerText();
  const whole = await answer.innerText();
  const shelf = /(\d)권은 지금 대출할 수 있습니다|모두 지금 대출할 수 있습니다|지금은 모두 대출 중입니다/.exec(said);
  let available = 0;
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const title = (await card.locator('.chat-book__title').innerText()).trim();
    await expect(card.getByRole('link', { name: `${title} 상세 보기` })).toHaveAttribute('href', /\/search\/search-detail\/0\?bookType=book&bookKey=/);
    // Why: the author, from the catalogue, and whether it is on the shelf now, as the card's state says.
    const reason = card.locator('.chat-book__reason');
    await expect(reason).toContainText('고른 이유');
    await expect(reason).toContainText('김영하 작가의 책');
    const onShelf = (await card.locator('.chat-book__state').innerText()).includes('대출가능(비치중)');
    if (onShelf) available += 1;
    expect((await reason.innerText()).includes('지금 대출 가능'), title).toBe(onShelf);
    // Named once: on its card, not again in the text.
    expect(said.includes(title) && title.length > 2, `${title} in the text`).toBe(false);
    expect(whole.split(title).length - 1, title).toBeGreaterThanOrEqual(1);
  }
  const titles = await cards.locator('.chat-book__title').allInnerTexts();
  expect(new Set(titles).size).toBe(titles.length);
  // The count of books on the shelf the text gives is the cards' count.
  expect(shelf).not.toBeNull();
  if (shelf?.[1]) expect(Number(shelf[1])).toBe(available);
  else if (shelf?.[0].startsWith('모두')) expect(available).toBe(count);
  else expect(available).toBe(0);

  const results = await makeAxe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
