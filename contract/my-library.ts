import * as v from 'valibot';
import { BranchCodeField } from './branches';
import { ManageCodeField, YesNo } from './envelope';

/* My library (docs/api.md "My library"): the member's loans, reservations, hope-book requests,
 * interested books and program and facility bookings. Every call carries user_key and is refused
 * (403) unless it is the session's own member; writes accept an Idempotency-Key header so a
 * replayed offline action is applied once. Lists answer the whole list (they are short). */

const UserKey = v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 필요합니다.'), v.maxLength(64));
const Key = (name: string) => v.pipe(v.string(`${name}는 문자열이어야 합니다.`), v.regex(/^[A-Za-z0-9_-]{1,40}$/, `${name} 형식이 올바르지 않습니다.`));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = (name: string, max: number) => v.pipe(v.string(`${name}는 문자열이어야 합니다.`), v.trim(), v.maxLength(max, `${name}는 ${max}자 이하로 입력해 주세요.`));

/** Lists: user_key and manage_code only. */
export const MyListRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField });
export type MyListRequest = v.InferInput<typeof MyListRequest>;

/** Writes answer this; RESULT FAIL carries the reason in Korean (not renewable, limit reached …). */
const WriteResult = { RESULT: v.picklist(['SUCCESS', 'FAIL']), RESULT_MESSAGE: v.string() };

/* ---- Loans (/mypage/bookloan-list, bookloan-log, bookloan-state) ---- */

export const LoanSchema = v.object({
  LOAN_KEY: v.string(),
  BOOK_KEY: v.string(),
  TITLE: v.string(),
  AUTHOR: v.string(),
  COVER_URL: v.string(),
  BRANCH_NAME: v.string(),
  CALL_NO: v.string(),
  REG_NO: v.string(),
  /** yyyy-MM-dd */
  LOAN_DATE: v.string(),
  DUE_DATE: v.string(),
  RENEW_COUNT: Count,
  /** Days past DUE_DATE today (0 when not overdue). */
  OVERDUE_DAYS: Count,
  RENEWABLE_YN: YesNo,
  /** Why it cannot be renewed (Korean), '' when RENEWABLE_YN is Y. */
  RENEW_REFUSAL: v.string(),
});
export type Loan = v.InferOutput<typeof LoanSchema>;

/** POST /gglib/selectloanlist: current loans, earliest due first. */
export const LoanListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: v.array(LoanSchema) });
export type LoanListResponse = v.InferOutput<typeof LoanListResponse>;

/**
 * POST /gglib/renewloan: one renewal per loan, 14 days from the due date; refused when overdue,
 * when someone is waiting for the book, or when the member's loans are suspended.
 */
export const RenewLoanRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, loan_key: Key('loan_key') });
export type RenewLoanRequest = v.InferInput<typeof RenewLoanRequest>;
export const RenewLoanResponse = v.object({ ...WriteResult, LOAN: v.nullable(LoanSchema) });
export type RenewLoanResponse = v.InferOutput<typeof RenewLoanResponse>;

/** POST /gglib/selectloanhistory: returned loans, newest return first, paged; year filters by loan date. */
export const LoanHistoryRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  year: v.optional(v.pipe(v.number('year는 숫자여야 합니다.'), v.integer(), v.minValue(2000, 'year는 2000 이상이어야 합니다.'), v.maxValue(2100, 'year는 2100 이하여야 합니다.'))),
  page: v.optional(v.pipe(v.number('page는 숫자여야 합니다.'), v.integer(), v.minValue(1, 'page는 1 이상이어야 합니다.'), v.maxValue(1000)), 1),
  size: v.optional(v.picklist([10, 20, 50], 'size는 10, 20, 50 중 하나여야 합니다.'), 10),
});
export type LoanHistoryRequest = v.InferInput<typeof LoanHistoryRequest>;

export const LoanHistoryItemSchema = v.object({
  LOAN_KEY: v.string(),
  BOOK_KEY: v.string(),
  TITLE: v.string(),
  AUTHOR: v.string(),
  BRANCH_NAME: v.string(),
  LOAN_DATE: v.string(),
  DUE_DATE: v.string(),
  RETURN_DATE: v.string(),
});
export type LoanHistoryItem = v.InferOutput<typeof LoanHistoryItemSchema>;

export const LoanHistoryResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  LIST: v.array(LoanHistoryItemSchema),
  TOTAL_COUNT: Count,
  PAGE: v.number(),
  SIZE: v.number(),
});
export type LoanHistoryResponse = v.InferOutput<typeof LoanHistoryResponse>;

/** POST /gglib/selectloanstate: the member's standing (bookloan-state and the lib-service counts). */
export const LoanStateResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  LOAN_COUNT: Count,
  LOAN_LIMIT: Count,
  OVERDUE_COUNT: Count,
  RESERVE_COUNT: Count,
  RESERVE_LIMIT: Count,
  /** yyyy-MM-dd until which the member may not borrow (overdue penalty), or ''. */
  SUSPENDED_UNTIL: v.string(),
  INTEREST_COUNT: Count,
  /** Hope-book requests still being handled (APPLIED or ORDERED). */
  WISH_COUNT: Count,
  /** Loans in the current calendar year, returned or not. */
  YEAR_LOAN_COUNT: Count,
});
export type LoanStateResponse = v.InferOutput<typeof LoanStateResponse>;

