import type { SessionUser } from '../../contract/auth';
import type { YesNo } from '../../contract/envelope';
import type { Queryable } from '../db/db';

export interface MemberRow {
  id: number;
  user_id: string;
  password_hash: string;
  user_key: string;
  rec_key: string;
  user_no: string;
  name: string;
  gender: 'M' | 'F' | '';
  /** yyyy-MM-dd or ''. */
  birth_date: string;
  user_class: string;
  sms_use_yn: YesNo;
  email: string;
  h_zipcode: string;
  handphone: string;
  h_addr1: string;
  mailing_use_yn: YesNo;
  lib_code: string;
  cert_admin_yn: YesNo;
  welaa_sync_yn: YesNo;
}

/** Every column of MemberRow, with the date as text (the two drivers parse dates differently). */
export const MEMBER_COLUMNS = (alias = 'members') =>
  ['id', 'user_id', 'password_hash', 'user_key', 'rec_key', 'user_no', 'name', 'gender']
    .map((column) => `${alias}.${column}`)
    .concat(
      `COALESCE(to_char(${alias}.birth_date, 'YYYY-MM-DD'), '') AS birth_date`,
      ...[
        'user_class',
        'sms_use_yn',
        'email',
        'h_zipcode',
        'handphone',
        'h_addr1',
        'mailing_use_yn',
        'lib_code',
        'cert_admin_yn',
        'welaa_sync_yn',
      ].map((column) => `${alias}.${column}`),
    )
    .join(', ');

/** The member a login id names, matched without regard to case (a closed account names nobody). */
export async function findMemberByLoginId(db: Queryable, loginId: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS()} FROM members WHERE lower(user_id) = lower($1) AND closed_at IS NULL`,
    [loginId],
  );
  return row ?? null;
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS()} FROM members WHERE id = $1 AND closed_at IS NULL`, [id]);
  return row ?? null;
}

/** Marks the member as a verified Gyeonggi resident (certAdminYn Y); answers the updated row. */
export async function markCitizenVerified(db: Queryable, id: number): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(
    `UPDATE members SET cert_admin_yn = 'Y' WHERE id = $1 RETURNING ${MEMBER_COLUMNS()}`,
    [id],
  );
  return row ?? null;
}

/** The session data the client keeps (spec §3), in the contract's spelling. */
export function toSessionUser(row: MemberRow): SessionUser {
  return {
    _REC_KEY_: row.rec_key,
    USER_KEY: row.user_key,
    USER_NO: row.user_no,
    USER_NAME: row.name,
    USER_ID: row.user_id,
    GENDER: row.gender,
    BIRTH_DATE: row.birth_date,
    USER_CLASS: row.user_class,
    SMS_USE_YN: row.sms_use_yn,
    EMAIL: row.email,
    H_ZIPCODE: row.h_zipcode,
    HANDPHONE: row.handphone,
    H_ADDR1: row.h_addr1,
    MAILING_USE_YN: row.mailing_use_yn,
    LIB_CODE: row.lib_code,
    certAdminYn: row.cert_admin_yn,
  };
}
