import type { BrowserContext } from 'playwright';

/**
 * Debian's Chromium 150 keeps the network offline after `context.setOffline(true)` but reports
 * `navigator.onLine === true` in every document loaded afterwards, and such a document gets no
 * 'online' event when the network returns (the document that was open when the state changed is
 * told correctly). A phone that is really offline reads false everywhere, so the tests make the
 * emulation say what the network does. Checked: fetch fails in those documents; only onLine lies.
 */
const ONLINE_SHIM_SCRIPT = `(() => {
  const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  if (!descriptor || !descriptor.get || globalThis.__e2eRealOnline) return;
  const read = descriptor.get;
  globalThis.__e2eRealOnline = () => read.call(navigator);
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    enumerable: true,
    get() { return globalThis.__e2eOffline === true ? false : read.call(this); },
  });
})();`;

type ShimmedWindow = { __e2eOffline?: boolean; __e2eRealOnline?: () => boolean };

/** Makes `context.setOffline` hold for documents loaded later too (see ONLINE_SHIM_SCRIPT). */
export async function keepOfflineAcrossNavigations(context: BrowserContext): Promise<void> {
  await context.addInitScript(ONLINE_SHIM_SCRIPT);
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    const pages = context.pages();
    const before = await Promise.all(pages.map((page) => page.evaluate(() => (globalThis as ShimmedWindow).__e2eRealOnline?.() ?? navigator.onLine).catch(() => null)));
    await setOffline(offline);
    // Init scripts run in the order added, so a new document ends with the latest state.
    await context.addInitScript(`globalThis.__e2eOffline = ${offline ? 'true' : 'false'};`);
    await Promise.all(
      pages.map((page, index) =>
        page
          .evaluate(
            ([value, realBefore]) => {
              const w = globalThis as ShimmedWindow;
              const shownBefore = w.__e2eOffline === true ? false : realBefore;
              w.__e2eOffline = value;
              const realAfter = w.__e2eRealOnline?.() ?? navigator.onLine;
              // The browser fires its own event when its own reading changed; when it did not
              // (the reading was wrong), fire the event a real change of network fires.
              if (realBefore === realAfter && shownBefore !== navigator.onLine) window.dispatchEvent(new Event(navigator.onLine ? 'online' : 'offline'));
            },
            [offline, before[index] ?? true] as const,
          )
          .catch(() => undefined),
      ),
    );
  };
}
