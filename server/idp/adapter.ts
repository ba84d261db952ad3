import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/db';

/*
 * oidc-provider's storage (its Adapter interface) on this project's database: one table,
 * oidc_payloads, for every model of every provider (Session, Interaction, Grant,
 * AuthorizationCode, AccessToken, …), keyed by (provider, model, id), with the expiry the library
 * gives each. An expired row is never answered, and expired rows are swept while new ones are
 * written. The same SQL runs on PGlite and PostgreSQL.
 */

/** Models whose rows belong to a grant: revoking the grant deletes them (oidc-provider's rule). */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

/** Sweep expired rows once per this many writes (per provider process). */
const SWEEP_EVERY = 50;

interface Row {
  payload: AdapterPayload;
  consumed: boolean;
}

const at = (ms: number): string => new Date(ms).toISOString();

/** The adapter factory for one provider; `now` must be oidc-provider's own clock (the real one). */
export function databaseAdapter(db: Queryable, provider: string, now: () => number = Date.now): (model: string) => Adapter {
  let writes = 0;

  const read = async (model: string, column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> => {
    const [row] = await db.query<Row>(
      `SELECT payload, consumed_at IS NOT NULL AS consumed FROM oidc_payloads
        WHERE provider = $1 AND model = $2 AND ${column} = $3 AND (expires_at IS NULL OR expires_at > $4::timestamptz)`,
      [provider, model, value, at(now())],
    );
    if (!row) return undefined;
    // jsonb comes back parsed from both drivers; a consumed row says so (replay detection).
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    return row.consumed ? { ...payload, consumed: true } : payload;
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = expiresIn ? at(now() + expiresIn * 1000) : null;
      await db.query(
        `INSERT INTO oidc_payloads (provider, model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::timestamptz)
         ON CONFLICT (provider, model, id) DO UPDATE
           SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
               uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          provider,
          model,
          id,
          JSON.stringify(payload),
          GRANTABLE.has(model) ? (payload.grantId ?? null) : null,
          payload.userCode ?? null,
          model === 'Session' ? (payload.uid ?? null) : null,
          expiresAt,
        ],
      );
      writes += 1;
      if (writes % SWEEP_EVERY === 0) {
        await db.query('DELETE FROM oidc_payloads WHERE provider = $1 AND expires_at <= $2::timestamptz', [provider, at(now())]);
      }
    },
    find: (id) => read(model, 'id', id),
    findByUid: (uid) => read(model, 'uid', uid),
    findByUserCode: (userCode) => read(model, 'user_code', userCode),
    async consume(id) {
      await db.query('UPDATE oidc_payloads SET consumed_at = $4::timestamptz WHERE provider = $1 AND model = $2 AND id = $3', [provider, model, id, at(now())]);
    },
    async destroy(id) {
      await db.query('DELETE FROM oidc_payloads WHERE provider = $1 AND model = $2 AND id = $3', [provider, model, id]);
    },
    async revokeByGrantId(grantId) {
      await db.query('DELETE FROM oidc_payloads WHERE provider = $1 AND grant_id = $2', [provider, grantId]);
    },
  });
}
