/**
 * How much React renders while a page boots: the commits and the components that rendered in
 * each, counted in the page through the hook React offers its DevTools
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`, called by production builds too).
 *
 * A component counts as rendered in a commit when its function ran (React's PerformedWork flag)
 * or it was mounted. The walk follows only the parts of the tree React worked on: a subtree React
 * skipped keeps its old children, and is not entered. Unlike times, these counts do not depend on
 * how fast the machine is (only on the order in which the page's data arrives), so they tell a
 * change in the work React does apart from this machine's noise.
 */

/** One commit: when (ms since navigation) and how many components rendered in it. */
export interface CommitCount {
  at: number;
  rendered: number;
}

export interface RenderCounts {
  commits: number;
  rendered: number;
}

/**
 * Installed in the page before its scripts (`addInitScript`): React finds the hook when it starts
 * and reports each commit to it; the commits are in `globalThis.__benchCommits`. A string, as the
 * page runs it as it is (a function would be serialised with the helpers tsx adds to it).
 *
 * Work tags of components: 0 function, 1 class, 11 forwardRef, 14 memo, 15 simple memo; flag 1 is
 * PerformedWork. A fiber is entered only if it is new or its child list is not the one it had:
 * a subtree React skipped keeps its old children.
 */
export const RENDER_PROBE = `(() => {
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  const commits = [];
  globalThis.__benchCommits = commits;
  const changed = (fiber) => !fiber.alternate || fiber.child !== fiber.alternate.child;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    setStrictMode: () => undefined,
    onCommitFiberRoot: (id, root) => {
      let rendered = 0;
      const walk = (parent) => {
        for (let fiber = parent.child; fiber; fiber = fiber.sibling) {
          if (COMPONENTS.has(fiber.tag) && (!fiber.alternate || (fiber.flags & 1) !== 0)) rendered++;
          if (changed(fiber)) walk(fiber);
        }
      };
      if (changed(root.current)) walk(root.current);
      commits.push({ at: Math.round(performance.now()), rendered });
    },
  };
})();`;

/** What the probe counted, read from the page. */
export function summariseCommits(commits: readonly CommitCount[]): RenderCounts {
  return { commits: commits.length, rendered: commits.reduce((sum, commit) => sum + commit.rendered, 0) };
}
