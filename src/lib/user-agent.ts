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
