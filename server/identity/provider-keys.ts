import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import * as v from 'valibot';
import { createSecretFile, readIfExists } from '../push/secrets';

/**
 * The simulated certification provider's keys: an ES256 pair that signs its results, and a secret
 * from which it derives each person's ci and di. A real provider keeps its private key to itself
 * and gives the site its public key; here both live in one process, and the portal's side is
 * handed only `publicKey`.
 */
export interface ProviderKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Key id, named in each signed result's header. */
  kid: string;
  /** HMAC secret for ci/di (base64url, 32 bytes). */
  secret: string;
}

export const PROVIDER_KEY_FILE = 'cert-provider-key.json';

const StoredKeys = v.object({
  kid: v.pipe(v.string(), v.minLength(8)),
  secret: v.pipe(v.string(), v.minLength(32)),
  privateJwk: v.looseObject({ kty: v.literal('EC'), crv: v.literal('P-256'), d: v.string(), x: v.string(), y: v.string() }),
});

async function fromStored(stored: v.InferOutput<typeof StoredKeys>): Promise<ProviderKeys> {
  const { d: _private, ...publicJwk } = stored.privateJwk;
  return {
    privateKey: (await importJWK(stored.privateJwk as JWK, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk as JWK, 'ES256')) as CryptoKey,
    kid: stored.kid,
    secret: stored.secret,
  };
}

async function freshStored(): Promise<v.InferOutput<typeof StoredKeys>> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return v.parse(StoredKeys, { kid: randomBytes(9).toString('base64url'), secret: randomBytes(32).toString('base64url'), privateJwk: jwk });
}

/** A fresh pair for one process (tests, and a server without a data directory). */
export async function freshProviderKeys(): Promise<ProviderKeys> {
  return fromStored(await freshStored());
}

/** The keys kept in `${dataDir}/cert-provider-key.json` (mode 0600), made on first use. */
export async function loadOrCreateProviderKeys(dataDir: string): Promise<ProviderKeys> {
  const path = join(dataDir, PROVIDER_KEY_FILE);
  const existing = readIfExists(path);
  if (existing !== null) return fromStored(v.parse(StoredKeys, JSON.parse(existing)));
  mkdirSync(dataDir, { recursive: true });
  const stored = await freshStored();
  if (createSecretFile(path, `${JSON.stringify(stored, null, 2)}\n`)) return fromStored(stored);
  return fromStored(v.parse(StoredKeys, JSON.parse(readFileSync(path, 'utf8'))));
}
