import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatDetailsSchema, type Intent } from '../../contract/chat';
import { MANAGE_CODE } from '../../contract/constants';
import { addDays, seoulDay, seoulInstant, weekdayOf } from '../calendar';
import type { Db } from '../db/db';
import { seedDiscoveryIfEmpty } from '../seed/discovery';
import { seedEventsIfEmpty } from '../seed/events';
import { findProgram } from '../repositories/programs-repository';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { openSeededTestDb } from '../testing/test-db';
import { composeAnswer, SEE_BOOK_LIST, withRo } from './compose';
import { periodOf } from './period';
import { STATE_MARK } from './programs';
import { classifyIntent } from './intent';
import { modelConfigFromEnv, type FetchLike, type ModelConfig } from './model';
import { pieces, runAssistant, type AssistantOptions, type ProgressEvent } from './pipeline';
import { retrieve, type Retrieved, type RetrievalContext } from './retrieval';
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
const now = Date.now();
const today = seoulDay(now);
const noModel: AssistantOptions = { tokenDelayMs: 0, model: null, fetch: () => Promise.reject(new Error('네트워크 없음')), warn: () => undefined };

beforeAll(async () => {
  db = await openSeededTestDb();
  await seedHoldingsIfEmpty(db);
  await seedDiscoveryIfEmpty(db);
  await seedEventsIfEmpty(db);
  ctx = { db, manageCode: MANAGE_CODE, today, now };
});
afterAll(() => db.close());

