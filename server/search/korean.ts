/**
 * Search normalisation of the catalogue, identical to the SQL functions book_norm() and
 * book_grams() of migration 0005 (korean.test.ts checks both on the same strings).
 *
 * normalise(): Unicode NFKC (full-width letters and digits become ASCII), upper-case ASCII and
 * Latin-1 letters lower-cased, then everything dropped except the characters a title is searched
 * by: digits, Latin letters (ASCII and Latin-1), Hangul syllables and compatibility jamo, kana,
 * CJK ideographs. So every space, punctuation mark and symbol goes, and '해리포터' finds
 * '해리 포터와 마법사의 돌'. An explicit list rather than [[:punct:]] or toLowerCase(): those depend
 * on the database's locale, and the stored columns must equal what this function computes.
 */

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ';
const LOWER = 'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþ';
/** The same strings appear in 0005_catalogue_search.sql (translate). */
export const NORMALISE_CASE_MAP = { UPPER, LOWER } as const;

const LOWER_OF = new Map(Array.from(UPPER, (ch, i) => [ch, LOWER[i] ?? ch]));

/** Characters kept; the same class appears in 0005_catalogue_search.sql. */
const DROPPED = /[^0-9a-zß-öø-ÿᄀ-ᇿㄱ-ㆎぁ-ゖァ-ヺー一-鿿가-힣]/gu;

export function normalise(text: string): string {
  const folded = Array.from(text.normalize('NFKC'), (ch) => LOWER_OF.get(ch) ?? ch).join('');
  return folded.replace(DROPPED, '');
}

/** The distinct 1- and 2-character grams of a normalised string (book_grams() in SQL). */
export function grams(norm: string): string[] {
  const chars = Array.from(norm);
  const set = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i += 1) set.add(`${chars[i]}${chars[i + 1]}`);
  return [...set].sort();
}

/** The distinct 2-character grams of a term of three or more characters. */
export function bigrams(norm: string): string[] {
  const chars = Array.from(norm);
  const set = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) set.add(`${chars[i]}${chars[i + 1]}`);
  return [...set];
}

/** Escapes LIKE's wildcards (%, _) and its escape character (\) in user input. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
