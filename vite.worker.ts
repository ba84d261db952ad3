import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';

/**
 * micromark decodes named character references with a DOM element in its browser build
 * (decode-named-character-reference's `browser` export), and a worker has no `document`: in a
 * worker bundle the package's table-based build (its `worker` export) is used instead.
 */
function workerCharacterReferences(): Plugin {
  const tableBuild = fileURLToPath(new URL('./node_modules/decode-named-character-reference/index.js', import.meta.url));
  return {
    name: 'gglib:worker-character-references',
    enforce: 'pre',
    resolveId(source) {
      return source === 'decode-named-character-reference' ? tableBuild : null;
    },
  };
}

/**
 * How Vite bundles the app's module workers (`new Worker(url, { type: 'module' })`: the chat
 * markdown compiler): vite.config.ts, and the chat bench's harness page built the same way.
 */
export const workerOptions = {
  format: 'es',
  plugins: () => [workerCharacterReferences()],
} satisfies UserConfig['worker'];
