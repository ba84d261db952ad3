import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's VAPID key pair (base64url, as web-push makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** File names inside DATA_DIR. */
export const VAPID_FILE = 'vapid.json';
export const ADMIN_TOKEN_FILE = 'admin-token';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Writes a new secret file readable by its owner only; false when the file exists already
 * (another process made it first: the caller reads that one).
 */
export function createSecretFile(path: string, text: string): boolean {
  try {
    writeFileSync(path, text, { mode: 0o600, flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function readIfExists(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseVapid(text: string, path: string): VapidKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const keys = parsed as Partial<VapidKeys> | null;
  if (
    typeof keys?.publicKey !== 'string' ||
    typeof keys.privateKey !== 'string' ||
    !BASE64URL.test(keys.publicKey) ||
    !BASE64URL.test(keys.privateKey)
  ) {
    throw new Error(
      `VAPID 키 파일이 올바르지 않습니다: ${path}. 파일을 지우면 새 키를 만듭니다(구독한 기기는 다시 등록해야 합니다). ` +
        `The VAPID key file is malformed.`,
    );
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The VAPID keys kept in `${dataDir}/vapid.json` (mode 0600), made on first use and reused after:
 * subscriptions are bound to the public key, so new keys would orphan every device.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const path = join(dataDir, VAPID_FILE);
  const existing = readIfExists(path);
  if (existing !== null) return parseVapid(existing, path);
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  if (createSecretFile(path, `${JSON.stringify(keys, null, 2)}\n`)) return keys;
  return parseVapid(readFileSync(path, 'utf8'), path);
}

/** The admin token in `${dataDir}/admin-token`, or null when there is none (no file or empty). */
export function readAdminTokenFile(dataDir: string): string | null {
  const text = readIfExists(join(dataDir, ADMIN_TOKEN_FILE))?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * The admin token: ADMIN_TOKEN when set, else the one in `${dataDir}/admin-token`, made on first
 * use (32 random bytes, base64url; mode 0600).
 */
export function loadOrCreateAdminToken(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const existing = readAdminTokenFile(dataDir);
  if (existing !== null) return existing;
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  if (createSecretFile(join(dataDir, ADMIN_TOKEN_FILE), `${token}\n`)) return token;
  const raced = readAdminTokenFile(dataDir);
  if (raced === null) throw new Error(`관리자 토큰 파일이 비어 있습니다: ${join(dataDir, ADMIN_TOKEN_FILE)}`);
  return raced;
}
