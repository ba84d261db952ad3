/** An AES-GCM ciphertext as stored: base64 of a fresh 12-byte IV and of the sealed bytes. */
export interface SealedValue {
  v: 1;
  iv: string;
  data: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * A new AES-GCM 256 key that cannot be exported: script on the page can use it but never read
 * it, so a copied IndexedDB file is useless without the browser profile's key store.
 */
export function createSealingKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function sealJson(key: CryptoKey, value: unknown): Promise<SealedValue> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  return { v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(sealed)) };
}

/** The value, or null when the ciphertext is damaged or sealed under another key. */
export async function openJson(key: CryptoKey, sealed: SealedValue): Promise<unknown> {
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return null;
  }
}

export function isSealedValue(value: unknown): value is SealedValue {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.v === 1 && typeof record.iv === 'string' && typeof record.data === 'string';
}

/** UTF-8 text as base64 (the login call's "encoded" password: an encoding, not a secret). */
export function encodeUtf8Base64(text: string): string {
  return toBase64(new TextEncoder().encode(text));
}

/**
 * An idempotency key made from what is sent: the same request sent again (a retry after its answer
 * was lost) carries the same key, and a request with anything changed carries another. SHA-256 of
 * the JSON, base64url (43 characters, within the 8–100 of [A-Za-z0-9_-] keys may have).
 * Undefined where the page has no Web Crypto (plain http to another machine): sent without a key.
 */
export async function contentKey(body: unknown): Promise<string | undefined> {
  if (typeof crypto === 'undefined' || crypto.subtle === undefined) return undefined;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body))));
  return toBase64(digest).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
