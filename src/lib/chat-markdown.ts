import { micromark } from 'micromark';

/**
 * Markdown written by the assistant, rendered to HTML that is safe to insert.
 *
 * - Raw HTML in the source is escaped (micromark, `allowDangerousHtml: false`).
 * - Link and image addresses are checked after decoding (HTML entities, percent-encoding, several
 *   rounds; whitespace and control characters removed; any case): links may be http(s), mailto,
 *   tel or relative; images http(s), relative, or `data:image/{gif,png,jpeg,webp}`. A rejected
 *   link renders as its text, a rejected image as its alt text.
 * - Links to another origin open in a new tab with `rel="noopener noreferrer"`.
 * - Nesting is limited to {@link NESTING_LIMIT}: deeper block quotes and lists are flattened, and
 *   emphasis or bracket openers beyond the limit are escaped (literal text). micromark is
 *   quadratic on pathological nesting; the limits keep every input fast.
 *
 * The source is prepared line by line and inline state restarts at blank lines, so rendering a
 * document block by block (split at blank lines) gives the same HTML as rendering it whole.
 */
export function renderChatMarkdown(source: string, options: ChatMarkdownOptions = {}): string {
  const html = micromark(prepareChatMarkdown(source), { allowDangerousHtml: false, allowDangerousProtocol: true });
  return secureMedia(html, options.origin ?? currentOrigin());
}

export interface ChatMarkdownOptions {
  /** The page's origin, to tell same-site links from others; defaults to `location.origin`. */
  origin?: string;
}

export const NESTING_LIMIT = 100;

// ---------------------------------------------------------------------------------------------
// Addresses

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
const DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp)(?:;[a-z0-9=._+-]+)*,/;
const DECODE_ROUNDS = 6;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: ' ',
  sol: '/', bsol: '\\', period: '.', lpar: '(', rpar: ')', excl: '!', num: '#', percnt: '%', semi: ';',
  equals: '=', commat: '@', quest: '?', plus: '+', comma: ',', lowbar: '_', hyphen: '-', dash: '-',
};

function decodeEntities(value: string): string {
  // Numeric references are decoded by browsers even without the semicolon.
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (match, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function decodePercent(value: string): string {
  return value.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The address as a browser (or a careless consumer) could end up reading it: entities and
 * percent-escapes decoded repeatedly, whitespace, control and invisible characters removed,
 * lower-cased.
 */
function normaliseUrl(url: string): string {
  let value = url;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = decodePercent(decodeEntities(value));
    if (next === value) break;
    value = next;
  }
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]+/g, '').toLowerCase();
}

/** True when `url` may be used as a link (`href`) or an image (`src`) in an assistant answer. */
export function isAllowedUrl(url: string, kind: 'link' | 'image'): boolean {
  const value = normaliseUrl(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(value)?.[1];
  if (scheme === undefined) return true; // relative: a path, a query or a fragment of this site
  if (scheme === 'data') return kind === 'image' && DATA_IMAGE.test(value);
  return (kind === 'link' ? LINK_SCHEMES : IMAGE_SCHEMES).has(scheme);
}

const FALLBACK_ORIGIN = 'https://same-origin.invalid';

function currentOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : FALLBACK_ORIGIN;
}

/** http(s) or protocol-relative addresses whose origin is not the page's. */
function isOtherOrigin(href: string, origin: string): boolean {
  const value = decodeEntities(href).trim();
  if (!/^(?:https?:|[/\\]{2})/i.test(value)) return false;
  try {
    return new URL(value, origin).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}

// micromark's own output: raw HTML is escaped, so these tags come only from links and images.
// Links never contain links, so the first `</a>` closes the link.
const IMAGE_TAG = /<img src="([^"]*)" alt="([^"]*)"((?: title="[^"]*")?) \/>/g;
const LINK_TAG = /<a href="([^"]*)"((?: title="[^"]*")?)>([\s\S]*?)<\/a>/g;

function secureMedia(html: string, origin: string): string {
  if (!html.includes('<a href="') && !html.includes('<img src="')) return html;
  return html
    .replace(IMAGE_TAG, (_tag, src: string, alt: string, title: string) =>
      isAllowedUrl(src, 'image')
        ? `<img src="${src}" alt="${alt}"${title} loading="lazy" decoding="async" referrerpolicy="no-referrer" />`
        : alt,
    )
    .replace(LINK_TAG, (_tag, href: string, title: string, label: string) => {
      if (!isAllowedUrl(href, 'link')) return label;
      const external = isOtherOrigin(href, origin) ? ' rel="noopener noreferrer" target="_blank"' : '';
      return `<a href="${href}"${title}${external}>${label}</a>`;
    });
}

// ---------------------------------------------------------------------------------------------
// Nesting limits (line count and line order are preserved)

/** The source with block and inline nesting capped at {@link NESTING_LIMIT}. */
export function prepareChatMarkdown(source: string): string {
  return limitInline(source.split('\n').map(limitBlockPrefix)).join('\n');
}

const isBlank = (char: string | undefined): boolean => char === undefined || char === ' ' || char === '\t' || char === '\r';

