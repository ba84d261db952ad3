/**
 * Prints figures about the production build; asserts nothing.
 *
 *   npm run bench [-- --no-build] [-- --runs 7] [-- --port 4390] [-- --size-only] [-- --search-only] [-- --chat-only] [-- --gate-only] [-- --boot-only] [-- --interactions-only] [-- --lighthouse-only] [-- --load]
 *
 * 1. JavaScript fetched by /main (raw, gzip -9, and the bytes as sent: brotli), service workers blocked;
 *    and the JS files a first visit to each of the other pages loads (route-files.ts: the shell's
 *    Link header for one address per route file).
 * 2. Size of the service worker's precache (dist/sw.js manifest), and what one more route costs the
 *    first page (route-growth.ts: the portal built again with 115 generated routes, the JS of the
 *    entry and /main compared). `--size-only` stops after 1 and 2.
 * 3. Time to first menu paint (`performance.mark('gglib:menu-painted')`) on warm reloads, offline
 *    and online, in a persistent profile controlled by the service worker.
 * 3b. The gate: a cold start of an installed, logged-in profile with no network and the news popup
 *    due, to the membership barcode on screen after one tap (gate.ts); `--gate-only` runs 3b alone
 *    (with the build unless --no-build).
 * 3d. Interactions: a new visitor on a slow phone (CPU slowed 4×) closes the popup, opens the menu,
 *    searches, opens a book, logs in, opens 나의 도서관 and the card; each tap's and key's latency
 *    (Event Timing API) and the long tasks, per step, and the walk's INP, median of 3
 *    (interactions.ts). `--interactions-only` runs 3d alone (with the build unless --no-build);
 *    `--interactions-runs N`, `--interactions-cpu-slowdown N`.
 * 3c. Boot profile: cold loads of the four Lighthouse pages with the CPU slowed 4×, each traced
 *    (CDP tracing with the V8 sampler) until network and main thread are quiet for 1 s: FCP, TBT, long tasks and
 *    what ran in them, main-thread time by category, functions mapped to source modules through a
 *    source-map twin build; median of 3 (boot-trace.ts); then one more cold load per page counts
 *    React's commits and the components rendered (react-renders.ts). `--boot-only` runs 3c alone (with the
 *    build unless --no-build); `--boot-page PATH` picks pages, `--boot-runs N`, `--boot-cpu-slowdown N`.
 * 4. Catalogue search latency on 100,000 generated books, by index and by sequential scan
 *    (catalogue-search.ts); `--search-only` runs this part alone, without a build or a browser.
 * 5. Chat: main-thread cost of rendering a 20,000-token streamed answer with StreamingMarkdown in
 *    Chromium with the CPU slowed 4× (chat-render.ts; --chat-cpu-slowdown), and time to first
 *    token of POST /api/chat/stream (chat-stream.ts);
 *    `--chat-only` runs these alone (no app build; the server is started for the stream).
 * 6. The bare stack (../shared/bench/floor, built in a temporary copy, served with /gglib/* sent
 *    to this bench's server): its JS for /main (gzip) beside the portal's, and Lighthouse (mobile,
 *    default throttling) on its page and the portal's /main, /search/search-list?query=소년,
 *    /notice and /mypage/lib-service (logged in), interleaved, median of 3 (lighthouse.ts);
 *    `--lighthouse-only` runs 1 and 6 alone (with the build unless --no-build).
 *
 * 7. `--load` (alone): the reference server under load with autocannon on loopback, PGlite ×1,
 *    PostgreSQL ×1 and ×2 processes behind a round-robin proxy (load.ts; a throwaway PostgreSQL
 *    cluster unless BENCH_DATABASE_URL is given): menus, catalogue search on 100,000 books, login +
 *    session check, 200 concurrent chat streams; req/s, p50/p95/p99, errors.
 *
 * Environment: BENCH_PORT (default 4390), CHROME_PATH (default /usr/bin/chromium when present),
 * BENCH_FLOOR_DIR (default ../shared/bench/floor beside the repository).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { chatRenderRows, runChatRenderBench, type ChatRenderFigures } from './chat-render';
import { describeHostSpeed, measureHostSpeed } from './host-speed';
import { chatStreamRows, measureTimeToFirstToken, type StreamTiming } from './chat-stream';
import { GENERATED_BOOKS, measureSearch, openCatalogue, openPostgresCatalogue, summarise, TARGETS, type SearchSummary } from './catalogue-search';
import { manifestUrlToFile, parsePrecacheManifest } from './precache';
import { measureGate, type GateRun } from './gate';
import { measureInteractions, type InteractionRun } from './interactions';
import { measureRouteFiles, type RouteFiles } from './route-files';
import { measureRouteGrowth, type RouteGrowth } from './route-growth';
import { bootSummaryRows, bootTable, measureBoot, type BootFigures } from './boot-trace';
import { buildFloor, serveFloor } from './floor';
import { LIGHTHOUSE_TARGETS, lighthouseSummaryRows, lighthouseTable, PORTAL_PAGES, type LighthouseFigures } from './lighthouse-figures';
import { measureLighthouse } from './lighthouse';
import { loadTable, measureLoad } from './load';
import { startThrowawayPostgres } from '../../scripts/postgres-cluster';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const MENU_MARK = 'gglib:menu-painted';
const SERVER_START_TIMEOUT_MS = 120_000; // PGlite seeds a fresh data dir: slow on a busy machine
const MARK_TIMEOUT_MS = 15_000;
const SW_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Options

interface Options {
  build: boolean;
  runs: number;
  port: number;
  sizeOnly: boolean;
  searchOnly: boolean;
  searchRuns: number;
  rebuildCatalogue: boolean;
  chatOnly: boolean;
  gateOnly: boolean;
  bootOnly: boolean;
  bootRuns: number;
  bootCpuSlowdown: number;
  bootPages: string[] | undefined;
  interactionsOnly: boolean;
  interactionsRuns: number;
  interactionsCpuSlowdown: number;
  chatRuns: number;
  chatTokens: number;
  chatTokensPerTask: number;
  chatCpuSlowdown: number;
  chatRenderRuns: number;
  lighthouseOnly: boolean;
  lighthouseRuns: number;
  load: boolean;
  loadSeconds: number;
  searchPostgres: boolean;
  searchBooks: number;
  floorPort: number;
}

function usage(): string {
  return [
    'usage: npm run bench -- [--no-build] [--runs N] [--port P] [--gate-only] [--boot-only] [--lighthouse-only] [--search-only] [--search-runs N] [--rebuild-catalogue]',
    '  --no-build           use the existing dist/ instead of running `npm run build`',
    '  --runs N             reloads per warm-start measurement (default 7)',
    '  --size-only          only the sizes: JS loaded by /main and the precache (build unless --no-build)',
    '  --port P             server port (default BENCH_PORT or 4390)',
    '  --search-only        only the catalogue search measurement (no build, server or browser)',
    '  --search-runs N      timed searches per term by index (default 30; a fifth of them, at least 3, by scan)',
    '  --rebuild-catalogue  build the 100,000-book catalogue afresh instead of reusing .tmp/bench-catalogue',
    '  --gate-only          only the gate: cold offline start of a logged-in profile, popup due, to the barcode (--runs launches)',
    '  --boot-only          only the boot profile: traced cold loads of the four pages, CPU slowed, what blocks the main thread',
    '  --boot-runs N        cold loads per page for the boot profile (default 3; the breakdown shows the median run by TBT)',
    '  --boot-cpu-slowdown N  CDP CPU throttling for the boot profile (default 4)',
    '  --boot-page PATH     only this page in the boot profile (repeatable): /main, /search/search-list, /notice, /mypage/lib-service',
    '  --interactions-only  only the interactions: a new member\'s walk (popup, menu, search, book, login, 나의 도서관, card) at 4× CPU',
    '  --interactions-runs N  walks, each in a fresh context (default 3; the summary shows medians)',
    '  --interactions-cpu-slowdown N  CDP CPU throttling for the walk (default 4)',
    '  --chat-only          only the chat measurements: streamed rendering in Chromium and time to first token',
    '  --chat-runs N        timed questions for time to first token (default 5, after one warm-up; the server allows 20 a minute)',
    '  --chat-tokens N      tokens in the streamed answer rendered in the browser (default 20000)',
    '  --chat-chunk N       tokens delivered per task while streaming (default 1)',
    '  --chat-render-runs N fresh pages the streamed answer is rendered in (default 3; the summary shows the median run)',
    '  --chat-cpu-slowdown N  CDP CPU throttling for the rendering measurement (default 4 ≈ a slow phone; 1: none)',
    '  --lighthouse-only    only the JS size and Lighthouse beside the bare stack (../shared/bench/floor; build unless --no-build)',
    '  --lighthouse-runs N  Lighthouse rounds, each (floor, page) for the four pages (default 3; the tables show medians)',
    '  --floor-port P       port of the bare stack\'s static server (default: any free port)',
    '  --search-postgres    the search measurement on PostgreSQL (a throwaway cluster, or BENCH_DATABASE_URL) instead of PGlite',
    '  --search-books N     with --search-postgres: generated books in the catalogue (default 100000; a larger one is built once per database)',
    '  --load               only the server under load (autocannon, loopback): PGlite ×1, PostgreSQL ×1 and ×2 processes; menus, search, login + check, 200 chat streams',
    '  --load-seconds N     seconds per load scenario (default 8)',
  ].join('\n');
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string' },
      port: { type: 'string' },
      'size-only': { type: 'boolean', default: false },
      'search-only': { type: 'boolean', default: false },
      'search-runs': { type: 'string' },
      'rebuild-catalogue': { type: 'boolean', default: false },
      'chat-only': { type: 'boolean', default: false },
      'gate-only': { type: 'boolean', default: false },
      'boot-only': { type: 'boolean', default: false },
      'boot-runs': { type: 'string' },
      'boot-cpu-slowdown': { type: 'string' },
      'boot-page': { type: 'string', multiple: true },
      'interactions-only': { type: 'boolean', default: false },
      'interactions-runs': { type: 'string' },
      'interactions-cpu-slowdown': { type: 'string' },
      'chat-runs': { type: 'string' },
      'chat-tokens': { type: 'string' },
      'chat-chunk': { type: 'string' },
      'chat-cpu-slowdown': { type: 'string' },
      'chat-render-runs': { type: 'string' },
      'lighthouse-only': { type: 'boolean', default: false },
      load: { type: 'boolean', default: false },
      'search-postgres': { type: 'boolean', default: false },
      'search-books': { type: 'string' },
      'load-seconds': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'floor-port': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage());
    process.exit(0);
  }
  const runs = Number(values.runs ?? 7);
  const port = Number(values.port ?? process.env.BENCH_PORT ?? 4390);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`bad port: ${port}`);
  const searchRuns = Number(values['search-runs'] ?? 30);
  if (!Number.isInteger(searchRuns) || searchRuns < 1) throw new Error(`--search-runs must be a positive integer, got ${values['search-runs']}`);
  const positive = (name: string, value: string | undefined, fallback: number): number => {
    const number = Number(value ?? fallback);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer, got ${value}`);
    return number;
  };
  if ([values['search-only'], values['chat-only'], values['size-only'], values['gate-only'], values['boot-only'], values['interactions-only'], values['lighthouse-only'], values.load].filter(Boolean).length > 1)
    throw new Error('--size-only, --search-only, --chat-only, --gate-only, --boot-only, --interactions-only, --lighthouse-only and --load exclude each other');
  const floorPort = Number(values['floor-port'] ?? 0);
  if (!Number.isInteger(floorPort) || floorPort < 0 || floorPort > 65535) throw new Error(`bad --floor-port: ${values['floor-port']}`);
  // The server answers 20 questions a minute per client; one goes to the warm-up.
  if (Number(values['chat-runs'] ?? 5) > 19) throw new Error('--chat-runs is at most 19 (the server allows 20 questions a minute)');
  return {
    build: !values['no-build'] && !values['search-only'] && !values['chat-only'] && !values.load,
    runs,
    port,
    sizeOnly: values['size-only'],
    searchOnly: values['search-only'],
    searchRuns,
    rebuildCatalogue: values['rebuild-catalogue'],
    chatOnly: values['chat-only'],
    gateOnly: values['gate-only'],
    bootOnly: values['boot-only'],
    bootRuns: positive('boot-runs', values['boot-runs'], 3),
    bootCpuSlowdown: positive('boot-cpu-slowdown', values['boot-cpu-slowdown'], 4),
    bootPages: values['boot-page'],
    interactionsOnly: values['interactions-only'],
    interactionsRuns: positive('interactions-runs', values['interactions-runs'], 3),
    interactionsCpuSlowdown: positive('interactions-cpu-slowdown', values['interactions-cpu-slowdown'], 4),
    chatRuns: positive('chat-runs', values['chat-runs'], 5),
    chatTokens: positive('chat-tokens', values['chat-tokens'], 20_000),
    chatTokensPerTask: positive('chat-chunk', values['chat-chunk'], 1),
    chatCpuSlowdown: positive('chat-cpu-slowdown', values['chat-cpu-slowdown'], 4),
    chatRenderRuns: positive('chat-render-runs', values['chat-render-runs'], 3),
    lighthouseOnly: values['lighthouse-only'],
    lighthouseRuns: positive('lighthouse-runs', values['lighthouse-runs'], 3),
    load: values.load,
    searchPostgres: values['search-postgres'],
    searchBooks: positive('search-books', values['search-books'], GENERATED_BOOKS),
    loadSeconds: positive('load-seconds', values['load-seconds'], 8),
    floorPort,
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const gzipSize = (data: Uint8Array): number => gzipSync(data, { level: 9 }).length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function heading(text: string): void {
  console.log(`\n== ${text} ==`);
}

/** Columns a terminal gives the text: Hangul and other East Asian wide characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}

function table(rows: string[][], alignRight: boolean[] = []): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => displayWidth(r[col] ?? ''))));
  const pad = (cell: string, col: number) => ' '.repeat(Math.max(0, widths[col]! - displayWidth(cell)));
  return rows
    .map((r) =>
      r
        .map((cell, col) => (alignRight[col] ? pad(cell, col) + cell : cell + pad(cell, col)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Things to undo at exit, newest first. */
