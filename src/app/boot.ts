import { ensureMenus, watchConnectivity } from '../features/menu/menu-data';
import { captureInstallPrompt } from '../features/install/install-state';
import { popupsAtom } from '../features/popup/model/popup-atoms';
import { prefetchPopups } from '../features/popup/popup-data';
import { autoLoginOnce, checkBeforeRequest, restoreSession, watchOtherTabs } from '../features/session/session-manager';
import { readSettings } from '../db/repositories/settings-repository';
import { configureHttp } from '../lib/http/client';
import { onErrorStatus } from '../lib/http/error-bus';
import { appStore, errorStateAtom } from './model/app-atoms';
import { nextTask } from '../lib/next-task';

const isMainPath = (pathname: string): boolean => pathname === '/' || pathname === '/main';

/** Everything that must be in place before the first route loads. */
export async function boot(): Promise<void> {
  // Before anything else: the browser may announce installability right away.
  captureInstallPrompt();
  onErrorStatus((status, detail) => appStore.set(errorStateAtom, { status, ...(detail ? { detail } : {}) }));
  // The first stored read opens the database (on a new device it creates the stores): ~20 ms on a phone-speed
  // CPU, in a task of its own rather than the one that evaluated the modules (a 71 ms long task
  // before; npm run bench -- --boot-only).
  await nextTask();
  const [settings] = await Promise.all([
    readSettings().catch(() => null),
    // Guards read the session synchronously, so it is restored before the router starts.
    restoreSession(),
  ]);
  // IndexedDB can be unavailable (private modes, full disk): the defaults still work then.
  if (settings) configureHttp({ defaultBase: settings.basePath });
  configureHttp({ beforeRequest: checkBeforeRequest });
  watchConnectivity();
  watchOtherTabs();
  const onMain = isMainPath(window.location.pathname);
  if (onMain) {
    // The popup is the largest thing a first visit to /main paints: its list is asked for first,
    // and when it is in before the first render (the shell carries it), that render opens the
    // popup, instead of a render and a commit after the shell's (page-tracking.ts asks again on
    // mount and gets this same list, which changes nothing).
    void prefetchPopups().then((popups) => {
      if (isMainPath(window.location.pathname)) appStore.set(popupsAtom, popups);
    });
    // The dialog's two chunks, each requested in a task of its own: starting a request costs the
    // main thread a few milliseconds, and the list's request, these two and the reads' callbacks
    // were one task of 100–115 ms at 4× CPU (npm run bench -- --boot-only). The second is the
    // first one's import, asked for now rather than once the dialog's chunk has arrived.
    void nextTask()
      .then(() => import('../features/popup/components/popup-dialog'))
      .catch(() => undefined);
    void nextTask()
      .then(nextTask)
      .then(() => import('../components/ui/modal-dialog'))
      .catch(() => undefined);
  } else {
    // Every page's header needs the menus and the guards may wait for them: their stored copy is
    // read, and on a first visit fetched, while the router is still being built.
    void ensureMenus();
  }
  // Before the router's first requests: checkBeforeRequest holds them while it runs.
  void autoLoginOnce();
  // /main does not wait for the menus (its guard is exempt): there they start in a task of their
  // own. Each request costs the main thread a few milliseconds to start (its headers, the fetch,
  // the first read of the device's storage), and the boot's requests together were one long task
  // (74–127 ms at 4× CPU on /main, npm run bench -- --boot-only).
  if (onMain) void nextTask().then(() => ensureMenus());
}
