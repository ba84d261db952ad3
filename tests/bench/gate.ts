/**
 * The member at the library gate: a cold start of an installed profile with no network, on /main
 * with the day's news popup due, to a barcode on screen. Each run starts a new browser on the same
 * profile (service worker, IndexedDB and the sealed session survive), goes offline, opens /main
 * and taps 모바일 회원증 as soon as it is there.
 *
 * Timed inside the page (performance.now(), from the navigation's start), so the harness's own
 * polling is not counted: when the card button appeared, when the tap landed, when the bars were
 * drawn. 'barcode' is button-ready plus tap-to-bars: what a member who taps at once waits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { keepOfflineAcrossNavigations } from '../e2e/offline-shim';

export interface GateRun {
  /** The header's 모바일 회원증 button in the document, ms from navigation start. */
  button: number;
  /** From the tap to the barcode's bars in the document, ms. */
  tapToBars: number;
  /** button + tapToBars. */
  barcode: number;
  /** Whether the news popup was up when the card was tapped (it is due on every run). */
  popupShown: boolean;
}

const MEMBER = { id: 'member1', password: 'Passw0rd!' };
const TIMEOUT_MS = 20_000;

/** Records, from the first script on, when the card button and the bars appear and when the tap lands. */
const PROBE_SCRIPT = `(() => {
  const marks = (globalThis.__gate = {});
  const check = () => {
    if (marks.button === undefined) {
      for (const b of document.querySelectorAll('header button')) {
        if ((b.textContent || '').replace(/\\s+/g, '').includes('회원증')) { marks.button = performance.now(); break; }
      }
    }
    if (marks.bars === undefined && document.querySelector('.member-card__barcode rect')) marks.bars = performance.now();
    if (marks.popup === undefined && document.querySelector('dialog.popup-dialog[open]')) marks.popup = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('header button') : null;
    if (target && (target.textContent || '').replace(/\\s+/g, '').includes('회원증') && marks.tap === undefined) marks.tap = performance.now();
  }, true);
})();`;

type Marks = { button?: number; tap?: number; bars?: number; popup?: number };

async function launch(profile: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS],
    headless: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 390, height: 844 },
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  await keepOfflineAcrossNavigations(context);
  return context;
}

export async function measureGate(origin: string, runs: number, log: (line: string) => void): Promise<GateRun[]> {
  const profile = mkdtempSync(join(tmpdir(), 'gglib-bench-gate-'));
  try {
    // One online visit: the service worker installs, the member logs in, today's popups are kept.
    let context = await launch(profile);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${origin}/main`, { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto(`${origin}/login?returnTo=%2Fmain`);
      await page.getByRole('textbox', { name: '아이디' }).fill(MEMBER.id);
      await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER.password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByRole('dialog', { name: '도서관 소식' }).waitFor({ timeout: TIMEOUT_MS });
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: TIMEOUT_MS });
    } finally {
      await context.close();
    }

    const results: GateRun[] = [];
    for (let i = 1; i <= runs; i++) {
      context = await launch(profile);
      try {
        await context.addInitScript(PROBE_SCRIPT);
        await context.setOffline(true);
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${origin}/main`, { waitUntil: 'commit' });
        await page.getByRole('banner').getByRole('button', { name: '모바일 회원증' }).click({ timeout: TIMEOUT_MS });
        await page.locator('.member-card__barcode rect').first().waitFor({ timeout: TIMEOUT_MS });
        const marks = await page.evaluate(() => (globalThis as unknown as { __gate: Marks }).__gate);
        if (marks.button === undefined || marks.tap === undefined || marks.bars === undefined) throw new Error(`run ${i}: missing marks ${JSON.stringify(marks)}`);
        const run: GateRun = {
          button: marks.button,
          tapToBars: marks.bars - marks.tap,
          barcode: marks.button + (marks.bars - marks.tap),
          popupShown: marks.popup !== undefined && marks.popup <= marks.tap,
        };
        results.push(run);
        log(
          `  run ${i}/${runs}: button ${run.button.toFixed(1)} ms, tap → bars ${run.tapToBars.toFixed(1)} ms, barcode ${run.barcode.toFixed(1)} ms` +
            (run.popupShown ? ' (popup was up)' : ' (popup not yet up)'),
        );
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
