/**
 * The route tree in sections (issue 13): the first page carries only the root route, the pages
 * every visit starts on (`/`, `/main`) and one catch-all; every other top-level path segment
 * (`/community`, `/mypage`, `/search`, …) is a section whose route options (search schemas, guards,
 * the lazy wrappers of its views) travel in a chunk of its own, loaded when a navigation or a
 * link's intent first needs it (src/app/route-sections.ts). Adding a route then costs the first
 * page nothing: it lands in its section's chunk.
 *
 * TanStack's generator still writes src/routeTree.gen.ts, which stays the source of truth for the
 * routes' types. These functions read the same file and write the modules the vite plugin
 * (vite.route-sections.ts) serves in place of its runtime half.
 */

import { sectionOfPath, sectionSlug } from '../contract/route-section';

export { sectionOfPath, sectionSlug };

/** One `XRoute = XRouteImport.update({ id, path, getParentRoute })` of routeTree.gen.ts. */
export interface RouteNode {
  /** The generated const (`CommunityNoticeIndexRoute`). */
  name: string;
  /** The route file it was imported from, relative to src/ (`./routes/community/notice/index`). */
  file: string;
  id: string;
  path: string | undefined;
  /** The const of the parent route; the root is `rootRouteImport`. */
  parent: string;
}

export interface ParsedRouteTree {
  /** The root route's file (`./routes/__root`). */
  rootFile: string;
  routes: RouteNode[];
}

export const ROOT_NAME = 'rootRouteImport';

/** Sections that are part of the first page: `/` (its redirect) and `/main`. */
export const BOOT_SECTIONS: readonly string[] = ['', 'main'];

