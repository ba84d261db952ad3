/**
 * The SVG sources of the demo images that the reference server serves as WebP (an SVG <img> is a
 * document of its own whose Korean text is laid out on the main thread, again and again; a
 * photo-like WebP decodes off it, as a real library's JPEG and PNG images do):
 *
 * - book covers, drawn here from server/seed/books.ts, 300×420 (2× the home page's 150×210);
 * - program posters, drawn here from server/seed/programs.ts, 600×800;
 * - main-page popups, drawn by hand in scripts/seed-images/popup/*.svg, 600×800.
 *
 * scripts/rasterize-seed-images.ts turns them into server/assets/uploads/{covers,programs,popup}/
 * *.webp. To look at or edit the SVGs themselves:
 *
 *   node --import tsx scripts/make-seed-images.ts [covers|posters|popups] [--out DIR]
 *
 * writes them under DIR (default: a folder in the system's temporary directory).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hasSeedCover, SEED_BOOKS, seedBookKey } from '../server/seed/books';
import { SEED_POPUPS } from '../server/seed/popups';
import { SEED_PROGRAMS } from '../server/seed/programs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The hand-drawn sources (popups). */
export const SEED_IMAGE_SOURCES = join(ROOT, 'scripts', 'seed-images');

export const SEED_IMAGE_KINDS = ['covers', 'posters', 'popups'] as const;
export type SeedImageKind = (typeof SEED_IMAGE_KINDS)[number];

/** The uploads folder each kind's images are served from. */
export const SEED_IMAGE_FOLDERS: Readonly<Record<SeedImageKind, string>> = { covers: 'covers', posters: 'programs', popups: 'popup' };

export interface SeedSvg {
  kind: SeedImageKind;
  /** The raster image's file name in its uploads folder, e.g. GGL0000001.webp. */
  file: string;
  svg: string;
  /** Pixel size of the raster image (the SVG's own size). */
  width: number;
  height: number;
}

/** The SVG's name beside a raster file name: GGL0000001.webp → GGL0000001.svg. */
export const svgName = (file: string): string => file.replace(/\.[a-z]+$/, '.svg');

