import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGE_HEADS_FILE } from './contract/page-heads';
import { pageHeads } from './src/app/page-heads';
import { CHUNK_KITS, chunkKitOf, chunkKitsCheck } from './scripts/chunk-kits';
import { routeSectionChunkName, routeSections } from './vite.route-sections';
import { workerOptions } from './vite.worker';

const PROJECT_ROOT = fileURLToPath(new URL('.', import.meta.url));
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:4173';

/** Identifies this build: the app compares it with /builds/latest.json to notice a new deploy. */
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '');

/** Writes dist/builds/latest.json, the build manifest a running app polls (spec §7). */
function buildManifest(): Plugin {
  return {
    name: 'gglib:build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ buildId: BUILD_ID, builtAt: new Date().toISOString() })}\n` });
      // The fixed page heads the server puts in the shell (contract/page-heads.ts), from the catalogue.
      this.emitFile({ type: 'asset', fileName: PAGE_HEADS_FILE, source: `${JSON.stringify(pageHeads)}\n` });
    },
  };
}

/** The app's step (src/main.tsx): imported once the boot has started, evaluated in a task of its own. */
const APP_STEP = /[\\/]src[\\/]app[\\/]app-phase\.tsx$/;
/**
 * What /main loads besides the entry and the app's step: its own route files' lazy parts, and the
 * popup's dialog, which the boot imports when a popup is due (src/app/boot.ts).
 */
const FIRST_PAGE_LAZY = /[\\/]src[\\/](routes[\\/](main|index|__root)\.tsx(\?|$)|features[\\/]popup[\\/]components[\\/]popup-dialog\.tsx$|components[\\/]ui[\\/]modal-dialog\.tsx$)/;

/**
 * The app's own modules, which src/main.tsx imports once the boot has started
 * (src/app/app-phase.tsx): everything it reaches by static imports that the entry does not reach
 * and no other group claims (vendor) goes into one file, `shell`. It must be a file of
 * its own to be evaluated in a task of its own; without this group the bundler cut those modules
 * into one file per set of importers (seven slivers, each one more request before the first
 * paint). The modules the entry does reach (the boot: app atoms, the popups' list, the install
 * prompt's capture) travel in core: left to the bundler, a group takes along the modules its own
 * depend on, so shell took them, and the entry imported shell statically and evaluated it at once.
 * Filled once the module graph is known (buildEnd), read while chunks are made.
 */
const shellModules = new Set<string>();
/** Our modules the entry reaches (the boot), but the entry itself: they travel in core. */
const bootModules = new Set<string>();

function shellStepModules(): Plugin {
  return {
    name: 'gglib:shell-step-modules',
    apply: 'build',
    buildEnd() {
      const reach = (start: string, into: Set<string>, skip: Set<string>) => {
        const queue = [start];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (into.has(id) || skip.has(id) || id.includes('node_modules')) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      shellModules.clear();
      bootModules.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => /[\\/]src[\\/]main\.tsx$/.test(id));
      const appStep = ids.find((id) => APP_STEP.test(id));
      if (!entry || !appStep) return;
      const booted = new Set<string>();
      reach(entry, booted, new Set());
      reach(appStep, shellModules, booted);
      for (const id of booted) if (id !== entry && /\.[jt]sx?$/.test(id)) bootModules.add(id);
    },
  };
}

/**
 * `<link rel="modulepreload">` in index.html for the files the entry imports, statically or as the
 * app's step (the libraries, our boot code, the shell). Without them the browser learns of those
 * files only once the entry has arrived and been parsed, or only when the step asks for them: a
 * whole round trip on a phone network each (Lighthouse: vendor and core began after the entry had
 * loaded). Vite's own module preload is off (see build.modulePreload below) because it also lists
 * every lazy route's dependencies in the first chunk; this names only the first page's files, in
 * the HTML, for any server.
 * The files only the app's step needs (the shell, and the libraries it brings: React's DOM, the
 * router) are preloaded with `fetchpriority="low"`: the boot runs from core before they are
 * evaluated, so they need not compete with it, and Lighthouse's simulation, which counts every
 * high-priority script requested before the first paint as holding that paint, no longer waits
 * for them (FCP median of 5 rounds 1,505 → 1,382 ms on /main, 2026-11-30).
 */
