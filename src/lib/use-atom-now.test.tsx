import { act, cleanup, render, screen } from '@testing-library/react';
import { atom, createStore, Provider, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAtomNow } from './use-atom-now';

function counted(read: (a: typeof countAtom) => number) {
  const renders: number[] = [];
  function Reader() {
    const value = read(countAtom);
    renders.push(value);
    return <p>{value}</p>;
  }
  return { Reader, renders };
}

const countAtom = atom(1);
const within = (store: ReturnType<typeof createStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('useAtomNow', () => {
  afterEach(cleanup);

  it('renders once on mount when the value stays (jotai’s own hook renders twice)', async () => {
    for (const [hook, expected] of [
      [useAtomNow, 1],
      [useAtomValue, 2],
    ] as const) {
      const store = createStore();
      const { Reader, renders } = counted(hook);
      const { unmount } = render(<Reader />, { wrapper: within(store) });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(renders).toHaveLength(expected);
      unmount();
    }
  });

  it('renders the new value when the atom changes, and a change between render and subscription', async () => {
    const store = createStore();
    const { Reader, renders } = counted(useAtomNow);
    // Effects run in the siblings' order: the one before the reader changes the value after the
    // reader has rendered and before it has subscribed.
    function Changer() {
      useEffect(() => store.set(countAtom, 2), []);
      return null;
    }
    render(
      <>
        <Changer />
        <Reader />
      </>,
      { wrapper: within(store) },
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('paragraph').textContent).toBe('2');
    act(() => store.set(countAtom, 3));
    expect(screen.getByRole('paragraph').textContent).toBe('3');
    expect(renders.at(-1)).toBe(3);
  });

  it('keeps a function as the value, not as an updater', async () => {
    const store = createStore();
    const fnAtom = atom<null | (() => string)>(null);
    function Reader() {
      const run = useAtomNow(fnAtom);
      return <p>{run ? run() : 'none'}</p>;
    }
    render(<Reader />, { wrapper: within(store) });
    expect(screen.getByRole('paragraph').textContent).toBe('none');
    act(() => store.set(fnAtom, () => () => 'called'));
    expect(screen.getByRole('paragraph').textContent).toBe('called');
  });

  it('reads the other atom at once when it is given another', () => {
    const store = createStore();
    const other = atom(7);
    function Reader({ which }: { which: typeof countAtom }) {
      return <p>{useAtomNow(which)}</p>;
    }
    const { rerender } = render(<Reader which={countAtom} />, { wrapper: within(store) });
    expect(screen.getByRole('paragraph').textContent).toBe('1');
    rerender(<Reader which={other} />);
    expect(screen.getByRole('paragraph').textContent).toBe('7');
    act(() => store.set(other, 8));
    expect(screen.getByRole('paragraph').textContent).toBe('8');
  });
});