const COVER_COLOURS = ['#0b5a7a', '#8c2f39', '#3d5a40', '#5b4b8a', '#b5651d', '#2f4858', '#7a4419', '#1f6f8b', '#6d597a'];

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Breaks text into lines of at most width characters, preferring spaces. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (Array.from(candidate).length <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (Array.from(rest).length > width) {
      lines.push(Array.from(rest).slice(0, width).join(''));
      rest = Array.from(rest).slice(width).join('');
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${Array.from(kept[maxLines - 1] ?? '').slice(0, width - 1).join('')}…`;
  return kept;
}

function tspans(lines: readonly string[], x: number, firstY: number, lineHeight: number): string {
  return lines
    .map((line, index) => `<tspan x="${x}" y="${firstY + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
}

/** The author under the title: one line as a plain text element, two as tspans. */
function authorText(lines: readonly string[], y: number): string {
  const style = 'font-family="sans-serif" font-size="20" fill="#ffffff" text-anchor="middle"';
  if (lines.length === 1) return `<text x="150" y="${y}" ${style}>${escapeXml(lines[0] ?? '')}</text>`;
  return `<text ${style}>${tspans(lines, 150, y, 26)}</text>`;
}

/** Covers show at 150×210 (5:7) on the home page: drawn at twice that. */
const COVER_WIDTH = 300;
const COVER_HEIGHT = 420;

function coverSvg(title: string, author: string, publisher: string, colour: string): string {
  const titleLines = wrap(title, 8, 4);
  // Twelve syllables at 20px fit inside the frame; a longer author (with a translator) takes two lines.
  const authorLines = wrap(author, 12, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(`${title} 표지`)}">
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${colour}"/>
  <rect x="18" y="18" width="264" height="384" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>
  <text font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${tspans(titleLines, 150, 100, 42)}</text>
  <line x1="110" y1="${120 + titleLines.length * 42}" x2="190" y2="${120 + titleLines.length * 42}" stroke="#ffffff" stroke-width="2"/>
  ${authorText(authorLines, 162 + titleLines.length * 42)}
  <text x="150" y="378" font-family="sans-serif" font-size="16" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${escapeXml(publisher)}</text>
</svg>
`;
}

function posterSvg(program: (typeof SEED_PROGRAMS)[number]): string {
  const titleLines = wrap(program.title, 12, 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img" aria-label="${escapeXml(`${program.title} 포스터`)}">
  <rect width="600" height="800" fill="${program.colour}"/>
  <circle cx="520" cy="90" r="150" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="80" cy="720" r="190" fill="#ffffff" fill-opacity="0.06"/>
  <rect x="48" y="60" width="${40 + Array.from(program.category).length * 28}" height="48" rx="24" fill="#ffffff"/>
  <text x="${68}" y="93" font-family="sans-serif" font-size="26" font-weight="700" fill="${program.colour}">${escapeXml(program.category)}</text>
  <text font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">${tspans(titleLines, 48, 210, 62)}</text>
  <text x="48" y="620" font-family="sans-serif" font-size="26" fill="#ffffff">대상 · ${escapeXml(program.target)}</text>
  <text x="48" y="664" font-family="sans-serif" font-size="26" fill="#ffffff">장소 · ${escapeXml(program.place)}</text>
  <text x="48" y="740" font-family="sans-serif" font-size="24" font-weight="700" fill="#ffffff" fill-opacity="0.9">경기도서관</text>
</svg>
`;
}

function coverSvgs(): SeedSvg[] {
  return SEED_BOOKS.flatMap((book, index) => {
    if (!hasSeedCover(index)) return [];
    const colour = COVER_COLOURS[index % COVER_COLOURS.length] ?? '#0b5a7a';
    const svg = coverSvg(book.title, book.author, book.publisher, colour);
    return [{ kind: 'covers' as const, file: `${seedBookKey(index)}.webp`, svg, width: COVER_WIDTH, height: COVER_HEIGHT }];
  });
}

function posterSvgs(): SeedSvg[] {
  return SEED_PROGRAMS.filter((program) => program.poster !== '').map((program) => ({
    kind: 'posters' as const,
    file: program.poster,
    svg: posterSvg(program),
    width: 600,
    height: 800,
  }));
}

/** Each popup image the seed names (once), from its hand-drawn SVG. */
function popupSvgs(): SeedSvg[] {
  const files = [...new Set(SEED_POPUPS.map((popup) => basename(popup.image)))];
  return files.map((file) => ({
    kind: 'popups' as const,
    file,
    svg: readFileSync(join(SEED_IMAGE_SOURCES, 'popup', svgName(file)), 'utf8'),
    width: 600,
    height: 800,
  }));
}

/** The SVG sources of one kind of demo image, or of all when kind is undefined. */
export function seedSvgs(kind?: SeedImageKind): SeedSvg[] {
  return [
    ...(kind === undefined || kind === 'covers' ? coverSvgs() : []),
    ...(kind === undefined || kind === 'posters' ? posterSvgs() : []),
    ...(kind === undefined || kind === 'popups' ? popupSvgs() : []),
  ];
}

export const isSeedImageKind = (text: string): text is SeedImageKind => (SEED_IMAGE_KINDS as readonly string[]).includes(text);

function main(argv: readonly string[]): void {
  const outAt = argv.indexOf('--out');
  const out = outAt === -1 ? join(tmpdir(), 'gglib-seed-svg') : argv[outAt + 1];
  const rest = argv.filter((_, index) => outAt === -1 || (index !== outAt && index !== outAt + 1));
  const only = rest[0];
  if (out === undefined || rest.length > 1 || (only !== undefined && !isSeedImageKind(only))) {
    console.error('usage: make-seed-images.ts [covers|posters|popups] [--out DIR]');
    process.exit(2);
  }
  const images = seedSvgs(only);
  for (const image of images) {
    const path = join(out, SEED_IMAGE_FOLDERS[image.kind], svgName(image.file));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, image.svg);
  }
  console.info(`wrote ${images.length} SVG files under ${out}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
