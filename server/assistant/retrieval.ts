import type { ChatBookItem, ChatGenericItem, Intent } from '../../contract/chat';
import type { BookSummary } from '../../contract/catalogue';
import type { MenuItem } from '../../contract/menu';
import { addDays, daysOfMonth, koreanDay, weekdayOf } from '../calendar';
import type { Queryable } from '../db/db';
import { searchBooks, type CatalogueQuery } from '../repositories/catalogue-repository';
import { listPopularBooks } from '../repositories/discovery-repository';
import { applyStatus, listedClosedDays } from '../repositories/home-repository';
import { listMenuTree } from '../repositories/menu-repository';
import { hoursOn, libraryHours } from '../../contract/library-info';
import { closedRules, expandLibraryBlocks, hoursLines, roomLabel } from '../library-facts';
import { findLibraryInfo } from '../repositories/library-info-repository';
import { openingInfo, WEEKLY_CLOSING_REASON } from '../routes/home';
import { normalise } from '../search/korean';
import { ISBN_PATTERN } from './intent';
import { keyWords, quotedPhrase } from './words';

/* Node 2: retrieval from the portal's own data. Everything a later node may say comes from here. */

export const BOOK_LIMIT = 5;

export const bookUrl = (bookKey: string) => `/search/search-detail/0?bookType=book&bookKey=${encodeURIComponent(bookKey)}`;

/** A part of one of the library's pages, quoted as written. */
export interface PageSection {
  page: string;
  heading: string;
  markdown: string;
  link: string;
}

export interface Retrieved {
  intent: Intent;
  confidence: number;
  /** The key words searched (for the answer's wording and the not-found message). */
  words: string[];
  books: ChatBookItem[];
  /** A librarian's note per book_key (recommendation lists). */
  notes: Record<string, string>;
  /** Where the books came from, e.g. '사서추천 「기후위기·환경 도서」'; '' for a catalogue search. */
  listTitle: string;
  facts: ChatGenericItem[];
  sections: PageSection[];
  /** The period asked about (programs), e.g. '이번 주말(11월 21일(토)~11월 22일(일))'. */
  period: string;
  warning: string;
}

export interface RetrievalContext {
  db: Queryable;
  manageCode: string;
  /** yyyy-MM-dd in Seoul. */
  today: string;
}

const empty = (intent: Intent, confidence: number, words: string[]): Retrieved => ({
  intent,
  confidence,
  words,
  books: [],
  notes: {},
  listTitle: '',
  facts: [],
  sections: [],
  period: '',
  warning: '',
});

export function toBookItem(book: BookSummary): ChatBookItem {
  return {
    kind: 'book',
    book_key: book.BOOK_KEY,
    url: bookUrl(book.BOOK_KEY),
    cover_url: book.COVER_URL,
    title: book.TITLE,
    author: book.AUTHOR,
    publisher: book.PUBLISHER,
    publish_year: book.PUBLISH_YEAR,
    shelf_loc_desc: book.SHELF_LOC_DESC,
    call_no: book.CALL_NO,
    loan_code: book.LOAN_CODE,
  };
}

/* ---------------------------------------------------------------- catalogue */

async function searchCatalogue(ctx: RetrievalContext, field: CatalogueQuery['field'], words: string[], isbn?: string): Promise<BookSummary[]> {
  const terms = [...new Set(words.map(normalise).filter((t) => t !== ''))].slice(0, 8);
  if (field !== 'isbn' && terms.length === 0) return [];
  const query: CatalogueQuery = {
    field,
    terms: field === 'isbn' ? [] : terms,
    ...(isbn === undefined ? {} : { isbnPrefix: isbn }),
    availableOnly: false,
    sort: 'relevance',
    page: 1,
    size: BOOK_LIMIT,
  };
  return (await searchBooks(ctx.db, query)).list;
}

