import { useStore, type Atom } from 'jotai';
import { useEffect, useState } from 'react';

type Store = ReturnType<typeof useStore>;

interface Seen<T> {
  value: T;
  store: Store;
  atom: Atom<T>;
}

/**
 * jotai's `useAtomValue` for atoms whose value is ready at once (not a promise), without its
 * render after mounting: that hook subscribes in an effect and then always dispatches a check to
 * its reducer, which React 19 never skips ahead of time, so every component reading an atom
 * rendered a second time right after its first commit. The shell's seven readers made one extra,
 * unsliced render of the shell just after the first paint (`npm run bench -- --boot-only`,
 * docs/architecture.md). Here the check after subscribing goes through a state setter that
 * returns the same state when nothing changed, which React drops before scheduling anything.
 * Changes reach the component as with jotai: a render at the priority of the update that set it.
 */
export function useAtomNow<T>(atom: Atom<T>): T {
  const store = useStore();
  const [seen, setSeen] = useState<Seen<T>>(() => ({ value: store.get(atom), store, atom }));
  useEffect(() => {
    const check = () =>
      setSeen((previous) => {
        const value = store.get(atom);
        return Object.is(previous.value, value) && previous.store === store && previous.atom === atom ? previous : { value, store, atom };
      });
    const unsubscribe = store.sub(atom, check);
    // The value may have changed between the render and the subscription.
    check();
    return unsubscribe;
  }, [store, atom]);
  return seen.store === store && seen.atom === atom ? seen.value : store.get(atom);
}
