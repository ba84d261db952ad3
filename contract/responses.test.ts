import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccessLogResponse } from './access-log';
import { LoginResponse, LogoutResponse, SessionCheckResponse } from './auth';
import { BoardDetailResponse, BoardListResponse, BoardWriteResponse } from './board';
import { BookDetailResponse, BookMarcResponse, CatalogueSearchResponse } from './catalogue';
import { AuthStatusResponse, ChatHistoryResponse, ChatSessionsResponse, SuggestionsResponse } from './chat';
import { ContentResponse } from './content';
import { BestsellerDetailResponse, CurationListResponse, NewBooksResponse, PopularBooksResponse, RecommendListResponse } from './discovery';
import { MainPageResponse } from './home';
import { GetUserNoResponse, GyeonggiSsoInfoResponse, WelaaSyncResponse } from './member';
import { SelectMenuResponse } from './menu';
import { BookMyStateResponse, LoanHistoryResponse, LoanListResponse, LoanStateResponse, RenewLoanResponse } from './my-library';
import { PopupListResponse } from './popup';
import { PushDeviceCountResponse, PushDeviceDetailResponse, PushDeviceWriteResponse } from './push';
import { GetEncryptCodeResponse, GetSsoTokenResponse, ValidateTokenResponse } from './sso';
import getpopuplist from './__fixtures__/reference/getpopuplist.json';
import getpopuplistNone from './__fixtures__/reference/getpopuplist-none.json';
import getwelaasyncinfo from './__fixtures__/reference/getwelaasyncinfo.json';
import login from './__fixtures__/reference/login.json';
import searchcatalogue from './__fixtures__/reference/searchcatalogue.json';
import searchcatalogueNoData from './__fixtures__/reference/searchcatalogue-nodata.json';
import selectboardlist from './__fixtures__/reference/selectboardlist.json';
import selectboardlistNoData from './__fixtures__/reference/selectboardlist-nodata.json';
import selectcurationlist from './__fixtures__/reference/selectcurationlist.json';
import selectloanlist from './__fixtures__/reference/selectloanlist.json';
import selectloanstate from './__fixtures__/reference/selectloanstate.json';
import selectmainpage from './__fixtures__/reference/selectmainpage.json';
import selectMenu from './__fixtures__/reference/selectMenu.json';
import sessioncheck from './__fixtures__/reference/sessioncheck.json';

/*
 * Every response schema against recorded answers of the reference server (__fixtures__/reference,
 * recorded with the demo data) and against the variants the spec allows: numbers as text,
 * RESULT NO_DATA without its list, fields the spec does not promise left out, unknown fields
 * added. What a screen needs (a key, a name) stays required. Every output reads the same again,
 * because stored copies are validated with the same schema.
 */

/** Parses, and checks that the output reads back unchanged (stored copies are validated again). */
function reads<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new Error(`refused: ${JSON.stringify(v.flatten(parsed.issues))}`);
  expect(v.parse(schema, parsed.output)).toEqual(parsed.output);
  return parsed.output;
}
const refused = (schema: v.GenericSchema, input: unknown) => expect(v.safeParse(schema, input).success).toBe(false);

