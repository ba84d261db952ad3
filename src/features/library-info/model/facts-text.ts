import {
  closedWeekdays,
  hoursGroups,
  libraryHours,
  timeRange,
  weekdaysLabel,
  type LibraryInfo,
  type LibraryRoom,
  type OpeningTime,
} from '../../../../contract/library-info';
import { koFacts } from '../../../lib/i18n/messages-facts-ko';

/* The facts in the page's words (the message catalogue); the same rules as the server's. */

/** ['화–금 09:00–22:00', '토·일 09:00–18:00'] */
export const hoursText = (hours: readonly OpeningTime[]): string[] =>
  hoursGroups(hours).map((group) => `${weekdaysLabel(group.weekdays, koFacts.weekdays)} ${timeRange(group.open, group.close)}`);

/** The library's own hours: its rooms' together. */
export const libraryHoursText = (info: LibraryInfo): string[] => hoursText(libraryHours(info.ROOMS));

/** ['매주 월요일', '일요일을 제외한 법정 공휴일', '설날·추석 연휴']: the weekly closing day from the hours, then the rules. */
export function closedText(info: LibraryInfo): string[] {
  const weekly = closedWeekdays(libraryHours(info.ROOMS)).map((weekday) => koFacts.dayName(koFacts.weekdays[weekday] ?? ''));
  return [...(weekly.length > 0 ? [koFacts.weekly(weekly.join('·'))] : []), ...info.CLOSED_RULES];
}

/** (16508) 경기도 수원시 영통구 도청로 40 경기도서관 */
export const addressText = (info: LibraryInfo): string =>
  [info.POSTAL_CODE ? koFacts.postalCode(info.POSTAL_CODE) : '', info.ADDRESS, info.NAME].filter((part) => part !== '').join(' ');

/** 종합자료실 (2~3층) */
export const roomText = (room: LibraryRoom): string => (room.PLACE ? `${room.NAME} (${room.PLACE})` : room.NAME);
