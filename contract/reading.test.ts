import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExhibitionDetailResponse, ExhibitionListRequest, ExhibitionListResponse } from './exhibition';
import {
  BookMagicRequest,
  BookMagicResponse,
  ClubApplyRequest,
  ClubDetailResponse,
  ClubListRequest,
  ClubListResponse,
  FestivalResponse,
  InsertReviewRequest,
  ReadingPointResponse,
  ReviewListResponse,
} from './reading';
import selectbookmagic from './__fixtures__/reference/selectbookmagic.json';
import selectclubdetail from './__fixtures__/reference/selectclubdetail.json';
import selectclublist from './__fixtures__/reference/selectclublist.json';
import selectexhibitiondetail from './__fixtures__/reference/selectexhibitiondetail.json';
import selectexhibitionlist from './__fixtures__/reference/selectexhibitionlist.json';
import selectfestival from './__fixtures__/reference/selectfestival.json';
import selectreadingpoint from './__fixtures__/reference/selectreadingpoint.json';
import selectreviewlist from './__fixtures__/reference/selectreviewlist.json';

/** The output reads the same again: stored copies are validated with the same schema. */
function roundTrips<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const output = v.parse(schema, input);
  expect(v.parse(schema, output)).toEqual(output);
  return output;
}

describe('exhibition and reading answers of the reference server', () => {
  it.each([
    ['selectexhibitionlist', ExhibitionListResponse, selectexhibitionlist],
    ['selectexhibitiondetail', ExhibitionDetailResponse, selectexhibitiondetail],
    ['selectclublist', ClubListResponse, selectclublist],
    ['selectclubdetail', ClubDetailResponse, selectclubdetail],
    ['selectfestival', FestivalResponse, selectfestival],
    ['selectreviewlist', ReviewListResponse, selectreviewlist],
    ['selectbookmagic', BookMagicResponse, selectbookmagic],
    ['selectreadingpoint', ReadingPointResponse, selectreadingpoint],
  ] as const)('%s reads and reads again the same', (_name, schema, recorded) => {
    roundTrips(schema as v.GenericSchema, recorded);
  });
});

describe('tolerant at the edges', () => {
  it('numbers as text, fields left out, unknown fields dropped', () => {
    const list = roundTrips(ExhibitionListResponse, {
      LIST: [{ EXHIBITION_ID: '7', TITLE: '원화전', WORK_COUNT: '3', EXTRA: 1 }],
      TOTAL_COUNT: '1',
    });
    expect(list).toEqual({
      RESULT_INFO: 'SUCCESS',
      LIST: [{ EXHIBITION_ID: 7, TITLE: '원화전', SUBTITLE: '', PLACE: '', START_DATE: '', END_DATE: '', STATE: 'ENDED', POSTER_URL: '', SUMMARY: '', WORK_COUNT: 3 }],
      TOTAL_COUNT: 1,
      PAGE: 1,
      SIZE: 12,
    });
  });

  it('an unknown state reads as closed (no apply button on a guess); NO_DATA without a list is empty', () => {
    const clubs = roundTrips(ClubListResponse, { RESULT_INFO: 'NO_DATA', LIST: [{ CLUB_ID: 1, NAME: '모임', STATE: 'WAITLIST', CAPACITY: '20' }] });
    expect(clubs.LIST[0]).toMatchObject({ STATE: 'CLOSED', KIND: 'CLUB', CAPACITY: 20, MEMBER_COUNT: 0 });
    expect(roundTrips(ClubListResponse, { RESULT_INFO: 'NO_DATA' }).LIST).toEqual([]);
    expect(roundTrips(ReviewListResponse, { RESULT_INFO: 'NO_DATA', LIST: null }).LIST).toEqual([]);
  });

  it('strict about what a screen needs: a club without a name, a festival without a title', () => {
    expect(v.safeParse(ClubListResponse, { LIST: [{ CLUB_ID: 1, NAME: '  ' }] }).success).toBe(false);
    expect(v.safeParse(FestivalResponse, { FESTIVAL: { TITLE: '' } }).success).toBe(false);
    expect(v.safeParse(ClubDetailResponse, {}).success).toBe(false);
  });

  it('a prescription leaves out a book that does not read, keeps the rest', () => {
    const answer = roundTrips(BookMagicResponse, { PRESCRIPTION: '처방', LIST: [{ BOOK_KEY: 'B1', TITLE: '코스모스' }, { TITLE: '키 없음' }] });
    expect(answer.LIST.map((book) => book.BOOK_KEY)).toEqual(['B1']);
  });

  it('a refused reading point reads with its code and no items', () => {
    const answer = roundTrips(ReadingPointResponse, { RESULT: 'FAIL', RESULT_CODE: 'CITIZEN', RESULT_MESSAGE: '독서포인트를 이용하기 위해선 도민인증이 필요합니다.' });
    expect(answer).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'CITIZEN', TOTAL: 0, ITEMS: [] });
  });
});

