import type { ProgramState } from '../../contract/programs';
import { addDays, koreanDay, seoulInstant } from '../calendar';
import { daysOf, type Period } from './period';

/*
 * What the assistant says about programs and events, from their sessions: which meet in the asked
 * period (in the library's calendar, and not already over at the time of the question), and where
 * applying stands, in words (모집 중, 정원 마감 · 대기 접수 중, 마감 …). Pure: the retrieval node
 * reads the rows, these decide.
 */

/** One meeting, as Seoul wall-clock days and times ('' times: all day). */
export interface Meeting {
  no: number;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
}

/** The instant (ms) of a wall-clock time on a library day; '' or 24:00 is the end of that day. */
export function seoulMs(day: string, time: string): number {
  if (time === '' || time === '24:00') return Date.parse(seoulInstant(addDays(day, 1), '00:00'));
  return Date.parse(seoulInstant(day, time));
}

/**
 * A meeting over several days (an exhibition, a campaign) runs on each of them from its start
 * time to its end time; one whose end time is not after its start time runs without a break.
 */
export const runsDaily = (m: Meeting): boolean => m.startDay !== m.endDay && (m.startTime === '' || m.endTime === '' || m.endTime > m.startTime);

/**
 * Whether a meeting still takes place within the period: a one-day meeting on one of its days
 * that has not ended by the time of the question; a daily one on a day of the period the library
 * is open (`closed` lists the others) whose hours have not ended by then.
 */
export function meetsIn(m: Meeting, period: Pick<Period, 'from' | 'to' | 'now'>, closed: ReadonlySet<string>): boolean {
  if (m.startDay > period.to || m.endDay < period.from) return false;
  if (!runsDaily(m)) return seoulMs(m.endDay, m.endTime) > period.now;
  const from = m.startDay > period.from ? m.startDay : period.from;
  const to = m.endDay < period.to ? m.endDay : period.to;
  return daysOf({ from, to }).some((day) => !closed.has(day) && seoulMs(day, m.endTime) > period.now);
}

/** Where applying for a program stands, from its row (contract/programs.ts programState). */
export interface ApplyFacts {
  state: ProgramState;
  applyStart: string;
  applyEnd: string;
  capacity: number;
  applied: number;
  waitCapacity: number;
  waiting: number;
}

/**
 * The state in words, each opening with the word a reader looks for: 모집 중, 정원 마감 · 대기
 * 접수 중, 마감, 정원 마감 · 대기 마감, 접수 예정, 자유 참여.
 */
export function stateWords(p: ApplyFacts, today: string): string {
  switch (p.state) {
    case 'FREE':
      return '자유 참여 (신청 없이 참여)';
    case 'OPEN':
      return p.capacity > 0
        ? `모집 중 (남은 자리 ${Math.max(0, p.capacity - p.applied)}명, ${koreanDay(p.applyEnd)}까지 신청)`
        : `모집 중 (${koreanDay(p.applyEnd)}까지 신청)`;
    case 'WAITLIST':
      return `정원 마감 · 대기 접수 중 (대기 ${Math.max(0, p.waitCapacity - p.waiting)}명 더 받음, ${koreanDay(p.applyEnd)}까지)`;
    case 'SOON':
      return `접수 예정 (${koreanDay(p.applyStart)}부터 신청)`;
    case 'CLOSED':
      return today > p.applyEnd ? '마감 (신청 기간이 끝났습니다)' : '정원 마감 · 대기 마감 (정원과 대기 인원이 모두 찼습니다)';
  }
}

/** The word of each state that the answer must carry next to the program (verify checks it). */
export const STATE_MARK: Record<ProgramState, RegExp> = {
  FREE: /자유\s?참여|신청\s?없이/,
  OPEN: /모집\s?중/,
  WAITLIST: /대기\s?접수/,
  SOON: /접수\s?예정/,
  CLOSED: /마감/,
};

/** Words that invite to apply now: true only of an OPEN program ('대기 접수 중' is not one of them). */
export const OPEN_CLAIM = /(?<!대기\s?)(?:모집\s?중|신청\s?가능|신청할\s?수\s?있|신청하실\s?수\s?있|접수\s?중|남은\s?자리)/;

/** Questions about what one can still apply for ('신청할 수 있는', '모집 중인'): closed ones are left out. */
export const APPLY_QUESTION = /신청\s?(?:할\s?수|가능|받는|하고\s?싶|해\s?볼|할\s?만한)|모집\s?중|접수\s?중|참여할\s?수\s?있|들을\s?수\s?있/;

const range = (m: Meeting) => (m.startTime === '' ? '' : ` ${m.startTime}~${m.endTime}`);

/** '11월 28일(토) 10:30~11:30'; a daily run: '11월 17일(화)~12월 17일(목) 매일 09:00~18:00 (휴관일 제외)'. */
export function meetingText(m: Meeting): string {
  if (runsDaily(m)) return `${koreanDay(m.startDay)}~${koreanDay(m.endDay)}${m.startTime === '' ? '' : ` 중 ${m.startTime}~${m.endTime}`} (휴관일 제외)`;
  if (m.startDay === m.endDay) return `${koreanDay(m.startDay)}${range(m)}`;
  return `${koreanDay(m.startDay)} ${m.startTime} ~ ${koreanDay(m.endDay)} ${m.endTime}`;
}

/**
 * The meetings named in an answer: up to `max`, then how many more; with the session numbers of
 * a course ('4회 과정 중 2회차').
 */
export function meetingsText(meetings: readonly Meeting[], sessionCount: number, max = 3): string {
  const named = meetings.slice(0, max);
  const more = meetings.length > max ? ` 외 ${meetings.length - max}회` : '';
  const numbers = sessionCount > 1 ? ` (${sessionCount}회 과정 중 ${named.map((m) => `${m.no}`).join('·')}회차)` : '';
  return `${named.map(meetingText).join(', ')}${more}${numbers}`;
}

/**
 * The parts of a meeting outside the period that are still to come: a one-day meeting whole
 * (when it is not in the period), a daily run cut before and after the period's days.
 */
export function outsideParts(m: Meeting, period: Pick<Period, 'from' | 'to'>): Meeting[] {
  if (!runsDaily(m)) return m.startDay > period.to || m.endDay < period.from ? [m] : [];
  const parts: Meeting[] = [];
  const before = addDays(period.from, -1);
  const after = addDays(period.to, 1);
  if (m.startDay <= before) parts.push({ ...m, endDay: m.endDay < before ? m.endDay : before });
  if (m.endDay >= after) parts.push({ ...m, startDay: m.startDay > after ? m.startDay : after });
  return parts;
}

/** A daily run from its first day that is open and not over at `now` (other meetings as they are). */
export function fromNow(m: Meeting, now: number, closed: ReadonlySet<string>): Meeting {
  if (!runsDaily(m)) return m;
  let start = m.startDay;
  while (start < m.endDay && (closed.has(start) || seoulMs(start, m.endTime) <= now)) start = addDays(start, 1);
  return { ...m, startDay: start };
}
