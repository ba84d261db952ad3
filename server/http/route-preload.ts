import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sectionModuleId, sectionOfPath } from '../../contract/route-section';

/*
 * Preload hints for the page a navigation asks for. The app loads a page's code only once its
 * router has matched the address, and that code's own imports only once it runs: on a phone
 * network each step is another round trip before the page can ask for its data. Every route's
 * chunks are known from the build manifest (dist/.vite/manifest.json), so the server names them in
 * a `Link` header of the app shell it sends for that address, and the browser fetches them while
 * it is still loading the entry. The entry's own files come first in that header, so that the page's
 * chunks never hold the connections the app's largest files need first.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

interface RouteChunk {
  /** Matches the path this route file answers (a layout: the path and everything under it). */
  pattern: RegExp;
  layout: boolean;
  /** Static segments first: /notice/write beats /notice/$id. */
  rank: number;
  key: string;
}

export interface RoutePreloads {
  /** The Link header value for a path ('' when nothing is known about it). */
  linkHeader(path: string): string;
}

const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=[a-z-]*component/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The URL pattern of a route file (TanStack file routes: folders and dots are segments, $x a
 * parameter, and a segment's trailing `_` only takes the route out of its parent's layout:
 * `login_.anyId` answers /login/anyId).
 */
export function routePattern(file: string): { pattern: RegExp; layout: boolean; rank: number } | null {
  const parts = file
    .split('/')
    .flatMap((part) => part.split('.'))
    .map((part) => (part.length > 1 && part.endsWith('_') ? part.slice(0, -1) : part));
  if (parts.some((part) => part.startsWith('-') || part.startsWith('__'))) return null;
  const last = parts.at(-1);
  const layout = last === 'route';
  if (last === 'route' || last === 'index') parts.pop();
  let params = 0;
  const source = parts
    .map((part) => {
      if (part.startsWith('$')) {
        params += 1;
        return '/[^/]+';
      }
      return `/${escapeRegExp(part)}`;
    })
    .join('');
  const pattern = new RegExp(`^${source}${layout ? '(?:/.*)?' : '/?'}$`);
  return { pattern, layout, rank: params * 1000 - parts.length };
}

export interface ModulePreload {
  /** The file, without the leading slash (as the build manifest names it). */
  file: string;
  /** Preloaded with fetchpriority="low". */
  low: boolean;
}

/** The files an index.html preloads (`<link rel="modulepreload" href="/assets/…">`). */
export function modulePreloads(html: string): ModulePreload[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"[^>]*>/g)].flatMap((match) =>
    match[1] ? [{ file: match[1], low: /\sfetchpriority="low"/.test(match[0]) }] : [],
  );
}

export function routePreloads(distDir: string): RoutePreloads {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let loadedAt = -1;
  let routes: RouteChunk[] = [];
  let manifest: Manifest = {};
  let entryFiles = new Set<string>();
  /** The entry's own Link entries: the entry first, then what it imports. */
  let entryLinks: string[] = [];

  const refresh = () => {
    let mtime: number;
    try {
      mtime = statSync(manifestPath).mtimeMs;
    } catch {
      routes = [];
      return;
    }
    if (mtime === loadedAt) return;
    loadedAt = mtime;
    try {
      manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    } catch {
      routes = [];
      return;
    }
    entryFiles = new Set<string>();
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
    if (entry) for (const key of closure(entry[0])) entryFiles.add(key);
    // The app's step, which the entry imports once the boot has started (src/main.tsx), is the
    // entry's as much as its static imports: index.html preloads it, and so does this header, at
    // the priority index.html gives each file (the app's step: low, vite.config.ts).
    const preloads = shellPreloads();
    for (const { file } of preloads) {
      const key = Object.keys(manifest).find((name) => manifest[name]?.file === file);
      if (key) for (const next of closure(key)) entryFiles.add(next);
    }
    const low = new Set(preloads.filter((preload) => preload.low).map((preload) => preload.file));
    entryLinks = [...entryFiles].flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [`</${chunk.file}>; rel=modulepreload; crossorigin${low.has(chunk.file) ? '; fetchpriority=low' : ''}`] : [];
    });
    routes = Object.keys(manifest).flatMap((key) => {
      const file = ROUTE_CHUNK.exec(key)?.[1];
      const shape = file ? routePattern(file) : null;
      return shape ? [{ ...shape, key }] : [];
    });
  };

  const shellPreloads = (): ModulePreload[] => {
    try {
      return modulePreloads(readFileSync(join(distDir, 'index.html'), 'utf8'));
    } catch {
      return [];
    }
  };

  const closure = (start: string): string[] => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    visit(start);
    return [...seen];
  };

  return {
    linkHeader(path) {
      refresh();
      if (routes.length === 0) return '';
      const layouts = routes.filter((route) => route.layout && route.pattern.test(path));
      const leaf = routes.filter((route) => !route.layout && route.pattern.test(path)).sort((a, b) => a.rank - b.rank)[0];
      const links = new Set<string>();
      // The routes of the address's section (the app's route tree loads by section), then its views.
      const section = manifest[sectionModuleId(sectionOfPath(path))] ? [sectionModuleId(sectionOfPath(path))] : [];
      for (const start of [...section, ...(leaf ? [...layouts, leaf] : layouts).map((route) => route.key)]) {
        for (const key of closure(start)) {
          if (entryFiles.has(key)) continue;
          const chunk = manifest[key];
          if (!chunk) continue;
          links.add(`</${chunk.file}>; rel=modulepreload`);
          // crossorigin as on the stylesheet link Vite's loader adds for the chunk (crossOrigin = ''):
          // a preload whose credentials mode differs is not used, and the CSS is fetched twice.
          for (const css of chunk.css ?? []) links.add(`</${css}>; rel=preload; as=style; crossorigin`);
        }
      }
      // The entry and its imports ahead of the page's chunks, named as index.html names them
      // (crossorigin). The browser requests a Link header's files in order and before the HTML's
      // own tags: with the page's 20-odd small chunks named alone they took the first connections
      // and the app's largest files (vendor, core) waited behind them (Lighthouse's network
      // waterfall of /mypage/lib-service: vendor and core started 130 ms after the first chunk).
      return links.size === 0 ? '' : [...entryLinks, ...links].join(', ');
    },
  };
}
