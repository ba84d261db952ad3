import type * as v from 'valibot';
import {
  LibraryEventDetailResponse,
  LibraryEventListResponse,
  Link31EventListResponse,
  Link31VenueListResponse,
  ScheduleDetailResponse,
  ScheduleMonthResponse,
} from '../../../contract/events';
import { defineResource, load, type FetchAnswer, type Preload } from '../../data/resource';
import type { ResourceFamily } from '../../data/registry';
import {
  fetchLibraryEvent,
  fetchLibraryEvents,
  fetchLink31Events,
  fetchLink31Venues,
  fetchScheduleEntry,
  fetchScheduleMonth,
} from './api/events-api';
import type { EventListParams, Link31EventParams } from './model/events-search';

/*
 * Local first: every events page reads its stored copy at once (IndexedDB) and refreshes it
 * quietly; the network is awaited only when nothing is stored. Screens repaint when the refresh
 * writes (useLoaded), and show the copy's time as 마지막 업데이트, offline too.
 */
function storedFirst<F extends ResourceFamily, P, T>(
  family: F,
  schema: v.GenericSchema<unknown, T>,
  id: (params: P) => string,
  fetch: (params: P, quiet: boolean) => Promise<FetchAnswer<T>>,
) {
  return defineResource({ family, id, schema, policy: 'cache-first', fetch: (params: P, { background }) => fetch(params, background) });
}

/** The key of a filtered list: its given values in a fixed order. */
const listKey = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&') || 'all';

export const eventListResource = storedFirst('event-list', LibraryEventListResponse, (p: EventListParams) => listKey({ month: p.month, category: p.category, query: p.query, page: p.page }), (p, quiet) =>
  fetchLibraryEvents(p, quiet),
);
export const eventDetailResource = storedFirst('event-detail', LibraryEventDetailResponse, (id: number) => String(id), (id, quiet) => fetchLibraryEvent(id, quiet));
export const scheduleMonthResource = storedFirst('schedule-month', ScheduleMonthResponse, (month: string) => month, (month, quiet) => fetchScheduleMonth(month, quiet));
export const scheduleEntryResource = storedFirst('schedule-entry', ScheduleDetailResponse, (id: string) => id, (id, quiet) => fetchScheduleEntry(id, quiet));
export const link31EventsResource = storedFirst(
  'link31-events',
  Link31EventListResponse,
  (p: Link31EventParams) => listKey({ sigungu: p.sigungu, month: p.month, query: p.query, page: p.page }),
  (p, quiet) => fetchLink31Events(p, quiet),
);
export const link31VenuesResource = storedFirst('link31-venues', Link31VenueListResponse, () => 'all', (_p: undefined, quiet) => fetchLink31Venues(quiet));

export function loadEventList(params: EventListParams, options: Preload = {}) {
  return load(eventListResource, params, options);
}

export function loadEventDetail(id: number, options: Preload = {}) {
  return load(eventDetailResource, id, options);
}

export function loadScheduleMonth(month: string, options: Preload = {}) {
  return load(scheduleMonthResource, month, options);
}

export function loadScheduleEntry(id: string, options: Preload = {}) {
  return load(scheduleEntryResource, id, options);
}

export function loadLink31Events(params: Link31EventParams, options: Preload = {}) {
  return load(link31EventsResource, params, options);
}

export function loadLink31Venues(options: Preload = {}) {
  return load(link31VenuesResource, undefined, options);
}
