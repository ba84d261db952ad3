/**
 * A new visitor on a slow phone, becoming a member: how long each tap and key press takes to show
 * its result, with Chromium's CPU slowed (CDP Emulation.setCPUThrottlingRate, default 4×).
 *
 * Each run is a fresh phone-sized context (412×823, touch, service workers blocked, as the boot
 * profile) that walks: /main cold → closes the news popup → opens the full menu and closes it with
 * Escape → types 소년이 온다 in the search box, key by key → searches → opens the book → taps
 * 로그인 → types the ID and password → logs in → opens 나의 도서관 from the full menu → opens 모바일 회원증 and closes
 * it. The page records the Event Timing API's entries (every event of 16 ms or more that belongs
 * to an interaction) and long tasks; each step's figures are read when it has settled
 * (interactions-summary.ts). The keys are sent as key events with their text (CDP
 * Input.dispatchKeyEvent), as a hardware keyboard types Hangul; an IME's composition is not
 * modelled. Not a test: figures only.
 */
import type { Browser, CDPSession, Page } from 'playwright';
import { BENCH_MEMBER } from './bench-login';
import { stepFigures, stepLine, walkInp, type EventEntry, type StepFigures } from './interactions-summary';

export interface InteractionRun {
  steps: StepFigures[];
  /** The walk's INP (its worst interaction), ms; null when none reached 16 ms. */
  inp: number | null;
}

const TIMEOUT_MS = 30_000;
/** A step has settled when no long task has ended for this long. */
const QUIET_MS = 1_000;

