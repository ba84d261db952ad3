import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { bootModule, parseRouteTree, sectionModule, type ParsedRouteTree } from './scripts/route-sections';

/**
 * Serves the route tree in sections (scripts/route-sections.ts): `virtual:route-sections` is the
 * first page's part (root route, `/`, `/main` and a loader per section) and
 * `virtual:route-section/<slug>` one section each, a chunk of its own named `routes-<slug>`.
 * Both are built from src/routeTree.gen.ts when they are loaded, after TanStack's plugin has
 * written it, so they always match it.
 */
const BOOT_ID = 'virtual:route-sections';
const SECTION_PREFIX = 'virtual:route-section/';
const RESOLVED_PREFIX = '\0';

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const ROUTE_TREE = `${SRC}routeTree.gen.ts`;

const resolveFile = (file: string) => `${SRC}${file.replace(/^\.\//, '')}`;

export function routeSections(): Plugin {
  let cached: { source: string; tree: ParsedRouteTree } | undefined;
  const tree = (): ParsedRouteTree => {
    const source = readFileSync(ROUTE_TREE, 'utf8');
    if (cached?.source !== source) cached = { source, tree: parseRouteTree(source) };
    return cached.tree;
  };
  // Slugs back to section keys (a slug escapes what is not a letter, a digit or a dash).
  const unslug = (slug: string) => slug.replace(/_([0-9a-f]+)_/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));

  return {
    name: 'gglib:route-sections',
    enforce: 'pre',
    resolveId(id) {
      if (id === BOOT_ID || id.startsWith(SECTION_PREFIX)) return RESOLVED_PREFIX + id;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const bare = id.slice(RESOLVED_PREFIX.length);
      if (bare === BOOT_ID) return bootModule(tree(), resolveFile, (slug) => SECTION_PREFIX + slug);
      if (bare.startsWith(SECTION_PREFIX)) return sectionModule(tree(), unslug(bare.slice(SECTION_PREFIX.length)), resolveFile);
      return null;
    },
    // The dev server: a new or removed route file rewrites routeTree.gen.ts; the sections follow.
    handleHotUpdate({ file, server }) {
      if (file !== ROUTE_TREE) return;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED_PREFIX + BOOT_ID) || module.id?.startsWith(RESOLVED_PREFIX + SECTION_PREFIX)) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}

/** The chunk name of a section's module (`routes-community`), for rolldown's chunk naming. */
export function routeSectionChunkName(moduleId: string): string | undefined {
  return moduleId.startsWith(RESOLVED_PREFIX + SECTION_PREFIX) ? `routes-${moduleId.slice(RESOLVED_PREFIX.length + SECTION_PREFIX.length)}` : undefined;
}
