import { describe, expect, it } from 'vitest';
import type { BookDetail, BookSummary } from '../../../../contract/catalogue';
import { cleanBookDetail, cleanBookSummary } from './book-text';

const summary: BookSummary = {
  BOOK_KEY: 'GGL&amp;1',
  TITLE: '어린 왕자 &amp; 여우 &#39;길들이기&#39;',
  AUTHOR: '생텍쥐페리 &lt;지음&gt;',
  PUBLISHER: 'NULL',
  PUBLISH_YEAR: 'null',
  ISBN: '',
  KDC_CLASS: '863',
  CALL_NO: '863 &amp; 생ㅌ',
  SHELF_LOC_DESC: ' ',
  LOAN_CODE: 'OK',
  COVER_URL: '/covers/a.jpg?x=1&amp;y=2',
};

describe('book text cleanup', () => {
  it('decodes titles and names and empties NULL, leaving keys and addresses as sent', () => {
    const cleaned = cleanBookSummary(summary);
    expect(cleaned.TITLE).toBe("어린 왕자 & 여우 '길들이기'");
    expect(cleaned.AUTHOR).toBe('생텍쥐페리 <지음>');
    expect(cleaned.PUBLISHER).toBe('');
    expect(cleaned.PUBLISH_YEAR).toBe('');
    expect(cleaned.SHELF_LOC_DESC).toBe('');
    expect(cleaned.CALL_NO).toBe('863 & 생ㅌ');
    expect(cleaned.BOOK_KEY).toBe('GGL&amp;1');
    expect(cleaned.COVER_URL).toBe('/covers/a.jpg?x=1&amp;y=2');
  });

  it('cleans a record’s summary and its copies', () => {
    const detail: BookDetail = {
      ...summary,
      SUMMARY: '&quot;어른들은&quot;',
      ACQUIRED_AT: '',
      RESERVE_COUNT: 0,
      HOLDINGS: [{ HOLDING_KEY: 'H1', BRANCH_CODE: 'MAIN', BRANCH_NAME: '경기도서관 &amp; 분관', REG_NO: 'EM1', CALL_NO: 'NULL', SHELF_LOC_DESC: '3층', LOAN_CODE: 'OK', DUE_DATE: '' }],
    };
    const cleaned = cleanBookDetail(detail);
    expect(cleaned.SUMMARY).toBe('"어른들은"');
    expect(cleaned.TITLE).toBe("어린 왕자 & 여우 '길들이기'");
    expect(cleaned.HOLDINGS[0]).toMatchObject({ BRANCH_NAME: '경기도서관 & 분관', CALL_NO: '', SHELF_LOC_DESC: '3층' });
    expect(cleaned.RESERVE_COUNT).toBe(0);
  });
});
