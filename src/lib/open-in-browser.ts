import type { InAppBrowser } from './user-agent';

/**
 * How a page opened inside an app's browser reaches the phone's own browser (spec §8 error 888):
 * - KakaoTalk (Android and iOS) opens `kakaotalk://web/openExternal?url=…` in the default browser;
 * - LINE opens any address with `openExternalBrowser=1` in its query outside the app;
 * - on Android every other app hands an `intent:` address with no package to the system, which
 *   opens the default browser (a package name would insist on Chrome);
 * - on iOS the others offer no way out: null, and the page offers to copy the link for Safari.
 */
export function openInBrowserHref(app: InAppBrowser, pageUrl: string, platform: { android: boolean }): string | null {
  const url = new URL(pageUrl);
  if (app === 'kakaotalk') return `kakaotalk://web/openExternal?url=${encodeURIComponent(url.href)}`;
  if (app === 'line') {
    url.searchParams.set('openExternalBrowser', '1');
    return url.href;
  }
  if (platform.android) return androidIntentHref(url);
  return null;
}

/**
 * `intent://host/path?query#Intent;scheme=https;…;end`: the system's VIEW of the address in a
 * browser. The page's own fragment cannot travel (the intent's parameters take its place).
 */
export function androidIntentHref(url: URL): string {
  const scheme = url.protocol.replace(/:$/, '');
  const parts = ['Intent', `scheme=${scheme}`, 'action=android.intent.action.VIEW', 'category=android.intent.category.BROWSABLE', 'end'];
  return `intent://${url.host}${url.pathname}${url.search}#${parts.join(';')}`;
}