/** The same object with some fields left out. */
function without<T extends object>(value: T, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

describe('recorded from the reference server: read unchanged', () => {
  it.each([
    ['selectMenu', SelectMenuResponse, selectMenu],
    ['getpopuplist', PopupListResponse, getpopuplist],
    ['getpopuplist (NO_DATA)', PopupListResponse, getpopuplistNone],
    ['login', LoginResponse, login],
    ['sessioncheck', SessionCheckResponse, sessioncheck],
    ['getwelaasyncinfo', WelaaSyncResponse, getwelaasyncinfo],
    ['selectboardlist', BoardListResponse, selectboardlist],
    ['selectboardlist (NO_DATA)', BoardListResponse, selectboardlistNoData],
    ['selectmainpage', MainPageResponse, selectmainpage],
    ['searchcatalogue', CatalogueSearchResponse, searchcatalogue],
    ['searchcatalogue (NO_DATA)', CatalogueSearchResponse, searchcatalogueNoData],
    ['selectloanlist', LoanListResponse, selectloanlist],
    ['selectloanstate', LoanStateResponse, selectloanstate],
    ['selectcurationlist', CurationListResponse, selectcurationlist],
  ] as const)('%s', (_name, schema, body) => {
    expect(reads(schema as v.GenericSchema, body)).toEqual(body);
  });
});

describe('spec §7 calls', () => {
  it('selectMenu: numbers as text, missing addresses and flags, NO_DATA without LIST', () => {
    const item = { MENU_ID: '17', MENU_NAME: '도서관 소개', MENU_TYPE: '1', MENU_URL_WORD: 'intro', EXTRA: 'x' };
    const parsed = reads(SelectMenuResponse, { RESULT_CODE: '100', RESULT: 'SUCCESS', LIST: [{ ...item, children: null }] });
    expect(parsed).toEqual({
      RESULT_CODE: 100,
      RESULT: 'SUCCESS',
      LIST: [{ MENU_ID: 17, MENU_NAME: '도서관 소개', MENU_TYPE: 1, MENU_URL_WORD: 'intro', MODULE_URL: '', OUTSIDE_URL: '', INSIDE_URL: '', MENU_LOGIN_YN: 'N', children: [] }],
    });
    expect(reads(SelectMenuResponse, { RESULT: 'NO_DATA' })).toEqual({ RESULT_CODE: 100, RESULT: 'NO_DATA', LIST: [] });
    expect(reads(SelectMenuResponse, { RESULT: 'NO_DATA', LIST: null }).LIST).toEqual([]);
    // What a menu is stays required: an id, a name and a known type.
    refused(SelectMenuResponse, { RESULT: 'SUCCESS', LIST: [without(item, 'MENU_ID')] });
    refused(SelectMenuResponse, { RESULT: 'SUCCESS', LIST: [{ ...item, MENU_TYPE: '9' }] });
    refused(SelectMenuResponse, { LIST: [] });
  });

  it('getpopuplist: NO_DATA without LIST is empty; a popup without an image is left out; only the image is required', () => {
    expect(reads(PopupListResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' })).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', LIST: [] });
    const parsed = reads(PopupListResponse, {
      RESULT_INFO: 'SUCCESS',
      RESULT: 'SUCCESS',
      LIST: [{ POPUP_IMAGE: '/uploads/popup/a.png', POPUP_LINK_USE_YN: 'y', POPUP_LINK_URL: '/notice/1' }, { POPUP_TITLE: '이미지 없음' }, { POPUP_ID: '3', POPUP_IMAGE: '/uploads/popup/b.png' }],
    });
    expect(parsed.LIST).toEqual([
      { POPUP_ID: 0, POPUP_TITLE: '', POPUP_IMAGE: '/uploads/popup/a.png', POPUP_LINK_USE_YN: 'Y', POPUP_LINK_URL: '/notice/1', POPUP_START_DATE: '', POPUP_END_DATE: '' },
      { POPUP_ID: 3, POPUP_TITLE: '', POPUP_IMAGE: '/uploads/popup/b.png', POPUP_LINK_USE_YN: 'N', POPUP_LINK_URL: '', POPUP_START_DATE: '', POPUP_END_DATE: '' },
    ]);
    refused(PopupListResponse, { RESULT_INFO: 'FAIL', RESULT: 'FAIL', LIST: [] });
  });

  it('login: SESSION_TIME and numbers as text, RESULT and RESULT_CODE not promised, member fields missing', () => {
    const parsed = reads(LoginResponse, {
      RESULT_INFO: 'SUCCESS',
      SESSION_TIME: '1800',
      USER_DATA: { USER_KEY: 'k-1', USER_NO: 20250000000001, USER_NAME: '홍길동', certAdminYn: 'y', GENDER: '1', SESSION_ID: 'ignored' },
    });
    expect(parsed.SESSION_TIME).toBe(1800);
    expect(parsed.RESULT).toBe('SUCCESS');
    expect(parsed.DEVICE_CREDENTIAL).toBeNull();
    expect(parsed.USER_DATA).toEqual({
      _REC_KEY_: '',
      USER_KEY: 'k-1',
      USER_NO: '20250000000001',
      USER_NAME: '홍길동',
      USER_ID: '',
      GENDER: '',
      BIRTH_DATE: '',
      USER_CLASS: '',
      SMS_USE_YN: 'N',
      EMAIL: '',
      H_ZIPCODE: '',
      HANDPHONE: '',
      H_ADDR1: '',
      MAILING_USE_YN: 'N',
      LIB_CODE: '',
      certAdminYn: 'Y',
    });
    // The session cannot work without its key and its lifetime.
    refused(LoginResponse, { ...login, USER_DATA: without(login.USER_DATA, 'USER_KEY') });
    refused(LoginResponse, without(login, 'SESSION_TIME'));
    refused(LoginResponse, { ...login, SESSION_TIME: '0' });
  });

  it('sessioncheck: RESULT_CODE -200 as text; a valid answer may leave out SESSION_TIME; unreadable USER_DATA is ignored', () => {
    expect(reads(SessionCheckResponse, { RESULT: 'SUCCESS', RESULT_CODE: '-200' })).toMatchObject({ RESULT: 'SUCCESS', RESULT_CODE: -200 });
    const bare = reads(SessionCheckResponse, { RESULT: 'SUCCESS' });
    expect(bare.SESSION_TIME ?? null).toBeNull();
    expect(bare.USER_DATA ?? null).toBeNull();
    expect(reads(SessionCheckResponse, { RESULT: 'SUCCESS', RESULT_CODE: 100, SESSION_TIME: '900', USER_DATA: { broken: true } })).toMatchObject({ SESSION_TIME: 900, USER_DATA: null });
    expect(reads(SessionCheckResponse, { RESULT: 'EXPIRED' }).RESULT).toBe('EXPIRED');
    refused(SessionCheckResponse, { RESULT_CODE: 100 });
  });

  it('userlogout: any RESULT word (only SUCCESS logs out), message optional', () => {
    expect(reads(LogoutResponse, { RESULT: 'SUCCESS' })).toEqual({ RESULT: 'SUCCESS' });
    expect(reads(LogoutResponse, { RESULT: 'ERROR', RESULT_MESSAGE: null })).toEqual({ RESULT: 'ERROR', RESULT_MESSAGE: '' });
  });

  it('getuserno, getwelaasyncinfo: the answer they exist for is required', () => {
    expect(reads(GetUserNoResponse, { RESULT_INFO: 'SUCCESS', USER_NO: 20250000000001 })).toEqual({ RESULT_INFO: 'SUCCESS', USER_NO: '20250000000001' });
    refused(GetUserNoResponse, { RESULT_INFO: 'SUCCESS' });
    expect(reads(WelaaSyncResponse, { RESULT_INFO: 'SUCCESS', SYNC_YN: 'y', EXTRA: 1 })).toEqual({ RESULT_INFO: 'SUCCESS', SYNC_YN: 'Y' });
    refused(WelaaSyncResponse, { RESULT_INFO: 'SUCCESS' });
  });

  it('SSO calls: a refusal may leave out the token; validatetoken and getencryptcode promise only their value', () => {
    expect(reads(GetSsoTokenResponse, { RESULT: 'FAIL', RESULT_MESSAGE: '연동 정보가 부족합니다.' })).toEqual({ RESULT: 'FAIL', TOKEN: '', REDIRECT_URL: '', RESULT_MESSAGE: '연동 정보가 부족합니다.' });
    expect(reads(GetSsoTokenResponse, { RESULT: 'SUCCESS', TOKEN: 't', REDIRECT_URL: 'https://x.example/sso' }).RESULT_MESSAGE).toBe('');
    refused(GetSsoTokenResponse, { TOKEN: 't' });
    expect(reads(ValidateTokenResponse, { USER_KEY: 'k-1' })).toEqual({ RESULT: 'SUCCESS', USER_KEY: 'k-1', RESULT_MESSAGE: '' });
    expect(reads(GetEncryptCodeResponse, { key: 'rec-1' })).toEqual({ RESULT: 'SUCCESS', key: 'rec-1', RESULT_MESSAGE: '' });
    expect(reads(GyeonggiSsoInfoResponse, { RESULT: 'SUCCESS', USER_DATA: { USER_ID: 'member1', PASSWORD: 'proof' } }).RESULT_MESSAGE).toBe('');
    expect(reads(GyeonggiSsoInfoResponse, { RESULT: 'FAIL' }).USER_DATA).toBeNull();
  });

  it('push device calls: RESULT_CODE and COUNT as text; a missing COUNT is a failed count; writes need no body', () => {
    expect(reads(PushDeviceCountResponse, { RESULT_CODE: '100', COUNT: '1' })).toEqual({ RESULT_CODE: 100, COUNT: 1 });
    expect(reads(PushDeviceCountResponse, { RESULT_CODE: -1 })).toEqual({ RESULT_CODE: -1, COUNT: -1 });
    expect(reads(PushDeviceDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: { PUSH_DEVICE_USER_KEY: null } }).RESULT).toEqual({ PUSH_DEVICE_USER_KEY: '' });
    expect(reads(PushDeviceDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).RESULT).toBeNull();
    expect(reads(PushDeviceWriteResponse, {})).toEqual({ RESULT_INFO: 'SUCCESS', RESULT_CODE: 100 });
    expect(reads(AccessLogResponse, { RESULT_CODE: '100' })).toEqual({ RESULT_INFO: 'SUCCESS', RESULT_CODE: 100 });
  });

  it('assistant calls: sessions, history and suggestions', () => {
    expect(reads(AuthStatusResponse, { isLoggedIn: 'Y' })).toEqual({ isLoggedIn: true });
    expect(reads(ChatSessionsResponse, {})).toEqual({ sessions: [] });
    expect(reads(ChatSessionsResponse, { sessions: [{ id: 7, title: null }] })).toEqual({ sessions: [{ id: '7', title: '', last_activity_at: '' }] });
    refused(ChatSessionsResponse, { sessions: [{ title: '아이디 없음' }] });
    const history = reads(ChatHistoryResponse, { items: [{ role: 'assistant', content: '답변', message_id: 'm1', details: { confidence: '0.4' } }, { role: 'user', content: '질문', message_id: 'm0', feedback: 'meh' }] });
    expect(history.items[0]).toMatchObject({ created_at: '', feedback: null, details: { confidence: 0.4, intent: 'other', final_structured: null } });
    expect(history.items[1]?.feedback).toBeNull();
    refused(ChatHistoryResponse, { items: [{ role: 'bot', content: 'x', message_id: 'm' }] });
    expect(reads(SuggestionsResponse, { items: ['소년이 온다 있어요?', { text: '오늘 몇 시까지 해요?' }, '  ', 3, null] })).toEqual({ items: ['소년이 온다 있어요?', '오늘 몇 시까지 해요?', '3'] });
    expect(reads(SuggestionsResponse, { items: null })).toEqual({ items: [] });
  });
});