/** Title, author or ISBN search with the question's key words. */
export async function retrieveCatalogue(ctx: RetrievalContext, question: string, intent: Intent, confidence: number): Promise<Retrieved> {
  const isbn = ISBN_PATTERN.exec(question)?.[0].replace(/[^0-9Xx]/g, '').toUpperCase();
  const quoted = quotedPhrase(question);
  const words = quoted ? [quoted] : keyWords(question);
  const result = empty(intent, confidence, isbn ? [isbn] : words);
  let found: BookSummary[] = [];
  if (isbn) found = await searchCatalogue(ctx, 'isbn', [], isbn);
  else if (quoted) found = await searchCatalogue(ctx, 'title', quoted.split(/\s+/));
  if (found.length === 0 && !isbn && words.length > 0) {
    const byAuthor = /작가|저자|지은이|지음|쓴 책/.test(question);
    if (byAuthor) found = await searchCatalogue(ctx, 'author', words);
    if (found.length === 0) found = await searchCatalogue(ctx, 'all', words.flatMap((w) => w.split(/\s+/)));
    // Many words and no book with all of them: the longest word alone (usually the title's core).
    if (found.length === 0 && words.length > 1) {
      const longest = [...words].sort((a, b) => Array.from(b).length - Array.from(a).length)[0] ?? '';
      if (Array.from(normalise(longest)).length >= 2) found = await searchCatalogue(ctx, 'title', [longest]);
    }
  }
  result.books = found.map(toBookItem);
  return result;
}

/* ---------------------------------------------------------------- recommendations */

interface ListBookRow extends BookSummary {
  NOTE: string;
}

/** Recommendation lists and curations whose title or description shares a word with the question. */
async function matchingList(ctx: RetrievalContext, words: string[]): Promise<{ title: string; books: ListBookRow[] } | null> {
  const norms = words.map(normalise).filter((w) => Array.from(w).length >= 2);
  if (norms.length === 0) return null;
  const lists = await ctx.db.query<{ source: string; id: string; title: string; text: string }>(
    `SELECT 'recommend' AS source, kind AS id, title, title || ' ' || description AS text FROM recommend_lists WHERE manage_code = $1
     UNION ALL
     SELECT 'curation', token, title, title || ' ' || summary FROM curations WHERE manage_code = $1 AND publish_yn = 'Y'`,
    [ctx.manageCode],
  );
  let best: { source: string; id: string; title: string; score: number } | null = null;
  for (const list of lists) {
    const title = normalise(list.title);
    const text = normalise(list.text);
    const score = norms.reduce((sum, word) => sum + (title.includes(word) ? 3 : text.includes(word) ? 1 : 0), 0);
    if (score > 0 && (best === null || score > best.score)) best = { ...list, score };
  }
  if (best === null) return null;
  const SUMMARY = `b.book_key AS "BOOK_KEY", b.title AS "TITLE", b.author AS "AUTHOR", b.publisher AS "PUBLISHER",
    b.publish_year AS "PUBLISH_YEAR", b.isbn AS "ISBN", b.kdc_class AS "KDC_CLASS", b.call_no AS "CALL_NO",
    b.shelf_loc_desc AS "SHELF_LOC_DESC", b.loan_code AS "LOAN_CODE", b.cover_url AS "COVER_URL"`;
  const books =
    best.source === 'recommend'
      ? await ctx.db.query<ListBookRow>(
          `SELECT ${SUMMARY}, rb.note AS "NOTE" FROM recommend_books rb JOIN books b ON b.book_key = rb.book_key
            WHERE rb.manage_code = $1 AND rb.kind = $2 ORDER BY rb.sort, b.book_key LIMIT $3`,
          [ctx.manageCode, best.id, BOOK_LIMIT],
        )
      : await ctx.db.query<ListBookRow>(
          `SELECT ${SUMMARY}, cb.note AS "NOTE" FROM curation_books cb JOIN books b ON b.book_key = cb.book_key
            WHERE cb.token = $1 ORDER BY cb.sort, b.book_key LIMIT $2`,
          [best.id, BOOK_LIMIT],
        );
  return books.length > 0 ? { title: best.title, books } : null;
}

/** Topic words people use for the lists' words. */
const TOPIC_SYNONYMS: readonly [RegExp, string][] = [
  [/환경|생태|탄소|지구|기후/, '기후'],
  [/경기도|수원|남양주|광명|부천|양평/, '경기'],
  [/과학|우주|물리|생물/, '과학'],
  [/그림책|아이|어린이|유아/, '그림책'],
  [/소설|문학/, '소설'],
];

