import { ProgramDetailResponse, ProgramListResponse } from '../../../contract/programs';
import { defineResource, load, revalidate, type Loaded, type Preload } from '../../data/resource';
import { useLoaded } from '../../data/use-resource';
import { selectProgramDetail, selectProgramList } from './api/program-calls';
import type { ProgramListQuery } from './model/program-search';

/*
 * The programs' pages, local first: network-first (places change with every application), the
 * stored copy with its time when the network fails, so a list or a program seen once reads offline.
 */

const listId = (query: ProgramListQuery) => `${query.month || 'current'}:${query.audience || 'all'}:${query.state || 'all'}:${query.page}:${query.q}`;

/** One page of the list with its filters. */
export const programListResource = defineResource({
  family: 'program-list',
  id: listId,
  schema: ProgramListResponse,
  policy: 'network-first',
  fetch: (query, { background }) => selectProgramList(query, { quiet: background }),
});

/** One program with its sessions. */
export const programDetailResource = defineResource({
  family: 'program-detail',
  id: (programId: number) => String(programId),
  schema: ProgramDetailResponse,
  policy: 'network-first',
  fetch: (programId, { background }) => selectProgramDetail(programId, { quiet: background }),
});

export function loadProgramList(query: ProgramListQuery, options: Preload = {}): Promise<Loaded<ProgramListResponse>> {
  return load(programListResource, query, options);
}

export function loadProgramDetail(programId: number, options: Preload = {}): Promise<Loaded<ProgramDetailResponse>> {
  return load(programDetailResource, programId, options);
}

/** Fetches a program again (its places changed with the member's own application). */
export function refreshProgramDetail(programId: number): Promise<unknown> {
  return revalidate(programDetailResource, programId);
}

export function useProgramList(query: ProgramListQuery, initial: Loaded<ProgramListResponse>): Loaded<ProgramListResponse> {
  return useLoaded(programListResource, query, initial);
}

export function useProgramDetail(programId: number, initial: Loaded<ProgramDetailResponse>): Loaded<ProgramDetailResponse> {
  return useLoaded(programDetailResource, programId, initial);
}