/** Length of a list marker (`-`, `+`, `*`, `1.`, `1)`) at `at` followed by a blank, else 0. */
function listMarkerLength(line: string, at: number): number {
  const char = line[at];
  if (char === '-' || char === '+' || char === '*') return isBlank(line[at + 1]) ? 1 : 0;
  let end = at;
  while (end < line.length && end - at < 9 && line.charCodeAt(end) >= 48 && line.charCodeAt(end) <= 57) end++;
  if (end === at || (line[end] !== '.' && line[end] !== ')')) return 0;
  return isBlank(line[end + 1]) ? end + 1 - at : 0;
}

/**
 * Block quotes and lists: a line whose container prefix (markers, and indentation at two
 * columns a level) goes deeper than the limit keeps the first levels and loses the rest.
 */
function limitBlockPrefix(line: string): string {
  let depth = 0;
  let columns = 0;
  let at = 0;
  let cut = -1;
  while (at < line.length) {
    const char = line[at]!;
    let next = at;
    if (char === ' ') {
      columns++;
      next++;
    } else if (char === '\t') {
      columns += 4 - (columns % 4);
      next++;
    } else if (char === '>') {
      depth++;
      next++;
    } else {
      const marker = listMarkerLength(line, at);
      if (marker === 0) break;
      depth++;
      next += marker;
    }
    if (cut < 0 && depth + Math.floor(columns / 2) > NESTING_LIMIT) cut = at;
    at = next;
  }
  if (cut < 0) return line;
  return `${line.slice(0, cut).trimEnd()} ${line.slice(at)}`;
}

const FENCE = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*(`{3,}|~{3,})(.*)$/;

function backslashAll(run: string): string {
  return run.replace(/[\s\S]/g, '\\$&');
}

/**
 * Emphasis and brackets: openers past the limit are escaped, and so are the closers that would
 * have matched them. Code (fenced blocks and code spans) is left alone; state restarts at blank
 * lines and fences.
 */
function limitInline(lines: string[]): string[] {
  let emphasis = 0;
  let emphasisExcess = 0;
  let brackets = 0;
  let bracketExcess = 0;
  let fence: { char: string; length: number } | undefined;
  const reset = () => {
    emphasis = emphasisExcess = brackets = bracketExcess = 0;
  };
  return lines.map((line) => {
    const fenceMatch = FENCE.exec(line.length > 2000 ? line.slice(0, 2000) : line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence.char && fenceMatch[1]!.length >= fence.length && fenceMatch[2]!.trim() === '') {
        fence = undefined;
      }
      return line;
    }
    if (fenceMatch && !(fenceMatch[1]![0] === '`' && fenceMatch[2]!.includes('`'))) {
      fence = { char: fenceMatch[1]![0]!, length: fenceMatch[1]!.length };
      reset();
      return line;
    }
    if (line.trim() === '') {
      reset();
      return line;
    }
    if (!/[*_[\]]/.test(line)) return line;

    // Code spans on this line: the start of each backtick run, by length, to find its closer.
    const runsByLength = new Map<number, number[]>();
    for (let at = 0; at < line.length; ) {
      if (line[at] !== '`') {
        at++;
        continue;
      }
      let end = at;
      while (line[end] === '`') end++;
      const list = runsByLength.get(end - at) ?? [];
      list.push(at);
      runsByLength.set(end - at, list);
      at = end;
    }
    const runCursor = new Map<number, number>();

    let out = '';
    let copied = 0;
    const escape = (from: number, to: number) => {
      out += line.slice(copied, from) + backslashAll(line.slice(from, to));
      copied = to;
    };
    for (let at = 0; at < line.length; ) {
      const char = line[at]!;
      if (char === '\\') {
        at += 2;
      } else if (char === '`') {
        let end = at;
        while (line[end] === '`') end++;
        const starts = runsByLength.get(end - at)!;
        let cursor = runCursor.get(end - at) ?? 0;
        while (cursor < starts.length && starts[cursor]! <= at) cursor++;
        runCursor.set(end - at, cursor + 1);
        at = cursor < starts.length ? starts[cursor]! + (end - at) : end;
      } else if (char === '*' || char === '_') {
        let end = at;
        while (line[end] === char) end++;
        const length = end - at;
        const before = line[at - 1];
        const after = line[end];
        const opens = !isBlank(after);
        const closes = at > 0 && !isBlank(before);
        const intraword = char === '_' && opens && closes && /[\p{L}\p{N}]/u.test(before!) && /[\p{L}\p{N}]/u.test(after!);
        if (!intraword) {
          if (closes && emphasis > 0) {
            emphasis = Math.max(0, emphasis - length);
          } else if (closes && !opens && emphasisExcess > 0) {
            emphasisExcess = Math.max(0, emphasisExcess - length);
            escape(at, end);
          } else if (opens) {
            if (emphasis + length > NESTING_LIMIT) {
              emphasisExcess += length;
              escape(at, end);
            } else {
              emphasis += length;
            }
          }
        }
        at = end;
      } else if (char === '[') {
        if (brackets >= NESTING_LIMIT) {
          bracketExcess++;
          escape(at, at + 1);
        } else {
          brackets++;
        }
        at++;
      } else if (char === ']') {
        if (brackets > 0) brackets--;
        else if (bracketExcess > 0) {
          bracketExcess--;
          escape(at, at + 1);
        }
        at++;
      } else {
        at++;
      }
    }
    return copied === 0 ? line : out + line.slice(copied);
  });
}
