import type { ProgramSummary } from '../../../../contract/programs';
import { toDateText, toDateWeekday, toTime24 } from '../../../lib/date-format';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';

/** One session: 2026-03-14 (토) 10:30–11:30 (the library's days and 24-hour times, as schedules are printed). */
export function sessionWhen(session: Pick<ProgramSummary, 'START_AT' | 'END_AT'>): string {
  const startDay = toDateWeekday(session.START_AT);
  const endDay = toDateWeekday(session.END_AT) || startDay;
  const [start, end] = [toTime24(session.START_AT), toTime24(session.END_AT)];
  return startDay === endDay ? `${startDay} ${start}–${end}` : `${startDay} ${start} ~ ${endDay} ${end}`;
}

/** The application window (library days, both inclusive). */
export function applyPeriod(session: Pick<ProgramSummary, 'APPLY_START' | 'APPLY_END'>): string {
  const [from, to] = [toDateText(session.APPLY_START), toDateText(session.APPLY_END)];
  return from === to ? from : `${from} ~ ${to}`;
}

/** Places in words: left of the capacity, or full with the waiting list's count. */
export function placesText(session: Pick<ProgramSummary, 'CAPACITY' | 'APPLIED_COUNT' | 'WAIT_CAPACITY' | 'WAITING_COUNT'>): string {
  const left = Math.max(0, session.CAPACITY - session.APPLIED_COUNT);
  return left > 0 || session.CAPACITY === 0 ? koLabs.left(left, session.CAPACITY) : koLabs.waitLeft(session.WAIT_CAPACITY, session.WAITING_COUNT);
}

/** The session's own name: the program's title after the lab's ('AI 마음 처방 · 평일 오후반' → '평일 오후반'). */
export function sessionName(title: string, labTitle: string): string {
  const prefix = `${labTitle} · `;
  return title.startsWith(prefix) ? title.slice(prefix.length) : title;
}

/** A section's body: paragraphs split at blank lines; a run of '- ' lines is a list. */
export type TextBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

export function textBlocks(body: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const part of body.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = part.split('\n').map((line) => line.trim()).filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
      if (list.length) blocks.push({ kind: 'ul', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        if (paragraph.length) flush();
        list.push(line.slice(2).trim());
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
