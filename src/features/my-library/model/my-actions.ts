import { MANAGE_CODE } from '../../../../contract/constants';
import type { BranchCode } from '../../../../contract/branches';

/** What a member can do from 나의 도서관 and the book page. */
export type MyAction =
  | { type: 'renew'; loanKey: string; title: string }
  | { type: 'reserve'; bookKey: string; branchCode: BranchCode; title: string }
  | { type: 'cancel-reserve'; reserveKey: string; title: string }
  | { type: 'add-interest'; bookKey: string; title: string }
  | { type: 'remove-interest'; bookKey: string; title: string }
  | { type: 'wish'; wish: WishFields }
  | { type: 'cancel-wish'; wishKey: string; title: string }
  | { type: 'cancel-program'; applyKey: string; title: string }
  | { type: 'cancel-facility'; bookingKey: string; title: string };

export type MyActionType = MyAction['type'];

export interface WishFields {
  title: string;
  author: string;
  publisher: string;
  publish_year: string;
  isbn: string;
  book_key: string;
  branch_code: BranchCode;
  note: string;
}

/** The call an action makes. Kept as data: the outbox replays it as it is. */
export function actionRequest(userKey: string, action: MyAction): { path: string; body: Record<string, unknown> } {
  const base = { user_key: userKey, manage_code: MANAGE_CODE };
  switch (action.type) {
    case 'renew':
      return { path: 'renewloan', body: { ...base, loan_key: action.loanKey } };
    case 'reserve':
      return { path: 'insertreserve', body: { ...base, book_key: action.bookKey, branch_code: action.branchCode } };
    case 'cancel-reserve':
      return { path: 'cancelreserve', body: { ...base, reserve_key: action.reserveKey } };
    case 'add-interest':
      return { path: 'insertinterest', body: { ...base, book_key: action.bookKey } };
    case 'remove-interest':
      return { path: 'deleteinterest', body: { ...base, book_key: action.bookKey } };
    case 'wish':
      return { path: 'insertwish', body: { ...base, ...action.wish } };
    case 'cancel-wish':
      return { path: 'cancelwish', body: { ...base, wish_key: action.wishKey } };
    case 'cancel-program':
      return { path: 'cancelprogramreserve', body: { ...base, apply_key: action.applyKey } };
    case 'cancel-facility':
      return { path: 'cancelfacilityreserve', body: { ...base, booking_key: action.bookingKey } };
  }
}

/** The key of the item an action is about, to mark that item as waiting in the outbox. */
export function actionTarget(type: string, body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const name = {
    renew: 'loan_key',
    reserve: 'book_key',
    'cancel-reserve': 'reserve_key',
    'add-interest': 'book_key',
    'remove-interest': 'book_key',
    wish: 'title',
    'cancel-wish': 'wish_key',
    'cancel-program': 'apply_key',
    'cancel-facility': 'booking_key',
  }[type];
  const value = name ? fields[name] : undefined;
  return typeof value === 'string' ? value : null;
}
