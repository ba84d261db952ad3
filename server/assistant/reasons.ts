import type { ChatBookItem } from '../../contract/chat';
import { kdcName, kdcSectionName } from '../../contract/kdc';
import { addDays } from '../calendar';
import { normalise } from '../search/korean';
import { withParticle } from '../../contract/particles';

/*
 * Why a recommended book is in the answer, in a few words drawn from the catalogue's own fields
 * (author, KDC class, acquisition day, loans, availability) and the librarian's notes: nothing
 * else is said about a book. The reasons travel on the book cards (ChatBookItem.reason), so the
 * answer's text need not list the books again.
 */

/** How the books of a recommendation were chosen. */
export type RecommendBasis =
  /** The question named an author: that author's books. */
  | { kind: 'author'; author: string }
  /** '「소년이 온다」 같은 책': books by the same author, then of the same KDC class. */
  | { kind: 'like'; title: string; author: string; kdc: string }
  /** A librarian's recommendation list or curation whose topic matched. */
  | { kind: 'list'; title: string }
  /** The question's words found in title, author or publisher. */
  | { kind: 'words'; words: string[] }
  /** The most borrowed books of the last `days` days, with each book's count. */
  | { kind: 'popular'; days: number; loans: Record<string, number> };

/** What the catalogue knows of a book beyond its card. */
export interface BookFacts {
  /** KDC class as catalogued ('813.7'), or ''. */
  kdc: string;
  /** yyyy-MM-dd */
  acquired: string;
  /** Loans in the last RECENT_DAYS days. */
  recentLoans: number;
}

export const RECENT_DAYS = 30;
/** A book acquired within this many days is new. */
export const NEW_DAYS = 60;
/** Loans in the last RECENT_DAYS days that make a book worth naming as borrowed often. */
export const OFTEN_BORROWED = 2;

/** 「소년이 온다」와, 「채식주의자」와, 「작별하지 않는다」와, 「흰」과. */
export const withWa = (word: string): string => withParticle(word, '과');

/** 이번 주말이, 다음 주가. */
export const withIga = (word: string): string => withParticle(word, '이');

/** The first three digits of a KDC class ('813.7' → '813'), or ''. */
export const kdcSection = (kdc: string): string => {
  const digits = kdc.replace(/[^0-9]/g, '');
  return digits.length >= 3 ? digits.slice(0, 3) : '';
};

/** '813.7' → '813 한국문학 소설'; '325.1' → '325 경제학'; '' for no class. */
export function kdcWords(kdc: string): string {
  const section = kdcSection(kdc);
  if (section === '') return '';
  const names = [kdcName(section.slice(0, 2)), kdcSectionName(section)].filter((name, i, all) => name !== '' && all.indexOf(name) === i);
  return [section, ...names].join(' ');
}

/** The first person of an author field ('한강 지음; 홍길동 옮김' → 한강). */
export const firstAuthor = (author: string): string =>
  author
    .split(/[,;·]/)[0]
    ?.replace(/\s*(?:지음|옮김|엮음|글|그림|저|역|편|외)\s*$/g, '')
    .trim() ?? '';

/** Whether one of the book's authors is the named person. */
export const byAuthor = (book: Pick<ChatBookItem, 'author'>, author: string): boolean =>
  author !== '' && book.author.split(/[,;·]/).some((part) => normalise(firstAuthor(part)) === normalise(author));

const monthDay = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

/**
 * The reason for one book: first how it was chosen, then what else the catalogue says for it
 * (borrowed often lately, newly acquired, on the shelf now), joined with ' · '.
 */
export function bookReason(book: ChatBookItem, facts: BookFacts | undefined, basis: RecommendBasis, note: string, today: string): string {
  const parts: string[] = [];
  switch (basis.kind) {
    case 'author':
      parts.push(`${basis.author} 작가의 책`);
      break;
    case 'like':
      if (byAuthor(book, basis.author)) parts.push(`${withWa(`「${basis.title}」`)} 같은 작가(${basis.author})`);
      else if (facts && kdcSection(facts.kdc) !== '' && kdcSection(facts.kdc) === kdcSection(basis.kdc)) {
        parts.push(`${withWa(`「${basis.title}」`)} 같은 분류(${kdcWords(facts.kdc)})`);
      }
      break;
    case 'list':
      parts.push(note !== '' ? `사서 추천: ${note}` : `「${basis.title}」 목록에 실린 책`);
      break;
    case 'words': {
      const hit = (text: string) => basis.words.find((word) => normalise(word) !== '' && normalise(text).includes(normalise(word)));
      const author = basis.words.find((word) => byAuthor(book, word));
      const title = hit(book.title);
      const publisher = hit(book.publisher);
      if (author) parts.push(`${author} 작가의 책`);
      else if (title) parts.push(`제목에 '${title}'`);
      else if (publisher) parts.push(`${book.publisher}에서 펴낸 책`);
      break;
    }
    case 'popular': {
      const loans = basis.loans[book.book_key] ?? 0;
      if (loans > 0) parts.push(`최근 ${basis.days}일 대출 ${loans}회`);
      break;
    }
  }
  if (facts && basis.kind !== 'popular' && facts.recentLoans >= OFTEN_BORROWED) parts.push(`최근 ${RECENT_DAYS}일 대출 ${facts.recentLoans}회`);
  if (facts && facts.acquired !== '' && facts.acquired >= addDays(today, -NEW_DAYS) && facts.acquired <= today) {
    parts.push(`새로 들어온 책(${monthDay(facts.acquired)} 입수)`);
  }
  if (book.loan_code === 'OK') parts.push('지금 대출 가능');
  return parts.join(' · ');
}

/**
 * The order a recommendation is shown in when the basis gives none of its own (an author's
 * books, books like another, a word search): on the shelf now first, then borrowed more lately,
 * then as found. A librarian's list and the most borrowed keep their order.
 */
export function recommendationOrder(books: readonly ChatBookItem[], facts: ReadonlyMap<string, BookFacts>, basis: RecommendBasis): ChatBookItem[] {
  if (basis.kind === 'list' || basis.kind === 'popular') return [...books];
  const rank = (book: ChatBookItem) => [book.loan_code === 'OK' ? 0 : 1, -(facts.get(book.book_key)?.recentLoans ?? 0)] as const;
  return books
    .map((book, index) => ({ book, index, key: rank(book) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.index - b.index)
    .map(({ book }) => book);
}
