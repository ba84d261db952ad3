import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatDetailsSchema, type Intent } from '../../contract/chat';
import { MANAGE_CODE } from '../../contract/constants';
import { addDays, seoulDay, weekdayOf } from '../calendar';
import type { Db } from '../db/db';
import { seedDiscoveryIfEmpty } from '../seed/discovery';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { openSeededTestDb } from '../testing/test-db';
import { composeAnswer, withRo } from './compose';
import { classifyIntent } from './intent';
import { modelConfigFromEnv, type FetchLike, type ModelConfig } from './model';
import { pieces, runAssistant, type AssistantOptions, type ProgressEvent } from './pipeline';
import { periodOf, retrieve, type Retrieved, type RetrievalContext } from './retrieval';
import { verifyAnswer } from './verify';
import { keyWords } from './words';

describe('intent classification (rule-based, Korean)', () => {
  const cases: [string, Intent][] = [
    ['소년이 온다 있어요?', 'catalog_search'],
    ['한강 작가 책', 'catalog_search'],
    ['9788936434120', 'catalog_search'],
    ['ISBN 978-89-364-3412-0 책 찾아줘', 'catalog_search'],
    ['채식주의자 책 있나요?', 'catalog_search'],
    ['「작별하지 않는다」 대출 가능해요?', 'catalog_search'],
    ['김훈 저자 책 찾아 주세요', 'catalog_search'],
    ['기후위기 책 추천', 'recommendation'],
    ['요즘 읽을 만한 소설 있어요?', 'recommendation'],
    ['초등학생에게 좋은 책 추천해 주세요', 'recommendation'],
    ['과학책 추천해 줄래요?', 'recommendation'],
    ['오늘 몇 시까지 해요?', 'library_info'],
    ['주차 돼요?', 'library_info'],
    ['도서관 운영시간 알려 주세요', 'library_info'],
    ['이번 주 휴관일이 언제예요?', 'library_info'],
    ['도서관 위치가 어디예요?', 'library_info'],
    ['회원증은 어떻게 만들어요?', 'library_info'],
    ['한 번에 몇 권까지 빌릴 수 있어요?', 'library_info'],
    ['이번 주말 프로그램', 'programs'],
    ['이번 주말 프로그램 뭐 있어요?', 'programs'],
    ['어린이 강좌 있나요?', 'programs'],
    ['다음 주 행사 알려 줘', 'programs'],
    ['희망도서 신청은 어디서 해요?', 'website_guide'],
    ['대출 현황은 어느 메뉴에서 봐요?', 'website_guide'],
    ['공지사항 페이지 어디 있어요?', 'website_guide'],
    ['안녕하세요', 'other'],
  ];
  it.each(cases)('%s → %s', (question, intent) => {
    const result = classifyIntent(question);
    expect(result.intent).toBe(intent);
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it('is more confident when the rules agree', () => {
    expect(classifyIntent('이번 주말 프로그램 뭐 있어요?').confidence).toBeGreaterThan(classifyIntent('안녕하세요').confidence);
  });
});

describe('key words', () => {
  it('drops question words, request endings and particles', () => {
    expect(keyWords('소년이 온다 있어요?')).toEqual(['소년', '온다']);
    expect(keyWords('한강 작가 책')).toEqual(['한강']);
    expect(keyWords('채식주의자 책 찾아줘')).toEqual(['채식주의자']);
    expect(keyWords('기후위기 관련 책 추천해 주세요')).toEqual(['기후위기']);
  });
  it('chooses 로 or 으로', () => {
    expect(withRo('한강')).toBe('한강으로');
    expect(withRo('소설')).toBe('소설로');
    expect(withRo('나무')).toBe('나무로');
  });
});

describe('periods in the library calendar', () => {
  it('this weekend is the coming Saturday and Sunday (Sunday itself on a Sunday)', () => {
    expect(periodOf('이번 주말 프로그램', '2026-11-18')).toMatchObject({ from: '2026-11-21', to: '2026-11-22' });
    expect(periodOf('이번 주말 프로그램', '2026-11-21')).toMatchObject({ from: '2026-11-21', to: '2026-11-22' });
    expect(periodOf('이번 주말 프로그램', '2026-11-22')).toMatchObject({ from: '2026-11-22', to: '2026-11-22' });
    expect(periodOf('다음 주 행사', '2026-11-18')).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodOf('프로그램', '2026-11-18')).toMatchObject({ from: '2026-11-18', to: '2026-12-18' });
  });
});

describe('pieces', () => {
  it('cuts the markdown into small pieces that join back to it', () => {
    const text = '**[소년이 온다](/x)** — 한강\n   대출가능(비치중)';
    const parts = pieces(text);
    expect(parts.join('')).toBe(text);
    for (const part of parts) expect(part.trim().length).toBeLessThanOrEqual(3);
  });
});

let db: Db;
let ctx: RetrievalContext;
const today = seoulDay(Date.now());
const noModel: AssistantOptions = { tokenDelayMs: 0, model: null, fetch: () => Promise.reject(new Error('네트워크 없음')), warn: () => undefined };

beforeAll(async () => {
  db = await openSeededTestDb();
  await seedHoldingsIfEmpty(db);
  await seedDiscoveryIfEmpty(db);
  ctx = { db, manageCode: MANAGE_CODE, today };
});
afterAll(() => db.close());

const ask = async (question: string): Promise<Retrieved> => {
  const { intent, confidence } = classifyIntent(question);
  return retrieve(ctx, question, intent, confidence);
};

/** Every book title the answer names as a link. */
const linkedTitles = (answer: string) => [...answer.matchAll(/\*\*\[([^\]]+)\]\(\/search\/search-detail/g)].map((m) => m[1]);

describe('retrieval from the seeded data', () => {
  it('finds a title', async () => {
    const r = await ask('소년이 온다 있어요?');
    expect(r.books[0]?.title).toBe('소년이 온다');
    expect(r.books[0]?.url).toBe(`/search/search-detail/0?bookType=book&bookKey=${r.books[0]?.book_key}`);
  });
  it("finds an author's books", async () => {
    const r = await ask('한강 작가 책');
    expect(r.books.length).toBeGreaterThanOrEqual(3);
    for (const book of r.books) expect(book.author).toContain('한강');
  });
  it('finds an ISBN', async () => {
    const r = await ask('9788936434120 있어요?');
    expect(r.books.map((b) => b.title)).toEqual(['소년이 온다']);
  });
  it('recommends from the climate list', async () => {
    const r = await ask('기후위기 책 추천');
    expect(r.intent).toBe('recommendation');
    expect(r.listTitle).toContain('기후');
    expect(r.books.length).toBeGreaterThan(0);
  });
  it("answers today's hours from the calendar", async () => {
    const r = await ask('오늘 몇 시까지 해요?');
    const first = r.facts[0];
    expect(first?.title).toContain('오늘');
    expect(first?.content).toMatch(weekdayOf(today) === 1 ? /휴관/ : /\d\d:\d\d–\d\d:\d\d 운영|휴관/);
    expect(r.warning).not.toBe('');
  });
  it('answers parking from the directions page', async () => {
    const r = await ask('주차 돼요?');
    expect(r.sections[0]?.markdown).toContain('주차');
    expect(r.sections[0]?.link).toBe('/custom/directions');
  });
  it("lists this weekend's programs", async () => {
    const r = await ask('이번 주말 프로그램');
    expect(r.period).toContain('이번 주말');
    const period = periodOf('이번 주말', today);
    const rows = await db.query<{ title: string }>(
      `SELECT title FROM programs WHERE (start_at AT TIME ZONE 'Asia/Seoul')::date <= $2::date AND (end_at AT TIME ZONE 'Asia/Seoul')::date >= $1::date`,
      [period.from, period.to],
    );
    expect(r.facts.map((f) => f.title).sort()).toEqual(rows.map((row) => row.title).sort().slice(0, 6).sort());
  });
  it('finds the wish-book menu', async () => {
    const r = await ask('희망도서 신청은 어디서 해요?');
    expect(r.facts[0]?.title).toBe('희망도서 신청');
    expect(r.facts[0]?.link).toBe('/mypage/bookwish-list');
  });
});

describe('compose and verify', () => {
  const questions = ['소년이 온다 있어요?', '한강 작가 책', '기후위기 책 추천', '오늘 몇 시까지 해요?', '주차 돼요?', '이번 주말 프로그램', '희망도서 신청은 어디서 해요?', '없는책제목쀍 있어요?', '안녕하세요'];
  it.each(questions)('never names a title that was not retrieved, and verifies: %s', async (question) => {
    const r = await ask(question);
    const answer = composeAnswer(r);
    const retrievedTitles = new Set(r.books.map((b) => b.title));
    for (const title of linkedTitles(answer)) expect(retrievedTitles.has(title ?? '')).toBe(true);
    const verification = verifyAnswer(answer, r);
    expect(verification.status).not.toBe('partial');
    expect(verification.answer).toBe(answer.trim());
  });

  it('says so when nothing is found, and suggests how to search', async () => {
    const r = await ask('없는책제목쀍 있어요?');
    const answer = composeAnswer(r);
    expect(r.books).toEqual([]);
    expect(answer).toContain('찾은 소장 자료가 없습니다');
    expect(answer).toContain('/search/search-list');
    expect(verifyAnswer(answer, r).status).toBe('unverified');
  });

  it('flags and drops an injected fake title', async () => {
    const r = await ask('한강 작가 책');
    const answer = `${composeAnswer(r)}\n6. **[바다의 거짓말](/search/search-detail/0?bookType=book&bookKey=FAKE1)** — 없는 작가`;
    const verification = verifyAnswer(answer, r);
    expect(verification.status).toBe('partial');
    expect(verification.answer).not.toContain('바다의 거짓말');
    expect(verification.explanation).toContain('바다의 거짓말');
  });

  it('flags a time that is not in the data', async () => {
    const r = await ask('오늘 몇 시까지 해요?');
    const verification = verifyAnswer(`${composeAnswer(r)}\n- 야간: 23:30까지`, r);
    expect(verification.status).toBe('partial');
  });
});

describe('the pipeline', () => {
  it('reports its nodes in order and answers with valid details', async () => {
    const events: ProgressEvent[] = [];
    const result = await runAssistant(ctx, '소년이 온다 있어요?', noModel, new AbortController().signal, (e) => events.push(e));
    const nodes = events.flatMap((e) => (e.type === 'node_start' ? [e.node] : []));
    expect(nodes).toEqual(['intent', 'retrieval', 'compose', 'verify']);
    const tokens = events.flatMap((e) => (e.type === 'token' ? [e.content] : []));
    expect(tokens.join('')).toBe(result.answer);
    expect(v.is(ChatDetailsSchema, result.details)).toBe(true);
    expect(result.details.final_structured?.render_type).toBe('catalog_list');
    expect(result.details.verification_status).toBe('verified');
    expect(result.composer).toBe('rule');
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    let tokens = 0;
    const run = runAssistant(ctx, '한강 작가 책', { ...noModel, tokenDelayMs: 5 }, abort.signal, (e) => {
      if (e.type === 'token' && ++tokens === 3) abort.abort();
    });
    await expect(run).rejects.toThrow('취소');
    expect(tokens).toBe(3);
  });
});

describe('the optional model', () => {
  const config: ModelConfig = { baseUrl: 'https://model.example/v1', apiKey: 'k', model: 'm', timeoutMs: 1000 };

  it('is off unless all three variables are set', () => {
    expect(modelConfigFromEnv({})).toBeNull();
    expect(modelConfigFromEnv({ CHAT_MODEL_BASE_URL: 'https://x/v1', CHAT_MODEL_API_KEY: 'k' })).toBeNull();
    expect(modelConfigFromEnv({ CHAT_MODEL_BASE_URL: 'https://x/v1/', CHAT_MODEL_API_KEY: 'k', CHAT_MODEL_NAME: 'm' })).toMatchObject({ baseUrl: 'https://x/v1' });
  });

  const sse = (chunks: string[]) =>
    new Response(chunks.map((c) => `data: ${JSON.stringify({ choices: [{ delta: { content: c } }] })}\n\n`).join('') + 'data: [DONE]\n\n', {
      headers: { 'Content-Type': 'text/event-stream' },
    });

  it('phrases the answer from the facts it was given, streaming its tokens', async () => {
    const requests: { url: string; body: string }[] = [];
    const fakeFetch: FetchLike = (url, init) => {
      requests.push({ url, body: String(init.body) });
      return Promise.resolve(sse(['네, ', '**[소년이 온다](', '/search/search-detail/0?bookType=book&bookKey=', 'KEY)**이 있습니다.']));
    };
    const r = await ask('소년이 온다 있어요?');
    const key = r.books[0]?.book_key ?? '';
    const keyed: FetchLike = (url, init) => fakeFetch(url, init).then(async (res) => new Response((await res.text()).replace('KEY', key), res));
    const events: ProgressEvent[] = [];
    const result = await runAssistant(ctx, '소년이 온다 있어요?', { ...noModel, model: config, fetch: keyed }, new AbortController().signal, (e) => events.push(e));
    expect(requests[0]?.url).toBe('https://model.example/v1/chat/completions');
    expect(requests[0]?.body).toContain('소년이 온다');
    expect(result.composer).toBe('model');
    expect(result.answer).toContain('네, **[소년이 온다]');
    expect(result.details.verification_status).toBe('verified');
    expect(events.filter((e) => e.type === 'token')).toHaveLength(4);
  });

  it('drops a title the model made up', async () => {
    const fakeFetch: FetchLike = () => Promise.resolve(sse(['- **[상상의 책](/search/search-detail/0?bookType=book&bookKey=NOPE)**\n', '다른 책은 없습니다.']));
    const result = await runAssistant(ctx, '소년이 온다 있어요?', { ...noModel, model: config, fetch: fakeFetch }, new AbortController().signal);
    expect(result.details.verification_status).toBe('partial');
    expect(result.answer).not.toContain('상상의 책');
  });

  it('falls back to the rule composer when the model fails', async () => {
    const warnings: string[] = [];
    const failing: FetchLike = () => Promise.resolve(new Response('oops', { status: 500 }));
    const result = await runAssistant(
      ctx,
      '소년이 온다 있어요?',
      { ...noModel, model: config, fetch: failing, warn: (m) => warnings.push(m) },
      new AbortController().signal,
    );
    expect(result.composer).toBe('rule');
    expect(result.answer).toContain('소년이 온다');
    expect(warnings[0]).toContain('HTTP 500');
    const offline: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
    const second = await runAssistant(ctx, '주차 돼요?', { ...noModel, model: config, fetch: offline }, new AbortController().signal);
    expect(second.composer).toBe('rule');
    expect(second.answer).toContain('주차');
  });

  it('keeps dates relative to today (sanity of the test clock)', () => {
    expect(addDays(today, 0)).toBe(today);
  });
});
