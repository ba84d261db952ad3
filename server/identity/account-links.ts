import type { OidcProvider } from '../../contract/oidc';
import { type Queryable, withTransaction } from '../db/db';

/*
 * Links between a provider's account (provider, subject) and a library member (table
 * account_links): one member per provider account, one account per member and provider. The
 * Any-ID login reads them (findMemberByLink); the link step after an unlinked sign-in, and later
 * the social link/unlink pages of 나의 도서관 and the account merge, write them (linkAccount,
 * unlinkAccount). Every write is for a member the caller has authorised.
 */

export interface AccountLink {
  provider: OidcProvider;
  subject: string;
  memberId: number;
  displayName: string;
  /** ISO 8601. */
  linkedAt: string;
}

export type LinkOutcome =
  | { ok: true; link: AccountLink }
  /** TAKEN: the provider account belongs to another member; ALREADY: this member has another account of that provider. */
  | { ok: false; reason: 'TAKEN' | 'ALREADY' };

interface LinkRow {
  provider: OidcProvider;
  subject: string;
  member_id: number;
  display_name: string;
  linked_at: string;
}

const toLink = (row: LinkRow): AccountLink => ({ provider: row.provider, subject: row.subject, memberId: row.member_id, displayName: row.display_name, linkedAt: new Date(row.linked_at).toISOString() });

const COLUMNS = 'provider, subject, member_id, display_name, linked_at::text AS linked_at';

/** The member a provider account is linked to, or null. */
export async function findMemberByLink(db: Queryable, provider: OidcProvider, subject: string): Promise<number | null> {
  const [row] = await db.query<{ member_id: number }>('SELECT member_id FROM account_links WHERE provider = $1 AND subject = $2', [provider, subject]);
  return row?.member_id ?? null;
}

/** A member's links, one per provider at most (for 나의 도서관's list). */
export async function linksOfMember(db: Queryable, memberId: number): Promise<AccountLink[]> {
  const rows = await db.query<LinkRow>(`SELECT ${COLUMNS} FROM account_links WHERE member_id = $1 ORDER BY provider`, [memberId]);
  return rows.map(toLink);
}

/**
 * Links a provider account to a member. Linking again what is already this member's answers it
 * unchanged; another member's account, or a second account of one provider, is refused.
 */
export async function linkAccount(db: Queryable, link: { provider: OidcProvider; subject: string; memberId: number; displayName: string }, now: number): Promise<LinkOutcome> {
  return withTransaction(db, async (tx) => {
    const [existing] = await tx.query<LinkRow>(`SELECT ${COLUMNS} FROM account_links WHERE provider = $1 AND subject = $2 FOR UPDATE`, [link.provider, link.subject]);
    if (existing) return existing.member_id === link.memberId ? { ok: true, link: toLink(existing) } : { ok: false, reason: 'TAKEN' };
    const [other] = await tx.query('SELECT 1 FROM account_links WHERE provider = $1 AND member_id = $2', [link.provider, link.memberId]);
    if (other) return { ok: false, reason: 'ALREADY' };
    const [row] = await tx.query<LinkRow>(
      `INSERT INTO account_links (provider, subject, member_id, display_name, linked_at) VALUES ($1, $2, $3, $4, $5::timestamptz)
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [link.provider, link.subject, link.memberId, link.displayName.slice(0, 100), new Date(now).toISOString()],
    );
    // A race lost to another request: say what is there now.
    if (!row) return { ok: false, reason: 'TAKEN' };
    return { ok: true, link: toLink(row) };
  });
}

/** Removes a member's link to a provider; false when there was none. */
export async function unlinkAccount(db: Queryable, provider: OidcProvider, memberId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM account_links WHERE provider = $1 AND member_id = $2 RETURNING 1 AS ok', [provider, memberId]);
  return rows.length > 0;
}

/** Moves every link of one member to another (the account merge keeps the links it can). */
export async function moveLinks(db: Queryable, fromMemberId: number, toMemberId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE account_links SET member_id = $2
      WHERE member_id = $1 AND provider NOT IN (SELECT provider FROM account_links WHERE member_id = $2)
      RETURNING 1 AS ok`,
    [fromMemberId, toMemberId],
  );
  return rows.length;
}
