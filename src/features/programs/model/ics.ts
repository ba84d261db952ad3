/*
 * An iCalendar file (RFC 5545) for one session of a program, so a phone's calendar can add it:
 * CRLF line ends, text escaped (\\ ; , and new lines), lines folded at 75 octets without cutting
 * a character, times in UTC (…Z, no VTIMEZONE needed), a stable UID per program and session (a
 * second download updates the same event) and DTSTAMP, the time the file was made.
 */
import { toEpoch } from '../../../lib/dates';

export interface IcsEvent {
  /** Stable across downloads: program-12-session-1@… */
  uid: string;
  title: string;
  /** Instants: ISO 8601 with offset, or epoch ms. */
  start: string | number;
  end: string | number;
  location: string;
  description: string;
  /** An absolute address of the program's page. */
  url: string;
  /** When the file is made (DTSTAMP). */
  now: number;
}

const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** 20260314T050000Z: a UTC date-time (RFC 5545 §3.3.5, form 2). */
export function utcStamp(at: string | number): string {
  const ms = toEpoch(at);
  if (!Number.isFinite(ms)) throw new RangeError(`잘못된 일시입니다: ${String(at)}`);
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (continuations start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The whole file: one VCALENDAR with one VEVENT, CRLF after every line. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gyeonggi Library//Programs//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file's name for a session: program-12-1.ics */
export const icsFileName = (programId: number, sessionNo: number) => `program-${programId}-${sessionNo}.ics`;

/** The event's UID: the same for every download of one session. */
export const sessionUid = (programId: number, sessionNo: number, host: string) => `program-${programId}-session-${sessionNo}@${host || 'gglib'}`;