export async function retrieveRecommendations(ctx: RetrievalContext, question: string, confidence: number): Promise<Retrieved> {
  const words = keyWords(question);
  const topics = TOPIC_SYNONYMS.filter(([pattern]) => pattern.test(question)).map(([, word]) => word);
  const result = empty('recommendation', confidence, words);
  const list = await matchingList(ctx, [...words, ...topics]);
  if (list) {
    result.listTitle = list.title;
    result.books = list.books.map(toBookItem);
    for (const book of list.books) if (book.NOTE) result.notes[book.BOOK_KEY] = book.NOTE;
    return result;
  }
  if (words.length > 0) {
    const found = await searchCatalogue(ctx, 'all', words);
    if (found.length > 0) {
      result.books = found.map(toBookItem);
      result.listTitle = '';
      return result;
    }
  }
  if (words.length === 0 || /인기|많이/.test(question)) {
    const popular = await listPopularBooks(ctx.db, { from: addDays(ctx.today, -90), to: ctx.today, kdc: '', size: BOOK_LIMIT });
    result.books = popular.map(toBookItem);
    result.listTitle = '최근 90일 인기도서';
  }
  return result;
}

/* ---------------------------------------------------------------- library info */

const INFO_PAGES = ['hours', 'membership', 'loan-return', 'floor-guide', 'directions', 'ai-library'];

/** The question's topics, each with the words a page section about it contains. */
const INFO_TOPICS: readonly [RegExp, readonly string[]][] = [
  [/주차/, ['주차', '자가용']],
  [/위치|주소|오시는|가는\s?길|찾아가|교통/, ['주소', '지하철', '버스']],
  [/지하철|역/, ['지하철']],
  [/버스/, ['버스']],
  [/자전거/, ['자전거']],
  [/회원증|회원\s?가입|가입/, ['가입', '회원증']],
  [/도민\s?인증/, ['도민인증']],
  [/대출\s?(?:규칙|기간|권수)|몇\s?권|며칠|대출/, ['대출 권수', '대출']],
  [/연장/, ['연장']],
  [/반납|무인/, ['반납']],
  [/예약/, ['예약']],
  [/연체/, ['연체']],
  [/상호대차/, ['상호대차']],
  [/자료실|층/, ['자료실']],
  [/전화|연락처|문의/, ['문의', '전화']],
];

const HOURS_QUESTION = /운영\s?시간|이용\s?시간|개관|몇\s?시|열어|여나요|열려|문\s?(?:열|닫)|닫아|마감|휴관|쉬는|쉬어|쉬나요|공휴일|월요일|오늘|내일|주말/;

/** Sections of a markdown page split at its `## ` headings; the text before the first is '개요'. */
export function splitSections(markdown: string): { heading: string; body: string }[] {
  const sections: { heading: string; body: string }[] = [];
  let heading = '개요';
  let body: string[] = [];
  const flush = () => {
    const text = body.join('\n').trim();
    if (text !== '') sections.push({ heading, body: text });
  };
  for (const line of markdown.split('\n')) {
    const match = /^##\s+(.+)$/.exec(line);
    if (match) {
      flush();
      heading = (match[1] ?? '').trim();
      body = [];
    } else body.push(line);
  }
  flush();
  return sections;
}

/** Markdown to one line of plain text (links keep their text, emphasis marks go). */
export const plainText = (markdown: string): string =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]/g, '')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

const pageLink = (kind: string, word: string) => (kind === 'custom' ? `/custom/${word}` : `/contents/${word}`);

async function pageSections(ctx: RetrievalContext, question: string, words: string[]): Promise<PageSection[]> {
  const [pages, info] = await Promise.all([
    ctx.db.query<{ kind: string; word: string; title: string; body: string }>(
      `SELECT kind, menu_url_word AS word, title, body_md AS body FROM content_pages
        WHERE manage_code = $1 AND published AND menu_url_word = ANY($2::text[])`,
      [ctx.manageCode, INFO_PAGES],
    ),
    findLibraryInfo(ctx.db, ctx.manageCode),
  ]);
  const wanted = INFO_TOPICS.filter(([pattern]) => pattern.test(question)).flatMap(([, terms]) => terms);
  const normWords = words.map(normalise).filter((w) => Array.from(w).length >= 2);
  const scored: (PageSection & { score: number })[] = [];
  for (const page of pages) {
    // The page's facts blocks ({{library:hours}} …) written out from the one record first.
    for (const section of splitSections(expandLibraryBlocks(page.body, info))) {
      const heading = normalise(section.heading);
      const body = normalise(section.body);
      let score = 0;
      for (const term of wanted) {
        const t = normalise(term);
        if (heading.includes(t)) score += 4;
        else if (body.includes(t)) score += 1;
      }
      for (const word of normWords) {
        if (heading.includes(word)) score += 2;
        else if (body.includes(word)) score += 1;
      }
      if (score > 0) scored.push({ page: page.title, heading: section.heading, markdown: section.body, link: pageLink(page.kind, page.word), score });
    }
  }
  const top = Math.max(0, ...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score * 2 >= top)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map(({ score: _score, ...section }) => section);
}

