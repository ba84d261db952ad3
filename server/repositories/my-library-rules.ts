import type { Queryable } from '../db/db';

/**
 * The circulation rules of 나의 도서관 (docs/api.md "My library"), their limits and the Korean
 * sentences a member reads when a rule refuses an action. Pure, apart from the transaction helper.
 */

/** Loans a member may hold at once (shown by selectloanstate; borrowing happens at the desk). */
export const LOAN_LIMIT = 10;
/** Active (WAIT or READY) reservations a member may hold at once. */
export const RESERVE_LIMIT = 5;
/** A loan's length, and what one renewal adds to the due date. */
export const LOAN_DAYS = 14;
export const RENEW_DAYS = 14;
/** Renewals per loan. */
export const MAX_RENEWALS = 1;
/** How long a copy is held for a READY reservation. */
export const PICKUP_DAYS = 3;
/** Hope-book requests per member in one calendar month (cancelled ones do not count). */
export const WISH_MONTH_LIMIT = 5;
/** Interested books per member. */
export const INTEREST_LIMIT = 200;

export const MY_LIBRARY_MESSAGES = {
  loanNotFound: '대출 내역을 찾을 수 없습니다.',
  loanReturned: '이미 반납된 자료입니다.',
  overdue: '반납 예정일이 지난 자료는 연장할 수 없습니다.',
  alreadyRenewed: `대출 연장은 ${MAX_RENEWALS}회만 할 수 있습니다.`,
  reservedByOthers: '다른 회원이 예약한 자료는 연장할 수 없습니다.',
  suspended: (until: string) => `대출 정지 기간(${until}까지)에는 연장할 수 없습니다.`,

  bookNotFound: '자료를 찾을 수 없습니다.',
  reserveSuspended: (until: string) => `대출 정지 기간(${until}까지)에는 예약할 수 없습니다.`,
  alreadyOnLoan: '이미 대출 중인 자료입니다.',
  alreadyReserved: '이미 예약한 자료입니다.',
  noCopyInBranch: '선택한 도서관에는 이 자료가 없습니다. 소장 도서관을 선택해 주세요.',
  shelvedInBranch: '선택한 도서관에 대출 가능한 자료가 있습니다. 예약하지 않고 바로 대출해 주세요.',
  reserveLimit: `예약은 한 번에 ${RESERVE_LIMIT}권까지 할 수 있습니다.`,
  reserveNotFound: '예약 내역을 찾을 수 없습니다.',
  reserveDone: '이미 대출로 이어진 예약은 취소할 수 없습니다.',

  wishMonthLimit: `희망도서는 한 달에 ${WISH_MONTH_LIMIT}권까지 신청할 수 있습니다.`,
  wishDuplicate: '이미 신청하여 처리 중인 도서입니다.',
  wishNotFound: '희망도서 신청 내역을 찾을 수 없습니다.',
  wishNotCancelable: '신청 접수 상태일 때만 취소할 수 있습니다.',

  interestLimit: `관심도서는 ${INTEREST_LIMIT}권까지 담을 수 있습니다.`,

  programNotFound: '프로그램 신청 내역을 찾을 수 없습니다.',
  programNotCancelable: '신청 완료 또는 대기 상태일 때만 취소할 수 있습니다.',
  programStarted: '프로그램 시작일부터는 신청을 취소할 수 없습니다.',

  facilityNotFound: '시설 예약 내역을 찾을 수 없습니다.',
  facilityNotCancelable: '신청 또는 승인 상태일 때만 취소할 수 있습니다.',
  facilityStarted: '이용 시작 시각이 지난 예약은 취소할 수 없습니다.',
  facilityOtherMember: '다른 회원의 예약은 취소할 수 없습니다.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one yyyy-MM-dd to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Days a loan due on `due` is overdue on `today` (0 when not). */
export const overdueDays = (due: string, today: string): number => Math.max(0, daysBetween(due, today));

export interface RenewFacts {
  dueDate: string;
  renewCount: number;
  /** Someone else holds a WAIT or READY reservation of the book. */
  reservedByOthers: boolean;
}

/**
 * Why a loan cannot be renewed today, or '' when it can. The loan's own reasons come first (they
 * stay after a suspension ends), the member's suspension last.
 */
export function renewRefusal(loan: RenewFacts, today: string, suspendedUntil: string): string {
  if (overdueDays(loan.dueDate, today) > 0) return MY_LIBRARY_MESSAGES.overdue;
  if (loan.renewCount >= MAX_RENEWALS) return MY_LIBRARY_MESSAGES.alreadyRenewed;
  if (loan.reservedByOthers) return MY_LIBRARY_MESSAGES.reservedByOthers;
  if (suspendedUntil !== '') return MY_LIBRARY_MESSAGES.suspended(suspendedUntil);
  return '';
}

/** The first instant (ISO 8601) of the Seoul calendar month of `today` (yyyy-MM-dd). */
export const seoulMonthStart = (today: string): string => `${today.slice(0, 7)}-01T00:00:00+09:00`;

interface Transactional extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

const canTransact = (db: Queryable): db is Transactional =>
  typeof (db as Partial<Transactional>).transaction === 'function';

/**
 * Runs a write's reads and writes in one transaction when the database handle offers one (the
 * app's always does; a bare Queryable runs them in sequence).
 */
export function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return canTransact(db) ? db.transaction(fn) : fn(db);
}

/**
 * Serialises one member's writes (limits are counted, then rows added): the member's row is
 * locked until the transaction ends.
 */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}
