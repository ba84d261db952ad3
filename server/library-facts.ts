import { splitContentBlocks } from '../contract/content-blocks';
import {
  closedWeekdays,
  hoursGroups,
  libraryHours,
  timeRange,
  weekdaysLabel,
  type LibraryInfo,
  type LibraryRoom,
  type OpeningTime,
} from '../contract/library-info';
import { WEEKDAY_KO } from './calendar';

/*
 * The library's facts (contract/library-info.ts, read by repositories/library-info-repository.ts)
 * in the server's own words: the home page's hours lines and the assistant's answers. The page
 * words them itself from its message catalogue.
 */

/** ['화–금 09:00–22:00', '토·일 09:00–18:00'] */
export const hoursLines = (hours: readonly OpeningTime[]): string[] =>
  hoursGroups(hours).map((group) => `${weekdaysLabel(group.weekdays, WEEKDAY_KO)} ${timeRange(group.open, group.close)}`);

/** ['매주 월요일', '일요일을 제외한 법정 공휴일', '설날·추석 연휴'] */
export function closedRules(info: LibraryInfo): string[] {
  const weekly = closedWeekdays(libraryHours(info.ROOMS)).map((weekday) => `${WEEKDAY_KO[weekday] ?? ''}요일`);
  return [...(weekly.length > 0 ? [`매주 ${weekly.join('·')}`] : []), ...info.CLOSED_RULES];
}

/** (16508) 경기도 수원시 영통구 도청로 40 경기도서관 */
export const fullAddress = (info: LibraryInfo): string => `${info.POSTAL_CODE ? `(${info.POSTAL_CODE}) ` : ''}${info.ADDRESS} ${info.NAME}`.trim();

/** 종합자료실 (2~3층) */
export const roomLabel = (room: LibraryRoom): string => (room.PLACE ? `${room.NAME} (${room.PLACE})` : room.NAME);

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** One `{{library:…}}` block of a CMS page as markdown ('' for a part it does not know). */
export function libraryBlockMarkdown(info: LibraryInfo, args: readonly string[]): string {
  const [part, code] = args;
  switch (part) {
    case 'location':
      return list([
        `주소: ${fullAddress(info)}`,
        ...(info.PHONE ? [`대표전화: ${info.PHONE}`] : []),
        ...(info.FAX ? [`팩스: ${info.FAX}`] : []),
        ...(info.EMAIL ? [`이메일: ${info.EMAIL}`] : []),
      ]);
    case 'hours': {
      if (code !== undefined) {
        const room = info.ROOMS.find((r) => r.CODE === code);
        return room ? list(hoursLines(room.HOURS)) : '';
      }
      return list(info.ROOMS.map((room) => `${roomLabel(room)}: ${hoursLines(room.HOURS).join(', ')}`));
    }
    case 'closed':
      return list(closedRules(info));
    case 'contacts':
      return list([
        ...(info.PHONE ? [`대표전화: ${info.PHONE}`] : []),
        ...info.ROOMS.filter((room) => room.PHONE !== '').map((room) => `${room.NAME}: ${room.PHONE}`),
      ]);
    default:
      return '';
  }
}

/** A CMS page body with its `{{library:…}}` blocks written out from the facts (none: left out). */
export function expandLibraryBlocks(markdown: string, info: LibraryInfo | null): string {
  return splitContentBlocks(markdown)
    .map((segment) => {
      if (segment.kind === 'markdown') return segment.text.replace(/^\n+|\n+$/g, '');
      return segment.name === 'library' && info ? libraryBlockMarkdown(info, segment.args) : '';
    })
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}
