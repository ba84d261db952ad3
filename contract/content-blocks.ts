/**
 * Blocks inside a CMS page body: a line of its own such as `{{library:hours}}` stands for a part
 * of the page that is not written in the page but drawn from data (the library's address, its
 * opening hours), so a fact kept once on the server is never copied into a page's text.
 *
 * Syntax: `{{name}}` or `{{name:arg:arg…}}` alone on a line (up to three spaces before it), not
 * inside a fenced code block. name: lower-case letters, digits and '-'; args: letters, digits,
 * '-' and '_'. Everything else is markdown. The page decides how to draw a block it knows and
 * leaves out one it does not; the assistant (server) writes a block out as markdown.
 */

export type ContentSegment =
  | { kind: 'markdown'; text: string }
  | {
      kind: 'block';
      /** e.g. 'library' */
      name: string;
      /** e.g. ['hours', 'DIGITAL'] */
      args: string[];
    };

const BLOCK_LINE = /^ {0,3}\{\{\s*([a-z][a-z0-9-]*)((?::[A-Za-z0-9_-]+)*)\s*\}\}\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The body as markdown runs and blocks, in order; runs keep their lines as written. */
export function splitContentBlocks(markdown: string): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let lines: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    const text = lines.join('\n');
    if (text.trim() !== '') segments.push({ kind: 'markdown', text });
    lines = [];
  };
  for (const line of markdown.split('\n')) {
    const opening = FENCE.exec(line)?.[1];
    if (fence !== null) {
      // A fence closes with a run of the same character at least as long as the opening one.
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = null;
      lines.push(line);
      continue;
    }
    if (opening) {
      fence = opening;
      lines.push(line);
      continue;
    }
    const block = BLOCK_LINE.exec(line);
    if (block?.[1]) {
      flush();
      segments.push({ kind: 'block', name: block[1], args: (block[2] ?? '').split(':').filter((arg) => arg !== '') });
      continue;
    }
    lines.push(line);
  }
  flush();
  return segments;
}

/** True when the body has at least one block (a page that needs data besides its text). */
export const hasContentBlocks = (markdown: string): boolean => splitContentBlocks(markdown).some((segment) => segment.kind === 'block');
