import { describe, expect, it } from 'vitest';
import { analyseBootTrace, MAX_SAMPLE_MS, moduleOf, type Mapper, type TraceEvent } from './boot-trace-analysis';

const PID = 10;
const TID = 11;
const URL_ = 'http://localhost:4540/main';
const CHUNK = 'http://localhost:4540/assets/core-abc.js';
const MS = 1000; // trace clock: µs
const T0 = 1_000_000;

const at = (ms: number) => T0 + ms * MS;

function x(name: string, startMs: number, durMs: number, args: Record<string, unknown> = {}): TraceEvent {
  return { name, ph: 'X', ts: at(startMs), dur: durMs * MS, pid: PID, tid: TID, cat: 'devtools.timeline', args };
}

/** A page load: FCP at 100 ms, a 150 ms module evaluation, a 60 ms layout, a 30 ms task; end mark at 1000 ms. */
function trace(): TraceEvent[] {
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', codeType: 'other' } },
    { id: 2, parent: 1, callFrame: { functionName: '', url: CHUNK, lineNumber: 0, columnNumber: 0, codeType: 'JS' } },
    { id: 3, parent: 2, callFrame: { functionName: 'q', url: CHUNK, lineNumber: 0, columnNumber: 500, codeType: 'JS' } },
    { id: 4, parent: 1, callFrame: { functionName: '(idle)', codeType: 'other' } },
  ];
  // Samples every 2 ms from 200 ms: 50 ms in the top level, 100 ms in q (some during the GC), then idle.
  const samples: number[] = [];
  const deltas: number[] = [];
  for (let i = 0; i < 75; i++) {
    samples.push(i < 25 ? 2 : 3);
    deltas.push(i === 0 ? 200 * MS : 2 * MS);
  }
  samples.push(4);
  deltas.push(2 * MS);
  return [
    { name: 'navigationStart', ph: 'R', ts: at(0), pid: PID, tid: TID, args: { frame: 'F1', data: { documentLoaderURL: URL_, isLoadingMainFrame: true } } },
    { name: 'firstContentfulPaint', ph: 'R', ts: at(100), pid: PID, tid: TID, args: { frame: 'F1' } },
    x('RunTask', 200, 150),
    x('v8.evaluateModule', 200, 150),
    x('MinorGC', 340, 5),
    x('RunTask', 400, 60),
    x('Layout', 400, 60, { beginData: { frame: 'F1', dirtyObjects: 40 } }),
    x('RunTask', 500, 30),
    x('UpdateLayoutTree', 500, 30, { beginData: { frame: 'F1' }, elementCount: 7 }),
    x('RunTask', 700, 80),
    x('Layout', 700, 80, { beginData: { frame: 'SVG', dirtyObjects: 3 } }),
    // A task of another thread: not counted.
    { ...x('RunTask', 600, 500), tid: TID + 1 },
    { name: 'gglib-bench:boot-end', ph: 'R', ts: at(1000), pid: PID, tid: TID, cat: 'blink.user_timing' },
    { name: 'Profile', ph: 'P', id: '0x1', ts: at(0), pid: PID, tid: TID, args: { data: { startTime: at(0) } } },
    { name: 'ProfileChunk', ph: 'P', id: '0x1', ts: at(400), pid: PID, tid: TID + 2, args: { data: { cpuProfile: { nodes, samples }, timeDeltas: deltas } } },
  ];
}

const mapper: Mapper = (url, line, column) =>
  url === CHUNK && line === 0 && column === 500 ? { source: '../../src/lib/dates.ts', line: 37, name: 'wallClockFormatter' } : undefined;