function entryModulePreload(): Plugin {
  return {
    name: 'gglib:entry-modulepreload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (!entry || entry.type !== 'chunk') return [];
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || !chunk || chunk.type !== 'chunk') return;
          files.add(fileName);
          chunk.imports.forEach(add);
        };
        entry.imports.forEach(add);
        const first = new Set(files);
        for (const fileName of entry.dynamicImports) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk' && chunk.moduleIds.some((id) => APP_STEP.test(id))) add(fileName);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, ...(first.has(file) ? {} : { fetchpriority: 'low' }) },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The entry's stylesheet inlined as a `<style>` in index.html: the static header paints from the
 * HTML alone, without a render-blocking request for the CSS (one round trip on a phone network;
 * Lighthouse listed it as the page's only render-blocking resource). The server allows exactly
 * this style by its hash in the shell's Content-Security-Policy (server/http/inline-styles.ts);
 * lazy chunks' CSS stays in files.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'gglib:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const textOf = (fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') return null;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return /<\/style/i.test(css) ? null : css.trim();
        };
        const cssOf = (test: (chunk: { isEntry: boolean; moduleIds: string[] }) => boolean) =>
          Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && test(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : []));
        // The app step's stylesheet (the footer's facts) belongs to the first paint as much as the
        // entry's: inlined after it, in one <style>, or the app's step would wait for one more request.
        const files = [...new Set([...cssOf((chunk) => chunk.isEntry), ...cssOf((chunk) => chunk.moduleIds.some((id) => APP_STEP.test(id)))])].filter(
          (file) => textOf(file) !== null,
        );
        let inlined = false;
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, fileName: string) => {
          if (!files.includes(fileName)) return tag;
          if (inlined) return '';
          inlined = true;
          const css = files.map((file) => textOf(file)).join('');
          // Lazy chunks list these stylesheets among their dependencies, and Vite's loader adds a
          // <link> for each one the page lacks. A link naming the file with a type that is not a
          // styling language is one the loader counts as present and a browser never fetches
          // (HTML, link type "stylesheet": an unsupported type is not fetched; a `disabled` one
          // still is, in Chromium). So nothing loads the files: they leave the build and the precache.
          for (const file of files) delete bundle[file];
          return `<style>${css}</style>${files.map((file) => `\n    <link rel="stylesheet" type="text/x-inlined-css" href="/${file}">`).join('')}`;
        });
      },
    },
  };
}

/** Our own modules that every page runs at boot. */
const CORE_MODULES = /[\\/](src[\\/]lib[\\/](http|i18n[\\/]messages-(panels-)?ko|safe-url|dates|crypto|use-document-title|user-agent)|src[\\/]db[\\/](idb|changes|live|schema|repositories[\\/](resource|kv|settings|session|key|outbox)-repository)|src[\\/]data[\\/](resource|answer|use-resource|vault)\.|contract[\\/](constants|envelope|menu|auth|popup|access-log|home|post-summary)|src[\\/]features[\\/]menu[\\/](menu-data|use-menus|model|api)|src[\\/]features[\\/]session[\\/](session-store|session-manager|use-session|model[\\/](session-state|countdown)))/;
/**
 * What the first page's routes and shell need besides: the URL search rule, the typed links the
 * shell and /main use, the link components (search schemas and guards of other pages travel
 * with their route section, vite.route-sections.ts), and the cover fallback's address (one line
 * that /main's popup and the catalogue's pages share; alone it became a chunk of 0.1 KB). In the
 * core chunk rather than a file of their own: every request before the first paint costs a phone
 * one more connection or round trip.
 */