describe('requests the reference server accepts', () => {
  const base = { manage_code: '141674' };

  it('lists: defaults, and only the listed states', () => {
    expect(v.parse(ExhibitionListRequest, base)).toEqual({ ...base, state: '', keyword: '', page: 1 });
    expect(v.safeParse(ExhibitionListRequest, { ...base, state: 'SOON' }).success).toBe(false);
    expect(v.safeParse(ClubListRequest, { ...base }).success).toBe(false);
    expect(v.parse(ClubListRequest, { ...base, kind: 'LIBRARY', state: 'open', keyword: ' 한강 ' }).keyword).toBe('한강');
    expect(v.safeParse(ClubListRequest, { ...base, kind: 'CLUB', keyword: '가'.repeat(51) }).success).toBe(false);
  });

  it('an application needs a phone of the Korean form and the consent', () => {
    const application = { ...base, user_key: 'U1', club_id: 3, phone: '010-1234-5678', consent_yn: 'Y' };
    expect(v.parse(ClubApplyRequest, application)).toEqual({ ...application, motivation: '' });
    expect(v.parse(ClubApplyRequest, { ...application, phone: '01012345678' }).phone).toBe('01012345678');
    expect(v.parse(ClubApplyRequest, { ...application, phone: '031-249-0000' }).phone).toBe('031-249-0000');
    for (const phone of ['1234', '010-1234-567', 'phone', '010 1234 5678']) expect(v.safeParse(ClubApplyRequest, { ...application, phone }).success).toBe(false);
    expect(v.safeParse(ClubApplyRequest, { ...application, consent_yn: 'N' }).success).toBe(false);
    expect(v.safeParse(ClubApplyRequest, { ...application, club_id: 0 }).success).toBe(false);
    expect(v.safeParse(ClubApplyRequest, { ...application, motivation: '가'.repeat(501) }).success).toBe(false);
  });

  it('a review: bounds on every field, trimmed', () => {
    const review = { ...base, user_key: 'U1', title: ' 좋은 책 ', book_title: '아몬드', body: '가'.repeat(20) };
    expect(v.parse(InsertReviewRequest, review)).toMatchObject({ title: '좋은 책', book_author: '' });
    expect(v.safeParse(InsertReviewRequest, { ...review, title: '가' }).success).toBe(false);
    expect(v.safeParse(InsertReviewRequest, { ...review, body: '가'.repeat(19) }).success).toBe(false);
    expect(v.safeParse(InsertReviewRequest, { ...review, body: '가'.repeat(4001) }).success).toBe(false);
    expect(v.safeParse(InsertReviewRequest, { ...review, book_title: '   ' }).success).toBe(false);
  });

  it('북매직: the three answers from their lists', () => {
    expect(v.parse(BookMagicRequest, { ...base, reader: 'child', mood: 'laugh', time: 'short' }).available_yn).toBe('N');
    expect(v.safeParse(BookMagicRequest, { ...base, reader: 'child', mood: 'angry', time: 'short' }).success).toBe(false);
  });
});