const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const undo = cleanups.pop()!;
      try {
        await undo();
      } catch (error) {
        console.error(`cleanup: ${message(error)}`);
      }
    }
  })();
  return cleaning;
}

let signalled = false;

/** Stops the server and browsers, then exits; browsers are launched without Playwright's handlers. */
function onSignal(signal: NodeJS.Signals): void {
  const code = signal === 'SIGINT' ? 130 : 143;
  if (signalled) process.exit(code); // a second Ctrl+C: give up on cleaning up
  signalled = true;
  console.error(`\n${signal}: stopping`);
  void cleanup().finally(() => process.exit(code));
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Build and server

function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** True when something already answers HTTP on the URL. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      // It did not close in time: kill it by its own pid, not by name.
      try {
        process.kill(child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

async function startServer(port: number): Promise<string> {
  const origin = `http://localhost:${port}`;
  // A leftover server would be measured silently instead of this build.
  if (await answers(`${origin}/`)) throw new Error(`port ${port} is already in use: stop that server or pass --port`);

  const dataDir = tempDir('gglib-bench-data-');
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (log.length > 60) log.splice(0, log.length - 60);
  };
  // Started as node itself (not through npx) so that its pid is the server's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: 'dist' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  cleanups.push(() => stopServer(child));

  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited early (${signal ?? `exit ${code}`})\n${log.join('\n')}`)),
    );
  });
  const ready = (async () => {
    const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (await answers(`${origin}/`)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not answer ${origin}/ within ${SERVER_START_TIMEOUT_MS / 1000} s\n${log.join('\n')}`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => undefined); // a later exit during cleanup is expected
  return origin;
}

async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    // CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own (shared with the e2e tests).
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS],
    headless: true,
    // Playwright would exit on these before the server is stopped: onSignal closes it all instead.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  cleanups.push(() => browser.close());
  return browser;
}