/* ---- Reservations (/mypage/bookreserve-list, the detail page) ---- */

/** WAIT: in the queue; READY: a copy is held for the member until PICKUP_UNTIL. */
export const ReserveStatus = v.picklist(['WAIT', 'READY']);

export const ReservationSchema = v.object({
  RESERVE_KEY: v.string(),
  BOOK_KEY: v.string(),
  TITLE: v.string(),
  AUTHOR: v.string(),
  COVER_URL: v.string(),
  BRANCH_CODE: v.string(),
  BRANCH_NAME: v.string(),
  /** yyyy-MM-dd */
  RESERVED_AT: v.string(),
  STATUS: ReserveStatus,
  /** 1 = next in line. */
  QUEUE_NO: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** yyyy-MM-dd when READY, else ''. */
  PICKUP_UNTIL: v.string(),
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;

/** POST /gglib/selectreservelist: active reservations, oldest first. */
export const ReserveListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: v.array(ReservationSchema) });
export type ReserveListResponse = v.InferOutput<typeof ReserveListResponse>;

/**
 * POST /gglib/insertreserve: joins the queue for a book to pick up at branch_code (a branch that
 * holds it). Refused when a copy there is on the shelf (borrow it instead), when the member
 * already has it on loan or reserved, when suspended, or at RESERVE_LIMIT.
 */
export const InsertReserveRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, book_key: Key('book_key'), branch_code: BranchCodeField });
export type InsertReserveRequest = v.InferInput<typeof InsertReserveRequest>;
export const InsertReserveResponse = v.object({ ...WriteResult, RESERVATION: v.nullable(ReservationSchema) });
export type InsertReserveResponse = v.InferOutput<typeof InsertReserveResponse>;

/** POST /gglib/cancelreserve: cancels one of the member's reservations (already gone: SUCCESS). */
export const CancelReserveRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, reserve_key: Key('reserve_key') });
export type CancelReserveRequest = v.InferInput<typeof CancelReserveRequest>;
export const CancelReserveResponse = v.object(WriteResult);
export type CancelReserveResponse = v.InferOutput<typeof CancelReserveResponse>;

/* ---- Hope-book requests, 희망도서 신청 (/mypage/bookwish-list; 'wish' on the detail page asks for another copy) ---- */

/** APPLIED 신청, ORDERED 주문중, ARRIVED 소장(비치), REJECTED 반려 (STATUS_NOTE says why), CANCELLED 취소. */
export const WishStatus = v.picklist(['APPLIED', 'ORDERED', 'ARRIVED', 'REJECTED', 'CANCELLED']);
export type WishStatus = v.InferOutput<typeof WishStatus>;

export const WishSchema = v.object({
  WISH_KEY: v.string(),
  TITLE: v.string(),
  AUTHOR: v.string(),
  PUBLISHER: v.string(),
  PUBLISH_YEAR: v.string(),
  ISBN: v.string(),
  /** The held book this asks another copy of, or ''. */
  BOOK_KEY: v.string(),
  BRANCH_NAME: v.string(),
  STATUS: WishStatus,
  STATUS_NOTE: v.string(),
  /** yyyy-MM-dd */
  APPLIED_AT: v.string(),
});
export type Wish = v.InferOutput<typeof WishSchema>;

/** POST /gglib/selectwishlist: newest first, cancelled ones included. */
export const WishListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: v.array(WishSchema) });
export type WishListResponse = v.InferOutput<typeof WishListResponse>;

/**
 * POST /gglib/insertwish: title required; isbn digits only (10 or 13) or ''; at most 5 requests a
 * calendar month; the same ISBN or the same title by the same author is not requested twice while
 * the first is being handled.
 */
export const InsertWishRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  title: v.pipe(text('title', 200), v.minLength(1, '도서명을 입력해 주세요.')),
  author: v.optional(text('author', 100), ''),
  publisher: v.optional(text('publisher', 100), ''),
  publish_year: v.optional(v.pipe(v.string(), v.regex(/^(\d{4})?$/, '발행연도는 네 자리 숫자로 입력해 주세요.')), ''),
  isbn: v.optional(v.pipe(v.string(), v.regex(/^(\d{9}[\dX]|\d{13})?$/, 'ISBN은 10자리 또는 13자리 숫자로 입력해 주세요.')), ''),
  book_key: v.optional(v.union([v.literal(''), Key('book_key')]), ''),
  branch_code: BranchCodeField,
  /** Why the member wants it (optional). */
  note: v.optional(text('note', 500), ''),
});
export type InsertWishRequest = v.InferInput<typeof InsertWishRequest>;
export const InsertWishResponse = v.object({ ...WriteResult, WISH: v.nullable(WishSchema) });
export type InsertWishResponse = v.InferOutput<typeof InsertWishResponse>;

