import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './boot-trace-analysis';
import { blockingTasks, describeBlocking } from './lighthouse-trace';

const MAIN = { pid: 1, tid: 7 };
const x = (name: string, ts: number, ms: number, args?: Record<string, unknown>, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: ts * 1000,
  dur: ms * 1000,
  ...(args ? { args } : {}),
});

describe('blockingTasks', () => {
  it('counts the main thread tasks over 12.5 ms after the first contentful paint, with what took their time', () => {
    const events: TraceEvent[] = [
      x('RunTask', 0, 5), // the page before the navigation: in no sum
      { name: 'navigationStart', ph: 'R', ...MAIN, ts: 8_000, args: { data: { isLoadingMainFrame: true } } },
      x('RunTask', 10, 200), // before the paint: not blocking, summed before it
      x('Layout', 10, 190, { beginData: { totalObjects: 19 } }),
      { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 300_000 },
      x('RunTask', 310, 12), // short: not counted
      x('RunTask', 330, 40),
      x('v8.evaluateModule', 331, 30),
      x('FunctionCall', 332, 20), // inside the evaluation: its own kind, counted
      x('RunMicrotasks', 362, 6),
      x('RunTask', 400, 20),
      x('Layout', 401, 15, { beginData: { totalObjects: 59 } }),
      x('FontCache::GetFontPlatformData', 402, 9),
      x('RunTask', 500, 80, undefined, { pid: 2, tid: 9 }), // another thread: not counted
    ];
    const summary = blockingTasks(events)!;
    expect(summary.tasks).toEqual([
      { afterPaint: 30, ms: 40, what: ['v8.evaluateModule 30.0', 'FunctionCall 20.0', 'RunMicrotasks 6.0'] },
      { afterPaint: 100, ms: 20, what: ['Layout [59] 15.0', 'FontCache::GetFontPlatformData 9.0'] },
    ]);
    expect(summary.estimate).toBe(40 * 4 - 50 + (20 * 4 - 50));
    expect(summary.beforePaintMs).toBe(200);
    expect(summary.afterPaintMs).toBe(12 + 40 + 20);
    expect(describeBlocking(summary)).toBe(
      'main thread 200 ms before first paint, 72 ms after; 2 tasks over 12.5 ms after first paint, ×4 − 50 summed 140 ms; longest 40 ms (v8.evaluateModule 30.0, FunctionCall 20.0, RunMicrotasks 6.0); 20 ms (Layout [59] 15.0, FontCache::GetFontPlatformData 9.0)',
    );
  });

  it('counts nested events of one kind once', () => {
    const events: TraceEvent[] = [
      { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 0 },
      x('RunTask', 10, 30),
      x('FunctionCall', 10, 25),
      x('FunctionCall', 12, 20),
    ];
    expect(blockingTasks(events)!.tasks[0]!.what).toEqual(['FunctionCall 25.0']);
  });

  it('gives nothing for a trace without a first contentful paint', () => {
    expect(blockingTasks([x('RunTask', 0, 100)])).toBeNull();
  });
});
