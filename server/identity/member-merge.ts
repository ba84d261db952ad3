import { MERGE_KINDS, MERGE_PROOF_TTL_MS, MERGE_TERMS, type MergeError, type MergeKind, type MergeMethod } from '../../contract/merge';
import { hashToken, randomToken } from '../auth/tokens';
import { seoulDay } from '../calendar';
import { type Queryable, withTransaction } from '../db/db';

/*
 * The account merge (docs/api.md "Account merge"): every row of the source member moves to the
 * target member in one transaction, and the source is closed. MERGE_PLAN names every column that
 * references members(id) and what the merge does with it; member-merge.test.ts compares it with
 * the database's own list of foreign keys, so a new member table cannot be forgotten.
 */

export const MERGE_MESSAGES: Record<MergeError, string> = {
  SAME: '지금 로그인한 계정과 같은 계정입니다. 통합할 다른 계정으로 확인해 주세요.',
  PROOF: '통합할 계정의 확인 정보가 없거나 시간이 지났습니다. 통합할 계정을 다시 확인해 주세요.',
  CLOSED: '이미 통합되었거나 해지된 계정입니다.',
  CREDENTIALS: '통합할 계정의 아이디 또는 비밀번호가 일치하지 않습니다.',
  TERMS: '계정 통합에 필요한 약관에 모두 동의해 주세요.',
  MERGED: '이미 다른 계정에 통합된 계정입니다.',
  PERSON: '같은 분의 계정만 통합할 수 있습니다. 두 계정의 이름 또는 생년월일이 다릅니다.',
  UNLINKED: '이 통합인증(Any-ID) 계정과 연결된 도서관 회원 계정이 없습니다. 통합할 계정이 없습니다.',
};

/** What the merge does with one member-referencing column. */
type Handling =
  /** Rows move to the target (counted under `kind`). */
  | { how: 'move'; kind: MergeKind }
  /** The source's access ends: its rows are deleted (sessions, credentials, tokens). */
  | { how: 'revoke' }
  /** Handled by its own rule in mergeMembers (duplicates, suspensions, the merge's own records). */
  | { how: 'special'; note: string };

/** Every column that references members(id), as `table.column`. */
export const MERGE_PLAN: Readonly<Record<string, Handling>> = {
  'member_sessions.member_id': { how: 'revoke' },
  'device_credentials.member_id': { how: 'revoke' },
  'sso_tokens.member_id': { how: 'revoke' },
  'sso_logout_codes.member_id': { how: 'revoke' },
  'oidc_tickets.member_id': { how: 'revoke' },
  'posts.writer_member_id': { how: 'move', kind: 'POSTS' },
  'push_devices.member_id': { how: 'move', kind: 'PUSH_DEVICES' },
  'loans.member_id': { how: 'special', note: 'current loans (LOANS) and returned ones (LOAN_HISTORY) move, overdue ones too' },
  'member_suspensions.member_id': { how: 'special', note: 'the later of the two suspensions is kept on the target' },
  'reservations.member_id': { how: 'special', note: 'move; a source reservation the target also holds (same book, active) is cancelled' },
  'wishes.member_id': { how: 'move', kind: 'WISHES' },
  'interests.member_id': { how: 'special', note: 'move; books the target already has are dropped' },
  'program_applications.member_id': { how: 'special', note: 'move; an active application the target also has is cancelled' },
  'facility_bookings.member_id': { how: 'move', kind: 'FACILITIES' },
  'human_bookings.member_id': { how: 'special', note: 'move (HUMAN_LIBRARY); a live booking of a session the target also booked is cancelled' },
  'chat_sessions.member_id': { how: 'move', kind: 'CHATS' },
  'chat_messages.member_id': { how: 'special', note: 'moves with its chat session' },
  'reading_club_applications.member_id': { how: 'special', note: 'move; an application the target also has is cancelled' },
  'reading_reviews.member_id': { how: 'move', kind: 'REVIEWS' },
  'account_links.member_id': { how: 'special', note: 'moveLinks: the target keeps its own account of a provider; the source’s other one is removed' },
  'merge_proofs.source_member_id': { how: 'special', note: 'the proof is spent, kept until it expires' },
  'member_merges.source_member_id': { how: 'special', note: 'the merge record' },
  'member_merges.target_member_id': { how: 'special', note: 'the merge record' },
};

