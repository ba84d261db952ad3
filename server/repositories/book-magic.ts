import type { BookSummary } from '../../contract/catalogue';
import type { MagicMood, MagicReader, MagicTime } from '../../contract/reading';
import type { Queryable } from '../db/db';
import { searchBooks } from './catalogue-repository';

/*
 * 북매직 (책 처방): three answers — who reads, what they need now, how much time they have — become
 * a librarian's prescription: shelves of the KDC (e.g. 814 수필 for comfort, 4 자연과학 for
 * curiosity), read from the real catalogue through the catalogue search (filters only, newest
 * first), then dealt out one shelf after another so the six books are not all alike.
 */

export const MAGIC_SIZE = 6;
const PER_SHELF = 8;

interface Shelf {
  kdc: string;
  /** Short forms (poems, essays, picture books) suit a short read. */
  short: boolean;
}

const s = (kdc: string, short = false): Shelf => ({ kdc, short });

/** Shelves per mood for adults and teens. */
const SHELVES: Record<MagicMood, Shelf[]> = {
  comfort: [s('814', true), s('811', true), s('189'), s('813')],
  courage: [s('189'), s('325'), s('813'), s('814', true)],
  curiosity: [s('4'), s('9'), s('5'), s('0')],
  laugh: [s('814', true), s('833'), s('813'), s('843')],
  think: [s('1'), s('3'), s('813'), s('2')],
};

/** Children read children's literature first (813.8), then the mood's nearest shelf for them. */
const CHILD_SHELVES: Record<MagicMood, Shelf[]> = {
  comfort: [s('813.8', true), s('811', true)],
  courage: [s('813.8', true), s('863')],
  curiosity: [s('41'), s('4'), s('813.8', true)],
  laugh: [s('813.8', true), s('863')],
  think: [s('813.8', true), s('1')],
};

const READER_WORDS: Record<MagicReader, string> = { child: '어린이', teen: '청소년', adult: '어른' };
const MOOD_WORDS: Record<MagicMood, string> = {
  comfort: '마음을 다독여 줄',
  courage: '한 걸음 내딛을 용기를 줄',
  curiosity: '궁금증을 채워 줄',
  laugh: '가볍게 웃으며 읽을',
  think: '오래 생각하게 할',
};
const TIME_WORDS: Record<MagicTime, string> = { short: '짧은 시간에 읽을 수 있는 책부터', long: '긴 호흡으로 빠져들 책부터' };

export function shelvesFor(reader: MagicReader, mood: MagicMood, time: MagicTime): Shelf[] {
  const shelves = reader === 'child' ? CHILD_SHELVES[mood] : SHELVES[mood];
  // Stable: the short shelves first for a short read, last for a long one.
  return [...shelves].sort((a, b) => (time === 'short' ? Number(b.short) - Number(a.short) : Number(a.short) - Number(b.short)));
}

export function prescriptionText(reader: MagicReader, mood: MagicMood, time: MagicTime): string {
  return `${READER_WORDS[reader]}에게 ${MOOD_WORDS[mood]} 책을, ${TIME_WORDS[time]} 골랐습니다.`;
}

/** Deals the shelves' books out in turn (first of each shelf, then the second …), each book once. */
export function dealBooks(shelves: readonly (readonly BookSummary[])[], size: number): BookSummary[] {
  const chosen: BookSummary[] = [];
  const seen = new Set<string>();
  for (let round = 0; chosen.length < size && shelves.some((shelf) => round < shelf.length); round++) {
    for (const shelf of shelves) {
      const book = shelf[round];
      if (!book || seen.has(book.BOOK_KEY)) continue;
      seen.add(book.BOOK_KEY);
      chosen.push(book);
      if (chosen.length === size) break;
    }
  }
  return chosen;
}

export async function prescribeBooks(db: Queryable, input: { reader: MagicReader; mood: MagicMood; time: MagicTime; availableOnly: boolean }): Promise<{ prescription: string; list: BookSummary[] }> {
  const shelves: BookSummary[][] = [];
  for (const shelf of shelvesFor(input.reader, input.mood, input.time)) {
    const { list } = await searchBooks(db, {
      field: 'all',
      terms: [],
      kdc: shelf.kdc,
      availableOnly: input.availableOnly,
      sort: 'newest',
      page: 1,
      size: PER_SHELF,
    });
    shelves.push(list);
  }
  return { prescription: prescriptionText(input.reader, input.mood, input.time), list: dealBooks(shelves, MAGIC_SIZE) };
}
