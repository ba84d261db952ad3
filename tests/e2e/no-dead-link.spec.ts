import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { MenuItem } from '../../contract/menu';
import { fetchMenus, flatten } from './api';
import { expect, test } from './fixtures';
import { MEMBER2, login } from './members';

/*
 * Issue 17 part 5, no dead link: every menu item the server returns and every internal link on the
 * pages they reach (two levels deep), walked on a phone-sized screen as a visitor and as a member.
 * A page fails when it is the 404 page ('Page Not Found'), when its main content is empty, or when
 * it is a placeholder. Pages are opened the way the app's own links open them (the router, no full
 * reload), so the walk is quick; one page per address pattern (a post, a book, a program) is enough
 * for the pattern.
 */

const PHONE = { width: 390, height: 844 };
/** Main content shorter than this (beyond its heading) counts as empty. */
const MIN_TEXT = 20;
const PLACEHOLDERS = [/준비\s?중입니다/, /준비 중/, /lorem ipsum/i, /coming soon/i, /\bTODO\b/, /공사 중/];
/** Paths that leave the app, end a session, download a file or start a provider's sign-in. */
const SKIP = [/^\/(oidc|idp|gglib|api|sw\.js)(\/|$)/, /^\/(sso-logout|cyber-sso-logout)/, /^\/merge-user\//, /^\/sns-callback\//, /^\/login\/anyId/, /\.(ics|pdf|png|jpe?g|svg|webp|mp4|webm|json|txt|xml)(\?|$)/i];
const MAX_PAGES = 400;

/** Spec §2's menu types to the address the menu opens (5 outside: not ours; 0 a group heading). */
function menuAddress(item: MenuItem): string | null {
  switch (item.MENU_TYPE) {
    case 1:
      return `/contents/${item.MENU_URL_WORD}`;
    case 2:
      return `/board/${item.MENU_URL_WORD}`;
    case 6:
      return `/custom/${item.MENU_URL_WORD}`;
    case 3:
    case 7:
    case 8:
      return item.MODULE_URL || null;
    case 4:
      return item.INSIDE_URL || null;
    default:
      return null;
  }
}

/** One page per address pattern: numbers and long keys stand for any. */
function patternOf(address: string): string {
  const url = new URL(address, 'http://x');
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, '/:n').replace(/\/[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{5,}(?=\/|$)/g, '/:key');
  const query = [...url.searchParams.keys()].sort().join('&');
  return query ? `${path}?${query}` : path;
}

interface Visit {
  problem: string | null;
  links: string[];
}

/** Opens an address as the app's links do (history + popstate: the router, no reload) and reads the page. */
async function visit(page: Page, address: string): Promise<Visit> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
  const main = page.locator('#main-content');
  const heading = main.getByRole('heading', { level: 1 }).first();
  // A page may first say something in the app's alert (spec §8: 'already verified', 'log in first')
  // and then move on: close it as a person would.
  const alert = page.getByRole('alertdialog');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await alert.isVisible()) {
      await alert.getByRole('button').first().click();
      continue;
    }
    if (await heading.isVisible()) {
      // Still so a moment later (the page that was left can show until the new one renders).
      await page.waitForTimeout(300);
      if (!(await alert.isVisible()) && (await heading.isVisible())) break;
      continue;
    }
    await page.waitForTimeout(100);
  }
  // Settled: a heading shows and no loading message is left in the main content.
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await main.innerText()).includes('불러오는 중'), { timeout: 10_000 })
    .toBe(false)
    .catch(() => undefined);
  // The old page's heading can still be showing when the loop above ends; a second later the
  // router shows its pending dots while the new page's code loads (on a busy machine the search
  // page was judged empty that way). Give the content the same 10 s to fill in.
  await expect
    .poll(async () => (await main.innerText()).trim().length - (await heading.innerText()).trim().length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(MIN_TEXT)
    .catch(() => undefined);
  const text = (await main.innerText()).trim();
  const title = (await heading.innerText()).trim();
  let problem: string | null = null;
  if (/Page Not Found/.test(text) || (await page.locator('.error-page').count()) > 0) problem = `error page: ${text.slice(0, 80).replace(/\s+/g, ' ')}`;
  else if (text.length - title.length < MIN_TEXT) problem = `empty main content (${text.length} characters)`;
  else {
    const placeholder = PLACEHOLDERS.find((pattern) => pattern.test(text));
    if (placeholder) problem = `placeholder text ${String(placeholder)}`;
  }
  const links = await main.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .filter((anchor) => !(anchor as HTMLAnchorElement).target || (anchor as HTMLAnchorElement).target === '_self')
      .map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  return { problem, links };
}