// ---------------------------------------------------------------------------------------------
// Measurements

interface ScriptFile {
  path: string;
  raw: number;
  gzip: number;
  /** The body's bytes on the wire, as the server encoded it (brotli from the build's copies). */
  sent: number;
}

/** Every script /main fetches on a cold load without a service worker. */
async function measureMainScripts(origin: string): Promise<ScriptFile[]> {
  const browser = await launchBrowser();
  try {
    return await collectScripts(browser, origin);
  } finally {
    await browser.close();
  }
}

async function collectScripts(browser: Browser, origin: string): Promise<ScriptFile[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<ScriptFile | undefined>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    // Module preloads may not be typed "script": count any JavaScript body too.
    if (type !== 'script' && !/javascript|ecmascript/i.test(contentType)) return;
    if (seen.has(response.url())) return;
    seen.add(response.url());
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => {
          const url = new URL(response.url());
          return {
            path: url.origin === origin ? url.pathname + url.search : url.href,
            raw: body.length,
            gzip: gzipSize(body),
            sent: sizes.responseBodySize,
          };
        },
        () => undefined, // redirects and aborted loads have no body
      ),
    );
  });
  await page.goto(`${origin}/main`, { waitUntil: 'load', timeout: 60_000 });
  try {
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
  } catch {
    // A long-lived connection (event stream, polling) keeps the network busy: count what came.
    console.log('(network not idle after 30 s: counting the scripts loaded so far)');
  }
  const files = (await Promise.all(pending)).filter((f): f is ScriptFile => !!f);
  await context.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

