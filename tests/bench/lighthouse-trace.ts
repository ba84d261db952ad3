/**
 * What Lighthouse's total blocking time is made of, read from the trace of its own run.
 *
 * Lighthouse's default mobile run loads the page unthrottled and simulates a 4× slower CPU: a
 * main-thread task counts as blocking when its observed length × 4 exceeds 50 ms, i.e. when it
 * is longer than 12.5 ms, and it lies after the first contentful paint. This lists those tasks
 * (observed, on the page's main thread) and what took most of each, so a run's TBT can be
 * explained: many short React slices, one layout, font look-ups, module evaluation. The sum of
 * (4 × length − 50) approximates Lighthouse's figure (its simulation also moves tasks in time).
 * It also sums the main thread's tasks before and after that paint: only the work after it can
 * block, so a page that paints before its script runs (the portal's static header) has its whole
 * boot in the window, where one that paints only once its script has rendered (the bare stack)
 * has most of it before (docs/architecture.md, "What bounds Lighthouse on /main").
 * No browser here: the bench's Lighthouse section passes the trace in.
 */
import type { TraceEvent } from './boot-trace-analysis';

/** Lighthouse's simulated CPU slowdown, and the task length that blocks once slowed. */
export const SIMULATED_SLOWDOWN = 4;
export const BLOCKING_OBSERVED_MS = 50 / SIMULATED_SLOWDOWN;

export interface BlockingTask {
  /** ms after the first contentful paint. */
  afterPaint: number;
  ms: number;
  /** The events inside it that took longest, `name ms`, at most three. */
  what: string[];
}

export interface BlockingSummary {
  tasks: BlockingTask[];
  /** Σ (4 × length − 50) over the tasks: Lighthouse's TBT before its simulation moves them. */
  estimate: number;
  /** ms of main-thread tasks from the navigation to the first contentful paint, observed. */
  beforePaintMs: number;
  /** ms of main-thread tasks from the first contentful paint to the end of the trace, observed. */
  afterPaintMs: number;
}

/** Events that name work (the task itself and bookkeeping wrappers are left out). */
const NAMED_WORK = new Set([
  'Layout',
  'UpdateLayoutTree',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'v8.evaluateModule',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
  'FontCache::GetFontPlatformData',
  'Decode Image',
]);

function label(event: TraceEvent): string {
  if (event.name === 'Layout') {
    const data = event.args?.['beginData'] as { totalObjects?: unknown } | undefined;
    if (typeof data?.totalObjects === 'number') return `Layout [${data.totalObjects}]`;
  }
  return event.name;
}

export function blockingTasks(events: readonly TraceEvent[]): BlockingSummary | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const onThread = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X' && typeof event.dur === 'number')
    .sort((a, b) => a.ts - b.ts);
  // The trace starts on the page before (about:blank): the navigation's start, when it is there.
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === paint.pid && (event.args?.['data'] as { isLoadingMainFrame?: unknown } | undefined)?.isLoadingMainFrame === true);
  const tasks: BlockingTask[] = [];
  let estimate = 0;
  let beforePaintMs = 0;
  let afterPaintMs = 0;
  for (let at = 0; at < onThread.length; at++) {
    const task = onThread[at]!;
    const ms = task.dur! / 1000;
    if (task.name !== 'RunTask') continue;
    if (task.ts < paint.ts) {
      if (!navigation || task.ts >= navigation.ts) beforePaintMs += ms;
      continue;
    }
    afterPaintMs += ms;
    if (ms <= BLOCKING_OBSERVED_MS) continue;
    const end = task.ts + task.dur!;
    // Time per kind of work, each event counted once even when nested in another of its kind.
    const parts = new Map<string, number>();
    const counted: { name: string; end: number }[] = [];
    for (let inner = at + 1; inner < onThread.length && onThread[inner]!.ts < end; inner++) {
      const event = onThread[inner]!;
      if (!NAMED_WORK.has(event.name)) continue;
      const name = label(event);
      if (counted.some((open) => open.name === name && open.end > event.ts)) continue;
      counted.push({ name, end: event.ts + event.dur! });
      parts.set(name, (parts.get(name) ?? 0) + event.dur! / 1000);
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, partMs]) => `${name} ${partMs.toFixed(1)}`);
    tasks.push({ afterPaint: (task.ts - paint.ts) / 1000, ms, what });
    estimate += ms * SIMULATED_SLOWDOWN - 50;
  }
  return { tasks, estimate, beforePaintMs, afterPaintMs };
}

/** One line for a run: how many tasks block once slowed, their estimate, the longest ones. */
export function describeBlocking(summary: BlockingSummary, longest = 3): string {
  const top = [...summary.tasks]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, longest)
    .map((task) => `${task.ms.toFixed(0)} ms (${task.what.join(', ') || 'nothing named'})`);
  return (
    `main thread ${summary.beforePaintMs.toFixed(0)} ms before first paint, ${summary.afterPaintMs.toFixed(0)} ms after; ` +
    `${summary.tasks.length} tasks over ${BLOCKING_OBSERVED_MS} ms after first paint, ×${SIMULATED_SLOWDOWN} − 50 summed ` +
    `${summary.estimate.toFixed(0)} ms${top.length ? `; longest ${top.join('; ')}` : ''}`
  );
}