describe('analyseBootTrace', () => {
  const figures = analyseBootTrace(trace(), { url: URL_, mapper, endMark: 'gglib-bench:boot-end' });

  it('times from navigationStart, FCP and the end mark', () => {
    expect(figures.fcp).toBe(100);
    expect(figures.end).toBe(1000);
  });

  it('counts long tasks and the blocking time after FCP', () => {
    expect(figures.longTasks.map((t) => [t.start, t.duration])).toEqual([
      [200, 150],
      [400, 60],
      [700, 80],
    ]);
    expect(figures.tbt).toBe(100 + 10 + 30);
  });

  it('adds up main-thread time by category', () => {
    expect(figures.mainThread.script).toBe(145);
    expect(figures.mainThread.gc).toBe(5);
    expect(figures.mainThread.styleLayout).toBe(60 + 30 + 80);
    expect(figures.mainThreadTotal).toBe(320);
  });

  it('names what a long task ran: the evaluated chunk, layout of the page or of other documents', () => {
    const [evaluation, layout, svg] = figures.longTasks;
    expect(evaluation!.kinds[0]!.label).toBe('evaluate: top level of core-abc.js');
    expect(evaluation!.kinds[0]!.ms).toBeCloseTo(145);
    expect(evaluation!.kinds.find((k) => k.label === 'GC')?.ms).toBe(5);
    expect(layout!.kinds).toEqual([{ label: 'layout', ms: 60, count: 40 }]);
    expect(svg!.kinds[0]!.label).toBe('layout (other documents: SVG images, iframes)');
  });

  it('adds up the whole load by activity', () => {
    expect(figures.activities.map((a) => [a.label, Math.round(a.ms)])).toEqual([
      ['evaluate: top level of core-abc.js', 145],
      ['layout (other documents: SVG images, iframes)', 80],
      ['layout', 60],
      ['style recalc', 30],
      ['GC', 5],
    ]);
    expect(figures.activities.find((a) => a.label === 'style recalc')?.count).toBe(7);
  });

  it('maps sampled functions to their sources', () => {
    const [evaluation] = figures.longTasks;
    expect(evaluation!.functions).toEqual([
      { label: 'wallClockFormatter src/lib/dates.ts:37', ms: 100 },
      { label: '(top level) core-abc.js', ms: 50 },
    ]);
    expect(evaluation!.topLevelCalls[0]).toEqual({ label: 'core-abc.js → wallClockFormatter src/lib/dates.ts:37', ms: 100 });
    expect(figures.modules[0]).toEqual({ label: 'src/lib/dates.ts', ms: 100 });
    expect(figures.ownCode).toEqual([{ label: 'wallClockFormatter src/lib/dates.ts:37', ms: 100 }]);
  });

  it('counts a gap in the samples as at most MAX_SAMPLE_MS', () => {
    const events = trace();
    const chunk = events.find((e) => e.name === 'ProfileChunk')!;
    const data = chunk.args!.data as { timeDeltas: number[] };
    data.timeDeltas[25] = 60 * MS; // the profiler thread starved for 60 ms after the last top-level sample
    const starved = analyseBootTrace(events, { url: URL_, mapper });
    expect(starved.longTasks[0]!.functions.find((f) => f.label.startsWith('(top level)'))?.ms).toBe(48 + MAX_SAMPLE_MS);
  });

  it('shows chunk and minified names without a mapper', () => {
    const bare = analyseBootTrace(trace(), { url: URL_ });
    expect(bare.longTasks[0]!.functions[0]!.label).toBe('q core-abc.js:1:501');
    expect(bare.ownCode).toEqual([]);
  });

  it('needs the navigation of the page', () => {
    expect(() => analyseBootTrace(trace(), { url: 'http://elsewhere.test/main' })).toThrow(/no navigationStart/);
    expect(() => analyseBootTrace(trace(), { url: 'http://localhost:4540/notice' })).toThrow(/no navigationStart/);
  });
});

describe('moduleOf', () => {
  it('names packages and our files', () => {
    expect(moduleOf('../../../../main/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(moduleOf('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('@tanstack/router-core');
    expect(moduleOf('../../../src/lib/dates.ts')).toBe('src/lib/dates.ts');
    expect(moduleOf('../../contract/menu.ts')).toBe('contract/menu.ts');
  });
});