interface PrecacheFigures {
  count: number;
  raw: number;
  gzip: number;
  missing: string[];
}

function measurePrecache(): PrecacheFigures {
  const swPath = join(DIST, 'sw.js');
  if (!existsSync(swPath)) throw new Error(`${swPath} not found: build first (or drop --no-build)`);
  const entries = parsePrecacheManifest(readFileSync(swPath, 'utf8'));
  if (entries.length === 0) throw new Error('no precache manifest entries found in dist/sw.js');
  let raw = 0;
  let gzip = 0;
  const missing: string[] = [];
  for (const entry of entries) {
    const file = manifestUrlToFile(entry.url);
    const path = file === null ? null : join(DIST, file);
    if (path === null || !existsSync(path) || !statSync(path).isFile()) {
      missing.push(entry.url);
      continue;
    }
    const data = readFileSync(path);
    raw += data.length;
    gzip += gzipSize(data);
  }
  return { count: entries.length, raw, gzip, missing };
}

async function readMenuMark(page: Page): Promise<number> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MENU_MARK, {
    timeout: MARK_TIMEOUT_MS,
  });
  return page.evaluate((name) => performance.getEntriesByName(name)[0]!.startTime, MENU_MARK);
}

/** Waits for `navigator.serviceWorker.ready`, then for control, reloading once if needed. */
async function waitForControl(page: Page): Promise<void> {
  const ready = await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((done) => setTimeout(() => done(false), ms)),
      ]),
    SW_TIMEOUT_MS,
  );
  if (!ready) throw new Error(`no service worker became ready within ${SW_TIMEOUT_MS / 1000} s`);
  const controlled = (timeout: number) =>
    page
      .waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout })
      .then(() => true, () => false);
  if (await controlled(3_000)) return;
  await page.reload({ waitUntil: 'load' });
  if (!(await controlled(SW_TIMEOUT_MS))) throw new Error('page not controlled by the service worker after a reload');
}

interface WarmStart {
  online: number[];
  offline: number[];
}

async function reloadRuns(page: Page, runs: number, label: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    await page.reload({ waitUntil: 'load' });
    const ms = await readMenuMark(page);
    times.push(ms);
    console.log(`  ${label} run ${i}/${runs}: ${ms.toFixed(1)} ms`);
  }
  console.log(`  ${label} median: ${median(times).toFixed(1)} ms`);
  return times;
}

