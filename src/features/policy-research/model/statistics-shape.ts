import { KDC_CLASSES } from '../../../../contract/kdc';
import type { LibraryStatisticsResponse, StatMonth } from '../../../../contract/policy-research';
import { groupDigits } from '../../../lib/i18n/number-format';
import { koPolicy } from '../../../lib/i18n/messages-policy-ko';

/*
 * The statistics call's answer shaped for the charts and their tables: one list of labelled
 * values per chart, the same list feeding both (so the table always says what the chart draws),
 * and the year's totals. Pure; statistics-shape.test.ts pins it.
 */

const t = koPolicy.statistics;

/** One value of a chart and a row of its table. */
export interface Datum {
  /** Stable: '2026-01', '800', 'CHILD'. */
  key: string;
  /** As the axis and the table's row header say it: '1월', '800 문학', '30대'. */
  label: string;
  value: number;
}

export interface ShapedStatistics {
  year: number;
  years: number[];
  /** The last month counted, 'yyyy-MM', or ''. */
  lastMonth: string;
  visitors: Datum[];
  loans: Datum[];
  newMembers: Datum[];
  kdc: Datum[];
  ages: Datum[];
  totals: { visitors: number; loans: number; newMembers: number; members: number };
}

/** '2026-03' → 3 (0 for a text that is not a month). */
export function monthNumber(month: string): number {
  const match = /^\d{4}-(\d{2})$/.exec(month);
  return match ? Number(match[1]) : 0;
}

/** '2026-10' → '2026년 10월' ('' for a text that is not a month). */
export function monthLong(month: string): string {
  const number = monthNumber(month);
  return number === 0 ? '' : t.monthLong(Number(month.slice(0, 4)), number);
}

/** The KDC main class's name by its statistics code ('800' → '문학'). */
export function kdcName(code: string): string {
  return KDC_CLASSES.find((c) => c.code === code.charAt(0))?.name ?? '';
}

export function sum(data: readonly Datum[]): number {
  return data.reduce((total, d) => total + d.value, 0);
}

/** A part of a whole in per cent with one decimal, as text ('41.2'); '0.0' when the whole is 0. */
export function shareText(value: number, total: number): string {
  return total > 0 ? ((value / total) * 100).toFixed(1) : '0.0';
}

/** The largest and the smallest value (the first of equals); null for no data. */
export function extremes(data: readonly Datum[]): { high: Datum; low: Datum } | null {
  const [first] = data;
  if (!first) return null;
  let high = first;
  let low = first;
  for (const d of data) {
    if (d.value > high.value) high = d;
    if (d.value < low.value) low = d;
  }
  return { high, low };
}

function monthly(months: readonly StatMonth[], field: 'VISITORS' | 'LOANS' | 'NEW_MEMBERS'): Datum[] {
  return months.map((m) => ({ key: m.MONTH, label: t.monthLabel(monthNumber(m.MONTH)), value: m[field] }));
}

/** The answer as the page draws it: months in order, every KDC class and age group in theirs. */
export function shapeStatistics(stats: LibraryStatisticsResponse): ShapedStatistics {
  const months = [...stats.MONTHS].sort((a, b) => a.MONTH.localeCompare(b.MONTH));
  const visitors = monthly(months, 'VISITORS');
  const loans = monthly(months, 'LOANS');
  const newMembers = monthly(months, 'NEW_MEMBERS');
  return {
    year: stats.YEAR,
    years: [...new Set(stats.YEARS)].sort((a, b) => a - b),
    lastMonth: stats.LAST_MONTH,
    visitors,
    loans,
    newMembers,
    kdc: stats.LOANS_BY_KDC.map((row) => ({ key: row.CLASS, label: `${row.CLASS} ${kdcName(row.CLASS)}`, value: row.COUNT })),
    ages: stats.NEW_MEMBERS_BY_AGE.map((row) => ({ key: row.GROUP, label: t.ages[row.GROUP], value: row.COUNT })),
    totals: { visitors: sum(visitors), loans: sum(loans), newMembers: sum(newMembers), members: stats.MEMBERS_TOTAL },
  };
}

/**
 * A chart's description in words: its kind, the largest and smallest item and the total, each
 * value with its unit ('8월 175,204명'); the table beside it has every value.
 */
export function describeChart(kind: string, data: readonly Datum[], unit: (digits: string) => string): string {
  const ends = extremes(data);
  if (!ends) return kind;
  const point = (d: Datum) => t.point(d.label, unit(groupDigits(d.value)));
  return t.describe(kind, point(ends.high), point(ends.low), unit(groupDigits(sum(data))));
}
