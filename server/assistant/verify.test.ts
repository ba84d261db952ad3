import { describe, expect, it } from 'vitest';
import type { ChatBookItem } from '../../contract/chat';
import { composeAnswer, SEE_BOOK_LIST } from './compose';
import { periodOf } from './period';
import { scheduleCard, type Retrieved, type ScheduledItem } from './retrieval';
import { verifyAnswer } from './verify';

/* The compose and verify rules on fixed records (no database): books are not listed twice, no
 * title is cited twice, and no program that is not open is presented as open. */

const book = (key: string, title: string, loan = 'OK', reason = ''): ChatBookItem => ({
  kind: 'book',
  book_key: key,
  url: `/search/search-detail/0?bookType=book&bookKey=${key}`,
  cover_url: '',
  title,
  author: '김영하',
  publisher: '문학동네',
  publish_year: '2013',
  shelf_loc_desc: '[경기도서관] 3층 종합자료실(문학)',
  call_no: '813.7-김57살',
  loan_code: loan,
  reason,
});

const base: Retrieved = {
  intent: 'recommendation',
  confidence: 0.9,
  words: ['김영하'],
  books: [],
  notes: {},
  listTitle: '',
  facts: [],
  sections: [],
  period: '',
  basis: null,
  schedule: null,
  warning: '',
};

const recommendation: Retrieved = {
  ...base,
  books: [
    book('GGL1', '살인자의 기억법', 'OK', '김영하 작가의 책 · 최근 30일 대출 3회 · 지금 대출 가능'),
    book('GGL2', '작별인사', 'LOAN', '김영하 작가의 책'),
    book('GGL3', '보다', 'OK', '김영하 작가의 책 · 지금 대출 가능'),
  ],
  basis: { kind: 'author', author: '김영하' },
};

describe('a recommendation: the text says how the books were chosen, the cards list them', () => {
  const answer = composeAnswer(recommendation);

  it('names no book of the cards, and sends the reader to them', () => {
    expect(answer).toBe(`김영하 작가의 소장 도서 3권을 골랐습니다. 그중 2권은 지금 대출할 수 있습니다.\n\n${SEE_BOOK_LIST}`);
    for (const b of recommendation.books) expect(answer).not.toContain(`[${b.title}]`);
    expect(verifyAnswer(answer, recommendation)).toMatchObject({ status: 'verified', answer, repeated: [] });
  });

  it('drops a line that lists a book the cards show', () => {
    const listed = `${answer}\n\n1. **[살인자의 기억법](/search/search-detail/0?bookType=book&bookKey=GGL1)** — 김영하\n   대출가능(비치중)`;
    const v = verifyAnswer(listed, recommendation);
    expect(v.answer).toBe(answer);
    expect(v.repeated).toEqual(['살인자의 기억법']);
    expect(v.status).toBe('verified');
    expect(v.explanation).toContain('같은 제목을 두 번 싣지 않도록');
  });

  it('a book like another names the other book once, which is not among the cards', () => {
    const like: Retrieved = {
      ...recommendation,
      words: ['소년', '온다'],
      books: [book('GGL4', '흰', 'OK', '「소년이 온다」와 같은 작가(한강)'), book('GGL5', '불편한 편의점', 'OK', '「소년이 온다」와 같은 분류(813 한국문학 소설)')].map((b, i) =>
        i === 0 ? { ...b, author: '한강' } : { ...b, author: '김호연' },
      ),
      basis: { kind: 'like', title: '소년이 온다', author: '한강', kdc: '813.7' },
    };
    const text = composeAnswer(like);
    expect(text).toContain('「소년이 온다」와 비슷한 책으로 같은 작가(한강)의 책 1권과 같은 분류(813 한국문학 소설)의 책 1권을 골랐습니다.');
    expect(verifyAnswer(text, like)).toMatchObject({ status: 'verified', answer: text });
  });
});