/** Collects event timings and long tasks from the first script on, in every document of the walk. */
const PROBE_SCRIPT = `(() => {
  const store = (globalThis.__interactions = { events: [], longTasks: [], lastLongTaskEnd: 0 });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        store.events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        store.longTasks.push(e.duration);
        store.lastLongTaskEnd = Math.max(store.lastLongTaskEnd, e.startTime + e.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

interface Store {
  events: EventEntry[];
  longTasks: number[];
  lastLongTaskEnd: number;
}

async function reset(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = (globalThis as unknown as { __interactions?: Store }).__interactions;
    if (store) {
      store.events = [];
      store.longTasks = [];
    }
  });
}

/** Waits until no long task has ended for QUIET_MS (and at least that long), then reads the step. */
async function settle(page: Page, label: string): Promise<StepFigures> {
  await page.waitForTimeout(QUIET_MS);
  await page.waitForFunction(
    (quiet) => {
      const store = (globalThis as unknown as { __interactions?: Store }).__interactions;
      return !store || performance.now() - store.lastLongTaskEnd >= quiet;
    },
    QUIET_MS,
    { timeout: TIMEOUT_MS, polling: 100 },
  );
  // Event Timing entries are delivered after the frame that ended them: one more frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  const store = await page.evaluate(() => (globalThis as unknown as { __interactions?: Store }).__interactions ?? { events: [], longTasks: [], lastLongTaskEnd: 0 });
  return stepFigures(label, store.events, store.longTasks);
}

/** Types text as key events that carry it (Hangul included), one key at a time. */
async function typeKeys(cdp: CDPSession, page: Page, text: string, gapMs: number): Promise<void> {
  for (const char of text) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: char, text: char, unmodifiedText: char });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char });
    await page.waitForTimeout(gapMs);
  }
}

async function walk(page: Page, cdp: CDPSession, origin: string, log: (line: string) => void): Promise<StepFigures[]> {
  const steps: StepFigures[] = [];
  const step = async (label: string, action: () => Promise<void>) => {
    await reset(page);
    await action();
    const figures = await settle(page, label);
    steps.push(figures);
    log(`    ${stepLine(figures)}`);
  };
  const banner = page.getByRole('banner');
  const main = page.locator('#main-content');

  await page.goto(`${origin}/main`, { timeout: TIMEOUT_MS });
  await main.getByRole('heading', { level: 1 }).first().waitFor({ timeout: TIMEOUT_MS });
  const popup = page.getByRole('dialog', { name: '도서관 소식' });
  await popup.waitFor({ timeout: TIMEOUT_MS }).catch(() => undefined);
  await settle(page, 'load');
  if (await popup.isVisible()) {
    await step('close the news popup (닫기)', async () => {
      await popup.getByRole('button', { name: '닫기', exact: true }).first().tap();
      await popup.waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
    });
  }
  await step('open the full menu (전체메뉴)', async () => {
    await banner.getByRole('button', { name: '전체메뉴' }).tap();
    await page.getByRole('dialog').first().waitFor({ timeout: TIMEOUT_MS });
  });
  await step('close it (Escape)', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
  });
  const searchBox = main.getByRole('searchbox').first();
  // The result's title links to its record (the search term above the results is a link too).
  const bookLink = main.locator('a[href*="/search/search-detail/"]').filter({ hasText: '소년이 온다' }).first();
  await step('type 소년이 온다 in the search box (6 keys)', async () => {
    await searchBox.tap();
    await typeKeys(cdp, page, '소년이 온다', 150);
  });
  await step('search (Enter) → the results', async () => {
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/search'), { timeout: TIMEOUT_MS });
    await bookLink.waitFor({ timeout: TIMEOUT_MS });
  });
  await step('open the book', async () => {
    await bookLink.tap();
    await main.getByRole('heading', { level: 1, name: /소년이 온다/ }).waitFor({ timeout: TIMEOUT_MS });
  });
  await step('tap 로그인 → the login form', async () => {
    await banner.getByRole('link', { name: '로그인', exact: true }).tap();
    await page.getByRole('textbox', { name: '아이디' }).waitFor({ timeout: TIMEOUT_MS });
  });
  await step(`type the ID and the password (${BENCH_MEMBER.id.length + BENCH_MEMBER.password.length} keys)`, async () => {
    await page.getByRole('textbox', { name: '아이디' }).tap();
    await page.keyboard.type(BENCH_MEMBER.id, { delay: 120 });
    await page.getByLabel('비밀번호', { exact: true }).tap();
    await page.keyboard.type(BENCH_MEMBER.password, { delay: 120 });
  });
  await step('log in (Enter) → back on the book, signed in', async () => {
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: TIMEOUT_MS });
    await banner.getByRole('button', { name: '모바일 회원증' }).waitFor({ timeout: TIMEOUT_MS });
  });
  // On a phone 나의 도서관 is in the full menu.
  await step('전체메뉴 → 나의 도서관', async () => {
    await banner.getByRole('button', { name: '전체메뉴' }).tap();
    const menu = page.getByRole('dialog').first();
    await menu.getByRole('link', { name: '나의 도서관' }).first().tap();
    await main.getByRole('heading', { level: 1, name: '나의 도서관' }).waitFor({ timeout: TIMEOUT_MS });
  });
  await step('open 모바일 회원증 → the barcode', async () => {
    await banner.getByRole('button', { name: '모바일 회원증' }).tap();
    await page.locator('.member-card__barcode rect').first().waitFor({ timeout: TIMEOUT_MS });
  });
  await step('close the card (Escape)', async () => {
    await page.keyboard.press('Escape');
    await page.locator('.member-card__barcode').first().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
  });
  return steps;
}

export async function measureInteractions(
  browser: Browser,
  origin: string,
  options: { runs: number; cpuSlowdown: number },
  log: (line: string) => void,
): Promise<InteractionRun[]> {
  const runs: InteractionRun[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const context = await browser.newContext({
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    try {
      await context.addInitScript(PROBE_SCRIPT);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
      log(`  run ${run}/${options.runs}:`);
      const steps = await walk(page, cdp, origin, log);
      const inp = walkInp(steps);
      log(`    the walk's INP (worst interaction): ${inp === null ? 'under 16 ms' : `${Math.round(inp)} ms`}`);
      runs.push({ steps, inp });
    } finally {
      await context.close();
    }
  }
  return runs;
}
