import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOADS_DIR } from '../routes/uploads';
import { acquiredDaysAgo, callNumberFor, hasSeedCover, loanCodeFor, SEED_BOOKS, seedBookKey, shelfFor } from './books';

/** ISBN-13: weights 1, 3, 1, 3 …; ISBN-10: weights 10 … 1, X = 10 in the last place; both sum to 0 mod 10 / 11. */
function validIsbn(isbn: string): boolean {
  if (/^\d{13}$/.test(isbn)) {
    return [...isbn].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3), 0) % 10 === 0;
  }
  if (/^\d{9}[\dX]$/.test(isbn)) {
    return [...isbn].reduce((sum, digit, index) => sum + (digit === 'X' ? 10 : Number(digit)) * (10 - index), 0) % 11 === 0;
  }
  return false;
}

const count = SEED_BOOKS.length;
const days = SEED_BOOKS.map((_, index) => acquiredDaysAgo(index, count));
const newestYear = Math.max(...SEED_BOOKS.map((book) => Number(book.year)));

describe('validIsbn', () => {
  it('checks ISBN-13 and ISBN-10 check digits', () => {
    expect(validIsbn('9788936434120')).toBe(true);
    expect(validIsbn('9788936434121')).toBe(false);
    expect(validIsbn('893746005X')).toBe(true);
    expect(validIsbn('8937460050')).toBe(false);
    expect(validIsbn('978-89-364-3412-0')).toBe(false);
  });
});

describe('SEED_BOOKS', () => {
  it('holds about three hundred books, no title and author twice', () => {
    expect(count).toBeGreaterThanOrEqual(280);
    const pairs = SEED_BOOKS.map((book) => `${book.title}/${book.author}`);
    expect(pairs.filter((pair, index) => pairs.indexOf(pair) !== index)).toEqual([]);
  });

  it('keeps the first books at their keys (keys are positions)', () => {
    expect(SEED_BOOKS[0]?.title).toBe('소년이 온다');
    expect(SEED_BOOKS[34]?.title).toBe('해리 포터와 마법사의 돌');
    expect(SEED_BOOKS[57]?.title).toBe('수학귀신');
  });

  it('has plausible facts: a year, a KDC class, a valid ISBN where one is given, a summary', () => {
    for (const book of SEED_BOOKS) {
      expect(book.year, book.title).toMatch(/^(19|20)\d\d$/);
      expect(book.kdc, book.title).toMatch(/^\d{3}(\.\d+)?$/);
      if (book.isbn !== undefined) expect(validIsbn(book.isbn), `${book.title} ${book.isbn}`).toBe(true);
      for (const field of [book.title, book.author, book.publisher, book.summary]) expect(field.trim(), book.title).toBe(field);
      expect(book.summary, book.title).toMatch(/[가-힣].*[.다]$/);
    }
    const isbns = SEED_BOOKS.flatMap((book) => (book.isbn ? [book.isbn] : []));
    expect(new Set(isbns).size).toBe(isbns.length);
  });

  it('spans the KDC main classes, with several climate and several children’s books', () => {
    expect(new Set(SEED_BOOKS.map((book) => book.kdc[0]))).toEqual(new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']));
    expect(SEED_BOOKS.filter((book) => book.kdc.startsWith('539.9') || book.kdc.startsWith('453.9')).length).toBeGreaterThanOrEqual(5);
    expect(SEED_BOOKS.filter((book) => shelfFor(book) === '1층 어린이자료실').length).toBeGreaterThanOrEqual(20);
    expect(SEED_BOOKS.filter((book) => book.title.startsWith('해리 포터')).length).toBeGreaterThan(1);
    expect(SEED_BOOKS.filter((book) => book.title === '어린 왕자').length).toBeGreaterThan(1);
  });
});

describe('acquiredDaysAgo', () => {
  it('puts a tenth of the books in the last 30 days, more within 90, most before; one on the seeding day', () => {
    expect(days[0]).toBe(0);
    expect(days.filter((d) => d === 0)).toHaveLength(1);
    expect(days.filter((d) => d < 30).length).toBeGreaterThanOrEqual(count * 0.08);
    expect(days.filter((d) => d >= 30 && d < 90).length).toBeGreaterThanOrEqual(count * 0.1);
    expect(days.filter((d) => d >= 90).length).toBeGreaterThan(count / 2);
    expect(Math.max(...days)).toBeLessThanOrEqual(1800);
  });

  it('never acquires a book long before it came out', () => {
    SEED_BOOKS.forEach((book, index) => {
      expect(days[index], book.title).toBeLessThanOrEqual(180 + (newestYear - Number(book.year)) * 365);
    });
  });

  it('works for any count: whole days, index 0 alone on day 0', () => {
    for (const n of [1, 2, 3, 7, 23, 58, 299, 300, 400]) {
      const spread = Array.from({ length: n }, (_, index) => acquiredDaysAgo(index, n));
      expect(spread.every((d) => Number.isInteger(d) && d >= 0)).toBe(true);
      expect(spread.filter((d) => d === 0), String(n)).toEqual([0]);
    }
  });
});

describe('loans, covers, shelves and call numbers', () => {
  it('lends about a quarter, the newest acquisition on the shelf', () => {
    const onLoan = SEED_BOOKS.filter((_, index) => loanCodeFor(index) === 'LOAN').length;
    expect(onLoan / count).toBeGreaterThan(0.2);
    expect(onLoan / count).toBeLessThan(0.3);
    expect(loanCodeFor(0)).toBe('OK');
  });

  it('has a cover file for exactly the books with a cover, and some without', () => {
    const files = new Set(readdirSync(join(DEFAULT_UPLOADS_DIR, 'covers')));
    SEED_BOOKS.forEach((_, index) => {
      expect(files.has(`${seedBookKey(index)}.webp`), seedBookKey(index)).toBe(hasSeedCover(index));
    });
    expect(SEED_BOOKS.filter((_, index) => !hasSeedCover(index)).length).toBeGreaterThan(count / 10);
    expect(existsSync(join(DEFAULT_UPLOADS_DIR, 'covers', `${seedBookKey(count)}.webp`))).toBe(false);
  });

  it('shelves children’s books in the children’s room when given the book, literature on the third floor', () => {
    for (const book of SEED_BOOKS.filter((b) => b.children)) expect(shelfFor(book), book.title).toBe('1층 어린이자료실');
    expect(shelfFor('813.8')).toBe('1층 어린이자료실');
    expect(shelfFor('410')).toBe('1층 어린이자료실');
    expect(shelfFor('410.1')).toBe('2층 종합자료실(인문·사회·과학)');
    expect(shelfFor('843')).toBe('3층 종합자료실(문학)');
    expect(shelfFor({ kdc: '843', children: true })).toBe('1층 어린이자료실');
  });

  it('gives every book a call number of its class', () => {
    SEED_BOOKS.forEach((book, index) => {
      expect(callNumberFor(book, index).startsWith(`${book.kdc}-`), book.title).toBe(true);
    });
  });
});
