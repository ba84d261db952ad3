/**
 * Boot profile: what blocks the main thread while a page of the portal loads cold.
 *
 * For each page (the Lighthouse pages of lighthouse-figures.ts), `runs` times: a fresh browser
 * context (service workers blocked, HTTP cache disabled, a phone's screen), CPU slowed
 * `cpuSlowdown`× (CDP Emulation.setCPUThrottlingRate), a performance trace with the V8 CPU profile
 * from before the navigation until the network has been idle and no long task has ended for a
 * second (network idle alone comes early: at 4× the app evaluates and renders for a second before
 * it fetches its data). The member page logs member1 in first through /login in the same context
 * (cookie and the sealed session in IndexedDB, menus stored), then loads cold with the cache
 * disabled, as a returning member's phone.
 *
 * boot-trace-analysis.ts turns each trace into figures. Functions are mapped back to their source
 * modules through a twin build with hidden source maps (same BUILD_ID, so the same bytes: checked
 * file by file; a chunk that differs is shown by chunk and minified name).
 *
 * Each run's trace (open it in Chrome DevTools' Performance panel) and the figures are kept in
 * .tmp/bench-boot/<time>/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import {
  analyseBootTrace,
  CATEGORIES,
  CATEGORY_LABELS,
  NO_NAVIGATION,
  type BootRunFigures,
  type Mapper,
  type Share,
  type TraceEvent,
} from './boot-trace-analysis';
import { logInOnPage } from './bench-login';
import { PORTAL_PAGES, type BenchPage } from './lighthouse-figures';
import { RENDER_PROBE, summariseCommits, type CommitCount, type RenderCounts } from './react-renders';

const END_MARK = 'gglib-bench:boot-end';
const LOAD_TIMEOUT_MS = 120_000;
const IDLE_TIMEOUT_MS = 60_000;
const SETTLE_MS = 1_000;
const LOGIN_TIMEOUT_MS = 60_000;

/** The categories of the trace (the V8 sampler gives the stacks). */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  // ThreadControllerImpl::RunTask says where a task was posted from: names work no other event explains.
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
] as const;

/** Lighthouse's mobile screen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export interface BootRun extends BootRunFigures {
  /** Where the page ended up (a guard may have moved it). */
  finalUrl: string;
  /** Network and main thread were not both quiet for SETTLE_MS within IDLE_TIMEOUT_MS. */
  busy: boolean;
  /** The machine's 1-minute load average after the run: other work stretches the 4× figures. */
  load: number;
}

export interface BootPageFigures {
  page: BenchPage;
  runs: BootRun[];
  failures: string[];
  /** React's commits and the components rendered in them, from one more cold load (react-renders.ts). */
  renders?: RenderCounts;
}

export interface BootFigures {
  pages: BootPageFigures[];
  cpuSlowdown: number;
  /** How positions were mapped back to sources. */
  mapping: string;
  reportDir: string | undefined;
}

export interface BootOptions {
  root: string;
  /** The build the server serves. */
  distDir: string;
  origin: string;
  runs: number;
  cpuSlowdown: number;
  launch: () => Promise<Browser>;
  log: (line: string) => void;
  /** Only these page paths (default: all of PORTAL_PAGES). */
  paths?: readonly string[];
  /** Build the source-map twin (default true). */
  maps?: boolean;
  reportDir?: string;
  stopped?: () => boolean;
}

// ---------------------------------------------------------------------------------------------
// Source maps

/** Runs `vite build` with hidden source maps into outDir, with the BUILD_ID of the served build. */
function buildTwin(root: string, distDir: string, outDir: string): Promise<void> {
  const manifest = join(distDir, 'builds', 'latest.json');
  const buildId = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { buildId?: unknown }).buildId : undefined;
  if (typeof buildId !== 'string') return Promise.reject(new Error(`no buildId in ${manifest}`));
  return new Promise((resolve, reject) => {
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      env: { ...process.env, BUILD_ID: buildId },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`source-map build failed (${signal ?? `exit ${code}`})\n${stderr}`))));
  });
}

/**
 * Maps positions of the scripts served from `distDir` with the maps of the twin build in
 * `mapsDir`, for the files whose bytes are the same in both.
 */
