/** Words of the date and time formats (src/lib/date-format.ts). */
export const koTime = {
  am: '오전',
  pm: '오후',
  /** Sunday first, as the calendar is. */
  weekdays: ['일', '월', '화', '수', '목', '금', '토'] as const,
};
