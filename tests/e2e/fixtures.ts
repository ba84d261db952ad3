import { chromium, test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './browser';
import { keepOfflineAcrossNavigations } from './offline-shim';
import { AxeBuilder } from '@axe-core/playwright';

/** The tag of a test that needs the service worker (see the `serviceWorkers` fixture below). */
export const SW_TAG = '@sw';

/** WCAG 2.2 AA and everything below it. */
export const AXE_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe scan of the page limited to the project's WCAG tags; chain .include/.exclude as needed.
 *
 * Legacy mode runs `axe.run` in the page and its frames. The default mode finishes every scan in a
 * new blank page of the context: the same rules and results, but a page (and on a slow machine a
 * renderer's worth of fresh memory) per scan — 1.4–2.2 s a scan against 0.8–0.9 s here, over a
 * hundred scans in the suite (docs/testing.md).
 */
export function makeAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags([...AXE_TAGS]).setLegacyMode(true);
}

function isNavigationRace(error: unknown): boolean {
  return error instanceof Error && /Execution context was destroyed|navigation/i.test(error.message);
}

/**
 * Waits until the page is controlled by the service worker (toolchain.md): first
 * `navigator.serviceWorker.ready`, then `navigator.serviceWorker.controller`; a first load that
 * is still uncontrolled (the worker did not claim it) is reloaded once.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = 30_000): Promise<void> {
  if (page.url().startsWith('http') && !(await page.evaluate(() => 'serviceWorker' in navigator))) {
    throw new Error(`service workers are blocked in this test: tag it '${SW_TAG}' (tests/e2e/fixtures.ts)`);
  }
  const ready = async (): Promise<boolean> =>
    page.evaluate(
      (ms) =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise<boolean>((done) => setTimeout(() => done(false), ms)),
        ]),
      timeout,
    );
  let isReady: boolean;
  try {
    isReady = await ready();
  } catch (error) {
    // The app may reload itself when the new worker takes over: ask the new document.
    if (!isNavigationRace(error)) throw error;
    await page.waitForLoadState('load');
    isReady = await ready();
  }
  // A blocked worker still shows `navigator.serviceWorker` in this Chromium; it just never gets ready.
  if (!isReady) throw new Error(`no service worker became ready within ${timeout} ms (a test that needs one is tagged '${SW_TAG}': tests/e2e/fixtures.ts)`);

  const controlled = (ms: number) =>
    page
      .waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: ms })
      .then(() => true)
      .catch((error: unknown) => {
        if (isNavigationRace(error)) return false;
        if (error instanceof Error && error.name === 'TimeoutError') return false;
        throw error;
      });
  // clients.claim() usually lands within moments of activation.
  if (await controlled(3_000)) return;
  await page.reload({ waitUntil: 'load' });
  if (!(await controlled(timeout))) {
    throw new Error(`page not controlled by the service worker within ${timeout} ms after a reload`);
  }
}

/**
 * Marks the main-page popup as hidden for today — the library's day (Asia/Seoul), as the app
 * reckons it, whatever zone the browser context runs in — before any script runs. Most tests are
 * about something else and a modal popup would cover what they click.
 */
export const HIDE_POPUPS_SCRIPT = `(() => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const part = (type) => (parts.find((p) => p.type === type) || { value: '' }).value;
  try { localStorage.setItem('popup_no_sight', part('year') + '-' + part('month') + '-' + part('day')); } catch {}
})();`;

interface Options {
  /** false in the popup tests: the popup shows as for a first visit. */
  hidePopups: boolean;
}

/** Uncaught errors and unhandled rejections of the test's page: a test fails with any. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.name}: ${error.message}`));
  return errors;
}

interface Helpers {
  /** See {@link waitForServiceWorkerControl}. */
  waitForServiceWorkerControl: (page: Page, timeout?: number) => Promise<void>;
  /** See {@link makeAxe}. */
  makeAxe: (page: Page) => AxeBuilder;
}

export const test = base.extend<Helpers & Options>({
  hidePopups: [true, { option: true }],
  // Installing the service worker (it precaches every chunk, over 400 files) costs a new context
  // about 2.6 s of CPU on the CI machines, more than the cold load of /main it follows. A test
  // gets the worker when it is tagged '@sw' (offline, the worker, push, installing) or its file or
  // group says `test.use({ serviceWorkers: 'allow' })`; the rest test the pages as a browser with
  // no service worker support sees them.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires object destructuring here
  serviceWorkers: async ({}, use, testInfo) => use(testInfo.tags.includes(SW_TAG) ? 'allow' : 'block'),
  page: async ({ page, hidePopups }, use) => {
    if (hidePopups) await page.addInitScript(HIDE_POPUPS_SCRIPT);
    const errors = collectPageErrors(page);
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  context: async ({ context, hidePopups }, use) => {
    await keepOfflineAcrossNavigations(context);
    if (hidePopups) await context.addInitScript(HIDE_POPUPS_SCRIPT);
    await use(context);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires object destructuring here
  waitForServiceWorkerControl: async ({}, use) => {
    await use(waitForServiceWorkerControl);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires object destructuring here
  makeAxe: async ({}, use) => {
    await use(makeAxe);
  },
});

export { expect, keepOfflineAcrossNavigations };

/**
 * A browser with a profile on disk (service worker, IndexedDB and cookies survive closing it):
 * for the tests that restart the browser or ask Chromium about installability.
 */
export async function launchPersistent(userDataDir: string, baseURL: string | undefined, options: { hidePopups?: boolean } = {}): Promise<BrowserContext> {
  const executablePath = chromiumExecutable();
  const context = await chromium.launchPersistentContext(userDataDir, {
    headless: true,
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS],
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await keepOfflineAcrossNavigations(context);
  if (options.hidePopups !== false) await context.addInitScript(HIDE_POPUPS_SCRIPT);
  return context;
}
