/**
 * Main-thread cost of rendering a long streamed answer with StreamingMarkdown in Chromium.
 *
 * A tiny harness page (React + the component, production build, its markdown worker built as
 * the app builds it) is built with Vite into .tmp/bench-chat and served through Playwright's
 * request routing (no server needed). Like the chat panel it has a title, the question and a
 * scrolling conversation that follows the answer's end (as MessageList does on each change). The
 * page appends the answer's tokens to `source` as fast as it can, one macrotask per network chunk
 * (`tokensPerTask` tokens), re-rendering <StreamingMarkdown streaming> at most once per animation frame
 * as the chat does (useChat), then
 * renders it once with `streaming={false}` and waits until the element is no longer aria-busy
 * (the last HTML from the worker is in). Measured: long tasks (PerformanceObserver 'longtask', and
 * every main-thread task in a trace, with what took the time of those over 50 ms), CDP
 * Performance.getMetrics deltas (ScriptDuration, TaskDuration, layout and style), wall time and
 * animation frames. The final HTML is checked against renderChatMarkdown(source), and whether the
 * markdown was compiled in the worker (a dedicated worker started, no fallback warning).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser } from 'playwright';
import { answerTokens } from './chat-corpus';
import { describeHostSpeed, measureHostSpeed } from './host-speed';

export const LONG_TASK_MS = 50;

export interface ChatRenderFigures {
  tokens: number;
  chars: number;
  tokensPerTask: number;
  cpuSlowdown: number;
  /** From the first token to the final paint, ms. */
  renderMs: number;
  frames: number;
  longestTaskMs: number;
  longTasks: number;
  scriptingMs: number;
  taskMs: number;
  layoutAndStyleMs: number;
  /** The painted HTML equals renderChatMarkdown(source). */
  matches: boolean;
  /** A dedicated worker was started and the page did not fall back to the main thread. */
  inWorker: boolean;
  /** Main-thread tasks over {@link LONG_TASK_MS} in the trace, with what took their time. */
  tracedLongTasks: TaskBreakdown[];
  /** Main-thread time by rendering step over the whole answer, ms (see {@link RENDERING_STEPS}). */
  steps: Record<string, number>;
  /** Main-thread tasks: p50, p95 and p99 length, ms. */
  taskPercentiles: [number, number, number];
}

const HARNESS_ORIGIN = 'http://chat-bench.test';

