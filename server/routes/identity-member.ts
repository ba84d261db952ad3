import type { Handler } from 'hono';
import { UserKeyRequest } from '../../contract/auth';
import {
  ChangeUserIdRequest,
  type ChangeUserIdResponse,
  type CertStatusResponse,
  LinkCertRequest,
  type LinkCertResponse,
  userIdProblem,
} from '../../contract/identity';
import { AUTH_MESSAGES, type Auth, decodePassword, requireMember, throttledCheck } from '../auth/auth';
import { verifyPassword } from '../auth/password';
import { withTransaction } from '../db/db';
import { parseRequest } from '../http/validate';
import { CERT_MESSAGES, readTicket, spendTicket } from '../identity/tickets';
import { findMemberById, toSessionUser } from '../repositories/member-repository';
import { ACCOUNT_MESSAGES } from './identity';
import { STEP_UP_REFUSAL, sessionLevelOk } from './oidc';

/*
 * The integrated account's member calls (docs/api.md "Identity and accounts", "The integrated
 * account"): whether the account carries a certification, attaching one to an account made before
 * certification existed (/vertify/user-check), and changing a login id (/vertify/id-change).
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

export const MEMBER_IDENTITY_MESSAGES = {
  already: '이미 본인확인을 마친 계정입니다.',
  otherMember: '본인인증한 정보가 다른 계정에 등록되어 있습니다. 아이디 찾기에서 그 계정의 아이디를 확인해 주세요.',
  person: '본인인증한 이름과 생년월일이 이 계정의 회원 정보와 다릅니다. 계정의 주인이 본인인증해 주세요.',
  sameId: '지금 아이디와 같습니다. 다른 아이디를 입력해 주세요.',
} as const;

export function memberIdentityCalls(auth: Auth): Record<string, Handler> {
  const db = auth.db;

  /** POST /selectcertstatus: whether this account carries a certification, and whether its id is an integrated id. */
  const certStatus: Handler = async (c) => {
    const { user_key } = await parseRequest(c, UserKeyRequest);
    const { member } = await requireMember(c, auth, user_key);
    const [row] = await db.query<{ has_ci: boolean }>('SELECT ci IS NOT NULL AS has_ci FROM members WHERE id = $1', [member.id]);
    const body: CertStatusResponse = { RESULT: 'SUCCESS', CERT_YN: row?.has_ci ? 'Y' : 'N', ID_OK_YN: userIdProblem(member.user_id) ? 'N' : 'Y' };
    return c.json(body, 200, NO_STORE);
  };

  /**
   * POST /linkcert: a join ticket attached to the logged-in member's account that has no ci yet.
   * The certified person must be the account's (name and birth date), and may have no other account.
   */
  const linkCert: Handler = async (c) => {
    const request = await parseRequest(c, LinkCertRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    const now = auth.now();
    const fail = (code: string, message: string): LinkCertResponse => ({ RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: message });
    const person = await readTicket(db, request.cert_ticket, ['join'], now);
    if (!person) return c.json(fail('TICKET', CERT_MESSAGES.ticket), 200, NO_STORE);
    const [own] = await db.query<{ ci: string | null }>('SELECT ci FROM members WHERE id = $1', [member.id]);
    if (own?.ci) return c.json(fail('ALREADY', MEMBER_IDENTITY_MESSAGES.already), 200, NO_STORE);
    const samePerson = person.name === member.name && (member.birth_date === '' || member.birth_date === person.birthday);
    if (!samePerson) return c.json(fail('PERSON', MEMBER_IDENTITY_MESSAGES.person), 200, NO_STORE);
    const outcome = await withTransaction(db, async (tx) => {
      const other = await tx.query('SELECT 1 FROM members WHERE ci = $1 AND id <> $2', [person.ci, member.id]);
      if (other.length > 0) return 'OTHER_MEMBER' as const;
      if (!(await spendTicket(tx, request.cert_ticket, now))) return 'TICKET' as const;
      await tx.query('UPDATE members SET ci = $2, di = $3 WHERE id = $1 AND ci IS NULL', [member.id, person.ci, person.di]);
      return 'OK' as const;
    });
    if (outcome === 'OTHER_MEMBER') return c.json(fail('OTHER_MEMBER', MEMBER_IDENTITY_MESSAGES.otherMember), 200, NO_STORE);
    if (outcome === 'TICKET') return c.json(fail('TICKET', CERT_MESSAGES.ticket), 200, NO_STORE);
    return c.json({ RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '' } satisfies LinkCertResponse, 200, NO_STORE);
  };

  /** POST /changeuserid: a new login id under the rule for new ids, with the password; sessions stay. */
  const changeUserId: Handler = async (c) => {
    const request = await parseRequest(c, ChangeUserIdRequest);
    const { member, tokenHash } = await requireMember(c, auth, request.user_key);
    const fail = (code: string, message: string): ChangeUserIdResponse => ({ RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: message, USER_DATA: null });
    // A session that began with Any-ID changes the login id only right after a level-3 step-up.
    if (!(await sessionLevelOk(db, tokenHash, auth.now()))) return c.json(fail(STEP_UP_REFUSAL.code, STEP_UP_REFUSAL.message), 200, NO_STORE);
    const ok = await throttledCheck(c, auth, member.user_id, () => verifyPassword(decodePassword(request.pw), member.password_hash));
    if (!ok) return c.json(fail('WRONG_PASSWORD', AUTH_MESSAGES.wrongPassword), 200, NO_STORE);
    const newId = request.new_id.trim();
    if (newId.toLowerCase() === member.user_id.toLowerCase()) return c.json(fail('SAME', MEMBER_IDENTITY_MESSAGES.sameId), 200, NO_STORE);
    const problem = userIdProblem(newId);
    if (problem) return c.json(fail('ID_FORMAT', problem === 'reserved' ? ACCOUNT_MESSAGES.idReserved : ACCOUNT_MESSAGES.idFormat), 200, NO_STORE);
    const changed = await withTransaction(db, async (tx) => {
      const taken = await tx.query('SELECT 1 FROM members WHERE lower(user_id) = lower($1) AND id <> $2', [newId, member.id]);
      if (taken.length > 0) return false;
      await tx.query('UPDATE members SET user_id = $2 WHERE id = $1', [member.id, newId]);
      return true;
    });
    if (!changed) return c.json(fail('ID_TAKEN', ACCOUNT_MESSAGES.idTaken), 200, NO_STORE);
    const updated = await findMemberById(db, member.id);
    const body: ChangeUserIdResponse = { RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', USER_DATA: updated ? toSessionUser(updated) : null };
    return c.json(body, 200, NO_STORE);
  };

  return { '/selectcertstatus': certStatus, '/linkcert': linkCert, '/changeuserid': changeUserId };
}