export function createMapper(distDir: string, mapsDir: string): { mapper: Mapper; unmatched: () => string[] } {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const unmatched = new Set<string>();
  const consumerFor = (url: string): SourceMapConsumer | null => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(url).pathname);
    } catch {
      return null;
    }
    if (consumers.has(path)) return consumers.get(path)!;
    let consumer: SourceMapConsumer | null = null;
    const served = join(distDir, path);
    const twin = join(mapsDir, path);
    if (path.endsWith('.js') && existsSync(served) && existsSync(twin) && existsSync(`${twin}.map`)) {
      if (readFileSync(served).equals(readFileSync(twin))) consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${twin}.map`, 'utf8')));
      else unmatched.add(path);
    }
    consumers.set(path, consumer);
    return consumer;
  };
  const mapper: Mapper = (url, line, column) => {
    const consumer = consumerFor(url);
    if (!consumer) return undefined;
    const found = consumer.originalPositionFor({ line: line + 1, column });
    if (!found.source) return undefined;
    return { source: found.source, line: found.line ?? 0, ...(found.name ? { name: found.name } : {}) };
  };
  return { mapper, unmatched: () => [...unmatched] };
}

// ---------------------------------------------------------------------------------------------
// One run

async function logIn(context: BrowserContext, origin: string, returnTo: string): Promise<void> {
  const page = await context.newPage();
  try {
    await logInOnPage(page, origin, returnTo, LOGIN_TIMEOUT_MS);
  } finally {
    await page.close();
  }
}

/** Notes in the page when the last long task ended (installed before the page's own scripts). */
const LONG_TASK_PROBE = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) globalThis.__bootLastLongTask = Math.max(globalThis.__bootLastLongTask || 0, entry.startTime + entry.duration);
}).observe({ type: 'longtask', buffered: true });`;

/** Counts the page's requests in flight and when the network last moved. */
function watchNetwork(page: Page): { quietFor: () => number } {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { quietFor: () => (inFlight > 0 ? 0 : Date.now() - lastActivity) };
}

/**
 * Waits until the network has been idle for SETTLE_MS and no long task has ended for as long.
 * Network idle alone comes too early at 4×: the app fetches its data only after evaluating its
 * modules and rendering, which can keep the network silent for a second. Returns true when the
 * page never settled within IDLE_TIMEOUT_MS (measured what came).
 */
async function settle(page: Page, network: { quietFor: () => number }): Promise<boolean> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const sinceLongTask = await page.evaluate(() => performance.now() - ((globalThis as { __bootLastLongTask?: number }).__bootLastLongTask ?? 0));
    if (network.quietFor() >= SETTLE_MS && sinceLongTask >= SETTLE_MS) return false;
    await page.waitForTimeout(100);
  }
  return true;
}

/**
 * A tab ready for a cold load of `page` in `context`: the member logged in first when the page
 * needs one, the long-task probe (and `extraScript`) installed, the HTTP cache off, the CPU slowed.
 */
async function coldTab(context: BrowserContext, options: BootOptions, page: BenchPage, extraScript?: string): Promise<Page> {
  if (page.member) await logIn(context, options.origin, new URL(page.path, options.origin).pathname);
  const tab = await context.newPage();
  // A page of the origin without script first: the renderer that will load the page is up and
  // traced from the start (a renderer started during the navigation may miss its first events).
  await tab.goto(`${options.origin}/robots.txt`, { timeout: LOGIN_TIMEOUT_MS });
  await tab.addInitScript(LONG_TASK_PROBE);
  if (extraScript) await tab.addInitScript(extraScript);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  // Cold: nothing from the HTTP cache, so no V8 code cache either (a member's login visit fetched the same files).
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  return tab;
}

async function traceOnce(
  browser: Browser,
  options: BootOptions,
  page: BenchPage,
  mapper: Mapper | undefined,
  save: ((events: Buffer) => void) | undefined,
): Promise<BootRun> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const tab = await coldTab(context, options, page);
    const url = `${options.origin}${page.path}`;
    await browser.startTracing(tab, { categories: [...TRACE_CATEGORIES] });
    let trace: Buffer;
    let busy: boolean;
    try {
      const network = watchNetwork(tab);
      await tab.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      busy = await settle(tab, network);
      await tab.evaluate((name) => performance.mark(name), END_MARK);
    } finally {
      trace = await browser.stopTracing();
    }
    save?.(trace);
    const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    const figures = analyseBootTrace(events, { url, mapper, endMark: END_MARK });
    return { ...figures, finalUrl: tab.url(), busy, load: loadavg()[0] ?? 0 };
  } finally {
    await context.close();
  }
}

/**
 * One more cold load, untraced, the same way (CPU slowed as in the traced runs, so updates batch
 * alike), with React's commits counted in the page (react-renders.ts): the walk of each commit's
 * tree would add to the traced runs' times.
 */
