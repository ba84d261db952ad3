import { describe, expect, it } from 'vitest';
import { stringifySearch } from '../../../lib/search-params';
import type { Holding } from '../../../../contract/catalogue';
import { wishLink } from '../../../links/account-links';
import { reservableBranches, wishSearch } from './book-actions';
import { checkWish } from './wish-list-view';

const copy = (branch: string, code: string): Holding => ({
  HOLDING_KEY: `${branch}-${code}-${Math.random()}`,
  BRANCH_CODE: branch,
  BRANCH_NAME: `${branch} 도서관`,
  REG_NO: 'EM1',
  CALL_NO: '813.7',
  SHELF_LOC_DESC: '',
  LOAN_CODE: code,
  DUE_DATE: '',
});

describe('reservableBranches', () => {
  it('offers only branches whose every copy is off the shelf', () => {
    const book = { HOLDINGS: [copy('MAIN', 'LOAN'), copy('MAIN', 'OK'), copy('NORTH', 'LOAN'), copy('CHILD', 'LOAN'), copy('CHILD', 'PROC')] };
    expect(reservableBranches(book).map((b) => b.code)).toEqual(['NORTH', 'CHILD']);
    expect(reservableBranches({ HOLDINGS: [copy('MAIN', 'OK')] })).toEqual([]);
    expect(reservableBranches({ HOLDINGS: [] })).toEqual([]);
  });
});

describe('wish form', () => {
  const fields = { title: '작별하지 않는다', author: '', publisher: '', publish_year: '', isbn: '', book_key: '', branch_code: 'MAIN' as const, note: '' };
  it('asks for a title, a four-digit year and a 10/13-digit ISBN', () => {
    expect(checkWish(fields)).toBeNull();
    expect(checkWish({ ...fields, title: '  ' })?.field).toBe('title');
    expect(checkWish({ ...fields, publish_year: '21' })?.field).toBe('publish_year');
    expect(checkWish({ ...fields, isbn: '978893643412' })?.field).toBe('isbn');
    expect(checkWish({ ...fields, isbn: '9788936434120' })).toBeNull();
    expect(checkWish({ ...fields, isbn: '893643412X' })).toBeNull();
  });

  it('prefills the hope-book form from the book page', () => {
    const link = wishLink(wishSearch({ BOOK_KEY: 'GGL0000001', TITLE: '소년이 온다', AUTHOR: '한강', PUBLISHER: '창비', PUBLISH_YEAR: '2014', ISBN: '' }));
    const url = new URL(`${link.to}${stringifySearch(link.search)}`, 'https://x.invalid');
    expect(url.pathname).toBe('/mypage/bookwish-list');
    expect(url.searchParams.get('title')).toBe('소년이 온다');
    expect(url.searchParams.has('isbn')).toBe(false);
  });
});
