import { toDotDateTime, toIsoDate } from '../../../../lib/dates';

/** 'yyyy.MM.dd HH:mm' for '마지막 업데이트 …' (local time). */
export function lastUpdatedText(at: number | Date): string {
  const date = typeof at === 'number' ? new Date(at) : at;
  return `${toIsoDate(date).replaceAll('-', '.')} ${toDotDateTime(date).slice(-5)}`;
}

/** '2026-11-21' → '2026.11.21'; anything else unchanged. */
export function dotDate(isoDate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? isoDate.replaceAll('-', '.') : isoDate;
}

/** Plain text paragraphs separated by blank lines (a curation's BODY); single line breaks stay inside a paragraph. */
export function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
