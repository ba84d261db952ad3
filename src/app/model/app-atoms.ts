import { atom, createStore } from 'jotai';

/** The error page being shown instead of the route, or null. */
export interface ErrorState {
  status: number;
  /** What failed: a path for 404, the request URL for API failures. */
  detail?: string;
}

export const errorStateAtom = atom<ErrorState | null>(null);

/** A new service worker is waiting; the toast offers to reload into it. */
export const updateReadyAtom = atom<null | (() => void)>(null);

/**
 * The app's jotai store, created outside React so boot code (the HTTP error channel, the
 * service worker) can write to it before the first render.
 */
export const appStore = createStore();
