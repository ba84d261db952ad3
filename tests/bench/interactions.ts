/**
 * A new visitor on a slow phone, becoming a member: how long each tap and key press takes to show
 * its result, with Chromium's CPU slowed (CDP Emulation.setCPUThrottlingRate, default 4×).
 *
 * Each run is a fresh phone-sized context (412×823, touch, service workers blocked, as the boot
 * profile) that walks: /main cold → closes the news popup → opens the full menu and closes it with
 * Escape → types 소년이 온다 in the search box, key by key → searches → opens the book → joins
 * (전체메뉴 → 회원가입, 전체 동의, 다음, the simulated certification provider (its pages are not the
 * portal's and are not measured), a new ID and password typed, 가입하기) → 로그인하고 회원증 보기 →
 * types the ID and password → logs in (the card opens) → closes the card → opens 나의 도서관 from
 * the full menu → opens 모바일 회원증 again. The page records the Event Timing API's entries (every event of 16 ms or more that belongs
 * to an interaction) and long tasks; each step's figures are read when it has settled
 * (interactions-summary.ts). The keys are sent as key events with their text (CDP
 * Input.dispatchKeyEvent), as a hardware keyboard types Hangul; an IME's composition is not
 * modelled. Not a test: figures only.
 */
import type { Browser, CDPSession, Page } from 'playwright';
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

/** Someone who has never joined: a name, birth date and phone number the demo has not seen. */
interface Newcomer {
  name: string;
  birth: string;
  phone: string;
  id: string;
}

const NEW_PASSWORD = 'Readme!2026';

/** A different person each run (the same person joining twice is sent to find their ID). */
function newcomer(run: number): Newcomer {
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  return { name: '정하늘', birth: `19950${(run % 9) + 1}1${run % 10}`, phone: `0109${stamp.slice(0, 3)}${stamp.slice(3)}${run % 10}`.slice(0, 11), id: `reader${stamp}${run}` };
}

/** The simulated certification provider's two steps, filled as the person would. */
async function certify(page: Page, person: Newcomer): Promise<void> {
  await page.getByLabel('이름').fill(person.name, { timeout: TIMEOUT_MS });
  await page.getByLabel('생년월일 8자리').fill(person.birth);
  await page.getByLabel('여자').check();
  const carrier = page.getByLabel('통신사');
  if (await carrier.count()) await carrier.selectOption('KT');
  await page.getByLabel('휴대폰 번호').fill(person.phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const code = (await page.locator('p.code').textContent({ timeout: TIMEOUT_MS }))?.trim() ?? '';
  await page.getByLabel('인증번호 6자리').fill(code);
  await page.getByRole('button', { name: '확인' }).click();
}

async function walk(page: Page, cdp: CDPSession, origin: string, person: Newcomer, log: (line: string) => void): Promise<StepFigures[]> {
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
  /** 전체메뉴, then one of its links, to that page's heading (on a phone the full menu holds them). */
  const fromFullMenu = (name: string) =>
    step(`전체메뉴 → ${name}`, async () => {
      await banner.getByRole('button', { name: '전체메뉴' }).tap();
      await page.getByRole('dialog').first().getByRole('link', { name }).first().tap();
      await main.getByRole('heading', { level: 1, name }).waitFor({ timeout: TIMEOUT_MS });
    });

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
  // Joining: the header's 회원가입 (in the full menu on a phone), the terms, the certification
  // provider (its own pages, not the portal's: not measured), the form, then logging in.
  await fromFullMenu('회원가입');
  await step('전체 동의, 다음 → 본인인증', async () => {
    await main.getByRole('checkbox', { name: '전체 동의' }).tap();
    await main.getByRole('button', { name: '다음' }).tap();
    await page.waitForURL((url) => url.pathname === '/join/join-step02', { timeout: TIMEOUT_MS });
    await main.getByRole('button', { name: /휴대폰 인증/ }).waitFor({ timeout: TIMEOUT_MS });
  });
  await main.getByRole('button', { name: /휴대폰 인증/ }).tap();
  await page.waitForURL((url) => url.pathname.startsWith('/cert/'), { timeout: TIMEOUT_MS });
  await certify(page, person);
  await page.waitForURL((url) => url.pathname === '/join/join-step03', { timeout: TIMEOUT_MS });
  const idField = page.getByRole('textbox', { name: '아이디' });
  await idField.waitFor({ timeout: TIMEOUT_MS });
  await settle(page, 'back from the provider');
  await step(`type a new ID and the password twice (${person.id.length + 2 * NEW_PASSWORD.length} keys)`, async () => {
    await idField.tap();
    await page.keyboard.type(person.id, { delay: 120 });
    await page.getByText('사용할 수 있는 아이디입니다.').waitFor({ timeout: TIMEOUT_MS });
    await page.getByLabel('비밀번호', { exact: true }).tap();
    await page.keyboard.type(NEW_PASSWORD, { delay: 120 });
    await page.getByLabel('비밀번호 확인').tap();
    await page.keyboard.type(NEW_PASSWORD, { delay: 120 });
    await page.getByText('비밀번호가 일치합니다.').waitFor({ timeout: TIMEOUT_MS });
  });
  await step('가입하기 → the member number', async () => {
    await main.getByRole('button', { name: '가입하기' }).tap();
    await page.waitForURL((url) => url.pathname === '/join/join-step04', { timeout: TIMEOUT_MS });
    await page.locator('.join-done__number').waitFor({ timeout: TIMEOUT_MS });
  });
  await step('로그인하고 회원증 보기 → the login form', async () => {
    await main.getByRole('link', { name: '로그인하고 회원증 보기' }).tap();
    await page.getByRole('textbox', { name: '아이디' }).waitFor({ timeout: TIMEOUT_MS });
  });
  await step(`type the ID and the password (${person.id.length + NEW_PASSWORD.length} keys)`, async () => {
    await page.getByRole('textbox', { name: '아이디' }).tap();
    await page.keyboard.type(person.id, { delay: 120 });
    await page.getByLabel('비밀번호', { exact: true }).tap();
    await page.keyboard.type(NEW_PASSWORD, { delay: 120 });
  });
  await step('log in (Enter) → the card with its barcode', async () => {
    await page.keyboard.press('Enter');
    await page.locator('.member-card__barcode rect').first().waitFor({ timeout: TIMEOUT_MS });
  });
  await step('close the card (Escape)', async () => {
    await page.keyboard.press('Escape');
    await page.locator('.member-card__barcode').first().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
  });
  await fromFullMenu('나의 도서관');
  await step('open 모바일 회원증 → the barcode', async () => {
    await banner.getByRole('button', { name: '모바일 회원증' }).tap();
    await page.locator('.member-card__barcode rect').first().waitFor({ timeout: TIMEOUT_MS });
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
      const steps = await walk(page, cdp, origin, newcomer(run), log);
      const inp = walkInp(steps);
      const count = steps.reduce((sum, step) => sum + step.interactions, 0);
      log(`    the walk's INP: ${inp === null ? 'every interaction under 16 ms' : `${Math.round(inp)} ms`} (${count} interactions ≥ 16 ms; the worst, one in 50 left out)`);
      runs.push({ steps, inp });
    } finally {
      await context.close();
    }
  }
  return runs;
}
