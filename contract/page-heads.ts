/*
 * Page heads the app shell may show before the app has started (docs/architecture.md "Page heads
 * in the shell").
 *
 * A page whose heading and introduction are fixed text (the catalogue search: 자료검색 and its one
 * line) paints them first thing when the shell carries them: the server puts them in the shell's
 * empty `<main>` for that address, as the page's own `.container`, h1 and intro, so the app's
 * first render replaces them with the same text at the same place. The build writes the table from the
 * app's message catalogue (src/app/page-heads.ts), so the two cannot differ; the server reads it.
 */

/** One page's fixed head: its h1 and the line under it. */
export interface PageHead {
  title: string;
  intro: string;
}

/** Where the build leaves the table (path → head), beside its manifest: not served to the web. */
export const PAGE_HEADS_FILE = '.vite/page-heads.json';

/** A table as read from the build's file: only well-formed entries of in-app paths. */
export function parsePageHeads(value: unknown): Record<string, PageHead> {
  const heads: Record<string, PageHead> = {};
  if (typeof value !== 'object' || value === null) return heads;
  for (const [path, head] of Object.entries(value)) {
    if (!path.startsWith('/') || typeof head !== 'object' || head === null) continue;
    const { title, intro } = head as Record<string, unknown>;
    if (typeof title === 'string' && typeof intro === 'string' && title !== '') heads[path] = { title, intro };
  }
  return heads;
}
