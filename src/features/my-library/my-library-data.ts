import type * as v from 'valibot';
import {
  FacilityReserveListResponse,
  InterestListResponse,
  LoanHistoryResponse,
  LoanListResponse,
  LoanStateResponse,
  ProgramReserveListResponse,
  ReserveListResponse,
  WishListResponse,
} from '../../../contract/my-library';
import { defineResource, revalidate, type FetchAnswer, type Resource } from '../../data/resource';
import { useStored } from '../../data/use-resource';
import { fetchMyList } from './api/my-library-calls';

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
export type MyListExtra = Record<string, string | number>;

export interface MyListParams {
  userKey: string;
  extra?: MyListExtra;
}

/** `kind?year=2026&page=2`: the same entry whatever the order of the extra fields. */
function listId(kind: MyListKind, extra: MyListExtra = {}): string {
  const query = Object.keys(extra)
    .sort()
    .map((name) => `${name}=${extra[name]}`)
    .join('&');
  return `${kind}${query ? `?${query}` : ''}`;
}

function myList<K extends MyListKind>(kind: K): Resource<MyListParams, MyListData<K>> {
  return defineResource({
    family: 'my-list',
    id: (params: MyListParams) => listId(kind, params.extra),
    // Per member: a shared device never shows one member's loans to another (and a logout deletes them).
    owner: (params) => params.userKey,
    schema: MY_LISTS[kind].schema as v.GenericSchema<unknown, MyListData<K>>,
    policy: 'cache-first',
    fetch: (params) => fetchMyList({ path: MY_LISTS[kind].path, schema: MY_LISTS[kind].schema as v.GenericSchema<unknown, MyListData<K>> }, params.userKey, params.extra),
  });
}

/** The lists as resources: painted from the device at once, refreshed by the screen (useMyList). */
export const MY_LIST_RESOURCES: { [K in MyListKind]: Resource<MyListParams, MyListData<K>> } = {
  loans: myList('loans'),
  history: myList('history'),
  state: myList('state'),
  reserves: myList('reserves'),
  wishes: myList('wishes'),
  interests: myList('interests'),
  programs: myList('programs'),
  facilities: myList('facilities'),
};

/** Fetches the member's program applications again (after applying from the programs pages), so 나의 도서관 shows it at once. */
export function refreshProgramBookings(userKey: string): Promise<FetchAnswer<MyListData<'programs'>>> {
  return revalidate(MY_LIST_RESOURCES.programs, { userKey });
}

/** Fetches the member's facility bookings again (a booking made on the rental page shows at once). */
export function refreshFacilityBookings(userKey: string): Promise<FetchAnswer<MyListData<'facilities'>>> {
  return revalidate(MY_LIST_RESOURCES.facilities, { userKey });
}

/** The member's active application to one program, from the stored list (null: none known, or a visitor). */
export function useMyProgramApplication(userKey: string | null, programId: number | null): { status: 'APPLIED' | 'WAITING'; waitNo: number } | null {
  const stored = useStored(MY_LIST_RESOURCES.programs, userKey === null ? null : { userKey });
  const item = programId === null ? undefined : stored?.data.LIST.find((entry) => entry.PROGRAM_ID === programId && (entry.STATUS === 'APPLIED' || entry.STATUS === 'WAITING'));
  return item && (item.STATUS === 'APPLIED' || item.STATUS === 'WAITING') ? { status: item.STATUS, waitNo: item.WAIT_NO } : null;
}