/** Internal, followable addresses among hrefs (same origin, not skipped), as path + query. */
function internal(hrefs: readonly string[], origin: string): string[] {
  const out: string[] = [];
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const address = `${url.pathname}${url.search}`;
    if (SKIP.some((pattern) => pattern.test(address))) continue;
    out.push(address);
  }
  return out;
}

/** Whom axe checks in a walk: the visitor's walk every page; the member's only what a visitor cannot open. */
type AxeScope = { makeAxe: (page: Page) => AxeBuilder; only?: RegExp };

async function walk(page: Page, starts: readonly string[], axe: AxeScope): Promise<{ visited: number; problems: string[] }> {
  const origin = new URL(page.url()).origin;
  const seen = new Set<string>();
  const problems: string[] = [];
  let visited = 0;
  let level = starts.filter((address) => !SKIP.some((pattern) => pattern.test(address)));
  // Level 1: the menus' pages; level 2: the internal links on them.
  for (let depth = 1; depth <= 2 && level.length > 0; depth++) {
    const next: string[] = [];
    for (const address of level) {
      const pattern = patternOf(address);
      if (seen.has(pattern) || visited >= MAX_PAGES) continue;
      seen.add(pattern);
      visited++;
      try {
        const result = await visit(page, address);
        if (result.problem) problems.push(`${address} (level ${depth}): ${result.problem}`);
        else if (!axe.only || axe.only.test(new URL(page.url()).pathname)) {
          // WCAG 2.2 AA on every page the walk reaches (issue 17: axe on every route).
          const { violations } = await axe.makeAxe(page).analyze();
          for (const violation of violations) problems.push(`${address} (level ${depth}): axe ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        }
        if (depth === 1) next.push(...internal(result.links, origin));
      } catch (error) {
        problems.push(`${address} (level ${depth}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        // Start again from a clean page for the next address.
        await page.goto('/main');
        await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
    }
    level = next;
  }
  return { visited, problems };
}

test.describe('no dead link', () => {
  // The two walks on the two workers at once, not one after the other at the end of the run.
  test.describe.configure({ mode: 'parallel' });
  for (const role of ['visitor', 'member'] as const) {
    test(`every menu item and every link on its page leads to a real page (${role}, phone)`, async ({ page, request, makeAxe }) => {
      test.setTimeout(600_000);
      const menus = flatten((await fetchMenus(request)).filter((item) => item.MENU_ID !== 17));
      const starts = [...new Set(menus.map(menuAddress).filter((address): address is string => address !== null))];
      expect(starts.length).toBeGreaterThan(40);
      // On a phone the logout button lives in the full menu: log in wide, then narrow the window.
      if (role === 'member') await login(page, MEMBER2, '/main');
      else await page.goto('/main');
      await page.setViewportSize(PHONE);
      await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The footer's links (terms, privacy) are on every page: walked once, at level 1.
      const footer = internal(await page.getByRole('contentinfo').locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href)), new URL(page.url()).origin);
      const { visited, problems } = await walk(page, [...starts, ...footer], role === 'visitor' ? { makeAxe } : { makeAxe, only: /^\/(mypage|gyeonggi-citizen|vertify)\/|\/apply|\/program-apply|\/rental-facility/ });
      test.info().annotations.push({ type: 'pages', description: `${visited} pages walked as ${role}` });
      expect(problems).toEqual([]);
      expect(visited).toBeGreaterThan(starts.length);
    });
  }
});