const IMPORT = /import\s*\{\s*Route\s+as\s+(\w+)\s*\}\s*from\s*'([^']+)'/g;
const UPDATE = /const\s+(\w+)\s*=\s*(\w+)\.update\(\s*\{\s*id:\s*'([^']*)',\s*(?:path:\s*'([^']*)',\s*)?getParentRoute:\s*\(\)\s*=>\s*(\w+),?\s*\}\s*as\s+any\s*,?\s*\)/g;
/** Every `.update(` call, however the generator wraps it: the parse must have read each one. */
const ANY_UPDATE = /\.update\(/g;

/** Reads the runtime half of routeTree.gen.ts. Throws when its shape is not the one expected. */
export function parseRouteTree(source: string): ParsedRouteTree {
  const files = new Map<string, string>();
  for (const [, name = '', file = ''] of source.matchAll(IMPORT)) files.set(name, file);
  const rootFile = files.get(ROOT_NAME);
  if (!rootFile) throw new Error('routeTree.gen.ts: no root route import');
  const routes: RouteNode[] = [];
  for (const match of source.matchAll(UPDATE)) {
    const [, name = '', imported = '', id = '', path, parent = ''] = match;
    const file = files.get(imported);
    if (!file) throw new Error(`routeTree.gen.ts: ${name} updates ${imported}, which is not imported`);
    routes.push({ name, file, id, path, parent });
  }
  const updates = source.match(ANY_UPDATE)?.length ?? 0;
  if (updates !== routes.length) throw new Error(`routeTree.gen.ts: read ${routes.length} of ${updates} routes (has the generator's format changed?)`);
  if (/\.lazy\(/.test(source)) throw new Error('routeTree.gen.ts: .lazy.tsx route files are not supported by the route sections');
  const names = new Set(routes.map((route) => route.name));
  for (const route of routes) {
    if (route.parent !== ROOT_NAME && !names.has(route.parent)) throw new Error(`routeTree.gen.ts: ${route.name}'s parent ${route.parent} is unknown`);
  }
  return { rootFile, routes };
}

/** The section of a top-level route: the first segment of its path (a parameter or a pathless layout: the first page). */
export function sectionOfRoute(route: RouteNode): string {
  const section = sectionOfPath(route.path ?? '');
  return section.startsWith('$') || section.startsWith('_') ? '' : section;
}

/** Top-level routes by section, each with its descendants, in the generator's order. */
export function sections(tree: ParsedRouteTree): Map<string, RouteNode[]> {
  const byName = new Map(tree.routes.map((route) => [route.name, route]));
  const topOf = (route: RouteNode): RouteNode => {
    let current = route;
    while (current.parent !== ROOT_NAME) {
      const parent = byName.get(current.parent);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  const result = new Map<string, RouteNode[]>();
  for (const route of tree.routes) {
    const key = BOOT_SECTIONS.includes(sectionOfRoute(topOf(route))) ? '' : sectionOfRoute(topOf(route));
    const list = result.get(key) ?? [];
    list.push(route);
    result.set(key, list);
  }
  return result;
}

/**
 * The code of routes: each imported from its file and attached to its parent; returns the names of
 * the top-level ones. `resolveFile` turns `./routes/x` into the import specifier to use.
 */
function routeCode(routes: RouteNode[], resolveFile: (file: string) => string): { lines: string[]; top: string[] } {
  const lines: string[] = [];
  routes.forEach((route, index) => lines.push(`import { Route as I${index} } from ${JSON.stringify(resolveFile(route.file))};`));
  const names = new Map(routes.map((route, index) => [route.name, `R${index}`]));
  routes.forEach((route, index) => {
    const parent = route.parent === ROOT_NAME ? 'rootRoute' : names.get(route.parent);
    if (!parent) throw new Error(`route ${route.name}: its parent ${route.parent} is in another section`);
    const options = [`id: ${JSON.stringify(route.id)}`, ...(route.path === undefined ? [] : [`path: ${JSON.stringify(route.path)}`]), `getParentRoute: () => ${parent}`];
    lines.push(`const R${index} = I${index}.update({ ${options.join(', ')} });`);
  });
  // Children after every route exists, deepest first is not needed: _addFileChildren only records them.
  const children = new Map<string, string[]>();
  for (const route of routes) {
    if (route.parent === ROOT_NAME) continue;
    const parent = names.get(route.parent) ?? '';
    children.set(parent, [...(children.get(parent) ?? []), names.get(route.name) ?? '']);
  }
  for (const [parent, list] of children) lines.push(`${parent}._addFileChildren([${list.join(', ')}]);`);
  const top = routes.filter((route) => route.parent === ROOT_NAME).map((route) => names.get(route.name) ?? '');
  return { lines, top };
}

/**
 * The first page's module: the root route, the boot routes, and a loader per section.
 * `sectionId(slug)` is the specifier of a section's module.
 */
export function bootModule(tree: ParsedRouteTree, resolveFile: (file: string) => string, sectionId: (slug: string) => string): string {
  const all = sections(tree);
  const { lines, top } = routeCode(all.get('') ?? [], resolveFile);
  const loaders = [...all.keys()]
    .filter((key) => key !== '')
    .sort()
    .map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(sectionId(sectionSlug(key)))}).then((module) => module.routes),`);
  return [
    '// Generated from src/routeTree.gen.ts by vite.route-sections.ts: the routes of the first page.',
    `import { Route as rootRoute } from ${JSON.stringify(resolveFile(tree.rootFile))};`,
    ...lines,
    'export { rootRoute };',
    `export const bootRoutes = [${top.join(', ')}];`,
    'export const sectionLoaders = {',
    ...loaders,
    '};',
    '',
  ].join('\n');
}

/** A section's module: its routes attached to the root route, the top-level ones exported. */
export function sectionModule(tree: ParsedRouteTree, section: string, resolveFile: (file: string) => string): string {
  const routes = sections(tree).get(section);
  if (!routes || section === '') throw new Error(`no route section ${JSON.stringify(section)}`);
  const { lines, top } = routeCode(routes, resolveFile);
  return [
    `// Generated from src/routeTree.gen.ts by vite.route-sections.ts: the routes under /${section}.`,
    `import { Route as rootRoute } from ${JSON.stringify(resolveFile(tree.rootFile))};`,
    ...lines,
    `export const routes = [${top.join(', ')}];`,
    '',
  ].join('\n');
}
