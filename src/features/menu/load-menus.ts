import { MANAGE_CODE } from '../../../contract/constants';
import type { MenuItem } from '../../../contract/menu';
import { readMenus, saveMenus } from '../../db/repositories/menu-repository';
import { raiseErrorStatus } from '../../lib/http/error-bus';
import { selectMenu } from './api/select-menu';

export interface MenuSnapshot {
  items: MenuItem[];
  /** Epoch milliseconds of the data shown; 0 when nothing could be loaded. */
  fetchedAt: number;
}

/** Revalidate at most this often while the app stays open (milliseconds). */
const REVALIDATE_INTERVAL_MS = 5 * 60 * 1000;

let firstLoad: Promise<MenuSnapshot> | null = null;
let latest: MenuSnapshot = { items: [], fetchedAt: 0 };
let revalidating: Promise<void> | null = null;
let lastRevalidation = 0;

async function fetchAndStore(errorPage: boolean): Promise<MenuSnapshot | null> {
  const outcome = await selectMenu({ errorPage });
  if (outcome.kind !== 'ok') return null;
  const snapshot = { items: outcome.items, fetchedAt: Date.now() };
  await saveMenus(MANAGE_CODE, snapshot.items, snapshot.fetchedAt);
  latest = snapshot;
  return snapshot;
}

/**
 * Fetches fresh menus in the background and writes them to IndexedDB (screens repaint through
 * their live query). Never shows an error page: the cached menus stay on screen.
 */
export function revalidateMenus(now = Date.now()): Promise<void> {
  if (revalidating) return revalidating;
  if (now - lastRevalidation < REVALIDATE_INTERVAL_MS) return Promise.resolve();
  lastRevalidation = now;
  revalidating = fetchAndStore(false)
    .then(() => undefined)
    .finally(() => {
      revalidating = null;
    });
  return revalidating;
}

async function loadOnce(): Promise<MenuSnapshot> {
  const cached = await readMenus(MANAGE_CODE);
  if (cached) {
    latest = cached;
    void revalidateMenus();
    return cached;
  }
  lastRevalidation = Date.now();
  const fresh = await fetchAndStore(true);
  if (fresh) return fresh;
  // Nothing cached and nothing fetched (failure, NO_DATA or no network): spec §4 asks for 503.
  // The HTTP client already raised the listed statuses; raising 503 again is harmless.
  raiseErrorStatus(503);
  return latest;
}

/**
 * Menus for the first paint: from IndexedDB at once when cached (revalidated in the
 * background), otherwise from the network. Memoised for the life of the page; a failed
 * first load is retried on the next call.
 */
export function ensureMenus(): Promise<MenuSnapshot> {
  firstLoad ??= loadOnce().then((snapshot) => {
    if (snapshot.items.length === 0) firstLoad = null;
    return snapshot;
  });
  return firstLoad;
}

/** The newest menus this page knows, without waiting (guards use it after ensureMenus). */
export function currentMenus(): MenuItem[] {
  return latest.items;
}

/** When the network comes back, look for fresher menus. */
export function watchConnectivity(): () => void {
  const onOnline = () => {
    lastRevalidation = 0;
    if (latest.items.length === 0) {
      firstLoad = null;
      void ensureMenus();
    } else void revalidateMenus();
  };
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}

/** For tests: forget what this module remembers. */
export function resetMenuLoader(): void {
  firstLoad = null;
  latest = { items: [], fetchedAt: 0 };
  revalidating = null;
  lastRevalidation = 0;
}