const ask = async (question: string, at = now): Promise<Retrieved> => {
  const { intent, confidence } = classifyIntent(question);
  return retrieve({ ...ctx, today: seoulDay(at), now: at }, question, intent, confidence);
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
  it('finds a book by its ISBN-10 when the catalogue holds the ISBN-13', async () => {
    const r = await ask('ISBN 89-364-3412-8 책 있나요?');
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
  it('finds the wish-book menu', async () => {
    const r = await ask('희망도서 신청은 어디서 해요?');
    expect(r.facts[0]?.title).toBe('희망도서 신청');
    expect(r.facts[0]?.link).toBe('/mypage/bookwish-list');
  });
});

/* Programs by period, against the seeded programs and events (dated relative to today): the
 * rules a reader checks, not fixed titles. */
describe('programs in the asked period', () => {
  // The coming Saturday at 10:00 KST, and the Sunday after it at 23:30 KST (14:30 UTC).
  const saturday = addDays(today, (6 - weekdayOf(today) + 7) % 7);
  const saturdayMorning = Date.parse(seoulInstant(saturday, '10:00'));
  const sundayNight = Date.parse(`${addDays(saturday, 1)}T14:30:00Z`);

  /** The program's sessions that touch [from, to] in Seoul and end after `after`. */
  const sessionsIn = (programId: number, from: string, to: string, after: number) =>
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM program_sessions WHERE program_id = $1
          AND (start_at AT TIME ZONE 'Asia/Seoul')::date <= $3::date AND (end_at AT TIME ZONE 'Asia/Seoul')::date >= $2::date
          AND end_at > $4::timestamptz`,
      [programId, from, to, new Date(after).toISOString()],
    );
  const idOf = (link: string) => Number(/program-detail\/(\d+)$/.exec(link)?.[1] ?? 0);

  it('this weekend, asked on Saturday morning: every one listed meets on Saturday or Sunday, its state beside it', async () => {
    const r = await ask('이번 주말 프로그램 뭐 있어?', saturdayMorning);
    const period = periodOf('이번 주말', saturdayMorning);
    expect(period).toMatchObject({ from: saturday, to: addDays(saturday, 1) });
    expect(r.period).toBe(period.label);
    const schedule = r.schedule;
    expect(schedule?.items.length).toBeGreaterThan(0);
    const answer = composeAnswer(r);
    for (const item of schedule?.items ?? []) {
      expect(item.inPeriod).toBe(true);
      if (item.kind === 'program') {
        const [row] = await sessionsIn(idOf(item.link), period.from, period.to, saturdayMorning);
        expect(row?.n, item.title).toBeGreaterThan(0);
        const program = await findProgram(db, MANAGE_CODE, idOf(item.link), saturday);
        expect(program?.STATE).toBe(item.state);
      }
      expect(STATE_MARK[item.state].test(item.stateText)).toBe(true);
      const lines = answer.split('\n').filter((line) => line.includes(`](${item.link})`));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(item.stateText);
    }
    expect(verifyAnswer(answer, r)).toMatchObject({ status: 'verified', answer });
  });

  it('a weekday series is not in this weekend', async () => {
    const r = await ask('이번 주말 프로그램', saturdayMorning);
    const listed = new Set((r.schedule?.items ?? []).map((item) => item.title));
    // Programs with sessions in the weeks around, none of them on the weekend.
    const weekdayOnly = await db.query<{ title: string }>(
      `SELECT p.title FROM programs p WHERE EXISTS (SELECT 1 FROM program_sessions s WHERE s.program_id = p.program_id
              AND (s.start_at AT TIME ZONE 'Asia/Seoul')::date BETWEEN $1::date AND $2::date)
          AND NOT EXISTS (SELECT 1 FROM program_sessions s WHERE s.program_id = p.program_id
              AND (s.start_at AT TIME ZONE 'Asia/Seoul')::date <= $4::date AND (s.end_at AT TIME ZONE 'Asia/Seoul')::date >= $3::date)`,
      [addDays(saturday, -14), addDays(saturday, 14), saturday, addDays(saturday, 1)],
    );
    expect(weekdayOnly.length).toBeGreaterThan(0);
    for (const row of weekdayOnly) expect(listed.has(row.title), row.title).toBe(false);
  });

  it('this weekend, asked on Sunday at 23:30 KST: nothing is left; the nearest ones are named as outside it', async () => {
    const r = await ask('이번 주말 프로그램 뭐 있어?', sundayNight);
    const period = periodOf('이번 주말', sundayNight);
    expect(period).toMatchObject({ from: addDays(saturday, 1), to: addDays(saturday, 1) });
    expect(r.schedule?.items).toEqual([]);
    const answer = composeAnswer(r);
    expect(answer).toContain(`${period.label}에 열리는 프로그램과 행사가 없습니다.`);
    expect(r.schedule?.outside.length).toBeGreaterThan(0);
    for (const item of r.schedule?.outside ?? []) {
      expect(item.inPeriod).toBe(false);
      const line = answer.split('\n').findIndex((l) => l.includes(`](${item.link})`));
      expect(answer.split('\n')[line + 1]).toContain('이번 주말 아님 · ');
    }
    expect(r.facts.every((fact) => fact.content.startsWith('이번 주말 아님 · '))).toBe(true);
    expect(verifyAnswer(answer, r).status).toBe('verified');
  });

  it('what one can apply for leaves closed programs out, and says how many', async () => {
    const all = await ask('다음 달 프로그램', saturdayMorning);
    const open = await ask('다음 달 신청할 수 있는 프로그램', saturdayMorning);
    const closed = (all.schedule?.items ?? []).filter((item) => item.state === 'CLOSED').length;
    expect(open.schedule?.items.some((item) => item.state === 'CLOSED')).toBe(false);
    if (closed > 0) expect(composeAnswer(open)).toContain('신청이 끝난 프로그램');
  });
});

describe('recommendations say why, and do not list the books twice', () => {
  it("'김영하 추천': the author's books, each with its reason; the text names none of them", async () => {
    const r = await ask('김영하 추천');
    expect(r.intent).toBe('recommendation');
    expect(r.basis).toEqual({ kind: 'author', author: '김영하' });
    expect(r.books.length).toBeGreaterThanOrEqual(3);
    for (const book of r.books) {
      expect(book.author).toContain('김영하');
      expect(book.reason).toMatch(/^김영하 작가의 책/);
      expect(book.reason.includes('지금 대출 가능')).toBe(book.loan_code === 'OK');
    }
    // On the shelf first.
    const shelf = r.books.map((b) => b.loan_code === 'OK');
    expect(shelf).toEqual([...shelf].sort((a, b) => Number(b) - Number(a)));
    const answer = composeAnswer(r);
    for (const book of r.books) expect(answer).not.toContain(book.title === '보다' ? '[보다]' : book.title);
    expect(answer).toContain(SEE_BOOK_LIST);
    expect(verifyAnswer(answer, r)).toMatchObject({ status: 'verified', answer, repeated: [] });
  });

  it("'소년이 온다 같은 책 추천해줘': the same author's books, then the same class's, never the book itself", async () => {
    const r = await ask('소년이 온다 같은 책 추천해줘');
    expect(r.basis).toMatchObject({ kind: 'like', title: '소년이 온다', author: '한강' });
    expect(r.books.length).toBeGreaterThan(0);
    expect(r.books.map((b) => b.title)).not.toContain('소년이 온다');
    for (const book of r.books) expect(book.reason).toMatch(/^「소년이 온다」와 같은 (?:작가\(한강\)|분류\(813 한국문학 소설\))/);
    const answer = composeAnswer(r);
    expect(answer).toContain('「소년이 온다」와 비슷한 책으로');
    expect(verifyAnswer(answer, r).status).toBe('verified');
  });

  it('a librarian’s list gives its notes as the reasons', async () => {
    const r = await ask('기후위기 책 추천');
    expect(r.basis).toMatchObject({ kind: 'list' });
    const noted = r.books.filter((b) => r.notes[b.book_key]);
    expect(noted.length).toBeGreaterThan(0);
    for (const book of noted) expect(book.reason).toContain(`사서 추천: ${r.notes[book.book_key]}`);
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
      return Promise.resolve(sse(['네, 찾으시는 책이 ', '1권 있고 ', '지금 대출할 수 있습니다. ', '아래 도서 목록을 확인해 주세요.']));
    };
    const events: ProgressEvent[] = [];
    const result = await runAssistant(ctx, '소년이 온다 있어요?', { ...noModel, model: config, fetch: fakeFetch }, new AbortController().signal, (e) => events.push(e));
    expect(requests[0]?.url).toBe('https://model.example/v1/chat/completions');
    expect(requests[0]?.body).toContain('소년이 온다');
    expect(result.composer).toBe('model');
    expect(result.answer).toBe('네, 찾으시는 책이 1권 있고 지금 대출할 수 있습니다. 아래 도서 목록을 확인해 주세요.');
    expect(result.details.verification_status).toBe('verified');
    expect(events.filter((e) => e.type === 'token')).toHaveLength(4);
  });

  it('drops the lines where the model lists the books the cards show; with nothing left, the rule answer', async () => {
    const r = await ask('소년이 온다 있어요?');
    const key = r.books[0]?.book_key ?? '';
    const listing: FetchLike = () => Promise.resolve(sse([`- **[소년이 온다](/search/search-detail/0?bookType=book&bookKey=${key})** — 한강\n`]));
    const warnings: string[] = [];
    const result = await runAssistant(ctx, '소년이 온다 있어요?', { ...noModel, model: config, fetch: listing, warn: (m) => warnings.push(m) }, new AbortController().signal);
    expect(result.composer).toBe('rule');
    expect(result.answer).toBe(composeAnswer(r));
    expect(result.details.verification_status).toBe('partial');
    expect(warnings.join()).toContain('규칙 기반 답변');
    const mixed: FetchLike = () =>
      Promise.resolve(sse([`소장 자료 1권을 찾았습니다.\n\n- **[소년이 온다](/search/search-detail/0?bookType=book&bookKey=${key})** — 한강\n`]));
    const second = await runAssistant(ctx, '소년이 온다 있어요?', { ...noModel, model: config, fetch: mixed }, new AbortController().signal);
    expect(second.composer).toBe('model');
    expect(second.answer).toBe('소장 자료 1권을 찾았습니다.');
    expect(second.details.verify_explanation).toContain('같은 제목을 두 번 싣지 않도록');
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
    expect(result.answer).toContain("검색어 '소년 온다'로 찾은 소장 자료 1권입니다.");
    expect(result.details.final_structured?.items[0]?.title).toBe('소년이 온다');
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
