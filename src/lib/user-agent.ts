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
