/**
 * A probe of the running portal as a visitor (or member1) walks it: from /main it follows every
 * internal link (scripts/crawl-links.ts) and reports, page by page, what a person or a reviewer
 * would notice: console errors and warnings, uncaught errors, requests to the portal that failed,
 * a "not found" page, a page with no h1, a page that says 준비 중, and with --axe what axe finds
 * (WCAG 2.2 AA). Exits 1 when it found anything.
 *
 *   npm start                                   # the portal on http://localhost:4173
 *   npm run crawl -- [--base http://localhost:4173] [--member] [--desktop] [--axe] [--max 400]
 *
 * Pages that ask a visitor to log in (나의 도서관 and the like), or a member to verify residency
 * first (경기 독서포인트), show that request in an alert dialog and have no h1 of their own; they
 * are not counted as missing one. With --member the members' pages are crawled logged in. Service workers are blocked,
 * as in most end-to-end tests. Not part of `npm test`: a crawl of all 220-odd pages takes minutes.
 */
import { parseArgs } from 'node:util';
import { chromium, type ConsoleMessage } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/e2e/browser';
import { HIDE_POPUPS_SCRIPT, makeAxe } from '../tests/e2e/fixtures';
import { MEMBER1, submitLogin } from '../tests/e2e/members';
import { newCrawlQueue, nextAddresses } from './crawl-links';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://localhost:${process.env.PORT ?? '4173'}` },
    member: { type: 'boolean', default: false },
    desktop: { type: 'boolean', default: false },
    axe: { type: 'boolean', default: false },
    max: { type: 'string', default: '400' },
    'per-section': { type: 'string', default: '6' },
  },
});
const base = values.base.replace(/\/$/, '');
const max = Number(values.max);
const perSection = Number(values['per-section']);

const executablePath = chromiumExecutable();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({
  baseURL: base,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
  serviceWorkers: 'block',
  ...(values.desktop ? { viewport: { width: 1280, height: 800 } } : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }),
});
await context.addInitScript(HIDE_POPUPS_SCRIPT);
const page = await context.newPage();

let current = '(start)';
const findings = new Map<string, string[]>();
const note = (address: string, finding: string) => {
  const list = findings.get(finding) ?? [];
  if (!list.includes(address)) list.push(address);
  findings.set(finding, list);
};
const consoleKinds = new Set<ReturnType<ConsoleMessage['type']>>(['error', 'warning']);
page.on('console', (message) => {
  // Playwright's own note when a page registers its worker.
  if (consoleKinds.has(message.type()) && !/registration blocked by Playwright/.test(message.text())) note(current, `console.${message.type()}: ${message.text().slice(0, 240)}`);
});
page.on('pageerror', (error) => note(current, `uncaught ${error.name}: ${error.message.slice(0, 240)}`));
page.on('response', (response) => {
  const url = response.url();
  if (url.startsWith(base) && response.status() >= 400) note(current, `HTTP ${response.status()} ${url.slice(base.length).split('?')[0]}`);
});

if (values.member) {
  current = '/login';
  await page.goto('/login?returnTo=%2Fmain');
  await submitLogin(page, MEMBER1);
  await page.waitForURL(/\/main$/, { timeout: 60_000 });
}

const queue = newCrawlQueue();
const pending = nextAddresses(['/main'], queue, perSection);
let visited = 0;
while (pending.length > 0 && visited < max) {
  const address = pending.shift()!;
  current = address;
  visited++;
  try {
    await page.goto(address, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    // The page's data may have arrived and still be rendering (a transition, in slices that yield):
    // a page is only noted for having no h1 when none has come within a few seconds more. One
    // desktop crawl on a busy machine noted an exhibition's page whose h1 came 0.3–1 s after the
    // network had gone quiet.
    await page
      .locator('h1, dialog[open][role="alertdialog"]')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
  } catch (error) {
    note(address, `did not load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    continue;
  }
  const shown = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    notFound: /페이지를 찾을 수 없습니다|Page Not Found/.test(document.body.innerText),
    placeholder: /준비 중/.test(document.querySelector('main')?.textContent ?? ''),
    // A page that answers with a request instead (log in first, verify residency first) shows it
    // in an alert dialog over an empty page.
    request: document.querySelector('dialog[open][role="alertdialog"]') !== null,
    hrefs: Array.from(document.querySelectorAll('a[href]'), (anchor) => anchor.getAttribute('href') ?? ''),
  }));
  if (shown.notFound) note(address, 'a "not found" page');
  if (shown.placeholder) note(address, 'says 준비 중');
  if (shown.h1 === 0 && !shown.request) note(address, 'no h1');
  if (shown.h1 > 1) note(address, `${shown.h1} h1 elements`);
  if (values.axe) {
    const results = await makeAxe(page).analyze();
    for (const violation of results.violations) note(address, `axe ${violation.id} (${violation.impact ?? 'n/a'})`);
  }
  pending.push(...nextAddresses(shown.hrefs, queue, perSection));
  if (process.stdout.isTTY) process.stdout.write(`\r${visited} pages visited, ${pending.length} queued`);
}
await browser.close();

if (process.stdout.isTTY) process.stdout.write('\n');
const as = values.member ? 'member1' : 'a visitor';
console.log(`${base}: ${visited} pages as ${as} (${values.desktop ? '1280×800' : '412×823 phone'}${values.axe ? ', axe' : ''}), ${pending.length} left unvisited`);
if (findings.size === 0) {
  console.log('nothing found');
} else {
  for (const [finding, addresses] of [...findings].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`\n${finding}\n  on ${addresses.length} page${addresses.length === 1 ? '' : 's'}: ${addresses.slice(0, 8).join(' ')}${addresses.length > 8 ? ' …' : ''}`);
  }
  process.exitCode = 1;
}