/** POST /gglib/cancelwish: only while APPLIED. */
export const CancelWishRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, wish_key: Key('wish_key') });
export type CancelWishRequest = v.InferInput<typeof CancelWishRequest>;
export const CancelWishResponse = v.object(WriteResult);

/* ---- Interested books, 관심도서 (/mypage/my-interested-book, the detail page) ---- */

export const InterestSchema = v.object({
  BOOK_KEY: v.string(),
  TITLE: v.string(),
  AUTHOR: v.string(),
  PUBLISHER: v.string(),
  PUBLISH_YEAR: v.string(),
  COVER_URL: v.string(),
  LOAN_CODE: v.string(),
  /** yyyy-MM-dd */
  ADDED_AT: v.string(),
});
export type Interest = v.InferOutput<typeof InterestSchema>;

/** POST /gglib/selectinterestlist: newest first. */
export const InterestListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: v.array(InterestSchema) });
export type InterestListResponse = v.InferOutput<typeof InterestListResponse>;

/** POST /gglib/insertinterest and /gglib/deleteinterest: idempotent (adding twice or removing a missing one is SUCCESS); at most 200. */
export const InterestRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, book_key: Key('book_key') });
export type InterestRequest = v.InferInput<typeof InterestRequest>;
export const InterestResponse = v.object(WriteResult);
export type InterestResponse = v.InferOutput<typeof InterestResponse>;

/** POST /gglib/selectbookmystate: the member's relation to one book (the detail page's actions). */
export const BookMyStateRequest = InterestRequest;
export const BookMyStateResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  LOAN_YN: YesNo,
  /** The member's active reservation of this book, or ''. */
  RESERVE_KEY: v.string(),
  INTEREST_YN: YesNo,
  /** An APPLIED or ORDERED hope-book request for this book, or ''. */
  WISH_KEY: v.string(),
});
export type BookMyStateResponse = v.InferOutput<typeof BookMyStateResponse>;

/* ---- Program and facility bookings (/mypage/programreserve-list, facilityreserve-list) ---- */

/** APPLIED 신청완료, WAITING 대기, ATTENDED 참석, CANCELLED 취소. */
export const ProgramApplyStatus = v.picklist(['APPLIED', 'WAITING', 'ATTENDED', 'CANCELLED']);

export const ProgramApplicationSchema = v.object({
  APPLY_KEY: v.string(),
  PROGRAM_ID: v.number(),
  TITLE: v.string(),
  CATEGORY: v.string(),
  PLACE: v.string(),
  /** ISO 8601 with offset. */
  START_AT: v.string(),
  END_AT: v.string(),
  STATUS: ProgramApplyStatus,
  /** Waiting number when WAITING, else 0. */
  WAIT_NO: Count,
  /** yyyy-MM-dd */
  APPLIED_AT: v.string(),
  /** Y until the day before the program starts, for APPLIED or WAITING. */
  CANCELABLE_YN: YesNo,
});
export type ProgramApplication = v.InferOutput<typeof ProgramApplicationSchema>;

/** POST /gglib/selectprogramreservelist: upcoming first, then past, newest first. */
export const ProgramReserveListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: v.array(ProgramApplicationSchema) });
export type ProgramReserveListResponse = v.InferOutput<typeof ProgramReserveListResponse>;

export const CancelProgramRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, apply_key: Key('apply_key') });
export type CancelProgramRequest = v.InferInput<typeof CancelProgramRequest>;
export const CancelProgramResponse = v.object(WriteResult);

/** APPLIED 신청(승인 대기), APPROVED 승인, USED 이용완료, CANCELLED 취소, REJECTED 반려. */
export const FacilityStatus = v.picklist(['APPLIED', 'APPROVED', 'USED', 'CANCELLED', 'REJECTED']);

export const FacilityBookingSchema = v.object({
  BOOKING_KEY: v.string(),
  /** e.g. 세미나실 1 */
  FACILITY_NAME: v.string(),
  BRANCH_NAME: v.string(),
  /** yyyy-MM-dd */
  USE_DATE: v.string(),
  /** HH:mm */
  START_TIME: v.string(),
  END_TIME: v.string(),
  PEOPLE: Count,
  PURPOSE: v.string(),
  STATUS: FacilityStatus,
  STATUS_NOTE: v.string(),
  APPLIED_AT: v.string(),
  CANCELABLE_YN: YesNo,
});
export type FacilityBooking = v.InferOutput<typeof FacilityBookingSchema>;

/** POST /gglib/selectfacilityreservelist: upcoming first, then past, newest first. */
export const FacilityReserveListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: v.array(FacilityBookingSchema) });
export type FacilityReserveListResponse = v.InferOutput<typeof FacilityReserveListResponse>;

export const CancelFacilityRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, booking_key: Key('booking_key') });
export type CancelFacilityRequest = v.InferInput<typeof CancelFacilityRequest>;
export const CancelFacilityResponse = v.object(WriteResult);