describe('our own calls (docs/api.md)', () => {
  it('selectboardlist: NO_DATA without list and paging is an empty first page; the board is required', () => {
    const parsed = reads(BoardListResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', BOARD: { BOARD_CODE: 'notice', BOARD_NAME: '공지사항' } });
    expect(parsed).toEqual({
      RESULT_INFO: 'SUCCESS',
      RESULT: 'NO_DATA',
      BOARD: { BOARD_CODE: 'notice', BOARD_NAME: '공지사항', BOARD_DESC: '', WRITE_YN: 'N', SHOW_WRITER_YN: 'N' },
      LIST: [],
      TOTAL_COUNT: 0,
      PAGE: 1,
      SIZE: 10,
    });
    const post = selectboardlist.LIST[0];
    if (!post) throw new Error('녹화된 게시물이 없습니다.');
    const loose = reads(BoardListResponse, { ...selectboardlist, TOTAL_COUNT: '42', PAGE: '2', SIZE: '10', LIST: [{ ...post, POST_CODE: String(post.POST_CODE), VIEW_COUNT: '15', ATTACH_COUNT: null, NOTICE_YN: 'n' }] });
    expect(loose).toMatchObject({ TOTAL_COUNT: 42, PAGE: 2, SIZE: 10, LIST: [{ POST_CODE: post.POST_CODE, VIEW_COUNT: 15, ATTACH_COUNT: 0, NOTICE_YN: 'N' }] });
    // PINNED_COUNT is optional: text is read as a number; null, '' or nonsense as not sent.
    expect(reads(BoardListResponse, { ...selectboardlist, PINNED_COUNT: '2' }).PINNED_COUNT).toBe(2);
    for (const odd of [null, '', 'many', -1]) expect(reads(BoardListResponse, { ...selectboardlist, PINNED_COUNT: odd }).PINNED_COUNT).toBeUndefined();
    refused(BoardListResponse, without(selectboardlist, 'BOARD'));
    refused(BoardListResponse, { ...selectboardlist, LIST: [without(post, 'POST_CODE')] });
  });

  it('selectboarddetail and the write answer', () => {
    expect(reads(BoardDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', BOARD: selectboardlist.BOARD })).toMatchObject({ POST: null, PREV: null, NEXT: null });
    const post = { ...selectboardlist.LIST[0], BOARD_CODE: 'notice', BODY: '본문', BODY_FORMAT: 'html' };
    expect(reads(BoardDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', BOARD: selectboardlist.BOARD, POST: post }).POST).toMatchObject({ BODY_FORMAT: 'text', MINE_YN: 'N', ANSWER: '', ATTACHMENTS: [], UPDATED_AT: '' });
    expect(reads(BoardWriteResponse, { RESULT: 'FAIL' })).toEqual({ RESULT: 'FAIL', POST_CODE: 0, RESULT_MESSAGE: '' });
    expect(reads(BoardWriteResponse, { RESULT: 'SUCCESS', POST_CODE: '31' }).POST_CODE).toBe(31);
  });

  it('selectcontents: NO_DATA may leave out CONTENT', () => {
    expect(reads(ContentResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' })).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', CONTENT: null });
    expect(reads(ContentResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', CONTENT: { MENU_URL_WORD: 'hours', KIND: 'contents', TITLE: '이용시간' } }).CONTENT).toEqual({
      MENU_URL_WORD: 'hours',
      KIND: 'contents',
      TITLE: '이용시간',
      BODY_MD: '',
      UPDATED_AT: '',
      PUBLISHED_YN: 'Y',
    });
  });

  it('selectmainpage: a section may be missing; ids and years as numbers; an unknown program state never invites', () => {
    const parsed = reads(MainPageResponse, {
      RESULT_INFO: 'SUCCESS',
      OPENING: { OPEN_YN: 'Y', TODAY_HOURS: '09:00–22:00' },
      PROGRAMS: [{ PROGRAM_ID: '5', TITLE: '그림책 읽기', START_AT: '2026-11-28T10:00:00+09:00', APPLY_STATUS: 'WAITLIST' }],
      NEW_BOOKS: [{ BOOK_KEY: 'GGL0000001', TITLE: '소년이 온다', PUBLISH_YEAR: 2014 }],
    });
    expect(parsed.NOTICES).toEqual([]);
    expect(parsed.NEWS).toEqual([]);
    expect(parsed.OPENING).toEqual({ TODAY: '', OPEN_YN: 'Y', TODAY_HOURS: '09:00–22:00', CLOSED_REASON: '', CLOSED_DAYS: [], HOURS_LINES: [] });
    expect(parsed.PROGRAMS[0]).toMatchObject({ PROGRAM_ID: 5, APPLY_STATUS: 'CLOSED', CATEGORY: '', POSTER_URL: '' });
    expect(parsed.NEW_BOOKS[0]).toMatchObject({ PUBLISH_YEAR: '2014', COVER_URL: '', LOAN_CODE: '' });
    refused(MainPageResponse, without(selectmainpage, 'OPENING'));
  });

  it('searchcatalogue: NO_DATA alone is an empty result; counts and paging as text', () => {
    expect(reads(CatalogueSearchResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' })).toEqual(searchcatalogueNoData);
    const book = searchcatalogue.LIST[0];
    if (!book) throw new Error('녹화된 검색 결과가 없습니다.');
    const parsed = reads(CatalogueSearchResponse, {
      ...searchcatalogue,
      TOTAL_COUNT: '3',
      PAGE: '1',
      SIZE: '10',
      FACETS: { KDC: [{ CODE: 8, COUNT: '3' }], AVAILABLE: { Y: '2' } },
      LIST: [{ BOOK_KEY: book.BOOK_KEY, TITLE: book.TITLE, PUBLISH_YEAR: 2014, ISBN: 9788936434120 }],
    });
    expect(parsed).toMatchObject({ TOTAL_COUNT: 3, PAGE: 1, SIZE: 10, FACETS: { KDC: [{ CODE: '8', COUNT: 3 }], YEAR: [], AVAILABLE: { Y: 2, N: 0 }, BRANCH: [] } });
    expect(parsed.LIST[0]).toMatchObject({ PUBLISH_YEAR: '2014', ISBN: '9788936434120', AUTHOR: '', LOAN_CODE: '' });
    refused(CatalogueSearchResponse, { ...searchcatalogue, LIST: [without(book, 'BOOK_KEY')] });
  });

  it('selectbookdetail and selectbookmarc: NO_DATA may leave out the record', () => {
    expect(reads(BookDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).BOOK).toBeNull();
    const book = reads(BookDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', BOOK: { BOOK_KEY: 'GGL0000001', TITLE: '소년이 온다', RESERVE_COUNT: '2', HOLDINGS: [{ HOLDING_KEY: 'h1', BRANCH_CODE: 'MAIN', LOAN_CODE: 'OK' }] } }).BOOK;
    expect(book).toMatchObject({ RESERVE_COUNT: 2, SUMMARY: '', HOLDINGS: [{ HOLDING_KEY: 'h1', BRANCH_CODE: 'MAIN', BRANCH_NAME: '', DUE_DATE: '' }] });
    expect(reads(BookMarcResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).MARC).toBeNull();
    expect(reads(BookMarcResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', MARC: { BOOK_KEY: 'k', TITLE: 't', FIELDS: [{ TAG: '245', SUBFIELDS: [{ CODE: 'a', VALUE: '소년이 온다' }] }] } }).MARC?.FIELDS[0]).toEqual({
      TAG: '245',
      IND1: '',
      IND2: '',
      VALUE: '',
      SUBFIELDS: [{ CODE: 'a', VALUE: '소년이 온다' }],
    });
  });

  it('discovery lists: NO_DATA without list or paging; ranks and counts as text', () => {
    expect(reads(NewBooksResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' })).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', LIST: [], TOTAL_COUNT: 0, PAGE: 1, SIZE: 20 });
    expect(reads(CurationListResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' })).toMatchObject({ LIST: [], TOTAL_COUNT: 0, PAGE: 1, SIZE: 12 });
    const popular = reads(PopularBooksResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', LIST: [{ BOOK_KEY: 'k', TITLE: 't', RANK: '1', LOAN_COUNT: '12' }] });
    expect(popular).toMatchObject({ FROM: '', TO: '', LIST: [{ RANK: 1, LOAN_COUNT: 12 }] });
    expect(reads(BestsellerDetailResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).BESTSELLER).toBeNull();
    expect(reads(RecommendListResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', KIND: 'climate', TITLE: '기후위기·환경 도서' })).toMatchObject({ DESCRIPTION: '', LIST: [], TOTAL_COUNT: 0 });
    const curation = selectcurationlist.LIST[0];
    if (!curation) throw new Error('녹화된 큐레이션이 없습니다.');
    expect(reads(CurationListResponse, { ...selectcurationlist, LIST: [{ ...curation, SOURCE: 'city', BOOK_COUNT: '4' }] }).LIST[0]).toMatchObject({ SOURCE: 'library', BOOK_COUNT: 4 });
    refused(RecommendListResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', KIND: 'unknown', TITLE: 'x' });
  });

  it('my library: lists may be missing, counts as text, keys required', () => {
    expect(reads(LoanListResponse, { RESULT_INFO: 'SUCCESS' })).toEqual({ RESULT_INFO: 'SUCCESS', LIST: [] });
    const loan = reads(LoanListResponse, { RESULT_INFO: 'SUCCESS', LIST: [{ LOAN_KEY: 'l1', BOOK_KEY: 'GGL0000001', TITLE: '소년이 온다', DUE_DATE: '2026-12-01', RENEW_COUNT: '1', OVERDUE_DAYS: null }] }).LIST[0];
    expect(loan).toMatchObject({ RENEW_COUNT: 1, OVERDUE_DAYS: 0, RENEWABLE_YN: 'N', RENEW_REFUSAL: '', AUTHOR: '' });
    refused(LoanListResponse, { RESULT_INFO: 'SUCCESS', LIST: [{ BOOK_KEY: 'k', TITLE: 't' }] });
    expect(reads(LoanStateResponse, { RESULT_INFO: 'SUCCESS', LOAN_COUNT: '2', LOAN_LIMIT: '10' })).toMatchObject({ LOAN_COUNT: 2, LOAN_LIMIT: 10, OVERDUE_COUNT: 0, SUSPENDED_UNTIL: '' });
    expect(reads(LoanHistoryResponse, { RESULT_INFO: 'SUCCESS' })).toEqual({ RESULT_INFO: 'SUCCESS', LIST: [], TOTAL_COUNT: 0, PAGE: 1, SIZE: 10 });
    expect(reads(BookMyStateResponse, { RESULT_INFO: 'SUCCESS', INTEREST_YN: 'Y' })).toEqual({ RESULT_INFO: 'SUCCESS', LOAN_YN: 'N', RESERVE_KEY: '', INTEREST_YN: 'Y', WISH_KEY: '' });
    expect(reads(RenewLoanResponse, { RESULT: 'FAIL', RESULT_MESSAGE: '연체 중에는 연장할 수 없습니다.' })).toEqual({ RESULT: 'FAIL', RESULT_MESSAGE: '연체 중에는 연장할 수 없습니다.', LOAN: null });
  });
});