/**
 * Today's (and tomorrow's, when asked) opening, the regular hours and closed days, the rooms whose
 * hours differ, and this week's closed days: all from the library's facts and its calendar.
 */
async function hoursFacts(ctx: RetrievalContext, question: string): Promise<ChatGenericItem[]> {
  const info = await findLibraryInfo(ctx.db, ctx.manageCode);
  if (!info) return [];
  const fact = (title: string, content: string): ChatGenericItem => ({
    kind: 'generic',
    title,
    content,
    category: '운영시간',
    location: info.NAME,
    source: '이용시간·휴관일',
    link: '/contents/hours',
  });
  const facts: ChatGenericItem[] = [];
  const days = /내일/.test(question) ? [ctx.today, addDays(ctx.today, 1)] : [ctx.today];
  for (const [index, day] of days.entries()) {
    const opening = await openingInfo(ctx.db, ctx.manageCode, day, info);
    const label = index === 0 ? '오늘' : '내일';
    facts.push(fact(`${label} ${koreanDay(day)}`, opening.OPEN_YN === 'Y' ? `${opening.TODAY_HOURS} 운영` : `휴관 (${opening.CLOSED_REASON})`));
  }
  const hours = libraryHours(info.ROOMS);
  const regular = hoursLines(hours);
  facts.push(fact('정기 운영시간', regular.join(' / ')));
  facts.push(fact('휴관일', closedRules(info).join(', ')));
  for (const room of info.ROOMS) {
    const lines = hoursLines(room.HOURS);
    if (lines.join() !== regular.join()) facts.push(fact(roomLabel(room), lines.join(' / ')));
  }
  const week = Array.from({ length: 7 }, (_, i) => addDays(ctx.today, i));
  const months = [...new Set(week.map((day) => day.slice(0, 7)))];
  const listed = (await Promise.all(months.map((month) => listedClosedDays(ctx.db, ctx.manageCode, month)))).flat();
  const closed = week.flatMap((day) => {
    const reason = listed.find((d) => d.day === day)?.reason ?? (hoursOn(hours, weekdayOf(day)) === null ? WEEKLY_CLOSING_REASON : '');
    return reason === '' ? [] : [`${koreanDay(day)} ${reason}`];
  });
  const range = `${koreanDay(week[0] ?? ctx.today)}~${koreanDay(week[6] ?? ctx.today)}`;
  facts.push(fact(`앞으로 7일(${range}) 휴관일`, closed.length > 0 ? closed.join(', ') : '없음'));
  return facts;
}

export const HOURS_WARNING = '운영시간과 휴관일은 도서관 사정에 따라 바뀔 수 있습니다. 방문 전에 이용시간·휴관일 안내와 공지사항을 확인해 주세요.';

export async function retrieveLibraryInfo(ctx: RetrievalContext, question: string, confidence: number): Promise<Retrieved> {
  const words = keyWords(question);
  const result = empty('library_info', confidence, words);
  const asksHours = HOURS_QUESTION.test(question);
  if (asksHours) {
    result.facts = await hoursFacts(ctx, question);
    result.warning = HOURS_WARNING;
  }
  const topical = INFO_TOPICS.some(([pattern]) => pattern.test(question));
  if (topical || !asksHours) result.sections = await pageSections(ctx, question, words);
  if (!asksHours && result.sections.length === 0) result.facts = (await menuMatches(ctx, words)).slice(0, 3);
  return result;
}

/* ---------------------------------------------------------------- programs */

export interface Period {
  from: string;
  to: string;
  label: string;
}

