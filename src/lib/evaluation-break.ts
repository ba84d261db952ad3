/**
 * For a module's top level: `await evaluationBreak()` ends the task that evaluates the production
 * bundle's chunk at that point, and the modules the chunk holds after it are evaluated in a new
 * task. The bundler lays a chunk's modules out in the order they are imported and keeps a
 * top-level `await` where it stands, so a module that only awaits this, imported between two
 * groups of imports, splits one long evaluation into two shorter tasks (src/app/evaluation/).
 *
 * Only in the production build: the development server and the tests evaluate on at once (native
 * modules would evaluate the sibling imports that do not depend on it without waiting anyway).
 */
export function evaluationBreak(): Promise<void> | undefined {
  return import.meta.env.PROD ? new Promise((resolve) => window.setTimeout(resolve, 0)) : undefined;
}