async function countRendersOnce(browser: Browser, options: BootOptions, page: BenchPage): Promise<RenderCounts> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const tab = await coldTab(context, options, page, RENDER_PROBE);
    const network = watchNetwork(tab);
    await tab.goto(`${options.origin}${page.path}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await settle(tab, network);
    const commits = await tab.evaluate(() => (globalThis as { __benchCommits?: CommitCount[] }).__benchCommits ?? []);
    return summariseCommits(commits);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Summing up and printing

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The run whose TBT is the median (the lower middle one for an even count). */
export function medianRun<T extends { tbt: number }>(runs: T[]): T | undefined {
  if (runs.length === 0) return undefined;
  const sorted = [...runs].sort((a, b) => a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const f0 = (ms: number) => Math.round(ms).toLocaleString('en');
const shares = (list: Share[]) => list.map((s) => `${s.label}${s.count !== undefined ? ` [${s.count}]` : ''} ${f0(s.ms)}`).join(' · ');

function describeRun(run: BootRun): string {
  const longest = run.longTasks.reduce((max, task) => Math.max(max, task.duration), 0);
  return (
    `FCP ${run.fcp === undefined ? '—' : `${f0(run.fcp)} ms`}, TBT ${f0(run.tbt)} ms, ${run.longTasks.length} long tasks (longest ${f0(longest)} ms), ` +
    `main thread ${f0(run.mainThreadTotal)} ms, end ${f0(run.end)} ms${run.busy ? ' (never quiet: cut at the time limit)' : ''}; load ${run.load.toFixed(1)}`
  );
}

/** The median run of a page in detail: categories, the longest tasks and what they ran, the modules and functions. */
export function describeMedianRun(run: BootRun, label: string, maxTasks = 8): string[] {
  const lines: string[] = [];
  lines.push(`${label}: median run (by TBT) — ${describeRun(run)}`);
  lines.push(`  main thread by category: ${CATEGORIES.map((c) => `${CATEGORY_LABELS[c]} ${f0(run.mainThread[c])}`).join(' · ')} ms`);
  lines.push(`  main thread by activity (whole load): ${shares(run.activities)} ms`);
  const tasks = [...run.longTasks].sort((a, b) => b.duration - a.duration);
  lines.push(`  longest tasks (${tasks.length} ≥ 50 ms; start → duration, blocking after FCP):`);
  for (const task of tasks.slice(0, maxTasks)) {
    lines.push(`    @${f0(task.start)} ms  ${f0(task.duration)} ms (blocking ${f0(task.blocking)})`);
    lines.push(`      what:      ${shares(task.kinds)}`);
    if (task.functions.length > 0) lines.push(`      self time: ${shares(task.functions)}`);
    if (task.topLevelCalls.length > 0) lines.push(`      top level: ${shares(task.topLevelCalls)}`);
  }
  if (tasks.length > maxTasks) lines.push(`    … ${tasks.length - maxTasks} more: ${tasks.slice(maxTasks).map((t) => `@${f0(t.start)} ${f0(t.duration)}`).join(', ')} ms`);
  lines.push(`  JS self time by module (whole load): ${shares(run.modules)} ms`);
  lines.push(`  top self-time functions (whole load): ${shares(run.functions)} ms`);
  lines.push(`  own code on the stack (innermost src/ frame, inclusive): ${shares(run.ownCode)} ms`);
  if (run.samples === 0) lines.push('  (no CPU profile samples in the trace: function figures missing)');
  return lines;
}

/** One row per page: medians of the runs. */
export function bootTable(figures: BootFigures): string[][] {
  const rows: string[][] = [
    ['page', 'runs', 'FCP', 'TBT', 'long tasks', 'longest', 'main thread', ...CATEGORIES.map((c) => CATEGORY_LABELS[c])],
  ];
  for (const { page, runs, failures } of figures.pages) {
    if (runs.length === 0) {
      rows.push([page.label, `0/${runs.length + failures.length}`, 'FAILED', ...Array<string>(7 + CATEGORIES.length - 3).fill('')]);
      continue;
    }
    const m = (pick: (r: BootRun) => number) => f0(median(runs.map(pick)));
    const fcps = runs.map((r) => r.fcp).filter((v): v is number => v !== undefined);
    rows.push([
      page.label,
      `${runs.length}`,
      fcps.length ? f0(median(fcps)) : '—',
      m((r) => r.tbt),
      m((r) => r.longTasks.length),
      m((r) => r.longTasks.reduce((max, t) => Math.max(max, t.duration), 0)),
      m((r) => r.mainThreadTotal),
      ...CATEGORIES.map((c) => m((r) => r.mainThread[c])),
    ]);
  }
  return rows;
}

/** Summary rows for the bench's closing table. */
export function bootSummaryRows(figures: BootFigures): string[][] {
  return figures.pages.map(({ page, runs, failures, renders }) => {
    const name = `boot ${page.label} (${figures.cpuSlowdown}× CPU, median)`;
    if (runs.length === 0) return [name, `FAILED: ${failures[0] ?? 'no run'}`];
    const fcps = runs.map((r) => r.fcp).filter((v): v is number => v !== undefined);
    return [
      name,
      `FCP ${fcps.length ? f0(median(fcps)) : '—'} ms, TBT ${f0(median(runs.map((r) => r.tbt)))} ms, ` +
        `${f0(median(runs.map((r) => r.longTasks.length)))} long tasks, main thread ${f0(median(runs.map((r) => r.mainThreadTotal)))} ms` +
        (renders ? `; React ${renders.commits} commits, ${renders.rendered} components rendered` : ''),
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// The session

export async function measureBoot(options: BootOptions): Promise<BootFigures> {
  const { log } = options;
  const pages = PORTAL_PAGES.filter((page) => !options.paths || options.paths.some((path) => page.path === path || page.label === path || page.path.startsWith(`${path}?`)));
  if (pages.length === 0) throw new Error(`no page matches ${options.paths?.join(', ')}: one of ${PORTAL_PAGES.map((p) => p.path).join(', ')}`);

  let mapper: Mapper | undefined;
  let mapping = 'none (chunk and minified names)';
  let unmatched: () => string[] = () => [];
  if (options.maps !== false) {
    const mapsDir = join(options.root, '.tmp', 'bench-boot', 'maps');
    const started = Date.now();
    try {
      await buildTwin(options.root, options.distDir, mapsDir);
      ({ mapper, unmatched } = createMapper(options.distDir, mapsDir));
      mapping = `source maps of a twin build in ${mapsDir}`;
      log(`source maps: twin build with the served build's BUILD_ID in ${((Date.now() - started) / 1000).toFixed(1)} s (${mapsDir})`);
    } catch (error) {
      log(`source maps: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; showing chunk and minified names`);
    }
  }
  if (options.reportDir) {
    mkdirSync(options.reportDir, { recursive: true });
    log(`traces (open in DevTools → Performance) and figures in ${options.reportDir}`);
  }
  log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores before the runs`);
  log(
    `${pages.length} pages × ${options.runs} cold loads: CPU ${options.cpuSlowdown}× slower, service workers blocked, HTTP cache off, ` +
      `${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x; traced until the network and the main thread (long tasks) have been quiet for ${SETTLE_MS / 1000} s`,
  );

  const browser = await options.launch();
  const results: BootPageFigures[] = [];
  try {
    for (const page of pages) {
      const figures: BootPageFigures = { page, runs: [], failures: [] };
      results.push(figures);
      const slug = page.path.replace(/\?.*$/, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
      for (let i = 1; i <= options.runs; i++) {
        if (options.stopped?.()) throw new Error('interrupted');
        const save = options.reportDir ? (trace: Buffer) => writeFileSync(join(options.reportDir!, `${slug}-${i}.json.gz`), gzipSync(trace)) : undefined;
        try {
          let run: BootRun;
          try {
            run = await traceOnce(browser, options, page, mapper, save);
          } catch (error) {
            if (!(error instanceof Error) || !error.message.includes(NO_NAVIGATION)) throw error;
            log(`  ${page.label} run ${i}/${options.runs}: ${error.message}; once more`);
            run = await traceOnce(browser, options, page, mapper, save);
          }
          figures.runs.push(run);
          const expected = new URL(page.path, options.origin).pathname;
          const moved = new URL(run.finalUrl).pathname !== expected ? ` (ended on ${new URL(run.finalUrl).pathname})` : '';
          log(`  ${page.label} run ${i}/${options.runs}: ${describeRun(run)}${moved}`);
        } catch (error) {
          const text = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          figures.failures.push(text);
          log(`  ${page.label} run ${i}/${options.runs}: FAILED: ${text}`);
        }
      }
      try {
        figures.renders = await countRendersOnce(browser, options, page);
        log(`  ${page.label} React: ${figures.renders.commits} commits, ${figures.renders.rendered} components rendered (one more cold load, counted in the page)`);
      } catch (error) {
        log(`  ${page.label} React: not counted: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  } finally {
    await browser.close();
  }

  const [one, five] = loadavg().map((n) => n.toFixed(1));
  log(`load average ${one}, ${five} on ${availableParallelism()} cores at the end of the runs (the 4× CPU figures assume an otherwise idle machine)`);
  const stale = unmatched();
  if (stale.length > 0) log(`source maps: ${stale.length} served chunks differ from the twin build (not mapped): ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}`);
  for (const { page, runs } of results) {
    const run = medianRun(runs);
    if (!run) continue;
    log('');
    for (const line of describeMedianRun(run, page.label)) log(line);
  }
  const out: BootFigures = { pages: results, cpuSlowdown: options.cpuSlowdown, mapping, reportDir: options.reportDir };
  if (options.reportDir) writeFileSync(join(options.reportDir, 'figures.json'), `${JSON.stringify(out, null, 2)}\n`);
  return out;
}
