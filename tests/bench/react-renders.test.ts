import { afterEach, describe, expect, it } from 'vitest';
import { RENDER_PROBE, summariseCommits, type CommitCount } from './react-renders';

interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

function fiber(tag: number, flags: number, children: Fiber[] = [], alternate: Fiber | null = null): Fiber {
  const node: Fiber = { tag, flags, child: children[0] ?? null, sibling: null, alternate };
  children.forEach((child, index) => {
    child.sibling = children[index + 1] ?? null;
  });
  return node;
}

const ROOT = 3;
const FUNCTION = 0;
const HOST = 5;
const MEMO = 15;

interface ProbedPage {
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: { inject: () => number; onCommitFiberRoot: (id: number, root: { current: Fiber }) => void };
  __benchCommits?: CommitCount[];
}
const page = globalThis as ProbedPage;

/** Runs the probe as the page would, then reports one commit of `current` to it. */
function rendered(current: Fiber): number {
  new Function(RENDER_PROBE)();
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__!.onCommitFiberRoot(1, { current });
  return page.__benchCommits![0]!.rendered;
}

afterEach(() => {
  delete page.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  delete page.__benchCommits;
});

describe('the render probe', () => {
  it('counts every component of a first mount, and no host element', () => {
    expect(rendered(fiber(ROOT, 0, [fiber(FUNCTION, 1, [fiber(HOST, 0, [fiber(MEMO, 1), fiber(FUNCTION, 1)])])]))).toBe(3);
  });

  it('counts the components whose function ran, and does not enter the subtrees React skipped', () => {
    // The page (rendered again) and its two sections: one rendered, one memoised and skipped with
    // its old children (a list that must not be counted).
    const skippedBefore = fiber(MEMO, 0, [fiber(FUNCTION, 0, [fiber(FUNCTION, 0), fiber(FUNCTION, 0)])]);
    const skipped = fiber(MEMO, 0, [], skippedBefore);
    skipped.child = skippedBefore.child;
    const sectionBefore = fiber(FUNCTION, 0, [fiber(HOST, 0)]);
    const section = fiber(FUNCTION, 1, [fiber(HOST, 0, [], sectionBefore.child)], sectionBefore);
    const pageBefore = fiber(FUNCTION, 0, [fiber(HOST, 0)]);
    const pageFiber = fiber(FUNCTION, 1, [section, skipped], pageBefore);
    const root = fiber(ROOT, 0, [pageFiber], fiber(ROOT, 0, [pageBefore]));
    expect(rendered(root)).toBe(2);
  });

  it('counts nothing when the root kept its children', () => {
    const before = fiber(ROOT, 0, [fiber(FUNCTION, 1)]);
    const root = fiber(ROOT, 0, [], before);
    root.child = before.child;
    expect(rendered(root)).toBe(0);
  });

  it('gives React a hook it accepts, and sums the commits', () => {
    new Function(RENDER_PROBE)();
    expect(page.__REACT_DEVTOOLS_GLOBAL_HOOK__!.inject()).toBe(1);
    page.__REACT_DEVTOOLS_GLOBAL_HOOK__!.onCommitFiberRoot(1, { current: fiber(ROOT, 0, [fiber(FUNCTION, 1, [fiber(FUNCTION, 1)])]) });
    page.__REACT_DEVTOOLS_GLOBAL_HOOK__!.onCommitFiberRoot(1, { current: fiber(ROOT, 0, [fiber(MEMO, 1)]) });
    expect(summariseCommits(page.__benchCommits!)).toEqual({ commits: 2, rendered: 3 });
  });
});
