import * as v from 'valibot';
import { MANAGE_CODE } from '../../../contract/constants';
import { MenuItemSchema, type MenuItem } from '../../../contract/menu';
import { defineResource, load, revalidate, type FetchAnswer } from '../../data/resource';
import { raiseErrorStatus } from '../../lib/http/error-bus';
import { selectMenu } from './api/select-menu';

export interface MenuSnapshot {
  items: MenuItem[];
  /** Epoch milliseconds of the data shown; 0 when nothing could be loaded. */
  fetchedAt: number;
}

/** The site's menu tree, cache-first: every page needs it, offline too (spec §2 header). */
export const menusResource = defineResource({
  family: 'menus',
  id: () => MANAGE_CODE,
  schema: v.array(MenuItemSchema),
  policy: 'cache-first',
  fetch: (_params: object, { background }) => selectMenu({ errorPage: !background }),
});

/** Revalidate at most this often while the app stays open (milliseconds). */
const REVALIDATE_INTERVAL_MS = 5 * 60 * 1000;

let firstLoad: Promise<MenuSnapshot> | null = null;
let latest: MenuSnapshot = { items: [], fetchedAt: 0 };
let lastRevalidation = 0;

function remember(answer: FetchAnswer<MenuItem[]>): void {
  if (answer.kind === 'ok') latest = { items: answer.data, fetchedAt: Date.now() };
}

/**
 * Fetches fresh menus in the background, at most once per interval, and stores them (screens
 * repaint through their live query). Never shows an error page: the stored menus stay on screen.
 */
export async function revalidateMenus(now = Date.now()): Promise<void> {
  if (now - lastRevalidation < REVALIDATE_INTERVAL_MS) return;
  lastRevalidation = now;
  remember(await revalidate(menusResource, {}));
}

async function loadOnce(): Promise<MenuSnapshot> {
  lastRevalidation = Date.now();
  const loaded = await load(menusResource, {}, { onRefresh: remember });
  if (loaded.kind === 'data') {
    latest = { items: loaded.data, fetchedAt: loaded.fetchedAt };
    return latest;
  }
  // Nothing stored and nothing fetched (failure, NO_DATA or no network): spec §4 asks for 503.
  // The HTTP client already raised the listed statuses; raising 503 again is harmless.
  raiseErrorStatus(503);
  return latest;
}

/**
 * Menus for the first paint: from IndexedDB at once when stored (refreshed in the background),
 * otherwise from the network. Memoised for the life of the page; a failed first load is retried
 * on the next call.
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
  lastRevalidation = 0;
}
