import { describe, expect, it } from 'vitest';
import type { MainPageResponse } from '../../../../contract/home';
import { cleanMainPage } from './main-page-text';

describe('cleanMainPage', () => {
  it('cleans titles and names of every section and leaves the hours alone', () => {
    const post = { POST_CODE: 1, TITLE: '휴관 &amp; 점검', WRITER: 'NULL', CREATED_AT: '', VIEW_COUNT: 0, NOTICE_YN: 'N', ATTACH_COUNT: 0, ANSWERED_YN: 'N' } as const;
    const data: MainPageResponse = {
      RESULT_INFO: 'SUCCESS',
      NOTICES: [post],
      NEWS: [{ ...post, TITLE: '&quot;소식&quot;' }],
      NEW_BOOKS: [{ BOOK_KEY: 'B1', TITLE: '책 &#39;하나&#39;', AUTHOR: 'null', PUBLISHER: '출판 &lt;사&gt;', PUBLISH_YEAR: '2025', COVER_URL: '', LOAN_CODE: 'OK' }],
      PROGRAMS: [{ PROGRAM_ID: 1, TITLE: '강연 &amp; 체험', CATEGORY: '강연', TARGET: 'NULL', PLACE: '1층', START_AT: '', END_AT: '', APPLY_STATUS: 'OPEN', POSTER_URL: '' }],
      OPENING: { TODAY: '2026-01-01', OPEN_YN: 'Y', TODAY_HOURS: '09:00–22:00', CLOSED_REASON: '', CLOSED_DAYS: [], HOURS_LINES: ['평일 &amp; 주말'] },
    };
    const cleaned = cleanMainPage(data);
    expect(cleaned.NOTICES[0]).toMatchObject({ TITLE: '휴관 & 점검', WRITER: '' });
    expect(cleaned.NEWS[0]?.TITLE).toBe('"소식"');
    expect(cleaned.NEW_BOOKS[0]).toMatchObject({ TITLE: "책 '하나'", AUTHOR: '', PUBLISHER: '출판 <사>' });
    expect(cleaned.PROGRAMS[0]).toMatchObject({ TITLE: '강연 & 체험', TARGET: '' });
    expect(cleaned.OPENING).toBe(data.OPENING);
  });
});
