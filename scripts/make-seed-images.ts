/**
 * Writes the demo book covers and program posters (simple SVG placeholders) from the seed data:
 *
 *   node --import tsx scripts/make-seed-images.ts [covers|posters]
 *
 * server/assets/uploads/covers/{book_key}.svg for every seed book that has a cover, and
 * server/assets/uploads/programs/{poster} for every program with a poster; 'covers' or 'posters'
 * writes only those. Run it again after changing server/seed/books.ts or server/seed/programs.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasSeedCover, SEED_BOOKS, seedBookKey } from '../server/seed/books';
import { SEED_PROGRAMS } from '../server/seed/programs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const UPLOADS = join(ROOT, 'server', 'assets', 'uploads');

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

function coverSvg(title: string, author: string, publisher: string, colour: string): string {
  const titleLines = wrap(title, 8, 4);
  // Twelve syllables at 20px fit inside the frame; a longer author (with a translator) takes two lines.
  const authorLines = wrap(author, 12, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 440" role="img" aria-label="${escapeXml(`${title} 표지`)}">
  <rect width="300" height="440" fill="${colour}"/>
  <rect x="18" y="18" width="264" height="404" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>
  <text font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${tspans(titleLines, 150, 110, 42)}</text>
  <line x1="110" y1="${130 + titleLines.length * 42}" x2="190" y2="${130 + titleLines.length * 42}" stroke="#ffffff" stroke-width="2"/>
  ${authorText(authorLines, 172 + titleLines.length * 42)}
  <text x="150" y="396" font-family="sans-serif" font-size="16" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${escapeXml(publisher)}</text>
</svg>
`;
}

function posterSvg(program: (typeof SEED_PROGRAMS)[number]): string {
  const titleLines = wrap(program.title, 12, 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" role="img" aria-label="${escapeXml(`${program.title} 포스터`)}">
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

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  console.info(`wrote ${relative(ROOT, path)}`);
}

const only = process.argv[2];
if (only !== undefined && only !== 'covers' && only !== 'posters') {
  console.error(`usage: make-seed-images.ts [covers|posters], not ${only}`);
  process.exit(2);
}
if (only !== 'posters') {
  for (const [index, book] of SEED_BOOKS.entries()) {
    if (!hasSeedCover(index)) continue;
    const colour = COVER_COLOURS[index % COVER_COLOURS.length] ?? '#0b5a7a';
    write(join(UPLOADS, 'covers', `${seedBookKey(index)}.svg`), coverSvg(book.title, book.author, book.publisher, colour));
  }
}
if (only !== 'covers') {
  for (const program of SEED_PROGRAMS) {
    if (program.poster) write(join(UPLOADS, 'programs', program.poster), posterSvg(program));
  }
}
