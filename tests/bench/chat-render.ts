/**
 * Main-thread cost of rendering a long streamed answer with StreamingMarkdown in Chromium.
 *
 * A tiny harness page (React + the component, production build) is built with Vite into
 * .tmp/bench-chat and served through Playwright's request routing (no server needed). The page
 * appends the answer's tokens to `source` as fast as it can, one macrotask per network chunk
 * (`tokensPerTask` tokens), re-rendering <StreamingMarkdown streaming> after each chunk, then
 * renders it once with `streaming={false}`. Measured: long tasks (PerformanceObserver
 * 'longtask'), CDP Performance.getMetrics deltas (ScriptDuration, TaskDuration, layout and style),
 * wall time and animation frames. The final HTML is checked against renderChatMarkdown(source).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser } from 'playwright';
import { answerTokens } from './chat-corpus';

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
      main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
      .chat-markdown pre { overflow-x: auto; background: #f4f4f4; padding: 0.75rem; }
      .chat-markdown blockquote { border-left: 3px solid #ccc; margin: 0; padding-left: 1rem; }
    </style>
  </head>
  <body>
    <main><div id="answer"></div></main>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`;

function harnessSource(root: string): string {
  const component = JSON.stringify(join(root, 'src/components/ui/streaming-markdown.tsx'));
  const markdown = JSON.stringify(join(root, 'src/lib/chat-markdown.ts'));
  return `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { StreamingMarkdown } from ${component};
import { renderChatMarkdown } from ${markdown};

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

async function run(tokensPerTask: number) {
  const host = document.getElementById('answer')!;
  host.replaceChildren();
  const root = createRoot(host);
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
  for (let at = 0; at < tokens.length; at += tokensPerTask) {
    source += tokens.slice(at, at + tokensPerTask).join('');
    root.render(createElement(StreamingMarkdown, { source, streaming: true }));
    await nextTask();
  }
  root.render(createElement(StreamingMarkdown, { source, streaming: false }));
  await nextPaint();
  const renderMs = performance.now() - started;
  counting = false;
  await new Promise((resolve) => setTimeout(resolve, 200)); // late long-task entries
  streamed = source;
  const tasks = longTasks.filter((task) => task.start >= started);
  return { renderMs, frames, chars: source.length, longTasks: tasks.map((task) => task.duration) };
}

/** Run after the measurement: the painted HTML against one render of the whole answer. */
function check(): boolean {
  const painted = document.getElementById('answer')!.firstElementChild?.innerHTML ?? '';
  const reference = document.createElement('div');
  reference.innerHTML = renderChatMarkdown(streamed);
  return painted === reference.innerHTML;
}

(window as unknown as { chatBench: unknown }).chatBench = { load, run, check };
document.documentElement.dataset.ready = 'true';
`;
}

/** Builds the harness page into `<root>/.tmp/bench-chat/dist` and returns that folder. */
export async function buildHarness(root: string): Promise<string> {
  const dir = join(root, '.tmp', 'bench-chat');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'main.tsx'), harnessSource(root));
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
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
  dur?: number;
  args?: { name?: string };
}

/** The longest `RunTask` on a renderer main thread in a Chromium trace, in ms. */
export function longestMainThreadTask(trace: Buffer): number {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  let longest = 0;
  for (const event of events) {
    if (event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`)) {
      longest = Math.max(longest, (event.dur ?? 0) / 1000);
    }
  }
  return longest;
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
    // A trace gives every main-thread task, also those under the 50 ms a long task needs.
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const result = await page.evaluate(
      (perTask) => (window as unknown as { chatBench: ChatBenchPage }).chatBench.run(perTask),
      options.tokensPerTask,
    );
    const after = await metrics();
    const longestTraced = longestMainThreadTask(await browser.stopTracing());
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
          `load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`,
      );
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
