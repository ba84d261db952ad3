/**
 * An idempotency key made from what is sent: the same request sent again (a retry after its answer
 * was lost) carries the same key, and a request with anything changed carries another. SHA-256 of
 * the JSON, base64url (43 characters, within the 8–100 of [A-Za-z0-9_-] keys may have).
 * Undefined where the page has no Web Crypto (plain http to another machine): sent without a key.
 */
export async function contentKey(body: unknown): Promise<string | undefined> {
  if (typeof crypto === 'undefined' || crypto.subtle === undefined) return undefined;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body))));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
