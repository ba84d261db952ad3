import type { ChatBookItem, ChatGenericItem, Intent } from '../../contract/chat';
import type { BookSummary } from '../../contract/catalogue';
import type { MenuItem } from '../../contract/menu';
import type { ProgramAudience, ProgramState } from '../../contract/programs';
import { addDays, koreanDay, weekdayOf } from '../calendar';
import type { Queryable } from '../db/db';
import { searchBooks, type CatalogueQuery } from '../repositories/catalogue-repository';
import { listPopularBooks } from '../repositories/discovery-repository';
import { eventEntries } from '../repositories/events-repository';
import { listedClosedDays } from '../repositories/home-repository';
import { listMenuTree } from '../repositories/menu-repository';
import { listProgramSessions } from '../repositories/programs-repository';
import { hoursOn, libraryHours } from '../../contract/library-info';
import { closedRules, expandLibraryBlocks, hoursLines, roomLabel } from '../library-facts';
import { findLibraryInfo } from '../repositories/library-info-repository';
import { openingInfo, WEEKLY_CLOSING_REASON } from '../routes/home';
import { otherIsbnForm } from '../search/isbn';
import { normalise } from '../search/korean';
import { ISBN_PATTERN } from './intent';
import { daysOf, periodOf, type Period } from './period';
import { APPLY_QUESTION, fromNow, meetingsText, meetsIn, outsideParts, seoulMs, stateWords, type Meeting } from './programs';
import { bookReason, byAuthor, firstAuthor, kdcSection, recommendationOrder, RECENT_DAYS, type BookFacts, type RecommendBasis } from './reasons';
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
  /** How the recommended books were chosen (each book's `reason` says it for that book), else null. */
  basis: RecommendBasis | null;
  /** Programs and events by the asked period (programs intent), else null. */
  schedule: Schedule | null;
  warning: string;
}

/** A program or library event as the answer names it. */
export interface ScheduledItem {
  kind: 'program' | 'event';
  id: number;
  title: string;
  category: string;
  target: string;
  place: string;
  link: string;
  state: ProgramState;
  /** The state in words (programs.ts stateWords). */
  stateText: string;
  /** The meetings named: those in the period, or, outside it, the next ones. */
  when: string;
  inPeriod: boolean;
}

export interface Schedule {
  period: Period;
  /** What meets in the period, by first meeting there; at most SCHEDULE_LIMIT. */
  items: ScheduledItem[];
  /** In the period but over the limit. */
  more: number;
  /** When nothing meets in the period: the nearest upcoming ones, each outside it. */
  outside: ScheduledItem[];
  /** Closed programs left out of the period's list because the question asked what can be applied for. */
  leftOut: number;
  /** Programs and events whose meetings in the period were all over by the time of the question. */
  ended: number;
  applyOnly: boolean;
  /** The topic words that narrowed the list ('어린이', '강연'). */
  topics: string[];
  /** Closed days of a period of a week or less: '11월 30일(월) 정기휴관일'. */
  closedDays: string[];
}

export interface RetrievalContext {
  db: Queryable;
  manageCode: string;
  /** yyyy-MM-dd in Seoul: the library's day at `now`. */
  today: string;
  /** The instant of the question (ms). */
  now: number;
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
  basis: null,
  schedule: null,
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
    reason: '',
  };
}

/* ---------------------------------------------------------------- catalogue */

