import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

const roundTrip = (search: Record<string, string>) => parseSearch(stringifySearch(search));

describe('parseSearch', () => {
  it('reads every value as text, with or without the leading ?', () => {
    expect({ ...parseSearch('?query=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0&page=2') }).toEqual({ query: '해리 포터', page: '2' });
    expect({ ...parseSearch('kdc=01&from=2000&available=true') }).toEqual({ kdc: '01', from: '2000', available: 'true' });
    expect({ ...parseSearch('') }).toEqual({});
    expect({ ...parseSearch('?') }).toEqual({});
  });

  it('keeps ISBN-like digits, leading zeros and JSON-looking text as strings', () => {
    const search = parseSearch('?query=9788936434120&kdc=01&isbn=0306406152&q=%22quoted%22&n=null');
    expect(search.query).toBe('9788936434120');
    expect(search.kdc).toBe('01');
    expect(search.isbn).toBe('0306406152');
    expect(search.q).toBe('"quoted"');
    expect(search.n).toBe('null');
  });

  it('keeps an empty value as empty text and the first of repeated keys', () => {
    expect({ ...parseSearch('?key=&a=1&a=2') }).toEqual({ key: '', a: '1' });
  });

  it('treats keys such as __proto__ as data', () => {
    const search = parseSearch('?__proto__=x&constructor=y');
    expect(search.__proto__).toBe('x');
    expect(search.constructor).toBe('y');
    expect(Object.keys(search)).toEqual(['__proto__', 'constructor']);
  });
});

describe('stringifySearch', () => {
  it('writes strings as they are, numbers and booleans as their text, in key order', () => {
    expect(stringifySearch({ query: '한강', page: 2, available: true, field: 'title' })).toBe('?query=%ED%95%9C%EA%B0%95&page=2&available=true&field=title');
    expect(stringifySearch({ query: '9788936434120' })).toBe('?query=9788936434120');
    expect(stringifySearch({ year: 2020, kdc: '01' })).toBe('?year=2020&kdc=01');
  });

  it('never JSON-quotes a value', () => {
    expect(stringifySearch({ query: '"해리"' })).toBe('?query=%22%ED%95%B4%EB%A6%AC%22');
    expect(stringifySearch({ id: '2026-11' })).toBe('?id=2026-11');
    expect(stringifySearch({ flag: 'true', n: '12' })).toBe('?flag=true&n=12');
  });

  it('leaves out undefined, null, empty text, non-finite numbers, objects and arrays', () => {
    expect(stringifySearch({ a: undefined, b: null, c: '', d: Number.NaN, e: Number.POSITIVE_INFINITY, f: { x: 1 }, g: [1, 2], h: 'kept' })).toBe('?h=kept');
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ page: undefined })).toBe('');
  });

  it('writes 0 and false (they are values, not absence)', () => {
    expect(stringifySearch({ kdc: 0, open: false })).toBe('?kdc=0&open=false');
  });
});

describe('round trips', () => {
  it('bring every text back unchanged', () => {
    const cases: Array<Record<string, string>> = [
      { query: '해리 포터와 마법사의 돌' },
      { query: '  앞뒤 공백  ' },
      { query: 'C++ 프로그래밍' },
      { query: '100% 한국어' },
      { query: 'a&b=c' },
      { query: '=&?#/' },
      { kdc: '01', isbn: '9788936434120', isbn10: '030640615X', year: '0999' },
      { returnTo: '/search/search-detail/0?bookType=book&bookKey=GGL0000001' },
      { query: '%ED%95%9C' },
      { query: '+' },
    ];
    for (const search of cases) expect({ ...roundTrip(search) }).toEqual(search);
  });

  it('encode the characters that would change the meaning', () => {
    expect(stringifySearch({ query: 'a+b' })).toBe('?query=a%2Bb');
    expect(stringifySearch({ query: '50%' })).toBe('?query=50%25');
    expect(stringifySearch({ query: 'a&b=c' })).toBe('?query=a%26b%3Dc');
    expect(stringifySearch({ query: '해리 포터' })).toBe('?query=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0');
  });

  it('keep key order', () => {
    expect(Object.keys(roundTrip({ z: '1', a: '2', m: '3' }))).toEqual(['z', 'a', 'm']);
  });
});
