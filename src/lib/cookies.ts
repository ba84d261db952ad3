/**
 * A cookie for the whole site that the page itself writes (so never HttpOnly): a preference the
 * server may read, never a secret. Same-site only, and Secure where the page is on https.
 * Cookies disabled: nothing happens.
 */
export function setSiteCookie(name: string, value: string, maxAgeSeconds: number): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax${secure}`;
  } catch {
    // No document (a worker) or cookies refused.
  }
}

/** Forgets a cookie set by setSiteCookie. */
export function clearSiteCookie(name: string): void {
  setSiteCookie(name, '', 0);
}

/** The value of a cookie the page can read, or null. */
export function readCookie(name: string): string | null {
  try {
    for (const pair of document.cookie.split(';')) {
      const at = pair.indexOf('=');
      if (at > 0 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
    }
  } catch {
    // Malformed escape or no document.
  }
  return null;
}
