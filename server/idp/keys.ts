import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import * as v from 'valibot';
import { createSecretFile, readIfExists } from '../push/secrets';
import { IDP_NAMES, type IdpName } from './catalog';

/*
 * What each simulated provider keeps to itself, in the data directory so that a restart keeps
 * signed-in sessions and issued tokens valid: an ES256 signing key (its private JWK, kid named in
 * each token's header) and the secret its cookies are signed with. The portal's client secret at
 * each provider is in a file of its own: a real provider would have handed it to the library at
 * registration, and the portal's relying party reads it from there.
 */

export interface IdpKeys {
  /** Private signing key as a JWK (kty EC, crv P-256, d), with kid, alg ES256 and use sig. */
  signingJwk: JWK;
  /** Keys for the provider's signed cookies (Keygrip), newest first. */
  cookieKeys: string[];
}

const StoredIdpKeys = v.object({
  signingJwk: v.looseObject({
    kty: v.literal('EC'),
    crv: v.literal('P-256'),
    d: v.string(),
    x: v.string(),
    y: v.string(),
    kid: v.pipe(v.string(), v.minLength(8)),
    alg: v.literal('ES256'),
    use: v.literal('sig'),
  }),
  cookieKeys: v.pipe(v.array(v.pipe(v.string(), v.minLength(32))), v.minLength(1)),
});

const secret = v.pipe(v.string(), v.minLength(43));
const ClientSecrets = v.object({ anyid: secret, naver: secret, google: secret } satisfies Record<IdpName, typeof secret>);
export type ClientSecrets = Readonly<Record<IdpName, string>>;

export const idpKeyFile = (name: IdpName) => `idp-${name}-keys.json`;
export const CLIENT_SECRETS_FILE = 'oidc-client-secrets.json';

/** A fresh key set (tests, a server without a data directory, and the first start). */
export async function freshIdpKeys(): Promise<IdpKeys> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return v.parse(StoredIdpKeys, {
    signingJwk: { ...jwk, kid: randomBytes(9).toString('base64url'), alg: 'ES256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  }) as IdpKeys;
}

export function freshClientSecrets(): ClientSecrets {
  return Object.fromEntries(IDP_NAMES.map((name) => [name, randomBytes(32).toString('base64url')])) as Record<IdpName, string>;
}

function loadOrCreate<T>(dataDir: string, file: string, schema: v.GenericSchema<unknown, T>, fresh: () => T): T {
  const path = join(dataDir, file);
  const parse = (text: string): T => {
    const parsed = v.safeParse(schema, JSON.parse(text));
    if (!parsed.success) {
      throw new Error(`${path} 파일이 올바르지 않습니다. 지우면 새로 만듭니다(로그인된 연동 세션은 끝납니다). The file is malformed.`);
    }
    return parsed.output;
  };
  const existing = readIfExists(path);
  if (existing !== null) return parse(existing);
  mkdirSync(dataDir, { recursive: true });
  const made = fresh();
  if (createSecretFile(path, `${JSON.stringify(made, null, 2)}\n`)) return made;
  return parse(readFileSync(path, 'utf8'));
}

/** `${dataDir}/idp-<name>-keys.json` (mode 0600), made on first use. */
export async function loadOrCreateIdpKeys(dataDir: string, name: IdpName): Promise<IdpKeys> {
  const fresh = await freshIdpKeys();
  return loadOrCreate<IdpKeys>(dataDir, idpKeyFile(name), StoredIdpKeys as unknown as v.GenericSchema<unknown, IdpKeys>, () => fresh);
}

/** `${dataDir}/oidc-client-secrets.json` (mode 0600): the portal's secret at each provider. */
export function loadOrCreateClientSecrets(dataDir: string): ClientSecrets {
  return loadOrCreate(dataDir, CLIENT_SECRETS_FILE, ClientSecrets, freshClientSecrets) as ClientSecrets;
}

/** The public half of a signing JWK (what the provider's jwks_uri publishes). */
export function publicJwk(jwk: JWK): JWK {
  const { d: _private, ...rest } = jwk;
  return rest;
}
