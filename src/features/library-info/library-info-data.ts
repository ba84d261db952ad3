import { startTransition, useEffect, useState } from 'react';
import { LibraryInfoSchema, type LibraryInfo } from '../../../contract/library-info';
import { defineResource, load } from '../../data/resource';
import { useStored } from '../../data/use-resource';
import { selectLibraryInfo } from './api/select-library-info';
import { useKeptEqual } from '../../lib/use-kept-equal';

/** How long a stored copy of the facts is trusted before a visit asks again (they rarely change). */
export const LIBRARY_INFO_FRESH_MS = 10 * 60 * 1000;

/**
 * The library's facts (address, phone, rooms and their hours, closed days), cache-first: every
 * place that shows them reads this one stored copy, so the footer, the home card and the pages
 * agree, offline too, and a change on the server reaches all of them with the next refresh.
 */
export const libraryInfoResource = defineResource({
  family: 'library-info',
  id: () => '',
  schema: LibraryInfoSchema,
  policy: 'cache-first',
  revalidateAfterMs: LIBRARY_INFO_FRESH_MS,
  fetch: () => selectLibraryInfo(),
});

/** The facts for a route loader that needs them before it paints (the /gg-directions page). */
export function loadLibraryInfo(options: { preload?: boolean } = {}) {
  return load(libraryInfoResource, {}, options);
}

export interface LibraryInfoView {
  /** The stored facts (live: a refresh repaints), or null while none is on the device. */
  info: LibraryInfo | null;
  /** No facts yet, and still reading the device or asking the server. */
  loading: boolean;
}

/**
 * The stored facts, live. The first mount asks the server when nothing is stored (a copy older
 * than LIBRARY_INFO_FRESH_MS is refreshed quietly), and again when the network returns. Every
 * component that shows a fact reads it through here.
 */
export function useLibraryInfo(): LibraryInfoView {
  const stored = useStored(libraryInfoResource, {});
  // The answer of the first load, until the live copy catches up with what it wrote.
  const [loaded, setLoaded] = useState<{ info: LibraryInfo | null } | null>(null);
  useEffect(() => {
    let current = true;
    // One fetch however many parts ask at once (the resource layer shares it); never throws.
    // The answer renders as a transition, in slices, as the live copy's changes do: on a first
    // visit it lands during the boot, and as an ordinary update it rendered the footer and the
    // hours card in one unsliced task (npm run bench -- --boot-only).
    const ask = () =>
      void load(libraryInfoResource, {}).then((answer) => {
        if (current) startTransition(() => setLoaded({ info: answer.kind === 'data' ? answer.data : null }));
      });
    ask();
    window.addEventListener('online', ask);
    return () => {
      current = false;
      window.removeEventListener('online', ask);
    };
  }, []);
  // The answer and the live copy are equal facts as other objects: what shows them renders once.
  const info = useKeptEqual(stored?.data ?? loaded?.info ?? null);
  return { info, loading: info === null && (stored === undefined || loaded === null) };
}