/** The period a question asks about, in the library's calendar; the next 30 days by default. */
export function periodOf(question: string, today: string): Period {
  const weekday = weekdayOf(today);
  const span = (label: string, from: string, to: string): Period => ({
    from,
    to,
    label: from === to ? `${label}(${koreanDay(from)})` : `${label}(${koreanDay(from)}~${koreanDay(to)})`,
  });
  if (/오늘/.test(question)) return span('오늘', today, today);
  if (/내일/.test(question)) return span('내일', addDays(today, 1), addDays(today, 1));
  if (/다음\s?주말/.test(question)) {
    const saturday = addDays(today, ((6 - weekday + 7) % 7) + 7);
    return span('다음 주말', saturday, addDays(saturday, 1));
  }
  if (/주말/.test(question)) {
    if (weekday === 0) return span('이번 주말', today, today);
    const saturday = addDays(today, (6 - weekday + 7) % 7);
    return span('이번 주말', saturday, addDays(saturday, 1));
  }
  if (/다음\s?주/.test(question)) {
    const monday = addDays(today, (1 - weekday + 7) % 7 || 7);
    return span('다음 주', monday, addDays(monday, 6));
  }
  if (/이번\s?주/.test(question)) return span('이번 주', today, addDays(today, (7 - weekday) % 7));
  if (/다음\s?달/.test(question)) {
    const days = daysOfMonth(addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7));
    return span('다음 달', days[0] ?? today, days[days.length - 1] ?? today);
  }
  if (/이번\s?달/.test(question)) {
    const days = daysOfMonth(today.slice(0, 7));
    return span('이번 달', today, days[days.length - 1] ?? today);
  }
  return span('앞으로 30일', today, addDays(today, 30));
}

const PROGRAM_WORDS = /강연|강좌|전시|체험|독서\s?모임|교육|공연|어린이|성인|청소년|가족/g;

interface ProgramRow {
  title: string;
  category: string;
  target: string;
  place: string;
  start_day: string;
  start_time: string;
  end_day: string;
  end_time: string;
  apply_start: string;
  apply_end: string;
  capacity: number;
}

export const PROGRAM_LINK = '/community/events/program-list';

export async function retrievePrograms(ctx: RetrievalContext, question: string, confidence: number): Promise<Retrieved> {
  const period = periodOf(question, ctx.today);
  const result = empty('programs', confidence, keyWords(question));
  result.period = period.label;
  const local = (column: string, format: string) => `to_char(${column} AT TIME ZONE 'Asia/Seoul', '${format}')`;
  const rows = await ctx.db.query<ProgramRow>(
    `SELECT title, category, target, place,
            ${local('start_at', 'YYYY-MM-DD')} AS start_day, ${local('start_at', 'HH24:MI')} AS start_time,
            ${local('end_at', 'YYYY-MM-DD')} AS end_day, ${local('end_at', 'HH24:MI')} AS end_time,
            to_char(apply_start, 'YYYY-MM-DD') AS apply_start, to_char(apply_end, 'YYYY-MM-DD') AS apply_end, capacity
       FROM programs
      WHERE manage_code = $1 AND (start_at AT TIME ZONE 'Asia/Seoul')::date <= $3::date
        AND (end_at AT TIME ZONE 'Asia/Seoul')::date >= $2::date
      ORDER BY start_at, program_id LIMIT 20`,
    [ctx.manageCode, period.from, period.to],
  );
  const asked = [...question.matchAll(PROGRAM_WORDS)].map((m) => normalise(m[0]));
  const filtered = asked.length === 0 ? rows : rows.filter((row) => asked.some((word) => normalise(`${row.category}${row.target}${row.title}`).includes(word)));
  const chosen = (filtered.length > 0 ? filtered : rows).slice(0, 6);
  const statusText = { OPEN: '신청 가능', SOON: '신청 예정', CLOSED: '신청 마감' } as const;
  result.facts = chosen.map((row) => {
    const when =
      row.start_day === row.end_day
        ? `${koreanDay(row.start_day)} ${row.start_time}~${row.end_time}`
        : `${koreanDay(row.start_day)} ${row.start_time} ~ ${koreanDay(row.end_day)} ${row.end_time}`;
    const status = applyStatus(ctx.today, row.apply_start, row.apply_end);
    const apply = row.capacity === 0 ? '신청 없이 참여' : `${statusText[status]} (신청 ${koreanDay(row.apply_start)}~${koreanDay(row.apply_end)}, 정원 ${row.capacity}명)`;
    return {
      kind: 'generic',
      title: row.title,
      content: `${when} · 대상 ${row.target || '누구나'} · ${apply}`,
      category: row.category,
      location: row.place,
      source: '문화강좌·프로그램',
      link: PROGRAM_LINK,
    };
  });
  result.warning = result.facts.length > 0 ? '프로그램 일정과 신청 상태는 바뀔 수 있습니다. 신청 전에 프로그램 신청 페이지에서 확인해 주세요.' : '';
  return result;
}

/* ---------------------------------------------------------------- website guide */

interface FlatMenu {
  name: string;
  trail: string;
  href: string;
  login: boolean;
}

