import type { PushPlatform } from '../../contract/push';
import type { Queryable } from '../db/db';

export interface NewPushDevice {
  manageCode: string;
  token: string;
  /** Parsed from a subscription token; null for any other token. */
  endpoint: string | null;
  platform: PushPlatform;
  /** null: a guest's device. */
  memberId: number | null;
}

export interface PushTarget {
  id: number;
  fcm_token: string;
}

export async function countDevices(db: Queryable, token: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_devices WHERE fcm_token = $1', [
    token,
  ]);
  return row?.n ?? 0;
}

export interface DeviceLink {
  /** null: a guest's device. */
  memberId: number | null;
  /** The linked member's key; '' for a guest's device. */
  userKey: string;
}

/** Whom the device is linked to, or null when the token is unknown. */
export async function findDeviceLink(db: Queryable, token: string): Promise<DeviceLink | null> {
  const [row] = await db.query<{ member_id: number | null; user_key: string }>(
    `SELECT d.member_id, COALESCE(m.user_key, '') AS user_key
       FROM push_devices d LEFT JOIN members m ON m.id = d.member_id
      WHERE d.fcm_token = $1`,
    [token],
  );
  return row ? { memberId: row.member_id, userKey: row.user_key } : null;
}

/** The other registrations of a push endpoint (tokens that are not this one), with their members. */
export async function otherTokensOfEndpoint(db: Queryable, endpoint: string, token: string): Promise<{ token: string; memberId: number | null }[]> {
  const rows = await db.query<{ fcm_token: string; member_id: number | null }>(
    'SELECT fcm_token, member_id FROM push_devices WHERE endpoint = $1 AND fcm_token <> $2',
    [endpoint, token],
  );
  return rows.map((row) => ({ token: row.fcm_token, memberId: row.member_id }));
}

/**
 * Registers a device, or refreshes the one with this token (platform, site; the member only when
 * one is given, so a guest's re-registration does not unlink it). Another row with the same
 * push endpoint is an older copy of the same subscription: it goes (its member link carries over
 * when none is given), so nothing is sent twice.
 */
export async function upsertDevice(db: Queryable, device: NewPushDevice): Promise<void> {
  let memberId = device.memberId;
  if (device.endpoint !== null) {
    const older = await db.query<{ member_id: number | null }>(
      'DELETE FROM push_devices WHERE endpoint = $1 AND fcm_token <> $2 RETURNING member_id',
      [device.endpoint, device.token],
    );
    memberId ??= older.find((row) => row.member_id !== null)?.member_id ?? null;
  }
  await db.query(
    `INSERT INTO push_devices (manage_code, fcm_token, endpoint, platform, member_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (fcm_token) DO UPDATE
       SET manage_code = EXCLUDED.manage_code,
           platform = EXCLUDED.platform,
           member_id = COALESCE(EXCLUDED.member_id, push_devices.member_id),
           updated_at = now()`,
    [device.manageCode, device.token, device.endpoint, device.platform, memberId],
  );
}

/** Links the device to the member; false when the token is unknown. */
export async function linkDevice(db: Queryable, token: string, memberId: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE push_devices SET member_id = $2, updated_at = now() WHERE fcm_token = $1 RETURNING id',
    [token, memberId],
  );
  return rows.length > 0;
}

/** Every device, or one member's. */
export async function listPushTargets(db: Queryable, memberId?: number): Promise<PushTarget[]> {
  return memberId === undefined
    ? db.query<PushTarget>('SELECT id, fcm_token FROM push_devices ORDER BY id')
    : db.query<PushTarget>('SELECT id, fcm_token FROM push_devices WHERE member_id = $1 ORDER BY id', [memberId]);
}

export async function deleteDevice(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM push_devices WHERE id = $1', [id]);
}
