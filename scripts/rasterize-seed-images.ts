/**
 * Renders the demo images' SVG sources (scripts/make-seed-images.ts) in Chromium and writes them as
 * WebP under server/assets/uploads/{covers,programs,popup}/, the files the seed points at:
 *
 *   node --import tsx scripts/rasterize-seed-images.ts [covers|posters|popups] [--quality 0.8]
 *
 * Each SVG is drawn at its own size onto a canvas and encoded by the browser
 * (canvas.toDataURL('image/webp')), so the text is laid out once, here, with this machine's fonts
 * (Korean needs a CJK font such as Debian's fonts-noto-cjk). Files in those folders that the seed
 * no longer names are removed. Run it again after changing the seed's books, programs or popups.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/e2e/browser';
import { isSeedImageKind, SEED_IMAGE_FOLDERS, SEED_IMAGE_KINDS, seedSvgs, type SeedImageKind, type SeedSvg } from './make-seed-images';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const UPLOADS = join(ROOT, 'server', 'assets', 'uploads');

/** Sharp enough for 16px text at the size drawn, a fraction of a lossless file. */
const DEFAULT_QUALITY = 0.8;

interface Options {
  kinds: readonly SeedImageKind[];
  quality: number;
}

function parseArgs(argv: readonly string[]): Options | null {
  const kinds: SeedImageKind[] = [];
  let quality = DEFAULT_QUALITY;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--quality') {
      quality = Number(argv[index + 1]);
      index += 1;
      if (!(quality > 0 && quality <= 1)) return null;
    } else if (isSeedImageKind(arg)) {
      kinds.push(arg);
    } else {
      return null;
    }
  }
  return { kinds: kinds.length === 0 ? SEED_IMAGE_KINDS : kinds, quality };
}

/** data:image/webp;base64,… → bytes; anything else (a browser without a WebP encoder falls back to PNG) fails. */
function webpBytes(dataUrl: string, file: string): Buffer {
  const prefix = 'data:image/webp;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error(`${file}: the browser did not encode WebP (${dataUrl.slice(0, 30)}…)`);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error('usage: rasterize-seed-images.ts [covers|posters|popups]… [--quality 0<q≤1]');
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    for (const kind of options.kinds) {
      const folder = join(UPLOADS, SEED_IMAGE_FOLDERS[kind]);
      const images = seedSvgs(kind);
      let bytes = 0;
      for (const image of images) {
        const dataUrl = await page.evaluate(
          async ({ svg, width, height, quality }: Pick<SeedSvg, 'svg' | 'width' | 'height'> & { quality: number }) => {
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
          { svg: image.svg, width: image.width, height: image.height, quality: options.quality },
        );
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