const ROUTING_MODULES = /[\\/](src[\\/]lib[\\/]search-params|src[\\/]links[\\/](account|board|catalogue|discovery|program)-links|src[\\/]components[\\/]ui[\\/](route-link|href-link|router-anchor|cover-fallback))/;

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  plugins: [
    shellStepModules(),
    chunkKitsCheck(PROJECT_ROOT, (chunk) => chunk.isEntry === true || chunk.name === 'shell' || FIRST_PAGE_LAZY.test(chunk.facadeModuleId ?? '')),
    // Must come before react(): it generates src/routeTree.gen.ts and splits every route.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its view in one lazy chunk: the first page does not carry
      // every page's loading code, and a hover preload fetches both at once.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    // The route tree by section: the first page carries only its own routes (vite.route-sections.ts).
    routeSections(),
    buildManifest(),
    entryModulePreload(),
    inlineEntryCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // src/app/service-worker.ts registers it; workbox-window runs the update flow when one waits.
      injectRegister: false,
      includeAssets: ['icons/favicon-48.png', 'images/*.svg', 'images/cover-fallback.webp', 'icons/apple-touch-icon-180.png', 'robots.txt'],
      injectManifest: {
        // Every route chunk is precached: an uncached lazy chunk breaks offline navigation.
        globPatterns: ['**/*.{js,css,html}'],
      },
      manifest: {
        id: '/',
        name: '경기도서관',
        short_name: '경기도서관',
        description: '경기도서관 자료검색, 대출·예약, 행사 신청과 모바일 회원증을 한곳에서 이용하세요.',
        lang: 'ko',
        dir: 'ltr',
        start_url: '/main',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#0b5a7a',
        categories: ['books', 'education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: '모바일 회원증',
            short_name: '회원증',
            description: '도서관 출입과 대출에 쓰는 회원증 바코드를 엽니다.',
            url: '/main?card=open',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      // Modern ESM builds instead of the defaults: dexie's import wrapper loads its UMD build and
      // workbox-window's default export is transpiled to ES5. Same code, less of it (npm run bench).
      { find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)) },
      { find: /^workbox-window$/, replacement: fileURLToPath(new URL('./node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    // No lists of files to preload per lazy import: they sat in the first chunk as a table of every
    // route chunk's name and dependencies (8 KB, growing with each route). A route chunk's own
    // imports load when it runs; the service worker precaches every chunk and links preload a
    // route's chunk on hover or touch, so that second step is local. CSS of lazy chunks still loads.
    modulePreload: false,
    // dist/.vite/manifest.json: the server names a route's chunks in the Link header of the shell
    // it sends for that route (server/http/route-preload.ts), so they load beside the entry.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // A route section's chunk says so: routes-community-<hash>.js.
        chunkFileNames: (chunk) => (chunk.facadeModuleId && routeSectionChunkName(chunk.facadeModuleId) ? 'assets/routes-[name]-[hash].js' : 'assets/[name]-[hash].js'),
        // The libraries every page needs at boot travel as one file: fewer requests, and gzip
        // compresses them together better than the many slivers automatic splitting makes.
        // Libraries used only by lazy routes (micromark, jsbarcode, keen-slider) stay out.
        advancedChunks: {
          groups: [
            {
              // Our own modules that every page runs at boot, as one file instead of a dozen slivers.
              name: 'core',
              test: (id: string) => CORE_MODULES.test(id) || ROUTING_MODULES.test(id) || bootModules.has(id),
            },
            {
              // Dexie with the schema history it runs: loaded only when a database older than the code
              // must be upgraded, never by the first page (src/db/idb.ts).
              name: 'dexie',
              test: /node_modules[\\/]dexie[\\/]|src[\\/]db[\\/]database\./,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai|ky|valibot|use-sync-external-store)[\\/]/,
            },
            {
              // The app's step: the shell, the router, /main's route (see shellStepModules), and the
              // deferred body /main's view and most pages' use (0.2 KB: a file of its own was one more
              // request for /main).
              name: 'shell',
              test: (id: string) => shellModules.has(id) || /[\\/]src[\\/]components[\\/]ui[\\/]deferred-body\.tsx$/.test(id),
            },
            {
              // The dialog frame: /main's popup and the membership card both use it. A group of its
              // own, or the card's kit would take it in (a kit takes what its modules import) and the
              // popup would bring the card, its barcode library and two more kits to every /main.
              name: 'modal-dialog',
              test: /[\\/]src[\\/]components[\\/]ui[\\/]modal-dialog\.tsx$/,
            },
            // Small modules many lazy pages load together, one file a kit (scripts/chunk-kits.ts).
            ...Object.keys(CHUNK_KITS).map((kit) => ({ name: kit, test: (id: string) => chunkKitOf(id, PROJECT_ROOT) === kit })),
          ],
        },
      },
    },
  },
  worker: workerOptions,
  server: {
    port: 5173,
    proxy: {
      '/gglib': API_TARGET,
      '/api': API_TARGET,
      '/uploads': API_TARGET,
    },
  },
});