describe('a catalogue search: the text counts, the cards list', () => {
  it('does not list the found books in the text', () => {
    const search: Retrieved = { ...base, intent: 'catalog_search', words: ['소년', '온다'], books: [{ ...book('GGL9', '소년이 온다'), author: '한강' }] };
    const answer = composeAnswer(search);
    expect(answer).toBe("검색어 '소년 온다'로 찾은 소장 자료 1권입니다. 지금 대출할 수 있습니다.\n\n소장 위치와 청구기호는 아래 도서 목록에서 확인해 주세요.");
    expect(verifyAnswer(answer, search).status).toBe('verified');
  });
});

/* ---- programs ---- */

// Saturday 2026-11-28 09:00 KST.
const weekend = periodOf('이번 주말 프로그램', Date.parse('2026-11-28T00:00:00Z'));

const item = (over: Partial<ScheduledItem>): ScheduledItem => ({
  kind: 'program',
  id: 1,
  title: '토요 그림책 읽어 주기 「책 읽는 토요일」',
  category: '독서',
  target: '어린이(5~7세)와 보호자',
  place: '1층 어린이자료실 이야기방',
  link: '/community/events/program-detail/1',
  state: 'OPEN',
  stateText: '모집 중 (남은 자리 6명, 11월 29일(일)까지 신청)',
  when: '11월 28일(토) 10:30~11:30 (4회 과정 중 1회차)',
  inPeriod: true,
  ...over,
});

const full = item({
  id: 7,
  title: '가족 보드게임의 날',
  category: '체험',
  target: '초등학생 자녀를 둔 가족',
  place: '4층 미디어랩',
  link: '/community/events/program-detail/7',
  state: 'WAITLIST',
  stateText: '정원 마감 · 대기 접수 중 (대기 5명 더 받음, 11월 27일(금)까지)',
  when: '11월 29일(일) 13:00~16:00',
});
const closed = item({
  id: 5,
  title: '초등 독서 코칭 「한 권을 끝까지」',
  link: '/community/events/program-detail/5',
  state: 'CLOSED',
  stateText: '마감 (신청 기간이 끝났습니다)',
  when: '11월 28일(토) 16:00~17:00 (4회 과정 중 2회차)',
});

const programs = (items: ScheduledItem[], outside: ScheduledItem[] = []): Retrieved => ({
  ...base,
  intent: 'programs',
  words: [],
  period: weekend.label,
  schedule: { period: weekend, items, more: 0, outside, leftOut: 0, ended: 0, applyOnly: false, topics: [], closedDays: [] },
  facts: [...items, ...outside].map((i) => scheduleCard(i, weekend)),
});