/**
 * Two records of one person: the same name, and the same birth date when both have one. (The
 * proof of ownership is what authorises a merge; this keeps two people's records apart even when
 * one knows the other's password.)
 */
export const samePerson = (a: { name: string; birth_date: string }, b: { name: string; birth_date: string }): boolean =>
  a.name.trim() === b.name.trim() && (a.birth_date === '' || b.birth_date === '' || a.birth_date === b.birth_date);

export type MergeCounts = Record<MergeKind, number>;

export const zeroCounts = (): MergeCounts => Object.fromEntries(MERGE_KINDS.map((kind) => [kind, 0])) as MergeCounts;

/** What would move from `sourceId` to `targetId` (mergepreview; links of a provider the target has stay behind), and how many of its current loans are overdue. */
export async function countMergeable(db: Queryable, sourceId: number, targetId: number, now: number): Promise<{ counts: MergeCounts; overdue: number }> {
  const [row] = await db.query<Record<string, number | string>>(
    `SELECT
       (SELECT count(*) FROM loans WHERE member_id = $1 AND return_date IS NULL) AS "LOANS",
       (SELECT count(*) FROM loans WHERE member_id = $1 AND return_date IS NOT NULL) AS "LOAN_HISTORY",
       (SELECT count(*) FROM reservations WHERE member_id = $1) AS "RESERVATIONS",
       (SELECT count(*) FROM wishes WHERE member_id = $1) AS "WISHES",
       (SELECT count(*) FROM interests WHERE member_id = $1) AS "INTERESTS",
       (SELECT count(*) FROM program_applications WHERE member_id = $1) AS "PROGRAMS",
       (SELECT count(*) FROM facility_bookings WHERE member_id = $1) AS "FACILITIES",
       (SELECT count(*) FROM human_bookings WHERE member_id = $1) AS "HUMAN_LIBRARY",
       (SELECT count(*) FROM reading_club_applications WHERE member_id = $1) AS "READING_CLUBS",
       (SELECT count(*) FROM reading_reviews WHERE member_id = $1) AS "REVIEWS",
       (SELECT count(*) FROM posts WHERE writer_member_id = $1) AS "POSTS",
       (SELECT count(*) FROM chat_sessions WHERE member_id = $1) AS "CHATS",
       (SELECT count(*) FROM push_devices WHERE member_id = $1) AS "PUSH_DEVICES",
       (SELECT count(*) FROM account_links WHERE member_id = $1 AND provider NOT IN (SELECT provider FROM account_links WHERE member_id = $3)) AS "LINKS",
       (SELECT count(*) FROM loans WHERE member_id = $1 AND return_date IS NULL AND due_date < $2::date) AS overdue`,
    [sourceId, seoulDay(now), targetId],
  );
  const counts = zeroCounts();
  for (const kind of MERGE_KINDS) counts[kind] = Number(row?.[kind] ?? 0);
  return { counts, overdue: Number(row?.overdue ?? 0) };
}

/** A new proof that the holder of `sessionHash` owns `sourceId`; the value is handed out once. */
export async function issueMergeProof(db: Queryable, fields: { sessionHash: string; sourceId: number; method: MergeMethod }, now: number): Promise<string> {
  const proof = randomToken();
  await db.query('DELETE FROM merge_proofs WHERE expires_at < $1::timestamptz', [new Date(now).toISOString()]);
  await db.query(
    `INSERT INTO merge_proofs (proof_hash, session_hash, source_member_id, method, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)`,
    [hashToken(proof), fields.sessionHash, fields.sourceId, fields.method, new Date(now).toISOString(), new Date(now + MERGE_PROOF_TTL_MS).toISOString()],
  );
  return proof;
}

export interface MergeProof {
  sourceId: number;
  method: MergeMethod;
}

