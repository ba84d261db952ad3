import { describe, expect, it } from 'vitest';
import { lighthouseSummaryRows, lighthouseTable, median, paintSplit, PORTAL_PAGES, summarisePage, type LighthouseRun, type PageFigures } from './lighthouse-figures';

function run(overrides: Partial<LighthouseRun>): LighthouseRun {
  return {
    score: 90,
    tbt: 100,
    lcp: 2000,
    fcp: 1000,
    cls: 0,
    speedIndex: 1500,
    jsTransfer: 100 * 1024,
    jsRequests: 1,
    benchmarkIndex: 800,
    finalUrl: 'http://localhost:4393/main',
    warnings: [],
    ...overrides,
  };
}

const main = PORTAL_PAGES[0]!;
const notice = PORTAL_PAGES.find((page) => page.path === '/notice')!;

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarisePage', () => {
  it('compares each figure by its own median with the floor runs taken beside the page', () => {
    const figures: PageFigures = {
      page: main,
      runs: [run({ score: 80, tbt: 150 }), run({ score: 95, tbt: 400 }), run({ score: 85, tbt: 120 })],
      floorRuns: [run({ score: 85, tbt: 100 }), run({ score: 99, tbt: 90 }), run({ score: 70, tbt: 300 })],
      failures: [],
    };
    const summary = summarisePage(figures);
    expect(summary.portal.score).toBe(85);
    expect(summary.floor.score).toBe(85);
    expect(summary.portal.tbt).toBe(150);
    expect(summary.floor.tbt).toBe(100);
    expect(summary.tbtRatio).toBe(1.5);
    // Equal score and exactly 1.5× the TBT: both targets hold (≥ and ≤).
    expect(summary.scoreHolds).toBe(true);
    expect(summary.tbtHolds).toBe(true);
  });

  it('misses the targets when the score is lower or the TBT more than 1.5×', () => {
    const summary = summarisePage({ page: main, runs: [run({ score: 84, tbt: 151 })], floorRuns: [run({ score: 85, tbt: 100 })], failures: [] });
    expect(summary.scoreHolds).toBe(false);
    expect(summary.tbtHolds).toBe(false);
  });

  it('gives no ratio for a floor TBT of 0, and the target then wants 0', () => {
    const zero = summarisePage({ page: main, runs: [run({ tbt: 0 })], floorRuns: [run({ tbt: 0 })], failures: [] });
    expect(zero.tbtRatio).toBeNaN();
    expect(zero.tbtHolds).toBe(true);
    const some = summarisePage({ page: main, runs: [run({ tbt: 10 })], floorRuns: [run({ tbt: 0 })], failures: [] });
    expect(some.tbtHolds).toBe(false);
  });

  it('judges no target on the pages without one, nor without runs', () => {
    expect(summarisePage({ page: notice, runs: [run({})], floorRuns: [run({})], failures: [] }).scoreHolds).toBeNull();
    expect(summarisePage({ page: main, runs: [], floorRuns: [run({})], failures: ['x'] }).tbtHolds).toBeNull();
  });

  it('tells when a run ended on another page (a login redirect)', () => {
    const member = PORTAL_PAGES.find((page) => page.member)!;
    const summary = summarisePage({
      page: member,
      runs: [run({ finalUrl: 'http://localhost:4393/login?returnTo=%2Fmypage%2Flib-service' })],
      floorRuns: [run({})],
      failures: [],
    });
    expect(summary.redirected).toBe('/login');
    expect(summarisePage({ page: member, runs: [run({ finalUrl: 'http://localhost:4393/mypage/lib-service' })], floorRuns: [run({})], failures: [] }).redirected).toBeNull();
  });
});

describe('tables', () => {
  const figures = {
    pages: [
      { page: main, runs: [run({ score: 70, tbt: 300 })], floorRuns: [run({ score: 80, tbt: 100 })], failures: [] },
      { page: notice, runs: [], floorRuns: [run({})], failures: ['/notice: Lighthouse: NO_FCP'] },
    ],
    floorRuns: [run({ score: 80, tbt: 100 }), run({})],
  };

  it('prints one row per page, then the floor over all its runs', () => {
    const rows = lighthouseTable(figures);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(expect.arrayContaining(['/main', '70 (80)', '300 (100)', '3.00×', 'MISSED']));
    expect(rows[3]![0]).toBe('floor /main, all runs');
  });

  it('gives the summary a row per page, a failure as such, and the machine speed', () => {
    const rows = lighthouseSummaryRows(figures);
    expect(rows[0]![1]).toContain('score 70 vs floor 80, TBT 300 vs 100 ms (3.00×)');
    expect(rows[0]![1]).toContain('score ≥ floor MISSED, TBT ≤ 1.5× MISSED');
    expect(rows[1]![1]).toBe('FAILED: /notice: Lighthouse: NO_FCP');
    expect(rows.at(-1)![0]).toContain('benchmarkIndex');
  });

  it('gives the main thread before and after the first paint, portal vs floor, when both were traced', () => {
    const split = (beforePaintMs: number, afterPaintMs: number) => ({ blocking: { tasks: [], estimate: 0, beforePaintMs, afterPaintMs } });
    const page: PageFigures = {
      page: main,
      runs: [run(split(500, 900)), run(split(480, 960)), run({})],
      floorRuns: [run(split(430, 40)), run(split(550, 25)), run(split(510, 46))],
      failures: [],
    };
    expect(paintSplit(page)).toBe(', main thread before / after first paint 490 / 930 vs 510 / 40 ms');
    expect(lighthouseSummaryRows({ pages: [page], floorRuns: page.floorRuns })[0]![1]).toContain('before / after first paint 490 / 930 vs 510 / 40 ms');
    expect(paintSplit({ ...page, floorRuns: [run({})] })).toBe('');
  });
});
