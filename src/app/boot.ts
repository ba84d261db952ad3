import { watchConnectivity } from '../features/menu/load-menus';
import { readSettings } from '../db/repositories/settings-repository';
import { configureHttp } from '../lib/http/client';
import { onErrorStatus } from '../lib/http/error-bus';
import { appStore, errorStateAtom } from './model/app-atoms';

/** Everything that must be in place before the first route loads. */
export async function boot(): Promise<void> {
  onErrorStatus((status, detail) => appStore.set(errorStateAtom, { status, ...(detail ? { detail } : {}) }));
  try {
    const settings = await readSettings();
    configureHttp({ defaultBase: settings.basePath });
  } catch {
    // IndexedDB can be unavailable (private modes, full disk): the defaults still work.
  }
  watchConnectivity();
}
