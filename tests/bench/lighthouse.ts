/**
 * Lighthouse (performance category, mobile, default simulated throttling) on the bare stack's page
 * and the portal's four pages, interleaved: floor, portal page, floor, next portal page, … for
 * `runs` rounds, so that the machine's load falls on both alike. Each portal page is compared with
 * the floor runs taken just before it (one per round), by the median of each figure.
 *
 * Every run gets a new Chromium with an empty profile (`--headless=new`, started here, not by
 * Playwright, so nothing else drives the page Lighthouse measures). /mypage/lib-service needs a
 * member: before its run Playwright attaches to that Chromium over CDP, logs member1 in, and lets
 * go; Lighthouse then loads the page in the same profile. Lighthouse's own storage reset removes
 * the service worker, Cache Storage and the HTTP cache but keeps cookies and IndexedDB (where the
 * sealed session lives), so that run is a cold load of a logged-in member's page (with the menus
 * the login visit stored in IndexedDB, as a returning member has them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { logInOnPage } from './bench-login';
import { describeRun, FLOOR_PATH, PORTAL_PAGES, type LighthouseFigures, type LighthouseRun, type PageFigures } from './lighthouse-figures';
import { blockingTasks, describeBlocking } from './lighthouse-trace';

const CHROME_START_TIMEOUT_MS = 30_000;
const LOGIN_TIMEOUT_MS = 30_000;

export interface LighthouseOptions {
  portalOrigin: string;
  floorOrigin: string;
  runs: number;
  log: (line: string) => void;
  /** Things to undo if the process is interrupted (the bench's cleanup list). */
  onCleanup?: (undo: () => Promise<void>) => void;
  /** Stop early (the bench was interrupted). */
  stopped?: () => boolean;
  /** Where to keep each run's Lighthouse report (JSON, opens in the Lighthouse viewer), if anywhere. */
  reportDir?: string;
}


// ---------------------------------------------------------------------------------------------
// Chromium for Lighthouse

interface Chrome {
  port: number;
  close: () => Promise<void>;
}

/** Flags Lighthouse's own launcher would add for a quiet, unthrottled-by-the-OS browser. */
const LIGHTHOUSE_CHROME_ARGS = [
  '--headless=new',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--no-default-browser-check',
  '--password-store=basic',
  '--mute-audio',
];

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL'); // its own process group: the browser and its helpers
      } catch {
        // already gone
      }
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      // Its helpers (GPU, network, crash handler) can outlive it for a moment and keep writing
      // into the profile: end the whole group before the profile is removed.
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    });
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