async function measureWarmStart(origin: string, runs: number): Promise<WarmStart> {
  const profile = tempDir('gglib-bench-profile-');
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    // CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own (shared with the e2e tests).
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS],
    headless: true,
    // Playwright would exit on these before the server is stopped: onSignal closes it all instead.
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  cleanups.push(() => context.close());
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/main`, { waitUntil: 'load' });
    await waitForControl(page);
    // The first visit under control fills the caches and the local store the offline start needs.
    await readMenuMark(page);

    const online = await reloadRuns(page, runs, 'online ');
    await context.setOffline(true);
    const offline = await reloadRuns(page, runs, 'offline');
    return { online, offline };
  } finally {
    await context.close();
  }
}

/** Catalogue search: builds or reuses the 100,000-book catalogue, then times the terms. */
/** A summary row's name for the generated books the search ran on (100k, or --search-books on PostgreSQL). */
function searchedBooks(options: Options): string {
  const books = options.searchPostgres ? options.searchBooks : GENERATED_BOOKS;
  return books % 1000 === 0 ? `${books / 1000}k` : books.toLocaleString('en');
}

async function measureCatalogueSearch(options: Options): Promise<SearchSummary> {
  const log = (line: string) => console.log(line);
  // Issue 19: the same measurement on PostgreSQL when asked (a throwaway cluster unless BENCH_DATABASE_URL).
  const cluster = options.searchPostgres && !process.env.BENCH_DATABASE_URL ? await startThrowawayPostgres() : null;
  const postgresUrl = options.searchPostgres ? (process.env.BENCH_DATABASE_URL ?? cluster?.url) : undefined;
  if (options.searchPostgres && !postgresUrl) throw new Error('--search-postgres: PostgreSQL is not installed and BENCH_DATABASE_URL is not set');
  if (postgresUrl) console.log(`database: PostgreSQL (${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : `throwaway cluster ${postgresUrl}`}); the CPU column is this process's (the client's), the database's own is not counted`);
  const catalogue = postgresUrl ? await openPostgresCatalogue({ url: postgresUrl, log, books: options.searchBooks }) : await openCatalogue({ rebuild: options.rebuildCatalogue, log });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await catalogue.db.close();
    cluster?.stop();
  };
  cleanups.push(close);
  try {
    const { meta } = catalogue;
    console.log(
      `catalogue: ${meta.books.toLocaleString('en')} books (${(postgresUrl ? options.searchBooks : GENERATED_BOOKS).toLocaleString('en')} generated), ` +
        `${meta.holdings.toLocaleString('en')} copies, ${meta.loans.toLocaleString('en')} loans; ` +
        `generation took ${meta.generationSeconds.toFixed(1)} s${catalogue.cached ? ' (when it was built; reused from .tmp/bench-catalogue)' : ''}`,
    );
    const seqRuns = Math.max(3, Math.round(options.searchRuns / 5));
    console.log(
      `one search = page of 20 + capped count and facets (searchBooks, the searchcatalogue code path), field all; ` +
        `${options.searchRuns} timed runs per term by index, ${seqRuns} by sequential scan ` +
        `(same SQL in a transaction with SET LOCAL enable_bitmapscan, enable_indexscan, enable_indexonlyscan = off)`,
    );
    const results = await measureSearch(catalogue.db, { runs: options.searchRuns, seqRuns, log });
    const summary = summarise(results);
    console.log('');
    console.log(table(summary.rows, [false, true, true, true, true, true, true, true, true]));
    const load = loadavg()[0] ?? 0;
    console.log(
      `\nindex p95 over all terms: ${summary.p95.toFixed(1)} ms (target ≤ ${TARGETS.p95Ms} ms; CPU time p95 ${summary.cpuP95.toFixed(1)} ms, ` +
        `load average ${load.toFixed(1)} on ${availableParallelism()} cores during the run); ` +
        `two-syllable terms: ${summary.twoSyllableSpeedUp.toFixed(1)}× faster than a sequential scan (target ≥ ${TARGETS.twoSyllableSpeedUp}×): ` +
        (summary.meetsTargets ? 'targets met' : 'TARGETS MISSED'),
    );
    return summary;
  } finally {
    await close();
  }
}

function gateRows(gate: Outcome<GateRun[]>, fail: (o: { ok: false; error: string }) => string): string[][] {
  if (!gate.ok) return [['gate: cold offline start to barcode', fail(gate)]];
  const runs = gate.value;
  const shown = runs.filter((run) => run.popupShown).length;
  return [
    ['gate: card button ready, cold offline (median)', `${median(runs.map((r) => r.button)).toFixed(1)} ms`],
    ['gate: tap → barcode drawn (median)', `${median(runs.map((r) => r.tapToBars)).toFixed(1)} ms`],
    ['gate: cold offline start to barcode (median)', `${median(runs.map((r) => r.barcode)).toFixed(1)} ms (popup up in ${shown}/${runs.length} runs)`],
  ];
}

function searchRows(search: Outcome<SearchSummary>, books: string, fail: (o: { ok: false; error: string }) => string): string[][] {
  if (!search.ok) return [[`catalogue search (${books})`, fail(search)]];
  const s = search.value;
  return [
    [
      `catalogue search p50 / p95 (${books})`,
      `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} ms${s.p95 <= TARGETS.p95Ms ? '' : ' (over target)'}, CPU p95 ${s.cpuP95.toFixed(1)} ms`,
    ],
    ['catalogue search, 2 syllables vs scan', `${s.twoSyllableSpeedUp.toFixed(1)}× faster`],
  ];
}

function chatRows(
  render: Outcome<ChatRenderFigures>,
  stream: Outcome<StreamTiming[]>,
  fail: (o: { ok: false; error: string }) => string,
): string[][] {
  return [
    ...(render.ok ? chatRenderRows(render.value) : [['chat render (streamed answer)', fail(render)]]),
    ...(stream.ok ? chatStreamRows(stream.value) : [['chat stream, time to first token', fail(stream)]]),
  ];
}

interface ScriptTotals {
  count: number;
  raw: number;
  gzip: number;
  sent: number;
}

