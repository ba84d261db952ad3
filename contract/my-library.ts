import * as v from 'valibot';
import { maxChars } from './text-length';
import { BranchCodeField } from './branches';
import { ManageCodeField } from './envelope';
import { CountLike, IntegerLike, PageNumber, TextLike, listOf, numberOr, textOr, yesNoOr } from './wire';

/* My library (docs/api.md "My library"): the member's loans, reservations, hope-book requests,
 * interested books and program and facility bookings. Every call carries user_key and is refused
 * (403) unless it is the session's own member; writes accept an Idempotency-Key header so a
 * replayed offline action is applied once. Lists answer the whole list (they are short). */

const UserKey = v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 필요합니다.'), v.maxLength(64));
const Key = (name: string) => v.pipe(v.string(`${name}는 문자열이어야 합니다.`), v.regex(/^[A-Za-z0-9_-]{1,40}$/, `${name} 형식이 올바르지 않습니다.`));
/** A count in an answer: a whole number (text allowed), 0 when not sent. */
const Count = numberOr(0, CountLike);
/** A field the member types; `topic` is its name as the form shows it, with its particle (도서명은). */
const text = (topic: string, max: number) => v.pipe(v.string(`${topic} 문자열이어야 합니다.`), v.trim(), maxChars(max, `${topic} ${max}자 이하로 입력해 주세요.`));

/** Lists: user_key and manage_code only. */
export const MyListRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField });
export type MyListRequest = v.InferInput<typeof MyListRequest>;

/** Writes answer this; RESULT FAIL carries the reason in Korean (not renewable, limit reached …). */
const WriteResult = { RESULT: TextLike, RESULT_MESSAGE: textOr('') };

/* ---- Loans (/mypage/bookloan-list, bookloan-log, bookloan-state) ---- */

export const LoanSchema = v.object({
  LOAN_KEY: TextLike,
  BOOK_KEY: TextLike,
  TITLE: TextLike,
  AUTHOR: textOr(''),
  COVER_URL: textOr(''),
  BRANCH_NAME: textOr(''),
  CALL_NO: textOr(''),
  REG_NO: textOr(''),
  /** yyyy-MM-dd */
  LOAN_DATE: textOr(''),
  DUE_DATE: textOr(''),
  RENEW_COUNT: Count,
  /** Days past DUE_DATE today (0 when not overdue). */
  OVERDUE_DAYS: Count,
  RENEWABLE_YN: yesNoOr('N'),
  /** Why it cannot be renewed (Korean), '' when RENEWABLE_YN is Y. */
  RENEW_REFUSAL: textOr(''),
});
export type Loan = v.InferOutput<typeof LoanSchema>;

/** POST /gglib/selectloanlist: current loans, earliest due first. */
export const LoanListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: listOf(LoanSchema) });
export type LoanListResponse = v.InferOutput<typeof LoanListResponse>;

/**
 * POST /gglib/renewloan: one renewal per loan, 14 days from the due date; refused when overdue,
 * when someone is waiting for the book, or when the member's loans are suspended.
 */
export const RenewLoanRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, loan_key: Key('loan_key') });
export type RenewLoanRequest = v.InferInput<typeof RenewLoanRequest>;
export const RenewLoanResponse = v.object({ ...WriteResult, LOAN: v.nullish(LoanSchema, null) });
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
  LOAN_KEY: TextLike,
  BOOK_KEY: TextLike,
  TITLE: TextLike,
  AUTHOR: textOr(''),
  BRANCH_NAME: textOr(''),
  LOAN_DATE: textOr(''),
  DUE_DATE: textOr(''),
  RETURN_DATE: textOr(''),
});
export type LoanHistoryItem = v.InferOutput<typeof LoanHistoryItemSchema>;

export const LoanHistoryResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  LIST: listOf(LoanHistoryItemSchema),
  TOTAL_COUNT: Count,
  PAGE: numberOr(1, PageNumber),
  SIZE: numberOr(10, PageNumber),
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
  SUSPENDED_UNTIL: textOr(''),
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
  RESERVE_KEY: TextLike,
  BOOK_KEY: TextLike,
  TITLE: TextLike,
  AUTHOR: textOr(''),
  COVER_URL: textOr(''),
  BRANCH_CODE: TextLike,
  BRANCH_NAME: textOr(''),
  /** yyyy-MM-dd */
  RESERVED_AT: textOr(''),
  STATUS: ReserveStatus,
  /** 1 = next in line. */
  QUEUE_NO: numberOr(1, PageNumber),
  /** yyyy-MM-dd when READY, else ''. */
  PICKUP_UNTIL: textOr(''),
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;

