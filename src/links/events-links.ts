import { linkOptions } from '@tanstack/react-router';
import type { SearchInput } from './search-input';

/*
 * The events pages (도서관 행사, 행사 달력·목록, 일정 상세, 31개 시군 연계 행사), typed against the
 * route tree. Pass only values that differ from a page's defaults: what is given is written.
 */

export function libraryEventsLink(search: SearchInput<'/community/events/library-events'> = {}) {
  return linkOptions({ to: '/community/events/library-events', search });
}

/** One library event (the spec spells the path librart-events-detail). */
export function libraryEventLink(id: number) {
  return linkOptions({ to: '/community/events/librart-events-detail/$id', params: { id: String(id) } });
}

export function scheduleListLink(search: SearchInput<'/community/events/library_schedule_list'> = {}) {
  return linkOptions({ to: '/community/events/library_schedule_list', search });
}

export function scheduleCalendarLink(search: SearchInput<'/community/events/library-schedule-calendar'> = {}) {
  return linkOptions({ to: '/community/events/library-schedule-calendar', search });
}

/** A schedule entry: event-n, program-n or closed-yyyy-MM-dd. */
export function scheduleEntryLink(id: string) {
  return linkOptions({ to: '/community/events/library-schedule-detail/$id', params: { id } });
}

export function link31Link() {
  return linkOptions({ to: '/community/events/link31' });
}

export function link31MapLink(search: SearchInput<'/community/events/link31/map'> = {}) {
  return linkOptions({ to: '/community/events/link31/map', search });
}

export function link31EventsLink(search: SearchInput<'/community/events/link31/event'> = {}) {
  return linkOptions({ to: '/community/events/link31/event', search });
}

/** The page of a program (the programs pages' own route): an address, for an HrefLink. */
export const programDetailHref = (programId: number) => `/community/events/program-detail/${programId}`;

/** Any events page's link. */
export type EventsLink =
  | ReturnType<typeof libraryEventsLink>
  | ReturnType<typeof libraryEventLink>
  | ReturnType<typeof scheduleListLink>
  | ReturnType<typeof scheduleCalendarLink>
  | ReturnType<typeof scheduleEntryLink>
  | ReturnType<typeof link31Link>
  | ReturnType<typeof link31MapLink>
  | ReturnType<typeof link31EventsLink>;
