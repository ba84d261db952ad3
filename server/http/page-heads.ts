import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_HEADS_FILE, parsePageHeads, type PageHead } from '../../contract/page-heads';
import { escapeHtml } from './escape-html';

/*
 * The fixed page heads the shell shows before the app starts (contract/page-heads.ts), read from
 * the build (dist/.vite/page-heads.json) and read again when a new build replaces it.
 */

/** The head's markup for a path ('' when the page has none). */
export type PageHeads = (path: string) => Promise<string>;

export function pageHeads(distDir: string): PageHeads {
  const file = join(distDir, PAGE_HEADS_FILE);
  let loadedAt = -1;
  let heads: Record<string, PageHead> = {};
  const refresh = async () => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      heads = {};
      loadedAt = -1;
      return;
    }
    if (info.mtimeMs === loadedAt) return;
    loadedAt = info.mtimeMs;
    try {
      heads = parsePageHeads(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      heads = {};
    }
  };
  return async (path) => {
    await refresh();
    const key = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const head = Object.hasOwn(heads, key) ? heads[key] : undefined;
    return head ? pageHeadHtml(head) : '';
  };
}

/** The head's markup: the page's own frame (`.container`), its h1 and its intro. */
export function pageHeadHtml(head: PageHead): string {
  return `<div class="container"><h1 class="page-title">${escapeHtml(head.title)}</h1><p class="page-intro">${escapeHtml(head.intro)}</p></div>`;
}

/** The empty `<main>` of index.html, which the app fills (and replaces on its first render). */
const EMPTY_MAIN = /(<main id="main-content"[^>]*>)(<\/main>)/;

/** The shell with a page head in its `<main>`; as it was when it has none to fill. */
export function withPageHead(html: string, headHtml: string): string {
  if (headHtml === '') return html;
  return html.replace(EMPTY_MAIN, (_match, open: string, close: string) => `${open}${headHtml}${close}`);
}