/** POST /gglib/selectreservelist: active reservations, oldest first. */
export const ReserveListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: listOf(ReservationSchema) });
export type ReserveListResponse = v.InferOutput<typeof ReserveListResponse>;

/**
 * POST /gglib/insertreserve: joins the queue for a book to pick up at branch_code (a branch that
 * holds it). Refused when a copy there is on the shelf (borrow it instead), when the member
 * already has it on loan or reserved, when suspended, or at RESERVE_LIMIT.
 */
export const InsertReserveRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, book_key: Key('book_key'), branch_code: BranchCodeField });
export type InsertReserveRequest = v.InferInput<typeof InsertReserveRequest>;
export const InsertReserveResponse = v.object({ ...WriteResult, RESERVATION: v.nullish(ReservationSchema, null) });
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
  WISH_KEY: TextLike,
  TITLE: TextLike,
  AUTHOR: textOr(''),
  PUBLISHER: textOr(''),
  PUBLISH_YEAR: textOr(''),
  ISBN: textOr(''),
  /** The held book this asks another copy of, or ''. */
  BOOK_KEY: textOr(''),
  BRANCH_NAME: textOr(''),
  STATUS: WishStatus,
  STATUS_NOTE: textOr(''),
  /** yyyy-MM-dd */
  APPLIED_AT: textOr(''),
});
export type Wish = v.InferOutput<typeof WishSchema>;

/** POST /gglib/selectwishlist: newest first, cancelled ones included. */
export const WishListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: listOf(WishSchema) });
export type WishListResponse = v.InferOutput<typeof WishListResponse>;

/** A hope book's year: empty, or from 1000 to next year (a book announced for next year may be asked for). */
export function publishYearFits(year: string, now: Date = new Date()): boolean {
  return year === '' || (Number(year) >= 1000 && Number(year) <= now.getFullYear() + 1);
}
export const PUBLISH_YEAR_RANGE_MESSAGE = '발행연도는 1000년부터 내년까지의 연도로 입력해 주세요.';

/**
 * POST /gglib/insertwish: title required; isbn digits only (10 or 13) or ''; at most 5 requests a
 * calendar month; the same ISBN or the same title by the same author is not requested twice while
 * the first is being handled.
 */
export const InsertWishRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  title: v.pipe(text('도서명은', 200), v.minLength(1, '도서명을 입력해 주세요.')),
  author: v.optional(text('저자는', 100), ''),
  publisher: v.optional(text('출판사는', 100), ''),
  publish_year: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\d{4})?$/, '발행연도는 네 자리 숫자로 입력해 주세요.'),
      v.check((year) => publishYearFits(year), PUBLISH_YEAR_RANGE_MESSAGE),
    ),
    '',
  ),
  isbn: v.optional(v.pipe(v.string(), v.regex(/^(\d{9}[\dX]|\d{13})?$/, 'ISBN은 10자리 또는 13자리 숫자로 입력해 주세요.')), ''),
  book_key: v.optional(v.union([v.literal(''), Key('book_key')]), ''),
  branch_code: BranchCodeField,
  /** Why the member wants it (optional). */
  note: v.optional(text('신청 사유는', 500), ''),
});
export type InsertWishRequest = v.InferInput<typeof InsertWishRequest>;
export const InsertWishResponse = v.object({ ...WriteResult, WISH: v.nullish(WishSchema, null) });
export type InsertWishResponse = v.InferOutput<typeof InsertWishResponse>;

/** POST /gglib/cancelwish: only while APPLIED. */
export const CancelWishRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, wish_key: Key('wish_key') });
export type CancelWishRequest = v.InferInput<typeof CancelWishRequest>;
export const CancelWishResponse = v.object(WriteResult);

/* ---- Interested books, 관심도서 (/mypage/my-interested-book, the detail page) ---- */

