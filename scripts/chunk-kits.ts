import type { Plugin } from 'vite';

/**
 * Kits: small modules that many pages load together, bundled as one file each.
 *
 * Left to itself the bundler makes a chunk of every set of modules that the same lazy chunks share,
 * so a deep page loaded 20–30 files of 0.1–2.5 KB gzip (`/mypage/lib-service`: 28, of which 23 its
 * own). On a first visit every file is a request, and a phone's browser opens at most six
 * connections to a host over HTTP/1.1: 23 small files are four rounds of requests before the page
 * can draw (Lighthouse's simulation: 150 ms a round). A kit puts modules that travel together in
 * one file; a page that needs one of them downloads the others too (a few KB, sent compressed and
 * precached by the service worker like any chunk).
 *
 * Only lazy modules belong here: the build fails when the first page's files (the entry, what it
 * imports and the app's step, `/main` included) import a kit, and `npm run bench -- --size-only`
 * prints what `/main` loads. A kit must not take a module with effects when it is evaluated: every
 * module of a kit runs when any page needs the kit.
 *
 * Each entry is a path relative to the project, without its extension, or a folder ending in `/`
 * (every module under it); the build fails when one no longer names a module (a renamed file would
 * otherwise leave the kit quietly).
 */
export const CHUNK_KITS: Record<string, readonly string[]> = {
  // Helpers and search schemas most pages use: counts, dates, paging, back, the sections' search
  // parameters (every section's route chunk imports its own), small shared contracts and parts.
  'page-kit': [
    'src/lib/i18n/number-format',
    'src/lib/i18n/messages-forms-ko',
    'src/lib/i18n/title-quote',
    'src/lib/date-format',
    'src/lib/history-back',
    'src/lib/search-schema',
    'src/components/ui/pagination',
    'src/components/ui/info-list',
    'src/components/ui/stored-view',
    'src/components/ui/last-updated',
    'src/components/ui/results-section',
    'contract/particles',
    'contract/branches',
    // The member's answers: the member pages' and the card's, which every member's page loads (it
    // also needs the date format here), so the card does not bring the member pages' kit.
    'contract/member',
    'contract/preview',
    'contract/board-limits',
    'contract/catalogue-limits',
    'src/routes/-shared/preview-search',
    'src/routes/gyeonggi-citizen/-citizen-search',
    'src/features/boards/model/board-search',
    'src/features/boards/model/board-query',
    'src/features/catalogue/model/catalogue-search',
    'src/features/catalogue/discovery/model/discovery-search',
    'src/features/events/model/events-search',
    'src/features/exhibitions/model/exhibition-search',
    'src/features/facilities/model/rental-search',
    'src/features/labs/model/labs-search',
    'src/features/library-service/model/library-service-search',
    'src/features/policy-research/model/statistics-search',
    'src/features/programs/model/program-search',
    'src/features/reading/model/reading-search',
    'src/features/session/model/login-search',
    // Local edits of stored copies (a post written, a review added), which list pages apply: never
    // at boot, and apart from core, which every page loads.
    'src/data/resource-edits',
    'src/db/repositories/resource-edit-repository',
  ],
  // What the member pages and the sign-in pages share: the member and SSO contracts and calls, the
  // outbox, the session bridge, the members-only guard, the session's actions and the input filter.
  'member-kit': [
    'src/lib/i18n/messages-account-ko',
    'contract/oidc',
    'contract/sso',
    'src/data/use-outbox',
    'src/features/sso/api/sso-calls',
    'src/features/sso/model/service-url',
    'src/features/sso/sso-flows',
    'src/routes/-shared/session-bridge',
    'src/routes/-shared/members-only',
    'src/features/session/session-actions',
    'src/features/session/model/password-rules',
    'src/lib/input-filter',
    'src/lib/use-input-filter',
  ],
  // My library's lists (loans, reservations, wishes, bookings): their data, calls and frame.
  'my-library-kit': [
    'contract/my-library',
    'src/lib/i18n/messages-library-ko',
    'src/features/my-library/model/my-actions',
    'src/features/my-library/api/my-library-calls',
    'src/features/my-library/my-library-data',
    'src/features/my-library/use-my-list',
    'src/features/my-library/components/my-list-frame',
    'src/features/my-library/components/list-parts',
  ],
  // Accounts: joining, finding, verifying, changing one's details (the calls carry the join messages).
  'account-kit': [
    'contract/identity',
    'contract/account-rules',
    'src/features/account/api/account-calls',
    'src/features/account/model/account-paths',
    'src/features/account/model/join-draft',
    'src/features/account/model/cert-flow',
    'src/features/account/cert-settle',
  ],
  // The catalogue's contract, words and search: the search page and the book pages.
  'catalogue-kit': [
    'contract/catalogue',
    'src/lib/i18n/messages-catalogue-ko',
    'src/features/catalogue/model/search-query',
    'src/features/catalogue/model/search-count',
    'src/features/catalogue/model/book-text',
    'src/features/catalogue/api/search-catalogue',
    'src/features/catalogue/catalogue-data',
  ],
  // The boards: their contract, calls and data, and the list page every board shows first.
  'board-kit': [
    'contract/board',
    'src/lib/i18n/messages-boards-ko',
    'src/features/boards/model/board-text',
    'src/features/boards/api/board-calls',
    'src/features/boards/board-data',
    'src/features/boards/components/board-unavailable',
    'src/features/boards/components/board-list-view',
    'src/features/boards/components/board-list-page',
  ],
  // The membership card and its barcode library: every member page loads them right after its
  // first paint (app/shell/member-card-host.tsx), one request instead of two in turn. The card's
  // state (model/card-atoms) stays with the shell, which reads it.
  'member-card-kit': [
    'src/features/member-card/components/member-card-dialog',
    'src/features/member-card/components/barcode-svg',
    'src/features/member-card/member-card-data',
    'src/features/member-card/use-wake-lock',
    'src/features/member-card/api/get-user-no',
    'src/features/member-card/model/barcode',
    'node_modules/jsbarcode/',
  ],
};