/** Prints the scripts a page loaded and returns their totals. */
function reportScripts(files: ScriptFile[]): ScriptTotals {
  if (files.length === 0) throw new Error('no scripts were loaded');
  console.log(
    table(
      [['path', 'raw KB', 'gzip KB', 'sent KB'], ...files.map((f) => [f.path, kb(f.raw), kb(f.gzip), kb(f.sent)])],
      [false, true, true, true],
    ),
  );
  const sum = (key: 'raw' | 'gzip' | 'sent') => files.reduce((s, f) => s + f[key], 0);
  const total = { count: files.length, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') };
  console.log(`total: ${files.length} files, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip, ${kb(total.sent)} KB sent`);
  return total;
}

interface FloorFigures {
  js: Outcome<ScriptTotals>;
  lighthouse: Outcome<LighthouseFigures>;
}

/**
 * The bare stack beside the portal: builds and serves the floor (its /gglib/* sent to the portal's
 * server at origin), measures its JS for /main like the portal's, then runs Lighthouse on both.
 */
async function measureAgainstFloor(options: Options, origin: string): Promise<FloorFigures> {
  const floor = await attempt('the bare stack (floor): build and serve', async () => {
    const build = await buildFloor(ROOT, (line) => console.log(line));
    cleanups.push(() => build.remove());
    const server = await serveFloor(build.dist, origin, options.floorPort);
    cleanups.push(() => server.close());
    console.log(`${server.origin} serves the floor's dist/ (/gglib/* → ${origin})`);
    return server.origin;
  });
  if (!floor.ok) return { js: floor, lighthouse: floor };
  const js = await attempt('JavaScript for the floor\'s /main', async () => reportScripts(await measureMainScripts(floor.value)));
  const lighthouse = await attempt(
    `Lighthouse, mobile, default throttling: floor and ${PORTAL_PAGES.length} portal pages interleaved, ${options.lighthouseRuns} rounds`,
    async () => {
      const figures = await measureLighthouse({
        portalOrigin: origin,
        floorOrigin: floor.value,
        runs: options.lighthouseRuns,
        log: (line) => console.log(line),
        onCleanup: (undo) => cleanups.push(undo),
        stopped: () => signalled,
        reportDir: join(ROOT, '.tmp', 'bench-lighthouse', new Date().toISOString().replace(/[:.]/g, '-')),
      });
      console.log('');
      console.log(table(lighthouseTable(figures), [false, true, true, true, true, true, true, true, true]));
      const [one, five, fifteen] = loadavg().map((n) => n.toFixed(1));
      console.log(`load average ${one}, ${five}, ${fifteen} on ${availableParallelism()} cores at the end of the runs`);
      if (figures.pages.every((p) => p.runs.length === 0)) throw new Error('no Lighthouse run of the portal succeeded');
      return figures;
    },
  );
  return { js, lighthouse };
}

function floorRows(
  portal: Outcome<ScriptTotals>,
  floor: FloorFigures,
  fail: (o: { ok: false; error: string }) => string,
): string[][] {
  let js: string;
  if (!floor.js.ok) js = fail(floor.js);
  else if (!portal.ok) js = fail(portal);
  else {
    const ratio = portal.value.gzip / floor.js.value.gzip;
    js =
      `${kb(portal.value.gzip)} vs ${kb(floor.js.value.gzip)} KB = ${ratio.toFixed(2)}× ` +
      `(target ≤ ${LIGHTHOUSE_TARGETS.jsRatio}×: ${ratio <= LIGHTHOUSE_TARGETS.jsRatio ? 'met' : 'MISSED'})`;
  }
  const sent =
    portal.ok && floor.js.ok
      ? `${kb(portal.value.sent)} vs ${kb(floor.js.value.sent)} KB = ${(portal.value.sent / floor.js.value.sent).toFixed(2)}×`
      : '–';
  return [
    ['JS for /main vs the bare stack, gzip', js],
    ['JS for /main vs the bare stack, as sent (brotli)', sent],
    ...(floor.lighthouse.ok ? lighthouseSummaryRows(floor.lighthouse.value) : [['Lighthouse vs the bare stack', fail(floor.lighthouse)]]),
  ];
}

/** The boot profile (boot-trace.ts) with this bench's browser launcher; prints the per-page table. */
async function measureBootProfile(options: Options, origin: string): Promise<BootFigures> {
  const figures = await measureBoot({
    root: ROOT,
    distDir: DIST,
    origin,
    runs: options.bootRuns,
    cpuSlowdown: options.bootCpuSlowdown,
    launch: launchBrowser,
    log: (line) => console.log(line),
    ...(options.bootPages ? { paths: options.bootPages } : {}),
    reportDir: join(ROOT, '.tmp', 'bench-boot', new Date().toISOString().replace(/[:.]/g, '-')),
    stopped: () => signalled,
  });
  console.log('');
  console.log(`medians of ${options.bootRuns} runs, ms at ${options.bootCpuSlowdown}× CPU (TBT: tasks between FCP and the end; main thread by category: self time of trace events)`);
  console.log(table(bootTable(figures), [false, true, true, true, true, true, true, true, true, true, true, true, true, true]));
  if (figures.pages.every((p) => p.runs.length === 0)) throw new Error('no boot run succeeded');
  return figures;
}

const interactionsTitle = (options: Options) =>
  `interactions: a new member's walk with the CPU slowed ${options.interactionsCpuSlowdown}× (${options.interactionsRuns} runs)`;

const bootTitle = (options: Options) =>
  `boot profile: cold loads traced at ${options.bootCpuSlowdown}× CPU, ${options.bootRuns} per page (service workers blocked)`;

/** A new member's walk at a slow CPU, in a browser of its own. */
async function measureWalks(options: Options, origin: string): Promise<InteractionRun[]> {
  console.log(`${options.interactionsRuns} walks, CPU ${options.interactionsCpuSlowdown}× slower, 412×823 touch screen, service workers blocked; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
  const browser = await launchBrowser();
  try {
    return await measureInteractions(browser, origin, { runs: options.interactionsRuns, cpuSlowdown: options.interactionsCpuSlowdown }, (line) => console.log(line));
  } finally {
    await browser.close();
  }
}

function interactionRows(walks: Outcome<InteractionRun[]>, fail: (o: { ok: false; error: string }) => string): string[][] {
  if (!walks.ok) return [['interactions at 4× CPU', fail(walks)]];
  const runs = walks.value;
  const inps = runs.map((run) => run.inp ?? 0);
  const rows: string[][] = [['interactions: the walk\'s INP (median of runs)', `${Math.round(median(inps))} ms (runs: ${inps.map((v) => Math.round(v)).join(', ')} ms; ≤ 200 ms is good)`]];
  const labels = runs[0]?.steps.map((step) => step.label) ?? [];
  for (const label of labels) {
    const worst = runs.map((run) => run.steps.find((step) => step.label === label)?.worst?.duration ?? 0);
    rows.push([`  ${label}`, `worst ${Math.round(median(worst))} ms (median of runs)`]);
  }
  return rows;
}

function bootRows(boot: Outcome<BootFigures>, fail: (o: { ok: false; error: string }) => string): string[][] {
  return boot.ok ? bootSummaryRows(boot.value) : [['boot profile', fail(boot)]];
}

/** The streamed-rendering measurement with this bench's browser launcher (cleaned up on exit). */
const measureChatRendering = (options: Options) =>
  runChatRenderBench({
    root: ROOT,
    launch: launchBrowser,
    runs: options.chatRenderRuns,
    tokens: options.chatTokens,
    tokensPerTask: options.chatTokensPerTask,
    cpuSlowdown: options.chatCpuSlowdown,
    log: (line) => console.log(line),
  });

// ---------------------------------------------------------------------------------------------

type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

async function attempt<T>(title: string, work: () => Promise<T> | T): Promise<Outcome<T>> {
  if (signalled) return { ok: false, error: 'interrupted' };
  heading(title);
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    console.error(`FAILED: ${message(error)}`);
    return { ok: false, error: message(error).split('\n')[0]! };
  }
}

/** The spec's routes not built yet when the budget was set (issue 13): the tree must take them. */
const ADDED_ROUTES = 115;

function routeGrowthText(g: RouteGrowth): string {
  return `${g.existingRoutes} routes: ${kb(g.beforeGzip)} KB gzip for the entry and /main; with ${g.routes} more: ${kb(g.afterGzip)} KB (+${kb(g.afterGzip - g.beforeGzip)} KB, ${g.perRouteGzip.toFixed(0)} B per route)`;
}

function routeFilesText(r: RouteFiles): string {
  const most = r.most.map((row) => `${row.path} ${row.files}`).join(', ');
  return `${r.routes} route files: ${r.files.median} files a page (median), ${r.files.max} at most, ${r.files.mean.toFixed(1)} on average; ${r.gzipKb.median.toFixed(1)} KB gzip (median), ${r.gzipKb.mean.toFixed(1)} on average; most files: ${most}`;
}

function routeFilesRows(routeFiles: Outcome<RouteFiles>, fail: (o: { ok: false; error: string }) => string): string[][] {
  return [
    [
      "a deep link's JS files (Link header), per route",
      routeFiles.ok ? `median ${routeFiles.value.files.median}, max ${routeFiles.value.files.max}; ${routeFiles.value.gzipKb.mean.toFixed(1)} KB gzip on average (${routeFiles.value.routes} routes)` : fail(routeFiles),
    ],
  ];
}

function routeGrowthRows(growth: Outcome<RouteGrowth>, fail: (o: { ok: false; error: string }) => string): string[][] {
  return [[`first page's JS with ${ADDED_ROUTES} more routes, gzip`, growth.ok ? `+${kb(growth.value.afterGzip - growth.value.beforeGzip)} KB (${growth.value.perRouteGzip.toFixed(0)} B per route)` : fail(growth)]];
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const fail = (o: { ok: false; error: string }) => `FAILED: ${o.error}`;
  // The machines are shared: how fast this one runs now, for reading the figures (host-speed.ts).
  console.log(`${describeHostSpeed(measureHostSpeed())} at the start`);
  if (options.load) {
    heading('the server under load (autocannon on loopback; every process shares this machine\'s cores)');
    const load = await attempt('load', () => measureLoad({ seconds: options.loadSeconds, log: (line) => console.log(line) }));
    if (signalled) return 130;
    heading('summary');
    if (load.ok) for (const line of loadTable(load.value)) console.log(line);
    else console.log(fail(load));
    return load.ok ? 0 : 1;
  }
  if (options.searchOnly) {
    const search = await attempt(`catalogue search (${searchedBooks(options)} generated books)`, () => measureCatalogueSearch(options));
    if (signalled) return 130;
    heading('summary');
    console.log(table([['measure', 'value'], ...searchRows(search, searchedBooks(options), fail)]));
    return search.ok ? 0 : 1;
  }

  if (options.chatOnly) {
    const render = await attempt(`chat: streamed rendering of ${options.chatTokens.toLocaleString('en')} tokens (Chromium)`, () =>
      measureChatRendering(options),
    );
    heading(`server (port ${options.port})`);
    const chatOrigin = await startServer(options.port);
    console.log(`${chatOrigin} is up`);
    const stream = await attempt('chat: time to first token, POST /api/chat/stream', () =>
      measureTimeToFirstToken(chatOrigin, options.chatRuns, (line) => console.log(line)),
    );
    if (signalled) return 130;
    heading('summary');
    console.log(table([['measure', 'value'], ...chatRows(render, stream, fail)]));
    return render.ok && stream.ok ? 0 : 1;
  }

  if (options.build) {
    heading('build');
    await runBuild();
  }

  const precache = await attempt('precache (dist/sw.js)', () => {
    const p = measurePrecache();
    console.log(`entries: ${p.count}`);
    console.log(`size:    ${kb(p.raw)} KB raw, ${kb(p.gzip)} KB gzip`);
    if (p.missing.length > 0) console.log(`not in dist/ (${p.missing.length}): ${p.missing.join(', ')}`);
    return p;
  });

  heading(`server (port ${options.port})`);
  const origin = await startServer(options.port);
  console.log(`${origin} is up`);

  const scripts = await attempt('JavaScript for /main (service workers blocked)', async () => reportScripts(await measureMainScripts(origin)));
  const routeFiles = await attempt("each page's files on a first visit (the shell's Link header)", () => {
    const figures = measureRouteFiles(DIST, join(ROOT, 'src', 'routes'));
    console.log(routeFilesText(figures));
    return figures;
  });
  // Two more builds: only in the size and the full runs.
  const growthWanted = options.sizeOnly || !(options.lighthouseOnly || options.bootOnly || options.gateOnly || options.interactionsOnly);
  const growth: Outcome<RouteGrowth> = !growthWanted ? { ok: false, error: 'not measured in this run' } : await attempt(`the first page's JS as ${ADDED_ROUTES} routes are added`, async () => {
    const figures = await measureRouteGrowth(ROOT, ADDED_ROUTES, (line) => console.log(line));
    console.log(routeGrowthText(figures));
    return figures;
  });
  if (options.sizeOnly) {
    heading('summary');
    console.log(table([['measure', 'value'], ...routeFilesRows(routeFiles, fail), ...routeGrowthRows(growth, fail)]));
    return precache.ok && scripts.ok && routeFiles.ok && growth.ok ? 0 : 1;
  }

  if (options.lighthouseOnly) {
    const floor = await measureAgainstFloor(options, origin);
    if (signalled) return 130;
    heading('summary');
    console.log(
      table([
        ['measure', 'value'],
        ['JS for /main, gzip', scripts.ok ? `${kb(scripts.value.gzip)} KB (${scripts.value.count} files, ${kb(scripts.value.raw)} KB raw, ${kb(scripts.value.sent)} KB as sent)` : fail(scripts)],
        ...floorRows(scripts, floor, fail),
      ]),
    );
    return scripts.ok && floor.js.ok && floor.lighthouse.ok ? 0 : 1;
  }

  if (options.interactionsOnly) {
    const walks = await attempt(interactionsTitle(options), () => measureWalks(options, origin));
    if (signalled) return 130;
    heading('summary');
    console.log(table([['measure', 'value'], ...interactionRows(walks, fail)]));
    return walks.ok ? 0 : 1;
  }

  if (options.bootOnly) {
    const boot = await attempt(bootTitle(options), () => measureBootProfile(options, origin));
    if (signalled) return 130;
    heading('summary');
    console.log(table([['measure', 'value'], ...bootRows(boot, fail)]));
    return boot.ok ? 0 : 1;
  }

  const gate = await attempt(`gate: cold offline start with the popup due, to the barcode after one tap (${options.runs} launches)`, () =>
    measureGate(origin, options.runs, (line) => console.log(line)),
  );
  if (options.gateOnly) {
    heading('summary');
    console.log(table([['measure', 'value'], ...gateRows(gate, fail)]));
    return gate.ok ? 0 : 1;
  }

  const warm = await attempt(`warm start, time to "${MENU_MARK}" (${options.runs} reloads each)`, () =>
    measureWarmStart(origin, options.runs),
  );

  const boot = await attempt(bootTitle(options), () => measureBootProfile(options, origin));

  const walks = await attempt(interactionsTitle(options), () => measureWalks(options, origin));

  const search = await attempt(`catalogue search (${searchedBooks(options)} generated books)`, () => measureCatalogueSearch(options));

  const chatRender = await attempt(`chat: streamed rendering of ${options.chatTokens.toLocaleString('en')} tokens (Chromium)`, () =>
    measureChatRendering(options),
  );
  const chatStream = await attempt('chat: time to first token, POST /api/chat/stream', () =>
    measureTimeToFirstToken(origin, options.chatRuns, (line) => console.log(line)),
  );

  // Last: the longest part, and the one that leaves the portal's server most warmed up.
  const floor = await measureAgainstFloor(options, origin);

  if (signalled) return 130;
  heading('summary');
  const rows: string[][] = [['measure', 'value']];
  rows.push([
    'JS for /main, gzip',
    scripts.ok ? `${kb(scripts.value.gzip)} KB (${scripts.value.count} files, ${kb(scripts.value.raw)} KB raw, ${kb(scripts.value.sent)} KB as sent)` : fail(scripts),
  ]);
  rows.push([
    'precache',
    precache.ok
      ? `${precache.value.count} entries, ${kb(precache.value.raw)} KB raw, ${kb(precache.value.gzip)} KB gzip` +
        (precache.value.missing.length ? `, ${precache.value.missing.length} not found` : '')
      : fail(precache),
  ]);
  rows.push(...routeFilesRows(routeFiles, fail));
  rows.push(...routeGrowthRows(growth, fail));
  rows.push(['menu paint, warm offline (median)', warm.ok ? `${median(warm.value.offline).toFixed(1)} ms` : fail(warm)]);
  rows.push(['menu paint, warm online (median)', warm.ok ? `${median(warm.value.online).toFixed(1)} ms` : fail(warm)]);
  rows.push(...gateRows(gate, fail));
  rows.push(...bootRows(boot, fail));
  rows.push(...interactionRows(walks, fail));
  rows.push(...searchRows(search, searchedBooks(options), fail));
  rows.push(...chatRows(chatRender, chatStream, fail));
  rows.push(...floorRows(scripts, floor, fail));
  console.log(table(rows));

  const floorOk = floor.js.ok && floor.lighthouse.ok;
  return precache.ok && scripts.ok && growth.ok && warm.ok && gate.ok && boot.ok && walks.ok && search.ok && chatRender.ok && chatStream.ok && floorOk ? 0 : 1;
}

main()
  .then(
    async (code) => {
      await cleanup();
      process.exit(code);
    },
    async (error: unknown) => {
      console.error(`\nbench failed: ${message(error)}`);
      await cleanup();
      process.exit(1);
    },
  );
