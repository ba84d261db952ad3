import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_KITS, chunkKitOf, kitsInFirstLoad, type OutputChunkShape } from './chunk-kits';

const ROOT = '/home/dev/gglib';

describe('chunk kits', () => {
  it('names a module by its path in the project, whatever its extension, query or separators', () => {
    expect(chunkKitOf(`${ROOT}/src/lib/search-schema.ts`, ROOT)).toBe('page-kit');
    expect(chunkKitOf(`${ROOT}/src/routes/-shared/members-only.tsx`, `${ROOT}/`)).toBe('member-kit');
    expect(chunkKitOf(`${ROOT}/src/features/my-library/components/list-parts.tsx?v=1`, ROOT)).toBe('my-library-kit');
    expect(chunkKitOf('C:\\dev\\gglib\\contract\\identity.ts', 'C:\\dev\\gglib')).toBe('account-kit');
    // A folder takes every module under it.
    expect(chunkKitOf(`${ROOT}/node_modules/jsbarcode/bin/barcodes/CODE128/index.js`, ROOT)).toBe('member-card-kit');
    expect(chunkKitOf(`${ROOT}/node_modules/jsbarcode-other/index.js`, ROOT)).toBeUndefined();
    // A package is known by its path under node_modules, wherever that is (a linked node_modules).
    expect(chunkKitOf('/elsewhere/node_modules/jsbarcode/bin/JsBarcode.js', ROOT)).toBe('member-card-kit');
  });

  it('leaves alone what it does not list, a module of the same name elsewhere, and what lies outside the project', () => {
    expect(chunkKitOf(`${ROOT}/src/lib/search-params.ts`, ROOT)).toBeUndefined();
    expect(chunkKitOf(`${ROOT}/src/features/other/lib/search-schema.ts`, ROOT)).toBeUndefined();
    expect(chunkKitOf(`/elsewhere/src/lib/search-schema.ts`, ROOT)).toBeUndefined();
    expect(chunkKitOf(`${ROOT}/node_modules/pkg/src/lib/search-schema.ts`, ROOT)).toBeUndefined();
    expect(chunkKitOf(`${ROOT}/node_modules/.pnpm/x/node_modules/src/lib/search-schema.ts`, ROOT)).toBeUndefined();
  });

  it('lists every module once, and each is a file of the project', () => {
    const modules = Object.values(CHUNK_KITS).flat();
    expect(new Set(modules).size).toBe(modules.length);
    const root = join(import.meta.dirname, '..');
    const missing = modules.filter((module) => (module.endsWith('/') ? !existsSync(join(root, module)) : !['.ts', '.tsx'].some((extension) => existsSync(join(root, `${module}${extension}`)))));
    expect(missing).toEqual([]);
  });

  it('finds a kit the first page would load through the entry or a step, and none a lazy page alone loads', () => {
    const bundle: Record<string, OutputChunkShape> = {
      'assets/index.js': { type: 'chunk', name: 'index', isEntry: true, imports: ['assets/core.js'] },
      'assets/core.js': { type: 'chunk', name: 'core', imports: [] },
      'assets/shell.js': { type: 'chunk', name: 'shell', imports: ['assets/core.js'] },
      'assets/notice.js': { type: 'chunk', name: 'notice', imports: ['assets/page-kit.js'] },
      'assets/page-kit.js': { type: 'chunk', name: 'page-kit', imports: [] },
      'assets/index.css': { type: 'asset', name: 'index' },
    };
    const firstPage = (chunk: OutputChunkShape) => chunk.isEntry === true || chunk.name === 'shell' || chunk.facadeModuleId === '/src/routes/main.tsx';
    expect(kitsInFirstLoad(bundle, firstPage)).toEqual([]);
    bundle['assets/main.js'] = { type: 'chunk', name: 'main', facadeModuleId: '/src/routes/main.tsx', imports: ['assets/page-kit.js'] };
    expect(kitsInFirstLoad(bundle, firstPage)).toEqual(['page-kit']);
    delete bundle['assets/main.js'];
    bundle['assets/shell.js'] = { type: 'chunk', name: 'shell', imports: ['assets/core.js', 'assets/page-kit.js'] };
    expect(kitsInFirstLoad(bundle, firstPage)).toEqual(['page-kit']);
    expect(kitsInFirstLoad(bundle, (chunk) => chunk.isEntry === true)).toEqual([]);
  });
});