export const InterestSchema = v.object({
  BOOK_KEY: TextLike,
  TITLE: TextLike,
  AUTHOR: textOr(''),
  PUBLISHER: textOr(''),
  PUBLISH_YEAR: textOr(''),
  COVER_URL: textOr(''),
  LOAN_CODE: textOr(''),
  /** yyyy-MM-dd */
  ADDED_AT: textOr(''),
});
export type Interest = v.InferOutput<typeof InterestSchema>;

/** POST /gglib/selectinterestlist: newest first. */
export const InterestListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: listOf(InterestSchema) });
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
  LOAN_YN: yesNoOr('N'),
  /** The member's active reservation of this book, or '' (also when not sent). */
  RESERVE_KEY: textOr(''),
  INTEREST_YN: yesNoOr('N'),
  /** An APPLIED or ORDERED hope-book request for this book, or '' (also when not sent). */
  WISH_KEY: textOr(''),
});
export type BookMyStateResponse = v.InferOutput<typeof BookMyStateResponse>;

/* ---- Program and facility bookings (/mypage/programreserve-list, facilityreserve-list) ---- */

/** APPLIED 신청완료, WAITING 대기, ATTENDED 참석, CANCELLED 취소. */
export const ProgramApplyStatus = v.picklist(['APPLIED', 'WAITING', 'ATTENDED', 'CANCELLED']);

export const ProgramApplicationSchema = v.object({
  APPLY_KEY: TextLike,
  PROGRAM_ID: IntegerLike,
  TITLE: TextLike,
  CATEGORY: textOr(''),
  PLACE: textOr(''),
  /** ISO 8601 with offset. */
  START_AT: textOr(''),
  END_AT: textOr(''),
  STATUS: ProgramApplyStatus,
  /** Waiting number when WAITING, else 0. */
  WAIT_NO: Count,
  /** yyyy-MM-dd */
  APPLIED_AT: textOr(''),
  /** Y until the cancellation deadline (by default the day before the program starts), for APPLIED or WAITING. */
  CANCELABLE_YN: yesNoOr('N'),
  /** yyyy-MM-dd: the last day it may be cancelled ('' when not sent). */
  CANCEL_END: textOr(''),
  /** ISO 8601: when a waiting application was given a freed place ('' otherwise): the member's note. */
  PROMOTED_AT: textOr(''),
});
export type ProgramApplication = v.InferOutput<typeof ProgramApplicationSchema>;

/** POST /gglib/selectprogramreservelist: upcoming first, then past, newest first. */
export const ProgramReserveListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: listOf(ProgramApplicationSchema) });
export type ProgramReserveListResponse = v.InferOutput<typeof ProgramReserveListResponse>;

export const CancelProgramRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, apply_key: Key('apply_key') });
export type CancelProgramRequest = v.InferInput<typeof CancelProgramRequest>;
export const CancelProgramResponse = v.object(WriteResult);

/** APPLIED 신청(승인 대기), APPROVED 승인, USED 이용완료, CANCELLED 취소, REJECTED 반려. */
export const FacilityStatus = v.picklist(['APPLIED', 'APPROVED', 'USED', 'CANCELLED', 'REJECTED']);

export const FacilityBookingSchema = v.object({
  BOOKING_KEY: TextLike,
  /** e.g. 세미나실 1 */
  FACILITY_NAME: TextLike,
  BRANCH_NAME: textOr(''),
  /** yyyy-MM-dd */
  USE_DATE: textOr(''),
  /** HH:mm */
  START_TIME: textOr(''),
  END_TIME: textOr(''),
  PEOPLE: Count,
  PURPOSE: textOr(''),
  STATUS: FacilityStatus,
  STATUS_NOTE: textOr(''),
  APPLIED_AT: textOr(''),
  CANCELABLE_YN: yesNoOr('N'),
});
export type FacilityBooking = v.InferOutput<typeof FacilityBookingSchema>;

/** POST /gglib/selectfacilityreservelist: upcoming first, then past, newest first. */
export const FacilityReserveListResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), LIST: listOf(FacilityBookingSchema) });
export type FacilityReserveListResponse = v.InferOutput<typeof FacilityReserveListResponse>;

export const CancelFacilityRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField, booking_key: Key('booking_key') });
export type CancelFacilityRequest = v.InferInput<typeof CancelFacilityRequest>;
export const CancelFacilityResponse = v.object(WriteResult);

