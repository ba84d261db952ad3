/**
 * Writes a brotli copy (quality 11) beside every text file of the build, which the server sends to
 * browsers that accept brotli instead of gzipping the file on each request
 * (server/http/precompressed.ts). Runs after `vite build` (package.json): the service worker's
 * precache list is made by then, so the copies are in no list, and `vite build` empties the folder
 * first, so no copy outlives its file. A copy that would not be smaller is not written. Each copy
 * is given its file's modification time, which is how the server knows the copy is of this file
 * (sameModified in server/http/precompressed.ts): a file replaced afterwards, by a newer or an older one, has another.
 *
 *   node --import tsx scripts/precompress.ts [dist]
 */
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { BROTLI_SUFFIX, isPrecompressible } from '../server/http/precompressed';

const compress = promisify(brotliCompress);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** Compresses the text files under dir (zlib's thread pool runs several at once). */
export async function precompress(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0 };
  const jobs: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) {
    if (path.endsWith(BROTLI_SUFFIX)) continue;
    const { size, atimeMs, mtimeMs } = await stat(path);
    if (!isPrecompressible(path, size)) continue;
    jobs.push(
      (async () => {
        const body = await readFile(path);
        const packed = await compress(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        if (packed.length >= body.length) return;
        await writeFile(path + BROTLI_SUFFIX, packed);
        // In seconds as a float: a Date would round the time to the millisecond.
        await utimes(path + BROTLI_SUFFIX, atimeMs / 1000, mtimeMs / 1000);
        summary.files++;
        summary.bytes += body.length;
        summary.brotliBytes += packed.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return summary;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const started = performance.now();
  const { files, bytes, brotliBytes } = await precompress(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompress: ${files} files, ${kb(bytes)} → ${kb(brotliBytes)} brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
