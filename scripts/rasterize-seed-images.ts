/**
 * Renders the demo images' SVG sources (scripts/make-seed-images.ts) in Chromium and writes them as
 * WebP under server/assets/uploads/{covers,programs,popup}/, the files the seed points at:
 *
 *   node --import tsx scripts/rasterize-seed-images.ts [covers|posters|popups] [--quality 0.8]
 *
 * `fallback` draws scripts/assets/logo-grey.svg (what a book without a cover shows) at 300×400 into
 * public/images/cover-fallback.webp: as an SVG <img> it was a document of its own whose Hangul
 * text Chromium laid out on the main thread of every page that showed it (one run with no kind
 * named does it too).
 *
 * Each SVG is drawn at its own size onto a canvas and encoded by the browser
 * (canvas.toDataURL('image/webp')), so the text is laid out once, here, with this machine's fonts
 * (Korean needs a CJK font such as Debian's fonts-noto-cjk). Files in those folders that the seed
 * no longer names are removed. Run it again after changing the seed's books, programs or popups.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/e2e/browser';
import { isSeedImageKind, SEED_IMAGE_FOLDERS, SEED_IMAGE_KINDS, seedSvgs, type SeedImageKind } from './make-seed-images';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const UPLOADS = join(ROOT, 'server', 'assets', 'uploads');

/** Sharp enough for 16px text at the size drawn, a fraction of a lossless file. */
const DEFAULT_QUALITY = 0.8;

interface Options {
  kinds: readonly SeedImageKind[];
  fallback: boolean;
  quality: number;
}

const FALLBACK_SVG = join(ROOT, 'scripts', 'assets', 'logo-grey.svg');
const FALLBACK_WEBP = join(ROOT, 'public', 'images', 'cover-fallback.webp');
/** Shown at 150×210 at most (covers in lists, the detail page's 150 px): twice that for sharp screens. */
const FALLBACK_SIZE = { width: 300, height: 400 };

function parseArgs(argv: readonly string[]): Options | null {
  const kinds: SeedImageKind[] = [];
  let fallback = false;
  let quality = DEFAULT_QUALITY;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--quality') {
      quality = Number(argv[index + 1]);
      index += 1;
      if (!(quality > 0 && quality <= 1)) return null;
    } else if (arg === 'fallback') {
      fallback = true;
    } else if (isSeedImageKind(arg)) {
      kinds.push(arg);
    } else {
      return null;
    }
  }
  const all = kinds.length === 0 && !fallback;
  return { kinds: all ? SEED_IMAGE_KINDS : kinds, fallback: all || fallback, quality };
}

/** data:image/webp;base64,… → bytes; anything else (a browser without a WebP encoder falls back to PNG) fails. */
function webpBytes(dataUrl: string, file: string): Buffer {
  const prefix = 'data:image/webp;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error(`${file}: the browser did not encode WebP (${dataUrl.slice(0, 30)}…)`);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
}

/** The SVG drawn at width×height onto a canvas and encoded by the browser as a WebP data URL. */
async function drawWebp(page: Page, svg: string, width: number, height: number, quality: number): Promise<string> {
  return page.evaluate(
    async ({ svg, width, height, quality }: { svg: string; width: number; height: number; quality: number }) => {
      const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      try {
        const picture = new Image(width, height);
        picture.src = url;
        await picture.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D canvas');
        context.drawImage(picture, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    { svg, width, height, quality },
  );
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error('usage: rasterize-seed-images.ts [covers|posters|popups|fallback]… [--quality 0<q≤1]');
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    if (options.fallback) {
      const data = webpBytes(await drawWebp(page, readFileSync(FALLBACK_SVG, 'utf8'), FALLBACK_SIZE.width, FALLBACK_SIZE.height, options.quality), 'cover-fallback.webp');
      writeFileSync(FALLBACK_WEBP, data);
      console.info(`${relative(ROOT, FALLBACK_WEBP)}: ${FALLBACK_SIZE.width}×${FALLBACK_SIZE.height} WebP, ${data.length} bytes`);
    }
    for (const kind of options.kinds) {
      const folder = join(UPLOADS, SEED_IMAGE_FOLDERS[kind]);
      const images = seedSvgs(kind);
      let bytes = 0;
      for (const image of images) {
        const dataUrl = await drawWebp(page, image.svg, image.width, image.height, options.quality);
        const data = webpBytes(dataUrl, image.file);
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, image.file), data);
        bytes += data.length;
      }
      // What the seed no longer names (an earlier SVG, a book that lost its cover) goes.
      const wanted = new Set(images.map((image) => image.file));
      const stale = readdirSync(folder).filter((file) => !wanted.has(file));
      for (const file of stale) rmSync(join(folder, file));
      console.info(
        `${relative(ROOT, folder)}: ${images.length} WebP, ${bytes} bytes${stale.length > 0 ? `; removed ${stale.join(', ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