/** The live, unspent proof of this session, or null (another session's proof reads as none). */
export async function readMergeProof(db: Queryable, proof: string, sessionHash: string, now: number, lock = false): Promise<MergeProof | null> {
  const [row] = await db.query<{ source_member_id: number; method: MergeMethod }>(
    `SELECT source_member_id, method FROM merge_proofs
      WHERE proof_hash = $1 AND session_hash = $2 AND used_at IS NULL AND expires_at > $3::timestamptz${lock ? ' FOR UPDATE' : ''}`,
    [hashToken(proof), sessionHash, new Date(now).toISOString()],
  );
  return row ? { sourceId: row.source_member_id, method: row.method } : null;
}

export type MergeOutcome = { ok: true; moved: MergeCounts; mergedAt: string } | { ok: false; code: MergeError };

/**
 * Merges the proof's source into `targetId` in one transaction: the proof is spent, every row
 * moves (MERGE_PLAN), the source's sessions, credentials and tokens go, the source is closed and
 * the merge is recorded with the terms agreed and the counts moved.
 */
export async function mergeMembers(db: Queryable, input: { proof: string; sessionHash: string; targetId: number; terms: readonly string[] }, now: number): Promise<MergeOutcome> {
  if (!MERGE_TERMS.every((term) => input.terms.includes(term))) return { ok: false, code: 'TERMS' };
  return withTransaction(db, async (tx) => {
    const proof = await readMergeProof(tx, input.proof, input.sessionHash, now, true);
    if (!proof) return { ok: false, code: 'PROOF' } as const;
    const source = proof.sourceId;
    const target = input.targetId;
    if (source === target) return { ok: false, code: 'SAME' } as const;
    // Both rows locked in one order: two merges of the same pair never interleave.
    const members = await tx.query<{ id: number; closed_at: string | null; ci: string | null; di: string | null; name: string; birth_date: string }>(
      `SELECT id, closed_at::text AS closed_at, ci, di, name, COALESCE(to_char(birth_date, 'YYYY-MM-DD'), '') AS birth_date
         FROM members WHERE id IN ($1, $2) ORDER BY id FOR UPDATE`,
      [source, target],
    );
    const sourceRow = members.find((m) => m.id === source);
    const targetRow = members.find((m) => m.id === target);
    if (!sourceRow || !targetRow || targetRow.closed_at !== null) return { ok: false, code: 'CLOSED' } as const;
    if (sourceRow.closed_at !== null) return { ok: false, code: 'MERGED' } as const;
    if (!samePerson(sourceRow, targetRow)) return { ok: false, code: 'PERSON' } as const;
    const at = new Date(now).toISOString();
    await tx.query('UPDATE merge_proofs SET used_at = $2::timestamptz WHERE proof_hash = $1', [hashToken(input.proof), at]);

    const moved = zeroCounts();
    const move = async (kind: MergeKind, sql: string) => {
      const rows = await tx.query(sql, [source, target]);
      moved[kind] += rows.length;
    };
    const cancelledAt = at;
    // Duplicates the unique indexes would refuse: the source's copy is cancelled (kept as history).
    await tx.query(
      `UPDATE reservations r SET status = 'CANCELLED', cancelled_at = $3::timestamptz
        WHERE r.member_id = $1 AND r.status IN ('WAIT', 'READY')
          AND EXISTS (SELECT 1 FROM reservations t WHERE t.member_id = $2 AND t.book_key = r.book_key AND t.status IN ('WAIT', 'READY'))`,
      [source, target, cancelledAt],
    );
    await tx.query(
      `UPDATE program_applications a SET status = 'CANCELLED'
        WHERE a.member_id = $1 AND a.status <> 'CANCELLED'
          AND EXISTS (SELECT 1 FROM program_applications t WHERE t.member_id = $2 AND t.program_id = a.program_id AND t.status <> 'CANCELLED')`,
      [source, target],
    );
    await tx.query(
      `UPDATE reading_club_applications a SET status = 'CANCELLED'
        WHERE a.member_id = $1 AND a.status = 'APPLIED'
          AND EXISTS (SELECT 1 FROM reading_club_applications t WHERE t.member_id = $2 AND t.club_id = a.club_id AND t.status = 'APPLIED')`,
      [source, target],
    );
    await tx.query('DELETE FROM interests i WHERE i.member_id = $1 AND EXISTS (SELECT 1 FROM interests t WHERE t.member_id = $2 AND t.book_key = i.book_key)', [source, target]);

    await move('LOANS', 'UPDATE loans SET member_id = $2 WHERE member_id = $1 AND return_date IS NULL RETURNING 1 AS ok');
    await move('LOAN_HISTORY', 'UPDATE loans SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move('RESERVATIONS', 'UPDATE reservations SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move('WISHES', 'UPDATE wishes SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move('INTERESTS', 'UPDATE interests SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move('PROGRAMS', 'UPDATE program_applications SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move('FACILITIES', 'UPDATE facility_bookings SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    // One live booking per member and session (human_bookings_one_live_idx): the source's twin of a target's booking is cancelled first.
    await tx.query(
      `UPDATE human_bookings b SET status = 'CANCELLED', cancelled_at = $3::timestamptz
        WHERE b.member_id = $1 AND b.status = 'BOOKED'
          AND EXISTS (SELECT 1 FROM human_bookings t WHERE t.member_id = $2 AND t.session_id = b.session_id AND t.status = 'BOOKED')`,
      [source, target, cancelledAt],
    );
    await move('HUMAN_LIBRARY', 'UPDATE human_bookings SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move('READING_CLUBS', 'UPDATE reading_club_applications SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move('REVIEWS', 'UPDATE reading_reviews SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move('POSTS', 'UPDATE posts SET writer_member_id = $2 WHERE writer_member_id = $1 RETURNING 1 AS ok');
    await move('CHATS', 'UPDATE chat_sessions SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await tx.query('UPDATE chat_messages SET member_id = $2 WHERE member_id = $1', [source, target]);
    await move('PUSH_DEVICES', 'UPDATE push_devices SET member_id = $2 WHERE member_id = $1 RETURNING 1 AS ok');
    await move(
      'LINKS',
      `UPDATE account_links SET member_id = $2
        WHERE member_id = $1 AND provider NOT IN (SELECT provider FROM account_links WHERE member_id = $2)
        RETURNING 1 AS ok`,
    );
    await tx.query('DELETE FROM account_links WHERE member_id = $1', [source]);
    // The penalty follows the person: the later end date of the two.
    await tx.query(
      `INSERT INTO member_suspensions (member_id, suspended_until)
         SELECT $2, suspended_until FROM member_suspensions WHERE member_id = $1
       ON CONFLICT (member_id) DO UPDATE SET suspended_until = GREATEST(member_suspensions.suspended_until, EXCLUDED.suspended_until)`,
      [source, target],
    );
    await tx.query('DELETE FROM member_suspensions WHERE member_id = $1', [source]);

    // The source can no longer be used: no session, no auto-login, no SSO token or ticket.
    for (const table of ['member_sessions', 'device_credentials', 'sso_tokens', 'sso_logout_codes', 'oidc_tickets']) {
      await tx.query(`DELETE FROM ${table} WHERE member_id = $1`, [source]);
    }
    // The certification (one person) goes to the target when it has none; ci is unique.
    const moveCertification = targetRow.ci === null && sourceRow.ci !== null;
    await tx.query('UPDATE members SET closed_at = $2::timestamptz, ci = NULL, di = NULL WHERE id = $1', [source, at]);
    if (moveCertification) await tx.query('UPDATE members SET ci = $2, di = $3 WHERE id = $1', [target, sourceRow.ci, sourceRow.di]);
    await tx.query(
      `INSERT INTO member_merges (source_member_id, target_member_id, method, terms, agreed_at, moved, merged_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz, $6::jsonb, $5::timestamptz)`,
      [source, target, proof.method, MERGE_TERMS.join(','), at, JSON.stringify(moved)],
    );
    return { ok: true, moved, mergedAt: at } as const;
  });
}
