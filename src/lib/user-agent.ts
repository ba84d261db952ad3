/** Crawlers and audit tools get no error page (spec §2 "Error page"). */
const BOT_PATTERN = /bot|lighthouse|facebookexternalhit|google/i;
const MOBILE_PATTERN = /android|iphone|ipad|ipod|mobile|windows phone|blackberry|opera mini/i;

export function isBotUserAgent(userAgent: string): boolean {
  // Chrome's own UA contains no "google", but Googlebot and Google's tools do.
  return BOT_PATTERN.test(userAgent);
}

/** M for phones and tablets, P otherwise (access log device, spec §3). */
export function deviceKind(userAgent: string): 'M' | 'P' {
  return MOBILE_PATTERN.test(userAgent) ? 'M' : 'P';
}

export function isAndroid(userAgent: string): boolean {
  return /android/i.test(userAgent);
}

/** iPhone, iPad, iPod — and iPadOS, which calls itself a Mac but has touch. */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/** Phones and tablets (the install prompt is offered on these only). */
export function isMobileOrTablet(userAgent: string, maxTouchPoints = 0): boolean {
  return deviceKind(userAgent) === 'M' || isIos(userAgent, maxTouchPoints) || /tablet|kindle|silk/i.test(userAgent);
}

/**
 * Apps whose built-in browser the portal does not run in (spec §8 error 888): logins, the card
 * and installing need the phone's own browser. Detected from the tokens each app adds to the
 * system web view's user agent:
 * - kakaotalk `KAKAOTALK` · naver `NAVER(inapp; …)` (the NAVER app, blog and cafe; the Whale
 *   browser is a full browser and is not listed) · daum `DaumApps` · band `BAND/`
 * - line `Line/` · instagram `Instagram ` · facebook `FBAN`/`FBAV`/`FB_IAB`/`FBIOS` (Facebook and
 *   Messenger) · wechat `MicroMessenger` · tiktok `musical_ly`/`BytedanceWebview`
 * A plain Android web view (`; wv)`) is not treated as in-app: other apps that embed the portal on
 * purpose would lose it. Crawlers (facebookexternalhit, Yeti) are bots, never in-app.
 */
export type InAppBrowser = 'kakaotalk' | 'naver' | 'daum' | 'band' | 'line' | 'instagram' | 'facebook' | 'wechat' | 'tiktok';

const IN_APP_PATTERNS: ReadonlyArray<readonly [InAppBrowser, RegExp]> = [
  ['kakaotalk', /KAKAOTALK/i],
  ['naver', /NAVER\(inapp/i],
  ['daum', /DaumApps\//i],
  ['band', /\bBAND\//],
  ['line', /\bLine\/\d/],
  ['instagram', /\bInstagram \d/],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\/|FBIOS/],
  ['wechat', /MicroMessenger\//i],
  ['tiktok', /musical_ly|BytedanceWebview/i],
];

/** The app whose in-app browser this is, or null (bots are never in-app). */
export function inAppBrowser(userAgent: string): InAppBrowser | null {
  if (isBotUserAgent(userAgent)) return null;
  for (const [app, pattern] of IN_APP_PATTERNS) {
    if (pattern.test(userAgent)) return app;
  }
  return null;
}
