import type { PolicyReport } from '../../../../contract/policy-research';

/*
 * A report's summary as the page shows it and as the text file says it. The summary is published
 * as plain text: paragraphs split by a blank line, lines starting with '- ' a list. Pure;
 * report-text.test.ts pins it.
 */

export type SummaryBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Paragraphs and lists of a summary, in order; blank text gives none. */
export function summaryBlocks(summary: string): SummaryBlock[] {
  const blocks: SummaryBlock[] = [];
  for (const chunk of summary.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter((line) => line !== '');
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length > 0) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        flushParagraph();
        list.push(line.slice(2).trim());
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

export interface SummaryFileLabels {
  header: string;
  kind: string;
  kindName: string;
  researchers: string;
  published: string;
  pages: string;
  abstract: string;
  keywords: string;
}

/** The text file of a report's summary: title, facts, abstract, summary; lines end in CRLF for every editor. */
export function summaryFileText(report: PolicyReport, labels: SummaryFileLabels): string {
  const lines = [
    labels.header,
    '',
    report.TITLE,
    '',
    `${labels.kind}: ${labels.kindName}`,
    ...(report.RESEARCHERS ? [`${labels.researchers}: ${report.RESEARCHERS}`] : []),
    ...(report.PUBLISHED_ON ? [`${labels.published}: ${report.PUBLISHED_ON}`] : []),
    ...(report.PAGES > 0 ? [`${labels.pages}: ${report.PAGES}`] : []),
    ...(report.KEYWORDS.length > 0 ? [`${labels.keywords}: ${report.KEYWORDS.join(', ')}`] : []),
    '',
    `[${labels.abstract}]`,
    report.ABSTRACT,
    '',
    report.SUMMARY.replace(/\r\n?/g, '\n'),
    '',
  ];
  return lines.join('\n').replace(/\n/g, '\r\n');
}

/** A file name for the summary: the year and the title, without characters file systems refuse. */
export function summaryFileName(report: PolicyReport): string {
  const title = [...report.TITLE]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${report.YEAR}_${title || report.REPORT_ID}_요약문.txt`;
}

/** Reports grouped by year, newest year first, each year's in the order given. */
export function reportsByYear(reports: readonly PolicyReport[]): { year: number; reports: PolicyReport[] }[] {
  const groups = new Map<number, PolicyReport[]>();
  for (const report of reports) groups.set(report.YEAR, [...(groups.get(report.YEAR) ?? []), report]);
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, reports: list }));
}