async function startChrome(onCleanup?: (undo: () => Promise<void>) => void): Promise<Chrome> {
  const profile = mkdtempSync(join(tmpdir(), 'gglib-bench-lighthouse-'));
  const executable = chromiumExecutable() ?? chromium.executablePath();
  const child = spawn(
    executable,
    [...CHROMIUM_ARGS, ...LIGHTHOUSE_CHROME_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
  });
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= stopProcess(child).then(() => {
      // A profile left in /tmp must not fail a run whose figures are already taken.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove the Lighthouse profile ${profile}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }));
  onCleanup?.(close);
  try {
    // Chromium writes the port it chose into the profile once it listens.
    const portFile = join(profile, 'DevToolsActivePort');
    const deadline = Date.now() + CHROME_START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Chromium exited at start (exit ${child.exitCode})\n${stderr}`);
      if (existsSync(portFile)) {
        const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
        if (Number.isInteger(port) && port > 0) return { port, close };
      }
      if (Date.now() > deadline) throw new Error(`Chromium did not open its DevTools port within ${CHROME_START_TIMEOUT_MS / 1000} s\n${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await close();
    throw error;
  }
}

/** Logs member1 in through /login in the browser's default profile, then detaches. */
async function logIn(port: number, origin: string, returnTo: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context to log in with');
    const page = await context.newPage();
    await logInOnPage(page, origin, returnTo, LOGIN_TIMEOUT_MS);
    await page.close();
  } finally {
    // Attached over CDP: this detaches and leaves the browser (and its default profile) running.
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// One Lighthouse run

const FLAGS: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance'],
  // The rest is Lighthouse's default: mobile form factor and screen, simulated slow 4G and 4× CPU.
};

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit}`);
  return value;
}

/** JavaScript transfer size and request count, from the network-requests audit. */
function scriptTransfer(lhr: Result): { bytes: number; requests: number } {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') throw new Error('Lighthouse gave no network-requests table');
  let bytes = 0;
  let requests = 0;
  for (const item of details.items) {
    if (item.resourceType !== 'Script') continue;
    requests += 1;
    bytes += typeof item.transferSize === 'number' ? item.transferSize : 0;
  }
  return { bytes, requests };
}

export async function runOnce(url: string, options: LighthouseOptions, member: boolean, reportName: string): Promise<LighthouseRun> {
  const chrome = await startChrome(options.onCleanup);
  try {
    if (member) await logIn(chrome.port, options.portalOrigin, new URL(url).pathname);
    const result = await lighthouse(url, { ...FLAGS, port: chrome.port });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (options.reportDir) writeFileSync(join(options.reportDir, `${reportName}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
    const js = scriptTransfer(lhr);
    // Lighthouse's own trace of the run: kept beside the report (DevTools → Performance → load
    // profile) and read for the tasks its TBT is made of.
    const trace = result.artifacts.Trace;
    if (options.reportDir) writeFileSync(join(options.reportDir, `${reportName}.trace.json.gz`), gzipSync(JSON.stringify(trace)));
    const blocking = blockingTasks(trace.traceEvents);
    return {
      ...(blocking ? { blocking } : {}),
      score: score * 100,
      tbt: numeric(lhr, 'total-blocking-time'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndex: numeric(lhr, 'speed-index'),
      jsTransfer: js.bytes,
      jsRequests: js.requests,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    await chrome.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The session

export async function measureLighthouse(options: LighthouseOptions): Promise<LighthouseFigures> {
  const { log, runs } = options;
  const pages: PageFigures[] = PORTAL_PAGES.map((page) => ({ page, runs: [], floorRuns: [], failures: [] }));
  const floorRuns: LighthouseRun[] = [];
  const floorUrl = `${options.floorOrigin}${FLOOR_PATH}`;
  log(`floor: ${floorUrl}; portal: ${options.portalOrigin}; ${runs} rounds of (floor, page) for ${pages.length} pages`);
  if (options.reportDir) {
    mkdirSync(options.reportDir, { recursive: true });
    log(`Lighthouse reports (JSON) and its traces (.trace.json.gz) in ${options.reportDir}`);
  }
  const slug = (label: string) => label.replace(/\s.*$/, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const warnings = new Map<string, Set<string>>();
  const keepWarnings = (run: LighthouseRun, label: string) => {
    for (const warning of run.warnings) {
      if (!warnings.has(warning)) warnings.set(warning, new Set());
      warnings.get(warning)!.add(label);
    }
  };
  for (let round = 1; round <= runs; round++) {
    for (const figures of pages) {
      if (options.stopped?.()) throw new Error('interrupted');
      const tag = `round ${round}/${runs}`;
      try {
        const run = await runOnce(floorUrl, options, false, `r${round}-floor-before-${slug(figures.page.label)}`);
        keepWarnings(run, 'floor');
        figures.floorRuns.push(run);
        floorRuns.push(run);
        log(`  ${tag} floor (before ${figures.page.label}): ${describeRun(run)}`);
        if (run.blocking) log(`      ${describeBlocking(run.blocking)}`);
      } catch (error) {
        const text = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        figures.failures.push(`floor: ${text}`);
        log(`  ${tag} floor: FAILED: ${text}`);
      }
      try {
        const url = `${options.portalOrigin}${figures.page.path}`;
        const run = await runOnce(url, options, figures.page.member, `r${round}-${slug(figures.page.label)}`);
        keepWarnings(run, figures.page.label);
        figures.runs.push(run);
        const landed = new URL(run.finalUrl);
        const expected = new URL(url);
        const moved = landed.pathname !== expected.pathname ? ` (ended on ${landed.pathname}${landed.search})` : '';
        log(`  ${tag} ${figures.page.label}: ${describeRun(run)}${moved}`);
        if (run.blocking) log(`      ${describeBlocking(run.blocking)}`);
      } catch (error) {
        const text = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        figures.failures.push(`${figures.page.label}: ${text}`);
        log(`  ${tag} ${figures.page.label}: FAILED: ${text}`);
      }
    }
  }
  for (const [warning, labels] of warnings) log(`Lighthouse warning (${[...labels].join(', ')}): ${warning}`);
  return { pages, floorRuns };
}

