import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePattern, routePreloads } from '../../server/http/route-preload';

/*
 * The files a first visit to each page loads before it can draw: the scripts the server names in
 * the shell's `Link` header for that address (the entry's, then the page's route section, layouts
 * and view, with what they import), one address per route file with its parameters filled in. Each
 * file is a request, and a phone's browser opens six connections to a host over HTTP/1.1.
 */

export interface RouteFiles {
  routes: number;
  files: { median: number; max: number; mean: number };
  gzipKb: { median: number; max: number; mean: number };
  /** The routes with the most files, most first. */
  most: { path: string; files: number; gzipKb: number }[];
}

/** An address for a route file: `community/notice/$id.tsx` → `/community/notice/1`. */
export function samplePath(routeFile: string): string | null {
  if (!routePattern(routeFile)) return null;
  const parts = routeFile
    .split('/')
    .flatMap((part) => part.split('.'))
    .map((part) => (part.length > 1 && part.endsWith('_') ? part.slice(0, -1) : part))
    .filter((part) => part !== 'index' && part !== 'route')
    .map((part) => (part.startsWith('$') ? '1' : part));
  return `/${parts.join('/')}`;
}

export function spread(values: readonly number[]): { median: number; max: number; mean: number } {
  if (values.length === 0) return { median: 0, max: 0, mean: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, max: sorted.at(-1) as number, mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length };
}

export function measureRouteFiles(distDir: string, routesDir: string): RouteFiles {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)) files.push(relative(routesDir, path).replace(/\.tsx$/, '').split('\\').join('/'));
    }
  };
  walk(routesDir);
  const preloads = routePreloads(distDir);
  const gzipped = new Map<string, number>();
  const gzipKb = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) gzipped.set(file, (size = gzipSync(readFileSync(join(distDir, file))).length / 1024));
    return size;
  };
  const rows = files.flatMap((file) => {
    const path = samplePath(file);
    if (!path) return [];
    const scripts = [...preloads.linkHeader(path).matchAll(/<\/(assets\/[^>]+\.js)>; rel=modulepreload/g)].map((match) => match[1] as string);
    return [{ path, files: scripts.length, gzipKb: scripts.reduce((sum, script) => sum + gzipKb(script), 0) }];
  });
  if (rows.length === 0) throw new Error('no route named any file: is dist/.vite/manifest.json there?');
  return {
    routes: rows.length,
    files: spread(rows.map((row) => row.files)),
    gzipKb: spread(rows.map((row) => row.gzipKb)),
    most: [...rows].sort((a, b) => b.files - a.files || a.path.localeCompare(b.path)).slice(0, 3),
  };
}