describe('programs: each once, with its state in words', () => {
  it('the composed answer names each program once, its state on its line, and verifies whole', () => {
    const r = programs([item({}), full, closed]);
    const answer = composeAnswer(r);
    expect(answer.split('\n')[0]).toBe('이번 주말(11월 28일(토)~11월 29일(일))에 열리는 프로그램과 행사는 3개입니다.');
    for (const p of [item({}), full, closed]) {
      const lines = answer.split('\n').filter((line) => line.includes(`[${p.title}]`));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`— ${p.stateText}`);
    }
    expect(answer).toContain('정원 마감 · 대기 접수 중');
    expect(answer).toContain('— 마감 (신청 기간이 끝났습니다)');
    expect(verifyAnswer(answer, r)).toMatchObject({ status: 'verified', answer, contradicted: [], repeated: [] });
  });

  it('drops the lines that present a full or closed program as open', () => {
    const r = programs([full, closed]);
    const answer = [
      '이번 주말 프로그램입니다.',
      '',
      '1. **[가족 보드게임의 날](/community/events/program-detail/7)** — 모집 중, 지금 신청 가능합니다\\',
      '   11월 29일(일) 13:00~16:00',
      '2. **[초등 독서 코칭 「한 권을 끝까지」](/community/events/program-detail/5)** — 마감 (신청 기간이 끝났습니다)',
    ].join('\n');
    const v = verifyAnswer(answer, r);
    expect(v.status).toBe('partial');
    expect(v.contradicted).toEqual(['가족 보드게임의 날']);
    expect(v.answer).not.toContain('가족 보드게임의 날');
    expect(v.answer).not.toContain('11월 29일(일) 13:00~16:00');
    expect(v.answer).toContain('초등 독서 코칭');
    expect(v.explanation).toContain('「가족 보드게임의 날」');
  });

  it('adds the state, and the outside mark, to a program cited without them', () => {
    const later = item({ id: 9, title: 'AI와 함께하는 코딩 첫걸음', link: '/community/events/program-detail/9', inPeriod: false, when: '12월 5일(토) 10:00~12:00' });
    const r = programs([], [later]);
    const v = verifyAnswer('가까운 일정은 **[AI와 함께하는 코딩 첫걸음](/community/events/program-detail/9)**입니다.', r);
    expect(v.answer).toBe(`가까운 일정은 **[AI와 함께하는 코딩 첫걸음](/community/events/program-detail/9)**입니다. — ${later.stateText} · 이번 주말 아님`);
    expect(v.status).toBe('verified');
  });

  it('cites no title twice', () => {
    const r = programs([item({}), full]);
    const answer = composeAnswer(r);
    const twice = `${answer}\n\n다시 한 번: **[가족 보드게임의 날](/community/events/program-detail/7)** — ${full.stateText}`;
    const v = verifyAnswer(twice, r);
    expect(v.answer).toBe(answer);
    expect(v.repeated).toEqual(['가족 보드게임의 날']);
  });

  it('with nothing in the period, says so and labels every nearer one as outside it', () => {
    const later = item({ inPeriod: false, when: '12월 5일(토) 10:30~11:30 외 3회 (4회 과정 중 1회차)' });
    const r = programs([], [later]);
    const answer = composeAnswer(r);
    expect(answer).toContain('이번 주말(11월 28일(토)~11월 29일(일))에 열리는 프로그램과 행사가 없습니다.');
    expect(answer).toContain('이번 주말이 아닌, 가장 가까운 일정 1개를 알려 드립니다.');
    expect(answer).toContain(`   이번 주말 아님 · ${later.when}`);
    expect(r.facts[0]?.content.startsWith('이번 주말 아님 · ')).toBe(true);
    expect(verifyAnswer(answer, r)).toMatchObject({ status: 'verified', answer });
  });
});

describe('what the member typed, echoed in the answer (outside probe, F3)', () => {
  const nothing: Retrieved = { ...base, intent: 'catalog_search', words: ['<https://evil.example/phish1>'], basis: null };

  it('is literal text: an autolink, a link or emphasis typed in a question is escaped', () => {
    const answer = composeAnswer(nothing);
    expect(answer).toContain(String.raw`검색어 '\<https\:\/\/evil\.example\/phish1\>'`);
    expect(answer).not.toMatch(/(?<!\\)<https:/);
    const typed = composeAnswer({ ...nothing, words: ['[피싱](https://evil.example/x)', '**굵게**'] });
    expect(typed).not.toMatch(/(?<!\\)\[피싱\]/);
    expect(typed).not.toMatch(/(?<!\\)\*\*굵게/);
    expect(verifyAnswer(answer, nothing).unknown).toEqual([]);
  });

  it('drops a line with an autolink to anything retrieval did not find, as it drops other links', () => {
    for (const line of ['자세한 내용은 <https://evil.example/phish1> 에서 보세요.', '문의: <help@evil.example>', '<javascript:alert(1)>']) {
      const v = verifyAnswer(`도서관 안내입니다.\n\n${line}`, recommendation);
      expect(v.answer, line).toBe('도서관 안내입니다.');
      expect(v.status).toBe('partial');
    }
    // An escaped one is text, not a link.
    expect(verifyAnswer(String.raw`주소는 \<https://evil.example> 처럼 씁니다.`, recommendation).unknown).toEqual([]);
    // But an escaped backslash before it escapes nothing (review), and a link with a title or
    // a reference definition is a link too.
    for (const line of [String.raw`보세요: \\<https://evil.example/a>`, '[도서관](https://evil.example/b "안내")', '[1]: https://evil.example/c']) {
      const v = verifyAnswer(`도서관 안내입니다.\n\n${line}`, recommendation);
      expect(v.answer, line).toBe('도서관 안내입니다.');
    }
  });
});
