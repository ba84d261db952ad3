/**
 * Draws the image catalogue's pictures (src/lib/images/catalogue.ts) as SVG files under
 * public/images/catalogue/, from the catalogue itself: every entry needs a drawing here and every
 * drawing an entry, and each file gets the entry's width and height.
 *
 *   npm run images            writes the files (deterministic: the same bytes every run)
 *   npm run images -- --check  fails when a committed file differs from what would be drawn
 *
 * The files are committed, so `npm start` needs no drawing step. Only the groups drawn here are
 * written or cleaned: other pictures under public/images/catalogue/ are left alone.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_ROOT } from '../../src/lib/images/catalogue-types';
import { IMAGE_CATALOGUE } from '../../src/lib/images/catalogue';
import { mainVideo } from './draw-media';
import {
  backgroundClimate,
  backgroundCommunity,
  backgroundFestival,
  backgroundReading,
  climateEveryday,
  climateForest,
  climateGlacier,
  climateHeat,
  climateSeaLevel,
  festivalAiPrescription,
  festivalBookbinding,
  festivalBookExchange,
  festivalBookMarket,
  festivalBookTalk,
  festivalClosingConcert,
  festivalExhibitionTour,
  festivalOpening,
  festivalPictureBookShow,
  festivalYouthDebate,
} from './draw-scenes';
import { CONTEST_DRAWINGS, PARTNER_DRAWINGS, PEOPLE_DRAWINGS } from './draw-works';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PUBLIC = join(ROOT, 'public');

const DRAWINGS: Readonly<Record<string, (key: string) => string>> = {
  'background/reading': backgroundReading,
  'background/festival': backgroundFestival,
  'background/climate': backgroundClimate,
  'background/community': backgroundCommunity,
  'festival/opening': festivalOpening,
  'festival/book-talk': festivalBookTalk,
  'festival/picture-book-show': festivalPictureBookShow,
  'festival/exhibition-tour': festivalExhibitionTour,
  'festival/book-market': festivalBookMarket,
  'festival/book-exchange': festivalBookExchange,
  'festival/bookbinding': festivalBookbinding,
  'festival/ai-prescription': festivalAiPrescription,
  'festival/youth-debate': festivalYouthDebate,
  'festival/closing-concert': festivalClosingConcert,
  'climate/glacier': climateGlacier,
  'climate/heat': climateHeat,
  'climate/sea-level': climateSeaLevel,
  'climate/forest': climateForest,
  'climate/everyday': climateEveryday,
  ...CONTEST_DRAWINGS,
  ...PARTNER_DRAWINGS,
  ...PEOPLE_DRAWINGS,
  'media/main-video': () => mainVideo(true),
  'media/main-video-still': () => mainVideo(false),
};

export interface DrawnFile {
  key: string;
  /** Path under public/, e.g. images/catalogue/festival/opening.svg. */
  file: string;
  svg: string;
}

/** Every picture of the catalogue that is drawn here, checked against its entry. */
export function drawCatalogue(): DrawnFile[] {
  const problems: string[] = [];
  const files: DrawnFile[] = [];
  for (const [key, entry] of Object.entries(IMAGE_CATALOGUE)) {
    const draw = DRAWINGS[key];
    if (!draw) {
      problems.push(`${key}: the catalogue names it but nothing draws it`);
      continue;
    }
    const svg = draw(key);
    const size = /^<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
    if (!size || Number(size[1]) !== entry.width || Number(size[2]) !== entry.height) problems.push(`${key}: drawn ${size?.[1]}×${size?.[2]}, the catalogue says ${entry.width}×${entry.height}`);
    if (!entry.src.startsWith(`${CATALOGUE_ROOT}/`) || !entry.src.endsWith('.svg')) problems.push(`${key}: ${entry.src} is not an SVG under ${CATALOGUE_ROOT}`);
    files.push({ key, file: entry.src.slice(1), svg });
  }
  for (const key of Object.keys(DRAWINGS)) if (!Object.hasOwn(IMAGE_CATALOGUE, key)) problems.push(`${key}: drawn here but not in the catalogue`);
  if (problems.length > 0) throw new Error(`The image catalogue and its drawings disagree:\n${problems.join('\n')}`);
  return files;
}

function main(): void {
  const check = process.argv.includes('--check');
  const files = drawCatalogue();
  const stale: string[] = [];
  const differ: string[] = [];
  const groups = new Set(files.map((file) => dirname(file.file)));
  for (const group of groups) {
    const folder = join(PUBLIC, group);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      if (name.endsWith('.svg') && !files.some((file) => file.file === `${group}/${name}`)) stale.push(join(group, name));
    }
  }
  for (const file of files) {
    const target = join(PUBLIC, file.file);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
    if (current === file.svg) continue;
    differ.push(file.file);
    if (!check) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.svg);
    }
  }
  if (check) {
    if (differ.length > 0 || stale.length > 0) {
      console.error(`Out of date (run npm run images):\n${[...differ, ...stale.map((file) => `${file} (not in the catalogue)`)].join('\n')}`);
      process.exit(1);
    }
    console.log(`${files.length} pictures are up to date.`);
    return;
  }
  for (const file of stale) rmSync(join(PUBLIC, file));
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.svg), 0);
  console.log(`${files.length} pictures (${(bytes / 1024).toFixed(1)} KiB), ${differ.length} written, ${stale.length} removed.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
