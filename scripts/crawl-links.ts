/**
 * Which of a page's links the crawl (scripts/crawl.ts) visits next: the portal's own pages, each
 * address once, at most `perSection` addresses under one two-segment prefix (so that 1,000 book
 * pages or list pages do not crowd out the rest), never a logout or a call to the API.
 */

/** Prefixes that are not pages of the app: the API, files, the server-rendered stand-ins. */
const NOT_PAGES = /^\/(uploads|api|gglib|sso|oidc|cert|assets|images|icons)(\/|$)/;

export interface CrawlQueue {
  /** Addresses already queued or visited (path and query, no fragment). */
  seen: Set<string>;
  /** How many addresses each section prefix has queued. */
  perPrefix: Map<string, number>;
}

export function newCrawlQueue(): CrawlQueue {
  return { seen: new Set(), perPrefix: new Map() };
}

/** The section an address counts against: its first two path segments. */
export function sectionPrefix(address: string): string {
  const path = address.split('?')[0] ?? '';
  return path.split('/').slice(0, 3).join('/');
}

/** The addresses among `hrefs` to visit next, recorded in `queue`. */
export function nextAddresses(hrefs: readonly string[], queue: CrawlQueue, perSection: number): string[] {
  const next: string[] = [];
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const address = href.split('#')[0] ?? '';
    if (address === '' || queue.seen.has(address) || NOT_PAGES.test(address) || /logout/i.test(address)) continue;
    const prefix = sectionPrefix(address);
    const count = queue.perPrefix.get(prefix) ?? 0;
    if (count >= perSection) continue;
    queue.perPrefix.set(prefix, count + 1);
    queue.seen.add(address);
    next.push(address);
  }
  return next;
}