const normalise = (id: string) => id.replace(/\\/g, '/').replace(/\?.*$/, '');
/** A module's path in the project; a package's as `node_modules/<its path>`, wherever it is installed. */
const relativeModule = (id: string, root: string): string | undefined => {
  const path = normalise(id);
  const bare = (relative: string) => relative.replace(/\.(tsx?|css|m?js)$/, '');
  const packaged = path.lastIndexOf('/node_modules/');
  if (packaged >= 0) return bare(path.slice(packaged + 1));
  const prefix = `${normalise(root).replace(/\/$/, '')}/`;
  return path.startsWith(prefix) ? bare(path.slice(prefix.length)) : undefined;
};

/** The kit a module belongs to (its id as the bundler gives it: an absolute path). */
export function chunkKitOf(id: string, root: string): string | undefined {
  const module = relativeModule(id, root);
  if (module === undefined) return undefined;
  for (const [kit, entries] of Object.entries(CHUNK_KITS)) if (entries.some((entry) => entryNames(entry, module))) return kit;
  return undefined;
}

/** Whether a kit's entry (a module, or a folder ending in `/`) names a module. */
const entryNames = (entry: string, module: string) => (entry.endsWith('/') ? module.startsWith(entry) : module === entry);

export interface OutputChunkShape {
  type: string;
  name?: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * Kits among the files the first page loads: the chunks `firstPage` names (the entry, the app's
 * step, the first page's own route) and everything they import statically.
 */
export function kitsInFirstLoad(bundle: Readonly<Record<string, OutputChunkShape>>, firstPage: (chunk: OutputChunkShape) => boolean): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && firstPage(chunk)) visit(file);
  const kits = new Set(Object.keys(CHUNK_KITS));
  return [...seen].flatMap((file) => {
    const name = bundle[file]?.name;
    return name && kits.has(name) ? [name] : [];
  });
}

/** Fails the build when a kit names a module the build never saw, or when the first page's files import a kit. */
export function chunkKitsCheck(root: string, firstPage: (chunk: OutputChunkShape) => boolean): Plugin {
  const seen = new Set<string>();
  return {
    name: 'gglib:chunk-kits-check',
    apply: 'build',
    moduleParsed(info) {
      const module = relativeModule(info.id, root);
      if (module !== undefined && chunkKitOf(info.id, root)) seen.add(module);
    },
    buildEnd(error) {
      if (error) return;
      const missing = Object.values(CHUNK_KITS).flat().filter((entry) => ![...seen].some((module) => entryNames(entry, module)));
      if (missing.length > 0) this.error(`scripts/chunk-kits.ts names modules the build does not have: ${missing.join(', ')}`);
    },
    generateBundle(_options, bundle) {
      const early = kitsInFirstLoad(bundle as Record<string, OutputChunkShape>, firstPage);
      if (early.length > 0) this.error(`the first page's files import these kits, which only lazy pages should load: ${early.join(', ')}`);
    },
  };
}
