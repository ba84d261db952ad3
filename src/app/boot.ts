import { ensureMenus, watchConnectivity } from '../features/menu/menu-data';
import { captureInstallPrompt } from '../features/install/install-state';
import { prefetchPopups } from '../features/popup/popup-data';
import { autoLoginOnce, checkBeforeRequest, restoreSession, watchOtherTabs } from '../features/session/session-manager';
import { readSettings } from '../db/repositories/settings-repository';
import { configureHttp } from '../lib/http/client';
import { onErrorStatus } from '../lib/http/error-bus';
import { appStore, errorStateAtom } from './model/app-atoms';

/** Everything that must be in place before the first route loads. */
export async function boot(): Promise<void> {
  // Before anything else: the browser may announce installability right away.
  captureInstallPrompt();
  onErrorStatus((status, detail) => appStore.set(errorStateAtom, { status, ...(detail ? { detail } : {}) }));
  // The first stored read opens the database (on a new device it creates the stores): ~20 ms on a phone-speed
  // CPU, in a task of its own rather than the one that evaluated the modules (a 71 ms long task
  // before; npm run bench -- --boot-only).
  await new Promise((resolve) => window.setTimeout(resolve, 0));
  const [settings] = await Promise.all([
    readSettings().catch(() => null),
    // Guards read the session synchronously, so it is restored before the router starts.
    restoreSession(),
  ]);
  // IndexedDB can be unavailable (private modes, full disk): the defaults still work then.
  if (settings) configureHttp({ defaultBase: settings.basePath });
  configureHttp({ beforeRequest: checkBeforeRequest });
  watchConnectivity();
  // Every page's header needs the menus and the guards may wait for them: their stored copy is
  // read, and on a first visit fetched, while the router is still being built.
  void ensureMenus();
  if (window.location.pathname === '/' || window.location.pathname === '/main') {
    // The popup is the largest thing a first visit to /main paints: start it with the menus.
    prefetchPopups();
    void import('../features/popup/components/popup-dialog');
    // Its own import, requested now rather than once the dialog's chunk has arrived.
    void import('../components/ui/modal-dialog');
  }
  watchOtherTabs();
  void autoLoginOnce();
}
