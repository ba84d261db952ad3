import type * as v from 'valibot';
import { MEMBER_DATA_PREFIX } from '../../../db/repositories/kv-repository';
import {
  FacilityReserveListResponse,
  InterestListResponse,
  LoanHistoryResponse,
  LoanListResponse,
  LoanStateResponse,
  ProgramReserveListResponse,
  ReserveListResponse,
  WishListResponse,
} from '../../../../contract/my-library';

/** Every list of 나의 도서관: the call that answers it and the schema that checks the answer. */
export const MY_LISTS = {
  loans: { path: 'selectloanlist', schema: LoanListResponse },
  history: { path: 'selectloanhistory', schema: LoanHistoryResponse },
  state: { path: 'selectloanstate', schema: LoanStateResponse },
  reserves: { path: 'selectreservelist', schema: ReserveListResponse },
  wishes: { path: 'selectwishlist', schema: WishListResponse },
  interests: { path: 'selectinterestlist', schema: InterestListResponse },
  programs: { path: 'selectprogramreservelist', schema: ProgramReserveListResponse },
  facilities: { path: 'selectfacilityreservelist', schema: FacilityReserveListResponse },
} as const;

export type MyListKind = keyof typeof MY_LISTS;
export type MyListData<K extends MyListKind> = v.InferOutput<(typeof MY_LISTS)[K]['schema']>;

/** Extra request fields of a list (history: year and page). */
export type MyListParams = Record<string, string | number>;

/**
 * Where a list is kept on this device: per member, so a shared device never shows one member's
 * loans to another, and per parameters (history pages).
 */
export function myListKey(kind: MyListKind, userKey: string, params: MyListParams = {}): string {
  const extra = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return `${MEMBER_DATA_PREFIX}${userKey}:${kind}${extra ? `?${extra}` : ''}`;
}