const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>StreamingMarkdown bench</title>
    <style>
      body { font: 16px/1.6 system-ui, sans-serif; margin: 0; }
      .panel { display: flex; flex-direction: column; max-width: 40rem; height: 100vh; margin: 0 auto; }
      .panel h2 { margin: 0; padding: 0.5rem 1rem; font-size: 1.25rem; border-bottom: 1px solid #ddd; }
      /* As the app's .chat-messages: the scroller's background is opaque (chat.css). */
      main { flex: 1; min-height: 0; padding: 1rem; overflow: auto; background: #fff; }
      .question { margin: 0 0 1rem auto; width: fit-content; padding: 0.5rem 0.75rem; border-radius: 1rem; background: #e8f1f5; }
      .chat-markdown pre { overflow-x: auto; background: #f4f4f4; padding: 0.75rem; }
      .chat-markdown blockquote { border-left: 3px solid #ccc; margin: 0; padding-left: 1rem; }
      /* As the app's chat.css: each block contained (layout, paint). */
      .chat-markdown > * { contain: layout paint; }
      .chat-markdown > :focus-within { contain: none; }
    </style>
  </head>
  <body>
    <div class="panel">
      <h2>AI 도서관 도우미</h2>
      <main id="conversation"><div id="question"></div><div id="answer"></div></main>
    </div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`;

function harnessSource(root: string): string {
  const component = JSON.stringify(join(root, 'src/components/ui/streaming-markdown.tsx'));
  const markdown = JSON.stringify(join(root, 'src/lib/chat-markdown.ts'));
  return `import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareStreamingMarkdown, StreamingMarkdown } from ${component};
import { renderChatMarkdown } from ${markdown};

/** The answer in a conversation that follows its end, as the chat panel's message list does. */
function Answer(props: { source: string; streaming: boolean }) {
  useLayoutEffect(() => {
    const conversation = document.getElementById('conversation')!;
    conversation.scrollTop = conversation.scrollHeight;
  });
  return createElement(StreamingMarkdown, props);
}

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const channel = new MessageChannel();
const nextTask = () =>
  new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let tokens: string[] = [];
let streamed = '';

function load(list: string[]) {
  tokens = list;
}

// The answer's React root is made before the run, as the chat panel's list exists before its
// answer: createRoot's set-up (the root's event listeners) was a task of 50–55 ms at 4× CPU at the
// start of the trace, which the long-task observer, cleared below, did not count.
const host = document.getElementById('answer')!;
const root = createRoot(host);

async function run(tokensPerTask: number) {
  await nextPaint();
  longTasks.length = 0;
  let frames = 0;
  let counting = true;
  const tick = () => {
    frames++;
    if (counting) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const started = performance.now();
  let source = '';
  // As the chat's useChat: each network chunk's tokens are added to the answer in its own task,
  // and the message list re-renders with the answer so far at most once per animation frame.
  let frame = 0;
  const renderFrame = () => {
    frame = 0;
    root.render(createElement(Answer, { source, streaming: true }));
  };
  for (let at = 0; at < tokens.length; at += tokensPerTask) {
    source += tokens.slice(at, at + tokensPerTask).join('');
    if (frame === 0) frame = requestAnimationFrame(renderFrame);
    await nextTask();
  }
  cancelAnimationFrame(frame);
  root.render(createElement(Answer, { source, streaming: false }));
  // The HTML may still be on its way from the worker: the element is aria-busy until it is all in.
  do await nextPaint();
  while (host.querySelector('.chat-markdown[aria-busy]'));
  const renderMs = performance.now() - started;
  counting = false;
  await new Promise((resolve) => setTimeout(resolve, 200)); // late long-task entries
  streamed = source;
  const tasks = longTasks.filter((task) => task.start >= started);
  return { renderMs, frames, chars: source.length, longTasks: tasks.map((task) => task.duration) };
}

/** Run after the measurement: the painted HTML against one render of the whole answer. */
function check(): boolean {
  const painted = document.querySelector('#answer .chat-markdown')?.innerHTML ?? '';
  const reference = document.createElement('div');
  reference.innerHTML = renderChatMarkdown(streamed);
  return painted === reference.innerHTML;
}

(window as unknown as { chatBench: unknown }).chatBench = { load, run, check };
// As in the app, where the answer streams into an open chat panel: React has rendered the panel
// (here its question) and the panel has started the markdown worker (ChatBody's effect). When the
// page's first React render and the worker's start came with the first token, the stream was
// charged those one-time costs (the first token's task: 80 ms at 4× CPU in one traced run).
// The panel also has the answers' fonts looked up, a sample a frame (markdown-font-warmup), while
// the member types the question: a second here.
createRoot(document.getElementById('question')!).render(createElement('p', { className: 'question' }, '한강 작가의 책을 도서관별로 자세히 알려 주세요.'));
prepareStreamingMarkdown();
await new Promise((resolve) => setTimeout(resolve, 1000));
await nextPaint();
document.documentElement.dataset.ready = 'true';
`;
}

/** Builds the harness page into `<root>/.tmp/bench-chat/dist` and returns that folder. */
export async function buildHarness(root: string): Promise<string> {
  const dir = join(root, '.tmp', 'bench-chat');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'main.tsx'), harnessSource(root));
  const [{ build }, { default: react }, { workerOptions }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('../../vite.worker'),
  ]);
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
    worker: workerOptions,
  });
  return outDir;
}

const MIME: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

interface PageResult {
  renderMs: number;
  frames: number;
  chars: number;
  longTasks: number[];
}

interface ChatBenchPage {
  load(tokens: string[]): void;
  run(tokensPerTask: number): Promise<PageResult>;
  check(): boolean;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  args?: { name?: string };
}

function traceEvents(trace: Buffer): TraceEvent[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** Complete ('X') events on renderer main threads, in order of start. */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`)).sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
}

/**
 * A main-thread task: `ThreadControllerImpl::RunTask` in the light categories the bench traces
 * with, `RunTask` in a DevTools-style trace.
 */
function isTask(event: TraceEvent): boolean {
  return event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask';
}

/** The longest `RunTask` on a renderer main thread in a Chromium trace, in ms. */
export function longestMainThreadTask(trace: Buffer): number {
  let longest = 0;
  for (const event of mainThreadEvents(traceEvents(trace))) {
    if (isTask(event)) longest = Math.max(longest, (event.dur ?? 0) / 1000);
  }
  return longest;
}

/** The rendering steps summed over a run: where each frame's time goes. */
export const RENDERING_STEPS = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'MinorGC', 'MajorGC'] as const;

/** Main-thread time spent in each of `names`, outermost events only (nested repeats not counted twice). */
export function mainThreadTotals(trace: Buffer, names: readonly string[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  const openUntil = new Map<string, number>();
  for (const event of mainThreadEvents(traceEvents(trace))) {
    if (!(event.name in totals)) continue;
    const start = event.ts ?? 0;
    if ((openUntil.get(event.name) ?? -1) > start) continue; // inside one of the same name
    openUntil.set(event.name, start + (event.dur ?? 0));
    totals[event.name] = (totals[event.name] ?? 0) + (event.dur ?? 0) / 1000;
  }
  return totals;
}

/** p50, p95 and p99 of the main-thread tasks' lengths, ms. */
export function taskPercentiles(trace: Buffer): [number, number, number] {
  const lengths = mainThreadEvents(traceEvents(trace))
    .filter(isTask)
    .map((event) => (event.dur ?? 0) / 1000)
    .sort((a, b) => a - b);
  const at = (q: number) => lengths[Math.min(lengths.length - 1, Math.floor(q * lengths.length))] ?? 0;
  return [at(0.5), at(0.95), at(0.99)];
}

/** One main-thread task over a threshold, with what took its time. */
export interface TaskBreakdown {
  ms: number;
  /** Where the task began, in percent of the traced main thread's span (0 its first task, 100 its last). */
  atPercent: number;
  /** Events inside the task (up to three levels down) of at least a tenth of it: `name ms`. */
  parts: string[];
}

/**
 * The main-thread tasks longer than `thresholdMs` in a trace, with the events nested in each
 * (script, style, layout, GC, HTML parsing…): where a long task's time went.
 */
export function longMainThreadTasks(trace: Buffer, thresholdMs: number): TaskBreakdown[] {
  const events = mainThreadEvents(traceEvents(trace));
  const spanned = events.filter(isTask);
  const first = spanned[0]?.ts ?? 0;
  const span = Math.max(1, (spanned.at(-1)?.ts ?? 0) - first);
  const tasks: TaskBreakdown[] = [];
  for (let at = 0; at < events.length; at++) {
    const task = events[at]!;
    const ms = (task.dur ?? 0) / 1000;
    if (!isTask(task) || ms <= thresholdMs) continue;
    const end = (task.ts ?? 0) + (task.dur ?? 0);
    const parts: string[] = [];
    const open: number[] = []; // ends of the enclosing events, to know each event's depth
    for (let inner = at + 1; inner < events.length && (events[inner]!.ts ?? 0) < end; inner++) {
      const event = events[inner]!;
      while (open.length > 0 && open.at(-1)! <= (event.ts ?? 0)) open.pop();
      const eventMs = (event.dur ?? 0) / 1000;
      if (open.length < 3 && eventMs >= ms / 10) parts.push(`${'›'.repeat(open.length)}${event.name} ${eventMs.toFixed(1)} ms`);
      open.push((event.ts ?? 0) + (event.dur ?? 0));
    }
    tasks.push({ ms, atPercent: (((task.ts ?? 0) - first) / span) * 100, parts });
  }
  return tasks;
}

/** Streams `tokenCount` tokens into StreamingMarkdown in a fresh page and returns the figures. */
export async function measureChatRender(
  browser: Browser,
  harness: string,
  options: { tokens: number; tokensPerTask: number; cpuSlowdown: number },
): Promise<ChatRenderFigures> {
  const tokens = answerTokens(options.tokens);
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 } });
  try {
    await context.route(`${HARNESS_ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(harness, path === '/' ? 'index.html' : path.slice(1));
      try {
        return route.fulfill({ status: 200, body: readFileSync(file), contentType: MIME[extname(file)] ?? 'application/octet-stream' });
      } catch {
        return route.fulfill({ status: 404, body: 'not found' });
      }
    });
    const page = await context.newPage();
    let workers = 0;
    let fellBack = false;
    page.on('worker', () => workers++);
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[markdown]')) fellBack = true;
    });
    await page.goto(`${HARNESS_ORIGIN}/index.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (options.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(list.map((m) => [m.name, m.value])) as Record<string, number>;
    };
    await page.evaluate((list) => (window as unknown as { chatBench: ChatBenchPage }).chatBench.load(list), tokens);
    const before = await metrics();
    // A trace gives every main-thread task, also those under the 50 ms a long task needs. Light
    // categories: DevTools' own ('disabled-by-default-devtools.timeline') add a DOM census to every
    // frame (DOMStats: 1–5 ms at 4× once the answer is long) and counters to every task, work that
    // grows with the answer and that no phone does.
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    const result = await page.evaluate(
      (perTask) => (window as unknown as { chatBench: ChatBenchPage }).chatBench.run(perTask),
      options.tokensPerTask,
    );
    const after = await metrics();
    const trace = await browser.stopTracing();
    const longestTraced = longestMainThreadTask(trace);
    if (options.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const matches = await page.evaluate(() => (window as unknown as { chatBench: ChatBenchPage }).chatBench.check());
    const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
    return {
      tokens: tokens.length,
      chars: result.chars,
      tokensPerTask: options.tokensPerTask,
      cpuSlowdown: options.cpuSlowdown,
      renderMs: result.renderMs,
      frames: result.frames,
      longestTaskMs: Math.max(longestTraced, ...result.longTasks),
      longTasks: result.longTasks.filter((ms) => ms > LONG_TASK_MS).length,
      scriptingMs: delta('ScriptDuration'),
      taskMs: delta('TaskDuration'),
      layoutAndStyleMs: delta('LayoutDuration') + delta('RecalcStyleDuration'),
      matches,
      inWorker: workers > 0 && !fellBack,
      tracedLongTasks: longMainThreadTasks(trace, LONG_TASK_MS),
      steps: mainThreadTotals(trace, RENDERING_STEPS),
      taskPercentiles: taskPercentiles(trace),
    };
  } finally {
    await context.close();
  }
}

/**
 * Builds the harness, then renders the answer in `runs` fresh pages and returns the run with the
 * median longest task. Task lengths are wall time, so a busy machine (load average above its
 * cores) lengthens them: the load is printed with each run.
 */
export async function runChatRenderBench(options: {
  root: string;
  launch: () => Promise<Browser>;
  runs: number;
  tokens: number;
  tokensPerTask: number;
  cpuSlowdown: number;
  log: (line: string) => void;
}): Promise<ChatRenderFigures> {
  const { log } = options;
  log('building the harness page (.tmp/bench-chat)…');
  const harness = await buildHarness(options.root);
  const browser = await options.launch();
  try {
    const runs: ChatRenderFigures[] = [];
    for (let run = 1; run <= options.runs; run++) {
      const speed = measureHostSpeed();
      const f = await measureChatRender(browser, harness, options);
      if (run === 1) {
        log(
          `${f.tokens.toLocaleString('en')} tokens (${f.chars.toLocaleString('en')} characters), ${f.tokensPerTask} per task, ` +
            `CPU slowdown ${f.cpuSlowdown}×, as fast as the page takes them`,
        );
      }
      log(
        `  run ${run}/${options.runs}: longest task ${f.longestTaskMs.toFixed(1)} ms, ${f.longTasks} tasks > ${LONG_TASK_MS} ms, ` +
          `scripting ${f.scriptingMs.toFixed(0)} ms (all tasks ${f.taskMs.toFixed(0)} ms, layout + style ${f.layoutAndStyleMs.toFixed(0)} ms), ` +
          `render time ${f.renderMs.toFixed(0)} ms (${f.frames} frames), HTML equals renderChatMarkdown(source): ${f.matches ? 'yes' : 'NO'}; ` +
          `compiled in a worker: ${f.inWorker ? 'yes' : 'no'}; ` +
          `load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores; before the run ${describeHostSpeed(speed)}`,
      );
      log(
        `    tasks p50 / p95 / p99 ${f.taskPercentiles.map((ms) => ms.toFixed(1)).join(' / ')} ms; main thread by step: ` +
          Object.entries(f.steps)
            .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
            .join(', ') +
          ' ms',
      );
      for (const task of f.tracedLongTasks) log(`    task of ${task.ms.toFixed(1)} ms at ${task.atPercent.toFixed(0)} % of the run: ${task.parts.join(', ') || '(nothing nested)'}`);
      if (!f.matches) throw new Error('the streamed rendering differs from renderChatMarkdown(source)');
      runs.push(f);
    }
    const sorted = [...runs].sort((a, b) => a.longestTaskMs - b.longestTaskMs);
    const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
    log(
      `median run: longest task ${middle.longestTaskMs.toFixed(1)} ms (target ≤ ${LONG_TASK_MS} ms), ${middle.longTasks} tasks > ${LONG_TASK_MS} ms, ` +
        `scripting ${middle.scriptingMs.toFixed(0)} ms, render time ${middle.renderMs.toFixed(0)} ms`,
    );
    return middle;
  } finally {
    await browser.close();
  }
}

/** Rows for the bench's summary table. */
export function chatRenderRows(f: ChatRenderFigures): string[][] {
  const label = `${(f.tokens / 1000).toFixed(0)}k tokens${f.cpuSlowdown > 1 ? `, CPU ${f.cpuSlowdown}× slower` : ''}`;
  return [
    [
      `chat render, longest task (${label})`,
      `${f.longestTaskMs.toFixed(1)} ms, ${f.longTasks} tasks > ${LONG_TASK_MS} ms${f.longestTaskMs > LONG_TASK_MS ? ' (over target)' : ''}`,
    ],
    [`chat render, scripting / render time (${label})`, `${f.scriptingMs.toFixed(0)} ms scripting, ${f.renderMs.toFixed(0)} ms render time`],
  ];
}
