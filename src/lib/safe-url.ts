const BLOCKED_PROTOCOLS = ['javascript:', 'vbscript:', 'file:', 'data:'];

/** Normalise a URL the way a browser would before deciding on its scheme. */
function normalise(raw: string): string {
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // A malformed escape is kept as is; the checks below still apply.
  }
  // Control characters and whitespace are ignored by URL parsers inside the scheme.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  return value.replace(/&colon;/gi, ':').replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();
}

/** An in-app path: starts with one '/' and is not protocol-relative. */
export function isInternalPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value.trim());
}

/** An absolute http(s) address another site may be opened at. */
export function isSafeExternalUrl(value: string): boolean {
  const lower = normalise(value.trim());
  if (BLOCKED_PROTOCOLS.some((protocol) => lower.startsWith(protocol))) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