function menuHref(item: MenuItem): string {
  switch (item.MENU_TYPE) {
    case 1:
      return item.MENU_URL_WORD ? `/contents/${item.MENU_URL_WORD}` : '';
    case 2:
      return item.MENU_URL_WORD ? `/board/${item.MENU_URL_WORD}` : '';
    case 3:
    case 7:
    case 8:
      return item.MODULE_URL.startsWith('/') ? item.MODULE_URL : '';
    case 4:
      return item.INSIDE_URL.startsWith('/') ? item.INSIDE_URL : '';
    case 5:
      return /^https:\/\//.test(item.OUTSIDE_URL) ? item.OUTSIDE_URL : '';
    case 6:
      return item.MENU_URL_WORD ? `/custom/${item.MENU_URL_WORD}` : '';
    default:
      return '';
  }
}

function flatten(items: readonly MenuItem[], trail: string[] = []): FlatMenu[] {
  return items.flatMap((item) => {
    if (item.MENU_ID === 17) return [];
    const path = [...trail, item.MENU_NAME];
    const href = menuHref(item);
    const self = href === '' ? [] : [{ name: item.MENU_NAME, trail: path.join(' > '), href, login: item.MENU_LOGIN_YN === 'Y' }];
    return [...self, ...flatten(item.children, path)];
  });
}

/** Menus whose names share words (or two-syllable parts of them) with the question, best first. */
async function menuMatches(ctx: RetrievalContext, words: string[]): Promise<ChatGenericItem[]> {
  const norms = words.map(normalise).filter((w) => w !== '');
  if (norms.length === 0) return [];
  const menus = flatten(await listMenuTree(ctx.db, ctx.manageCode));
  const scored = menus.flatMap((menu) => {
    const name = normalise(menu.name);
    let score = 0;
    for (const word of norms) {
      if (name === word) score += 6;
      else if (name.includes(word) && Array.from(word).length >= 2) score += 4;
      else if (word.includes(name) && Array.from(name).length >= 2) score += 3;
      else {
        const chars = Array.from(word);
        for (let i = 0; i + 1 < chars.length; i += 1) if (name.includes(`${chars[i]}${chars[i + 1]}`)) score += 1;
      }
    }
    return score >= 2 ? [{ menu, score }] : [];
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, 4)
    .map(({ menu }) => ({
      kind: 'generic' as const,
      title: menu.name,
      content: `홈페이지 메뉴 ${menu.trail}${menu.login ? ' (로그인 필요)' : ''}`,
      category: '홈페이지 메뉴',
      location: menu.trail,
      source: '홈페이지 메뉴',
      link: menu.href,
    }));
}

export async function retrieveWebsiteGuide(ctx: RetrievalContext, question: string, confidence: number): Promise<Retrieved> {
  const words = keyWords(question).filter((w) => !/^(?:신청|방법|메뉴|페이지|홈페이지|화면)$/.test(w) || keyWords(question).length === 1);
  const result = empty('website_guide', confidence, words);
  result.facts = await menuMatches(ctx, words.length > 0 ? words : keyWords(question));
  if (result.facts.length === 0) result.facts = await menuMatches(ctx, keyWords(question));
  return result;
}

/* ---------------------------------------------------------------- dispatch */

/** Node 2 for an intent. 'other' tries the library's pages and menus, then the catalogue. */
export async function retrieve(ctx: RetrievalContext, question: string, intent: Intent, confidence: number): Promise<Retrieved> {
  switch (intent) {
    case 'catalog_search':
      return retrieveCatalogue(ctx, question, intent, confidence);
    case 'recommendation':
      return retrieveRecommendations(ctx, question, confidence);
    case 'library_info':
      return retrieveLibraryInfo(ctx, question, confidence);
    case 'programs':
      return retrievePrograms(ctx, question, confidence);
    case 'website_guide':
      return retrieveWebsiteGuide(ctx, question, confidence);
    case 'other': {
      const words = keyWords(question);
      if (words.length === 0) return empty('other', confidence, words);
      // A bare title ('채식주의자') is the commonest question without a question word.
      const books = await retrieveCatalogue(ctx, question, 'catalog_search', 0.45);
      if (books.books.length > 0) return books;
      const guide = await retrieveWebsiteGuide(ctx, question, confidence);
      return guide.facts.length > 0 ? { ...guide, intent: 'other' } : empty('other', confidence, words);
    }
  }
}
