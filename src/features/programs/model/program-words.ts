import type { ProgramDetail, ProgramSession, ProgramSummary } from '../../../../contract/programs';
import { toDateText, toDateWeekday, toTime24 } from '../../../lib/date-format';
import { koPrograms } from '../../../lib/i18n/messages-programs-ko';

/** Dates that are days (yyyy-MM-dd) as the portal prints them: 2026-03-14 (lib's toDateText: a day is never shifted). */
export const dayText = (day: string): string => toDateText(day);

/** A program's first and last day (library days), and its count of sessions. */
export function programWhen(program: Pick<ProgramSummary, 'START_AT' | 'END_AT' | 'SESSION_COUNT'>): string {
  const from = toDateText(program.START_AT);
  const to = toDateText(program.END_AT) || from;
  const period = koPrograms.period(from, to);
  return program.SESSION_COUNT > 1 ? `${period} (${koPrograms.sessionCount(program.SESSION_COUNT)})` : `${period} ${toTime24(program.START_AT)}–${toTime24(program.END_AT)}`;
}

/** One session: 2026-03-14 (토) 10:30–11:30; a session over several days says both days. */
export function sessionWhen(session: Pick<ProgramSession, 'START_AT' | 'END_AT'>): string {
  const startDay = toDateWeekday(session.START_AT);
  const endDay = toDateWeekday(session.END_AT);
  const [start, end] = [toTime24(session.START_AT), toTime24(session.END_AT)];
  return startDay === endDay ? `${startDay} ${start}–${end}` : `${startDay} ${start} ~ ${endDay} ${end}`;
}

/** Places in words: how many are left, or that it is full and how the waiting list stands. */
export function placesText(program: Pick<ProgramSummary, 'STATE' | 'CAPACITY' | 'APPLIED_COUNT' | 'WAIT_CAPACITY' | 'WAITING_COUNT'>): string {
  if (program.STATE === 'FREE') return koPrograms.noApplication;
  if (program.CAPACITY === 0) return koPrograms.noLimit;
  const left = Math.max(0, program.CAPACITY - program.APPLIED_COUNT);
  const parts = [koPrograms.capacity(program.CAPACITY)];
  if (left > 0) parts.push(koPrograms.left(left));
  else {
    parts.push(koPrograms.full);
    if (program.WAIT_CAPACITY === 0) parts.push(koPrograms.noWaitList);
    else {
      parts.push(koPrograms.waiting(program.WAITING_COUNT));
      // Room on the waiting list is news only while one can still join it (not once applications have closed).
      const waitLeft = Math.max(0, program.WAIT_CAPACITY - program.WAITING_COUNT);
      if (waitLeft === 0) parts.push(koPrograms.waitFull);
      else if (program.STATE === 'OPEN' || program.STATE === 'WAITLIST') parts.push(koPrograms.waitLeft(waitLeft));
    }
  }
  return parts.join(' · ');
}

export const feeText = (fee: number): string => (fee > 0 ? koPrograms.won(fee) : koPrograms.free);

/** Why a program cannot be applied for now, or null when it can (OPEN, WAITLIST). */
export function applyRefusal(program: Pick<ProgramDetail, 'STATE' | 'APPLY_START' | 'APPLY_END' | 'CAPACITY' | 'APPLIED_COUNT'>, today: string): string | null {
  switch (program.STATE) {
    case 'OPEN':
    case 'WAITLIST':
      return null;
    case 'SOON':
      return koPrograms.reasons.SOON(dayText(program.APPLY_START));
    case 'FREE':
      return koPrograms.reasons.FREE;
    case 'CLOSED':
      return program.APPLY_END && today > program.APPLY_END ? koPrograms.reasons.CLOSED_PERIOD : koPrograms.reasons.CLOSED_FULL;
  }
}
