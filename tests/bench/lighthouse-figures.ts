/**
 * What the Lighthouse comparison measures and how it is summed up: the pages, the targets, the
 * figures of one run, medians, ratios to the bare stack and the printed tables. No browser here
 * (lighthouse.ts runs it), so the tests load this without Lighthouse.
 */

import type { BlockingSummary } from './lighthouse-trace';

export interface BenchPage {
  /** How the tables name it. */
  label: string;
  /** Path and query on the portal's origin. */
  path: string;
  /** The Lighthouse targets of the issue apply (score ≥ the floor's, TBT ≤ 1.5× the floor's). */
  targets: boolean;
  /** Needs a logged-in member. */
  member: boolean;
}

export const PORTAL_PAGES: readonly BenchPage[] = [
  { label: '/main', path: '/main', targets: true, member: false },
  // A realistic search: a term several seeded titles contain, results rendered (route search param `query`).
  { label: '/search/search-list?query=소년', path: `/search/search-list?query=${encodeURIComponent('소년')}`, targets: true, member: false },
  { label: '/notice', path: '/notice', targets: false, member: false },
  { label: '/mypage/lib-service (member1)', path: '/mypage/lib-service', targets: false, member: true },
];

/** The floor's one page (it answers /main and /). */
export const FLOOR_PATH = '/main';

/** The targets against the bare stack measured in the same run. */
export const LIGHTHOUSE_TARGETS = { tbtRatio: 1.5, jsRatio: 1.15 } as const;

export interface LighthouseRun {
  /** Performance score, 0–100. */
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  speedIndex: number;
  /** Bytes of JavaScript over the wire (compressed, as Lighthouse counts transfer size). */
  jsTransfer: number;
  jsRequests: number;
  /** Lighthouse's estimate of this machine's speed at the time (≈1000+ for a desktop; lower = slower). */
  benchmarkIndex: number;
  finalUrl: string;
  warnings: string[];
  /** The observed tasks Lighthouse's TBT is made of (lighthouse-trace.ts), when its trace had a first paint. */
  blocking?: BlockingSummary;
}

export interface PageFigures {
  page: BenchPage;
  runs: LighthouseRun[];
  /** The floor runs taken right before this page's runs. */
  floorRuns: LighthouseRun[];
  failures: string[];
}

export interface LighthouseFigures {
  pages: PageFigures[];
  /** Every floor run of the session. */
  floorRuns: LighthouseRun[];
}

// ---------------------------------------------------------------------------------------------
// Medians, ratios and targets

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

export function describeRun(run: LighthouseRun): string {
  return (
    `score ${run.score.toFixed(0)}, TBT ${run.tbt.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, FCP ${run.fcp.toFixed(0)} ms, ` +
    `CLS ${run.cls.toFixed(3)}, JS ${kb(run.jsTransfer)} KB in ${run.jsRequests}, benchmarkIndex ${run.benchmarkIndex.toFixed(0)}`
  );
}

export interface PageSummary {
  label: string;
  targets: boolean;
  runs: number;
  portal: Medians;
  floor: Medians;
  tbtRatio: number;
  jsRatio: number;
  /** Landed elsewhere than asked (a login redirect) in some run. */
  redirected: string | null;
  /** Only for pages with targets: score ≥ the floor's and TBT ≤ 1.5× the floor's. */
  scoreHolds: boolean | null;
  tbtHolds: boolean | null;
}

export interface Medians {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  jsTransfer: number;
  benchmarkIndex: number;
}

function medians(runs: LighthouseRun[]): Medians {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: of((r) => r.score),
    tbt: of((r) => r.tbt),
    lcp: of((r) => r.lcp),
    fcp: of((r) => r.fcp),
    cls: of((r) => r.cls),
    jsTransfer: of((r) => r.jsTransfer),
    benchmarkIndex: of((r) => r.benchmarkIndex),
  };
}

/** a / b, or NaN when b is 0 (a TBT of 0 on the floor). */
const ratio = (a: number, b: number): number => (b > 0 ? a / b : Number.NaN);

export function summarisePage(figures: PageFigures): PageSummary {
  const portal = medians(figures.runs);
  const floor = medians(figures.floorRuns);
  const tbtRatio = ratio(portal.tbt, floor.tbt);
  const measured = figures.runs.length > 0 && figures.floorRuns.length > 0;
  const wanted = new URL(figures.page.path, 'http://x').pathname;
  const elsewhere = figures.runs.map((r) => new URL(r.finalUrl).pathname).find((path) => path !== wanted);
  return {
    label: figures.page.label,
    targets: figures.page.targets,
    runs: figures.runs.length,
    portal,
    floor,
    tbtRatio,
    jsRatio: ratio(portal.jsTransfer, floor.jsTransfer),
    redirected: elsewhere ?? null,
    scoreHolds: figures.page.targets && measured ? portal.score >= floor.score : null,
    // A floor TBT of 0 leaves no room: the portal's must be 0 too.
    tbtHolds: figures.page.targets && measured ? portal.tbt <= LIGHTHOUSE_TARGETS.tbtRatio * floor.tbt : null,
  };
}