async function searchCatalogue(ctx: RetrievalContext, field: CatalogueQuery['field'], words: string[], isbn?: string, size = BOOK_LIMIT): Promise<BookSummary[]> {
  const terms = [...new Set(words.map(normalise).filter((t) => t !== ''))].slice(0, 8);
  if (field !== 'isbn' && terms.length === 0) return [];
  const other = isbn === undefined ? undefined : otherIsbnForm(isbn);
  const query: CatalogueQuery = {
    field,
    terms: field === 'isbn' ? [] : terms,
    ...(isbn === undefined ? {} : { isbnPrefix: isbn }),
    ...(other === undefined ? {} : { isbnOtherForm: other }),
    availableOnly: false,
    sort: 'relevance',
    page: 1,
    size,
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

const SUMMARY = `b.book_key AS "BOOK_KEY", b.title AS "TITLE", b.author AS "AUTHOR", b.publisher AS "PUBLISHER",
    b.publish_year AS "PUBLISH_YEAR", b.isbn AS "ISBN", b.kdc_class AS "KDC_CLASS", b.call_no AS "CALL_NO",
    b.shelf_loc_desc AS "SHELF_LOC_DESC", b.loan_code AS "LOAN_CODE", b.cover_url AS "COVER_URL"`;

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

/** Candidates read before choosing, so that books on the shelf and borrowed lately can come first. */
const CANDIDATES = 20;

/** What the catalogue knows of the books beyond their cards: class, acquisition day, recent loans. */
async function bookFacts(ctx: RetrievalContext, keys: readonly string[]): Promise<Map<string, BookFacts>> {
  if (keys.length === 0) return new Map();
  const rows = await ctx.db.query<{ book_key: string; kdc: string; acquired: string; recent: number }>(
    `SELECT b.book_key, b.kdc_class AS kdc, to_char(b.acquired_at, 'YYYY-MM-DD') AS acquired,
            (SELECT count(*)::int FROM loans l WHERE l.book_key = b.book_key AND l.loan_date > $2::date AND l.loan_date <= $3::date) AS recent
       FROM books b WHERE b.book_key = ANY($1::text[])`,
    [[...keys], addDays(ctx.today, -RECENT_DAYS), ctx.today],
  );
  return new Map(rows.map((row) => [row.book_key, { kdc: row.kdc, acquired: row.acquired, recentLoans: row.recent }]));
}

/** '소년이 온다 같은 책', '「흰」과 비슷한 소설': the named book, or null. */
const LIKE_PATTERN = /^(.+?)\s*(?:같은|비슷한|닮은)\s*(?:책|소설|도서|작품|시집|거|것)/;

/** The ways the book before '같은' may be written: as typed, then without a trailing particle. */
export function likePhrases(question: string): string[] {
  const match = LIKE_PATTERN.exec(question.normalize('NFKC').trim());
  if (!match) return [];
  const quoted = quotedPhrase(match[1] ?? '');
  if (quoted) return [quoted];
  const typed = (match[1] ?? '').replace(/[?!.,~]/g, ' ').trim();
  const bare = typed.replace(/(?:이랑|랑|하고|와|과|처럼)$/u, '').trim();
  return [...new Set([typed, bare])].filter((phrase) => Array.from(normalise(phrase)).length >= 1);
}

/** The catalogue's book a '… 같은 책' question names: its exact title, else the longest title the words contain. */
async function likedBook(ctx: RetrievalContext, question: string): Promise<BookSummary | null> {
  for (const phrase of likePhrases(question)) {
    const norm = normalise(phrase);
    const found = await searchCatalogue(ctx, 'title', phrase.split(/\s+/), undefined, CANDIDATES);
    const exact = found.find((book) => normalise(book.TITLE) === norm);
    if (exact) return exact;
    const within = found
      .filter((book) => Array.from(normalise(book.TITLE)).length >= 2 && norm.includes(normalise(book.TITLE)))
      .sort((a, b) => Array.from(b.TITLE).length - Array.from(a.TITLE).length)[0];
    if (within) return within;
  }
  return null;
}

/** Books by the same author, then of the same KDC section, other than the book itself. */
async function booksLike(ctx: RetrievalContext, seed: BookSummary): Promise<ChatBookItem[]> {
  const author = firstAuthor(seed.AUTHOR);
  const section = kdcSection(seed.KDC_CLASS);
  const rows = await ctx.db.query<BookSummary>(
    `SELECT ${SUMMARY} FROM books b
      WHERE b.book_key <> $1
        AND (($2 <> '' AND position($2 in b.author) > 0) OR ($3 <> '' AND left(regexp_replace(b.kdc_class, '[^0-9]', '', 'g'), 3) = $3))
      ORDER BY ($2 <> '' AND position($2 in b.author) > 0) DESC, b.acquired_at DESC, b.book_key
      LIMIT $4`,
    [seed.BOOK_KEY, author, section, CANDIDATES * 2],
  );
  const books = rows.map(toBookItem);
  const sameAuthor = books.filter((book) => byAuthor(book, author));
  const sameClass = books.filter((book) => !byAuthor(book, author));
  return [...sameAuthor, ...sameClass];
}

/** A person the question names who is one of the catalogue's authors, with their books. */
async function authorBooks(ctx: RetrievalContext, words: readonly string[]): Promise<{ author: string; books: ChatBookItem[] } | null> {
  for (const word of words.slice(0, 3)) {
    if (Array.from(normalise(word)).length < 2) continue;
    const found = (await searchCatalogue(ctx, 'author', [word], undefined, CANDIDATES)).map(toBookItem).filter((book) => byAuthor(book, word));
    if (found.length > 0) return { author: word, books: found };
  }
  return null;
}

/**
 * Chooses up to BOOK_LIMIT books in the basis's order (books like another: up to three by the
 * same author, the rest of the same class) and gives each its reason.
 */
async function recommended(ctx: RetrievalContext, result: Retrieved, candidates: ChatBookItem[], basis: RecommendBasis): Promise<Retrieved> {
  const facts = await bookFacts(ctx, candidates.map((book) => book.book_key));
  let ordered = recommendationOrder(candidates, facts, basis);
  if (basis.kind === 'like') {
    const same = ordered.filter((book) => byAuthor(book, basis.author));
    const other = ordered.filter((book) => !byAuthor(book, basis.author));
    const authors = same.slice(0, Math.max(3, BOOK_LIMIT - other.length));
    ordered = [...authors, ...other];
  }
  result.basis = basis;
  result.books = ordered.slice(0, BOOK_LIMIT).map((book) => ({
    ...book,
    reason: bookReason(book, facts.get(book.book_key), basis, result.notes[book.book_key] ?? '', ctx.today),
  }));
  return result;
}

export async function retrieveRecommendations(ctx: RetrievalContext, question: string, confidence: number): Promise<Retrieved> {
  const words = keyWords(question);
  const topics = TOPIC_SYNONYMS.filter(([pattern]) => pattern.test(question)).map(([, word]) => word);
  const result = empty('recommendation', confidence, words);
  const seed = await likedBook(ctx, question);
  if (seed) {
    const basis: RecommendBasis = { kind: 'like', title: seed.TITLE, author: firstAuthor(seed.AUTHOR), kdc: seed.KDC_CLASS };
    const like = await booksLike(ctx, seed);
    if (like.length > 0) return recommended(ctx, result, like, basis);
  }
  const byName = await authorBooks(ctx, words);
  if (byName) return recommended(ctx, result, byName.books, { kind: 'author', author: byName.author });
  const list = await matchingList(ctx, [...words, ...topics]);
  if (list) {
    result.listTitle = list.title;
    for (const book of list.books) if (book.NOTE) result.notes[book.BOOK_KEY] = book.NOTE;
    return recommended(ctx, result, list.books.map(toBookItem), { kind: 'list', title: list.title });
  }
  if (words.length > 0) {
    const found = await searchCatalogue(ctx, 'all', words, undefined, CANDIDATES);
    if (found.length > 0) return recommended(ctx, result, found.map(toBookItem), { kind: 'words', words });
  }
  if (words.length === 0 || /인기|많이/.test(question)) {
    const days = 90;
    const popular = await listPopularBooks(ctx.db, { from: addDays(ctx.today, -days), to: ctx.today, kdc: '', size: BOOK_LIMIT });
    result.listTitle = `최근 ${days}일 인기도서`;
    const loans = Object.fromEntries(popular.map((book) => [book.BOOK_KEY, book.LOAN_COUNT]));
    return recommended(ctx, result, popular.map(toBookItem), { kind: 'popular', days, loans });
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

export const PROGRAM_LINK = '/community/events/program-list';
export const programLink = (id: number) => `/community/events/program-detail/${id}`;
export const eventLink = (id: number) => `/community/events/librart-events-detail/${id}`;

/** Programs and events named for a period; the rest are counted. */
export const SCHEDULE_LIMIT = 6;
/** Upcoming ones offered when nothing meets in the period. */
export const OUTSIDE_LIMIT = 3;
/** How far ahead the upcoming ones are looked for. */
const UPCOMING_DAYS = 60;

/** A program or event with all its meetings in the days read. */
interface Candidate extends Omit<ScheduledItem, 'when' | 'inPeriod'> {
  audience: ProgramAudience;
  sessionCount: number;
  meetings: Meeting[];
}

/** Topic words of a question and what a program or event must be to fit each. */
const SCHEDULE_TOPICS: readonly { pattern: RegExp; word: string; fits: (c: Candidate) => boolean }[] = [
  { pattern: /어린이|아이|초등|유아/, word: '어린이', fits: (c) => c.audience === 'CHILD' || c.audience === 'FAMILY' || /어린이|초등|유아|\d+~\d+세/.test(c.target) },
  { pattern: /청소년|중학생|고등학생|중고생/, word: '청소년', fits: (c) => c.audience === 'TEEN' || /청소년|중학|고등|중·고/.test(c.target) },
  { pattern: /어르신|노인|시니어/, word: '어르신', fits: (c) => c.audience === 'SENIOR' || /어르신|60세|65세/.test(c.target) },
  { pattern: /가족/, word: '가족', fits: (c) => c.audience === 'FAMILY' || /가족|보호자/.test(c.target) },
  { pattern: /성인|어른/, word: '성인', fits: (c) => c.audience === 'ADULT' || /성인/.test(c.target) },
  { pattern: /강연|특강|강의|북토크|작가와의 만남/, word: '강연', fits: (c) => /강연|북토크|특강|만남/.test(`${c.category}${c.title}`) },
  { pattern: /전시/, word: '전시', fits: (c) => /전시/.test(`${c.category}${c.title}`) },
  { pattern: /체험|만들기/, word: '체험', fits: (c) => /체험|만들기/.test(`${c.category}${c.title}`) },
  { pattern: /독서\s?모임|토론/, word: '독서모임', fits: (c) => /독서\s?모임|토론/.test(`${c.category}${c.title}`) },
  { pattern: /교육|교실|배움|강좌/, word: '교육', fits: (c) => /교육|교실|배움|강좌/.test(`${c.category}${c.title}`) },
  { pattern: /공연|인형극|콘서트|음악회/, word: '공연', fits: (c) => /공연|인형극|콘서트/.test(`${c.category}${c.title}`) },
];

/** Days the library is closed in [from, to], with the reason (listed days, and weekdays no room opens). */
async function closedDaysBetween(ctx: RetrievalContext, from: string, to: string): Promise<Map<string, string>> {
  const info = await findLibraryInfo(ctx.db, ctx.manageCode);
  if (!info) return new Map();
  const hours = libraryHours(info.ROOMS);
  const days = daysOf({ from, to });
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  const listed = new Map((await Promise.all(months.map((month) => listedClosedDays(ctx.db, ctx.manageCode, month)))).flat().map((d) => [d.day, d.reason]));
  const closed = new Map<string, string>();
  for (const day of days) {
    const reason = listed.get(day) ?? (hoursOn(hours, weekdayOf(day)) === null ? WEEKLY_CLOSING_REASON : '');
    if (reason !== '') closed.set(day, reason);
  }
  return closed;
}

/** When a meeting takes place first on or after `from` ('yyyy-MM-dd HH:mm'), for ordering. */
const firstAt = (m: Meeting, from: string) => `${m.startDay > from ? m.startDay : from} ${m.startTime}`;

async function scheduleCandidates(ctx: RetrievalContext, from: string, to: string, after: number): Promise<Candidate[]> {
  const [sessions, events] = await Promise.all([
    listProgramSessions(ctx.db, { manageCode: ctx.manageCode, today: ctx.today, from, to, after }),
    eventEntries(ctx.db, ctx.manageCode, from, to),
  ]);
  const programs = new Map<number, Candidate>();
  for (const row of sessions) {
    const meeting: Meeting = { no: row.session_no, startDay: row.start_day, startTime: row.start_time, endDay: row.end_day, endTime: row.end_time };
    const known = programs.get(row.program_id);
    if (known) {
      known.meetings.push(meeting);
      continue;
    }
    programs.set(row.program_id, {
      kind: 'program',
      id: row.program_id,
      title: row.title,
      category: row.category,
      target: row.target,
      place: row.place,
      link: programLink(row.program_id),
      state: row.state,
      stateText: stateWords(
        {
          state: row.state,
          applyStart: row.apply_start_day,
          applyEnd: row.apply_end_day,
          capacity: row.capacity,
          applied: row.applied,
          waitCapacity: row.wait_capacity,
          waiting: row.waiting,
        },
        ctx.today,
      ),
      audience: row.audience,
      sessionCount: row.session_count,
      meetings: [meeting],
    });
  }
  // A library event that is a program is applied for there: the program stands for it.
  const libraryEvents: Candidate[] = events
    .filter((event) => event.PROGRAM_ID === 0)
    .map((event) => ({
      kind: 'event',
      id: event.EVENT_ID,
      title: event.TITLE,
      category: event.CATEGORY,
      target: event.TARGET,
      place: event.PLACE,
      link: eventLink(event.EVENT_ID),
      state: 'FREE',
      stateText: stateWords({ state: 'FREE', applyStart: '', applyEnd: '', capacity: 0, applied: 0, waitCapacity: 0, waiting: 0 }, ctx.today),
      audience: 'ALL',
      sessionCount: 1,
      meetings: [{ no: 1, startDay: event.START_DAY, startTime: event.START_TIME, endDay: event.END_DAY, endTime: event.END_TIME }],
    }));
  return [...programs.values(), ...libraryEvents];
}

/**
 * Programs and library events by their meetings (a program's sessions, an event's days) in the
 * asked period, in Asia/Seoul: a weekly course is in '이번 주말' only when one of its sessions is;
 * what is over by the time of the question is not; a daily exhibition is not on the library's
 * closed days. Each carries its application state in words; a question about what one can apply
 * for leaves closed programs out (and says how many). When nothing meets in the period, the
 * nearest upcoming ones are named as outside it.
 */
export async function retrievePrograms(ctx: RetrievalContext, question: string, confidence: number): Promise<Retrieved> {
  const period = periodOf(question, ctx.now);
  const result = empty('programs', confidence, keyWords(question));
  result.period = period.label;
  const applyOnly = APPLY_QUESTION.test(question);
  const asked = SCHEDULE_TOPICS.filter((topic) => topic.pattern.test(question));
  const from = period.from < ctx.today ? period.from : ctx.today;
  const ahead = addDays(ctx.today, UPCOMING_DAYS);
  const to = period.to > ahead ? period.to : ahead;
  // From the start of the period's first day, so that what ended earlier today can be counted.
  const after = Math.min(ctx.now, seoulMs(period.from, '00:00'));
  const [all, closed] = await Promise.all([scheduleCandidates(ctx, from, to, after), closedDaysBetween(ctx, from, to)]);
  const closedSet = new Set(closed.keys());
  const fitting = all.filter((c) => asked.every((topic) => topic.fits(c)));

  const meetingsIn = (c: Candidate, p: Pick<Period, 'from' | 'to' | 'now'>) => c.meetings.filter((m) => meetsIn(m, p, closedSet));
  const inPeriod = fitting.filter((c) => meetingsIn(c, period).length > 0);
  const open = applyOnly ? inPeriod.filter((c) => c.state !== 'CLOSED') : inPeriod;
  const ended = fitting.filter((c) => meetingsIn(c, period).length === 0 && meetingsIn(c, { ...period, now: Number.NEGATIVE_INFINITY }).length > 0).length;
  const at = (c: Candidate, p: Pick<Period, 'from' | 'to' | 'now'>) => firstAt(meetingsIn(c, p)[0] ?? c.meetings[0] ?? { no: 1, startDay: p.from, startTime: '', endDay: p.from, endTime: '' }, p.from);
  const byFirst = (p: Pick<Period, 'from' | 'to' | 'now'>) => (a: Candidate, b: Candidate) => at(a, p).localeCompare(at(b, p)) || a.kind.localeCompare(b.kind) || a.id - b.id;
  const shown = (c: Candidate, meetings: Meeting[], inside: boolean): ScheduledItem => ({
    kind: c.kind,
    id: c.id,
    title: c.title,
    category: c.category,
    target: c.target,
    place: c.place,
    link: c.link,
    state: c.state,
    stateText: c.stateText,
    // Outside the period only the next meeting is named (and how many follow).
    when: meetingsText(meetings, c.sessionCount, inside ? 3 : 1),
    inPeriod: inside,
  });

  const sorted = [...open].sort(byFirst(period));
  const items = sorted.slice(0, SCHEDULE_LIMIT).map((c) => shown(c, meetingsIn(c, period), true));
  let outside: ScheduledItem[] = [];
  if (items.length === 0) {
    // Upcoming from now, outside the period (before it, for a later period, or after it).
    const upcoming = { from: ctx.today, to, now: ctx.now };
    const later = (c: Candidate) =>
      c.meetings
        .flatMap((m) => outsideParts(m, period))
        .filter((m) => meetsIn(m, upcoming, closedSet))
        .map((m) => fromNow(m, ctx.now, closedSet))
        .sort((a, b) => firstAt(a, ctx.today).localeCompare(firstAt(b, ctx.today)));
    outside = fitting
      .filter((c) => later(c).length > 0 && !(applyOnly && c.state === 'CLOSED'))
      .sort((a, b) => {
        const first = (c: Candidate) => firstAt(later(c)[0] ?? { no: 1, startDay: to, startTime: '', endDay: to, endTime: '' }, ctx.today);
        return first(a).localeCompare(first(b)) || a.id - b.id;
      })
      // Open ones first among the nearest: someone looking for something to join can join them.
      .slice(0, OUTSIDE_LIMIT * 2)
      .sort((a, b) => Number(a.state === 'CLOSED') - Number(b.state === 'CLOSED'))
      .slice(0, OUTSIDE_LIMIT)
      .map((c) => shown(c, later(c), false));
  }
  const closedDays = daysOf(period).length <= 7 ? [...closed.entries()].filter(([day]) => day >= period.from && day <= period.to).map(([day, reason]) => `${koreanDay(day)} ${reason}`) : [];
  result.schedule = {
    period,
    items,
    more: sorted.length - items.length,
    outside,
    leftOut: inPeriod.length - open.length,
    ended,
    applyOnly,
    topics: asked.map((topic) => topic.word),
    closedDays,
  };
  result.facts = [...items, ...outside].map((item) => scheduleCard(item, period));
  result.warning = result.facts.length > 0 ? '프로그램 일정과 신청 상태는 바뀔 수 있습니다. 신청 전에 프로그램 신청 페이지에서 확인해 주세요.' : '';
  return result;
}

/** '이번 주말 아님': the mark of an item outside the asked period. */
export const outsideMark = (period: Pick<Period, 'name'>) => `${period.name} 아님`;

/** One program or event as a card of the answer's details. */
export function scheduleCard(item: ScheduledItem, period: Pick<Period, 'name'>): ChatGenericItem {
  const target = item.target === '' ? '누구나' : item.target;
  return {
    kind: 'generic',
    title: item.title,
    content: `${item.inPeriod ? '' : `${outsideMark(period)} · `}${item.when} · 대상 ${target} · ${item.stateText}`,
    category: item.category,
    location: item.place,
    source: item.kind === 'program' ? '문화강좌·프로그램' : '도서관 행사',
    link: item.link,
  };
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
