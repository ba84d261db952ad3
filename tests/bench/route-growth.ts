/**
 * What one more route costs the first page: the portal is copied to a temporary folder and built
 * twice, as it is and with `count` generated routes added, and the JavaScript the entry and the
 * /main route load (the static import closure of both, from Vite's build manifest) is compared,
 * gzip -9. The generated routes take the three shapes the spec's remaining routes take: a plain
 * page, a list with three search parameters and a loader, and a members-only page with a guard.
 * Half of them join existing sections of the route tree and half make 12 new ones (the tree loads
 * by section: vite.route-sections.ts), as the spec's remaining menus would.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { modulePreloads } from '../../server/http/route-preload';

export interface RouteGrowth {
  routes: number;
  /** Routes in the tree before the generated ones were added. */
  existingRoutes: number;
  beforeGzip: number;
  afterGzip: number;
  perRouteGzip: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const COPIED = ['src', 'contract', 'public', 'sw', 'index.html', 'vite.config.ts', 'vite.worker.ts', 'vite.route-sections.ts', 'scripts', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.node.json', 'package.json'];
const MAIN_ROUTE = 'src/routes/main.tsx?tsr-split=component---loader';

/** Existing sections some of the generated routes join (the route tree loads by section). */
const EXISTING_SECTIONS = ['community', 'mypage', 'about', 'search', 'library-service'];
/** New sections the others make, as the spec's remaining menus would. */
const NEW_SECTIONS = 12;

/** Where generated route `index` lives: every other one in an existing section, the rest in one of 12 new ones. */
export function generatedRouteFile(index: number): { folder: string; file: string; path: string } {
  if (index % 2 === 0) {
    const section = EXISTING_SECTIONS[(index / 2) % EXISTING_SECTIONS.length] ?? 'community';
    return { folder: section, file: `zz-growth-${index}.tsx`, path: `/${section}/zz-growth-${index}` };
  }
  const section = `zz-growth-${index % NEW_SECTIONS}`;
  return { folder: section, file: `page-${index}.tsx`, path: `/${section}/page-${index}` };
}

/** One generated route file; `shape` cycles through the three kinds. */
export function generatedRoute(index: number): string {
  const { path } = generatedRouteFile(index);
  switch (index % 3) {
    case 0:
      return `import { createFileRoute } from '@tanstack/react-router';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';

export const Route = createFileRoute('${path}')({
  component: function Page() {
    useDocumentTitle('안내 ${index}', ko.app.name);
    return <div className="container"><h1>안내 ${index}</h1></div>;
  },
});
`;
    case 1:
      return `import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '../../lib/search-schema';

export const Route = createFileRoute('${path}')({
  validateSearch: searchSchema({ page: text({ max: 4, pattern: /^\\d+$/ }), keyword${index}: text({ max: 50 }), kind: text({ max: ${10 + index} }) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => ({ items: [deps.keyword${index} ?? '', '${index}'] }),
  component: function Page() {
    const data = Route.useLoaderData();
    return <div className="container"><h1>목록 ${index}</h1><p>{data.items.join(', ')}</p></div>;
  },
});
`;
    default:
      return `import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../-shared/guards';

export const Route = createFileRoute('${path}')({
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  loader: async () => ({ at: Date.now() + ${index} }),
  component: function Page() {
    return <div className="container"><h1>신청 ${index}: {Route.useLoaderData().at}</h1></div>;
  },
});
`;
  }
}

async function viteBuild(work: string, outDir: string): Promise<Manifest> {
  const vite = join(work, 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [vite, 'build', '--manifest', '--outDir', outDir, '--logLevel', 'error'], { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
    // The bundler's deprecation notices are noise here: its output is shown only when it fails.
    let errors = '';
    child.stderr.on('data', (data: Buffer) => (errors += data.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build exited with ${code}: ${errors.trim()}`))));
  });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** gzip -9 of every file the entry, its app step (src/main.tsx) and the /main route import statically. */
export function bootGzip(manifest: Manifest, outDir: string): number {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit('index.html');
  // The app's step, which the entry imports once the boot has started: index.html preloads it.
  const preloaded = modulePreloads(readFileSync(join(outDir, 'index.html'), 'utf8')).map((preload) => preload.file);
  for (const step of manifest['index.html']?.dynamicImports ?? []) if (preloaded.includes(manifest[step]?.file ?? '')) visit(step);
  visit(MAIN_ROUTE);
  let total = 0;
  for (const key of seen) total += gzipSync(readFileSync(join(outDir, manifest[key]!.file)), { level: 9 }).length;
  return total;
}

export async function measureRouteGrowth(root: string, count: number, log: (line: string) => void): Promise<RouteGrowth> {
  const work = mkdtempSync(join(tmpdir(), 'gglib-bench-routes-'));
  try {
    for (const entry of COPIED) if (existsSync(join(root, entry))) cpSync(join(root, entry), join(work, entry), { recursive: true });
    symlinkSync(realpathSync(join(root, 'node_modules')), join(work, 'node_modules'), 'dir');
    log(`building the portal as it is in ${work}`);
    const before = bootGzip(await viteBuild(work, join(work, 'dist-before')), join(work, 'dist-before'));
    const existingRoutes = (readFileSync(join(work, 'src', 'routeTree.gen.ts'), 'utf8').match(/\.update\(/g) ?? []).length;
    for (let index = 1; index <= count; index++) {
      const { folder, file } = generatedRouteFile(index);
      mkdirSync(join(work, 'src', 'routes', folder), { recursive: true });
      writeFileSync(join(work, 'src', 'routes', folder, file), generatedRoute(index));
    }
    log(`building it again with ${count} more routes`);
    const after = bootGzip(await viteBuild(work, join(work, 'dist-after')), join(work, 'dist-after'));
    const routes = (readFileSync(join(work, 'src', 'routeTree.gen.ts'), 'utf8').match(/\.update\(/g) ?? []).length - existingRoutes;
    if (routes !== count) throw new Error(`expected ${count} generated routes in the tree, found ${routes}`);
    return { routes, existingRoutes, beforeGzip: before, afterGzip: after, perRouteGzip: (after - before) / count };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
