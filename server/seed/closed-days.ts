import { daysOfMonth, nextMonthOf, weekdayOf } from '../calendar';

export interface SeedClosedDay {
  day: string;
  reason: string;
}

/**
 * Public holidays of 2025–2027 on which the library closes (its hours page: 매주 월요일, 일요일을
 * 제외한 법정 공휴일, 설날·추석 연휴). A holiday on a Sunday is left out — the library opens —
 * except within the 설날 and 추석 연휴. Only days we are sure of: 2027's lunar holidays (설날,
 * 부처님오신날, 추석) are not listed yet and should be added once the government's calendar is out.
 */
export const PUBLIC_HOLIDAYS: readonly SeedClosedDay[] = [
  { day: '2025-01-01', reason: '신정' },
  { day: '2025-01-27', reason: '임시공휴일' },
  { day: '2025-01-28', reason: '설날 연휴' },
  { day: '2025-01-29', reason: '설날' },
  { day: '2025-01-30', reason: '설날 연휴' },
  { day: '2025-03-03', reason: '대체공휴일(삼일절)' },
  { day: '2025-05-05', reason: '어린이날·부처님오신날' },
  { day: '2025-05-06', reason: '대체공휴일(어린이날·부처님오신날)' },
  { day: '2025-06-03', reason: '제21대 대통령 선거일' },
  { day: '2025-06-06', reason: '현충일' },
  { day: '2025-08-15', reason: '광복절' },
  { day: '2025-10-03', reason: '개천절' },
  { day: '2025-10-05', reason: '추석 연휴' },
  { day: '2025-10-06', reason: '추석' },
  { day: '2025-10-07', reason: '추석 연휴' },
  { day: '2025-10-08', reason: '대체공휴일(추석)' },
  { day: '2025-10-09', reason: '한글날' },
  { day: '2025-12-25', reason: '성탄절' },
  { day: '2026-01-01', reason: '신정' },
  { day: '2026-02-16', reason: '설날 연휴' },
  { day: '2026-02-17', reason: '설날' },
  { day: '2026-02-18', reason: '설날 연휴' },
  { day: '2026-03-02', reason: '대체공휴일(삼일절)' },
  { day: '2026-05-05', reason: '어린이날' },
  { day: '2026-05-25', reason: '대체공휴일(부처님오신날)' },
  { day: '2026-06-03', reason: '전국동시지방선거일' },
  { day: '2026-06-06', reason: '현충일' },
  { day: '2026-08-15', reason: '광복절' },
  { day: '2026-08-17', reason: '대체공휴일(광복절)' },
  { day: '2026-09-24', reason: '추석 연휴' },
  { day: '2026-09-25', reason: '추석' },
  { day: '2026-09-26', reason: '추석 연휴' },
  { day: '2026-10-03', reason: '개천절' },
  { day: '2026-10-05', reason: '대체공휴일(개천절)' },
  { day: '2026-10-09', reason: '한글날' },
  { day: '2026-12-25', reason: '성탄절' },
  { day: '2027-01-01', reason: '신정' },
  { day: '2027-03-01', reason: '삼일절' },
  { day: '2027-05-05', reason: '어린이날' },
  { day: '2027-08-16', reason: '대체공휴일(광복절)' },
  { day: '2027-10-04', reason: '대체공휴일(개천절)' },
  { day: '2027-10-09', reason: '한글날' },
  { day: '2027-10-11', reason: '대체공휴일(한글날)' },
  { day: '2027-12-25', reason: '성탄절' },
  { day: '2027-12-27', reason: '대체공휴일(성탄절)' },
];

export const REGULAR_CLOSING_REASON = '정기휴관일';

/**
 * The closed days the seed writes: every public holiday above, and every Monday (정기휴관일) of
 * the seeding day's month and the next. A Monday that is also a holiday keeps the holiday's name.
 */
export function seedClosedDays(today: string): SeedClosedDay[] {
  const byDay = new Map<string, string>();
  const month = today.slice(0, 7);
  for (const day of [...daysOfMonth(month), ...daysOfMonth(nextMonthOf(today))]) {
    if (weekdayOf(day) === 1) byDay.set(day, REGULAR_CLOSING_REASON);
  }
  for (const { day, reason } of PUBLIC_HOLIDAYS) byDay.set(day, reason);
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, reason]) => ({ day, reason }));
}