const times = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
const holds = (value: boolean | null): string => (value === null ? '' : value ? 'met' : 'MISSED');

/** The per-page table printed after the runs. */
export function lighthouseTable(figures: LighthouseFigures): string[][] {
  const rows: string[][] = [
    ['page (median of runs)', 'runs', 'score (floor)', 'TBT ms (floor)', 'TBT ×', 'LCP ms (floor)', 'FCP ms (floor)', 'JS KB (floor)', 'JS ×', 'score ≥ floor', `TBT ≤ ${LIGHTHOUSE_TARGETS.tbtRatio}×`],
  ];
  for (const page of figures.pages) {
    const s = summarisePage(page);
    rows.push([
      s.label + (s.redirected ? ` → ${s.redirected}` : ''),
      `${s.runs}/${page.floorRuns.length}`,
      `${s.portal.score.toFixed(0)} (${s.floor.score.toFixed(0)})`,
      `${s.portal.tbt.toFixed(0)} (${s.floor.tbt.toFixed(0)})`,
      times(s.tbtRatio),
      `${s.portal.lcp.toFixed(0)} (${s.floor.lcp.toFixed(0)})`,
      `${s.portal.fcp.toFixed(0)} (${s.floor.fcp.toFixed(0)})`,
      `${kb(s.portal.jsTransfer)} (${kb(s.floor.jsTransfer)})`,
      times(s.jsRatio),
      holds(s.scoreHolds),
      holds(s.tbtHolds),
    ]);
  }
  const all = medians(figures.floorRuns);
  rows.push([
    `floor ${FLOOR_PATH}, all runs`,
    String(figures.floorRuns.length),
    all.score.toFixed(0),
    all.tbt.toFixed(0),
    '',
    all.lcp.toFixed(0),
    all.fcp.toFixed(0),
    kb(all.jsTransfer),
    '',
    '',
    '',
  ]);
  return rows;
}

/**
 * The main thread's work before and after the first contentful paint (medians of the runs'
 * traces, observed, unthrottled), portal vs floor: only the work after the paint can count as
 * blocking (lighthouse-trace.ts). Empty when a side has no trace.
 */
export function paintSplit(page: PageFigures): string {
  const of = (runs: LighthouseRun[]) => {
    const traced = runs.flatMap((run) => (run.blocking ? [run.blocking] : []));
    return traced.length === 0 ? null : { before: median(traced.map((b) => b.beforePaintMs)), after: median(traced.map((b) => b.afterPaintMs)) };
  };
  const portal = of(page.runs);
  const floor = of(page.floorRuns);
  if (!portal || !floor) return '';
  return `, main thread before / after first paint ${portal.before.toFixed(0)} / ${portal.after.toFixed(0)} vs ${floor.before.toFixed(0)} / ${floor.after.toFixed(0)} ms`;
}

/** Rows for the bench's closing summary (measure, value). */
export function lighthouseSummaryRows(figures: LighthouseFigures): string[][] {
  const rows: string[][] = [];
  for (const page of figures.pages) {
    const s = summarisePage(page);
    const name = `Lighthouse ${s.label}`;
    if (s.runs === 0 || page.floorRuns.length === 0) {
      rows.push([name, `FAILED: ${page.failures[0] ?? 'no runs'}`]);
      continue;
    }
    const split = paintSplit(page);
    const verdict = s.targets ? `; score ≥ floor ${holds(s.scoreHolds)}, TBT ≤ ${LIGHTHOUSE_TARGETS.tbtRatio}× ${holds(s.tbtHolds)}` : '';
    rows.push([
      name + (s.redirected ? ` (ended on ${s.redirected})` : ''),
      `score ${s.portal.score.toFixed(0)} vs floor ${s.floor.score.toFixed(0)}, TBT ${s.portal.tbt.toFixed(0)} vs ${s.floor.tbt.toFixed(0)} ms (${times(s.tbtRatio)}), ` +
        `LCP ${s.portal.lcp.toFixed(0)} vs ${s.floor.lcp.toFixed(0)} ms, JS ${kb(s.portal.jsTransfer)} vs ${kb(s.floor.jsTransfer)} KB${split}${verdict}`,
    ]);
  }
  const bench = median([...figures.floorRuns, ...figures.pages.flatMap((p) => p.runs)].map((r) => r.benchmarkIndex));
  rows.push(['Lighthouse benchmarkIndex (median)', `${bench.toFixed(0)} (Lighthouse expects ≥ ~1000 from a desktop; lower: a slow or busy machine)`]);
  return rows;
}
