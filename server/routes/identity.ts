import { randomInt } from 'node:crypto';
import type { Context, Handler } from 'hono';
import { MANAGE_CODE } from '../../contract/constants';
import { EMAIL_PATTERN } from '../../contract/account-rules';
import {
  ChangePasswordRequest,
  type ChangePasswordResponse,
  CertResultRequest,
  type CertResultResponse,
  CertStartRequest,
  type CertStartResponse,
  CheckIdRequest,
  type CheckIdResponse,
  CloseAccountRequest,
  type CloseAccountPreviewResponse,
  type CloseAccountResponse,
  FindIdRequest,
  type FindIdResponse,
  GUARDIAN_AGE,
  JoinRequest,
  type JoinResponse,
  type MemberDataResponse,
  ResetPasswordRequest,
  type ResetPasswordResponse,
  UpdateMemberRequest,
  type ZipcodeSearchResponse,
  ageOn,
  maskUserId,
  passwordProblem,
  userIdProblem,
} from '../../contract/identity';
import { UserKeyRequest } from '../../contract/auth';
import { GYEONGGI_SIGUNGU } from '../../contract/member';
import * as v from 'valibot';
import { AUTH_MESSAGES, type Auth, clearSessionCookie, decodePassword, requireMember, sessionToken, throttledCheck } from '../auth/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import { type Queryable, withTransaction } from '../db/db';
import { clientAddress } from '../http/client-info';
import { HttpError } from '../http/errors';
import { idempotencyCall, withIdempotency } from '../http/idempotency';
import { SlidingWindowLimiter, type WindowLimits } from '../http/rate-limit';
import { parseRequest } from '../http/validate';
import { PROVIDER_PATHS, startTransaction } from '../identity/provider';
import type { ProviderKeys } from '../identity/provider-keys';
import { CERT_MESSAGES, acceptResult, readTicket, spendTicket } from '../identity/tickets';
import { CITIZEN_MESSAGES } from './member';
import { MEMBER_COLUMNS, type MemberRow, findMemberById, toSessionUser } from '../repositories/member-repository';
import { seoulDay } from '../calendar';

/* Identity certification, joining, finding an id, resetting a password, one's own data (docs/api.md "Identity and accounts"). */

const NO_STORE = { 'Cache-Control': 'no-store' };

export const ACCOUNT_MESSAGES = {
  idFormat: '아이디는 영문 소문자로 시작하는 영문 소문자·숫자 5~20자입니다.',
  idReserved: '사용할 수 없는 아이디입니다. 다른 아이디를 입력해 주세요.',
  idTaken: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.',
  idAvailable: '사용할 수 있는 아이디입니다.',
  passwordRule: '비밀번호는 영문·숫자·특수문자를 모두 넣어 8자 이상, 또는 두 가지를 넣어 10자 이상으로 입력해 주세요(최대 64자).',
  passwordSame: '새 비밀번호가 지금 비밀번호와 같습니다. 다른 비밀번호를 입력해 주세요.',
  passwordContainsId: '비밀번호에 아이디를 넣을 수 없습니다.',
  duplicateCi: '이미 가입된 회원입니다. 아이디 찾기에서 아이디를 확인해 주세요.',
  guardian: '만 14세 미만은 보호자(법정대리인)의 이름, 휴대폰 번호와 동의가 필요합니다.',
  notFound: '본인인증한 정보로 가입된 회원이 없습니다. 회원가입을 해 주세요.',
  wrongId: '본인인증한 회원의 아이디가 아닙니다. 아이디 찾기로 아이디를 먼저 확인해 주세요.',
  loansOpen: '대출 중인 자료가 있어 탈퇴할 수 없습니다. 모두 반납한 뒤 다시 신청해 주세요.',
  tooManyCerts: '본인인증 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
} as const;

const passwordMessage = (password: string, userId: string): string | null => {
  if (passwordProblem(password)) return ACCOUNT_MESSAGES.passwordRule;
  if (userId.length >= 4 && password.toLowerCase().includes(userId.toLowerCase())) return ACCOUNT_MESSAGES.passwordContainsId;
  return null;
};

async function memberByCi(db: Queryable, ci: string): Promise<(MemberRow & { created: string }) | null> {
  const [row] = await db.query<MemberRow & { created: string }>(
    `SELECT ${MEMBER_COLUMNS()}, to_char(members.created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS created FROM members WHERE ci = $1`,
    [ci],
  );
  return row ?? null;
}

async function idTaken(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM members WHERE lower(user_id) = lower($1)', [userId]);
  return rows.length > 0;
}

const maskPhone = (phone: string) => (phone.length >= 10 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '');

export interface IdentityDeps {
  keys: () => Promise<ProviderKeys>;
  /** scrypt cost for new passwords (tests lower it). */
  hash?: (password: string) => Promise<string>;
  /** Certifications one address may start (default 60 in 10 minutes). */
  certStartLimit?: WindowLimits;
}

/** Each certification is a stored transaction: an address may start this many in the window. */
export const DEFAULT_CERT_START_LIMIT: WindowLimits = { max: 60, windowMs: 10 * 60 * 1000 };

export function identityCalls(auth: Auth, deps: IdentityDeps): Record<string, Handler> {
  const db = auth.db;
  const hash = deps.hash ?? ((password: string) => hashPassword(password));
  const startLimiter = new SlidingWindowLimiter(deps.certStartLimit ?? DEFAULT_CERT_START_LIMIT, auth.now, auth.events, 'certstart');

  /** POST /certstart: a certification transaction; the page opens PROVIDER_URL. */
  const certStart: Handler = async (c) => {
    const request = await parseRequest(c, CertStartRequest);
    const decision = await startLimiter.take(clientAddress(c, auth.trustProxy));
    if (!decision.allowed) {
      throw new HttpError(429, ACCOUNT_MESSAGES.tooManyCerts, undefined, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const txn = await startTransaction(db, request.purpose, request.method, auth.now(), request.flow);
    const body: CertStartResponse = { RESULT: 'SUCCESS', TXN: txn, PROVIDER_URL: `${PROVIDER_PATHS[request.method]}?txn=${encodeURIComponent(txn)}`, RESULT_MESSAGE: '' };
    return c.json(body, 200, NO_STORE);
  };

  /** POST /certresult: the provider's signed result, checked once; answers the person and a ticket. */
  const certResult: Handler = async (c) => {
    const request = await parseRequest(c, CertResultRequest);
    const checked = await acceptResult(db, await deps.keys(), request.txn, request.result, auth.now());
    if (!checked.ok) {
      const body: CertResultResponse = { RESULT: 'FAIL', RESULT_CODE: checked.code, RESULT_MESSAGE: checked.message, PURPOSE: 'join', CERT_TICKET: '', AUTH_DATA: null, CB_DATA: null };
      return c.json(body, 200, NO_STORE);
    }
    const { person } = checked;
    const existing = await memberByCi(db, person.ci);
    const body: CertResultResponse = {
      RESULT: 'SUCCESS',
      RESULT_CODE: '',
      RESULT_MESSAGE: '',
      PURPOSE: person.purpose,
      CERT_TICKET: checked.ticket,
      AUTH_DATA: { NAME: person.name, CERT_METHOD: person.method, GENDER: person.gender, CI: person.ci, DI: person.di, PHONE: person.phone, BIRTHDAY: person.birthday },
      // The account this person already has, said with as little as lets them recognise it.
      CB_DATA: existing
        ? {
            CB_AUTH_DI: person.di,
            CB_PHONE_NUMBER: maskPhone(existing.handphone),
            CB_TEL_NUMBER: '',
            CB_USER_ID: maskUserId(existing.user_id),
            CB_ADDRESS1: '',
            CB_ADDRESS2: '',
            CB_BIRTH: existing.birth_date,
            CB_EMAIL: '',
            CB_NAME: existing.name,
            CB_ZIP_CODE: '',
          }
        : null,
    };
    return c.json(body, 200, NO_STORE);
  };

  /** POST /checkid: whether a new id may be taken. */
  const checkId: Handler = async (c) => {
    const { user_id } = await parseRequest(c, CheckIdRequest);
    const problem = userIdProblem(user_id);
    const answer = (available: boolean, message: string): CheckIdResponse => ({ RESULT: 'SUCCESS', AVAILABLE_YN: available ? 'Y' : 'N', RESULT_MESSAGE: message });
    if (problem) return c.json(answer(false, problem === 'reserved' ? ACCOUNT_MESSAGES.idReserved : ACCOUNT_MESSAGES.idFormat), 200, NO_STORE);
    if (await idTaken(db, user_id)) return c.json(answer(false, ACCOUNT_MESSAGES.idTaken), 200, NO_STORE);
    return c.json(answer(true, ACCOUNT_MESSAGES.idAvailable), 200, NO_STORE);
  };

  /** POST /joinmember: a new member, from a join ticket. */
  const joinMember: Handler = async (c, next) => {
    const request = await parseRequest(c, JoinRequest);
    // A retry of a join whose answer was lost (the same Idempotency-Key and body, from the holder
    // of the same certification) gets that answer, not 'certification expired': the first attempt
    // spent the certification (outside walk: the member had to certify again to learn of the account).
    return withIdempotency(db, idempotencyCall('joinmember', { visitor: `ticket:${request.cert_ticket}` }), (inner) => joinWith(inner, request))(c, next);
  };
  const joinWith = async (c: Context, request: v.InferOutput<typeof JoinRequest>) => {
    const now = auth.now();
    const fail = (code: string, message: string) => {
      const body: JoinResponse = { RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: message, USER_ID: '', USER_NO: '', USER_NAME: '', CERT_ADMIN_YN: 'N' };
      return c.json(body, 200, NO_STORE);
    };
    const person = await readTicket(db, request.cert_ticket, ['join'], now);
    if (!person) return fail('TICKET', CERT_MESSAGES.ticket);
    if (await memberByCi(db, person.ci)) return fail('DUPLICATE_CI', ACCOUNT_MESSAGES.duplicateCi);
    const idProblem = userIdProblem(request.user_id);
    if (idProblem) return fail('ID_FORMAT', idProblem === 'reserved' ? ACCOUNT_MESSAGES.idReserved : ACCOUNT_MESSAGES.idFormat);
    const password = decodePassword(request.pw);
    const pwMessage = passwordMessage(password, request.user_id);
    if (pwMessage) return fail('PASSWORD', pwMessage);
    const citizen = request.citizen_sigungu !== '';
    if (citizen && !(GYEONGGI_SIGUNGU as readonly string[]).includes(request.citizen_sigungu)) return fail('CITIZEN', CITIZEN_MESSAGES.notGyeonggi);
    if (ageOn(person.birthday, seoulDay(now)) < GUARDIAN_AGE) {
      if (request.guardian_agree_yn !== 'Y' || request.guardian_name.trim() === '' || request.guardian_phone === '') {
        return fail('GUARDIAN', ACCOUNT_MESSAGES.guardian);
      }
    }
    const passwordHash = await hash(password);
    const outcome = await withTransaction(db, async (tx) => {
      if (!(await spendTicket(tx, request.cert_ticket, now))) return { code: 'TICKET' as const };
      if (await idTaken(tx, request.user_id)) return { code: 'ID_TAKEN' as const };
      if (await memberByCi(tx, person.ci)) return { code: 'DUPLICATE_CI' as const };
      for (let attempt = 0; attempt < 5; attempt++) {
        // 14 digits (code set C on the card): 41 (Gyeonggi), the year, then ten random digits.
        const userNo = `41${seoulDay(now).slice(2, 4)}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
        const clash = await tx.query('SELECT 1 FROM members WHERE user_no = $1', [userNo]);
        if (clash.length > 0) continue;
        await tx.query(
          `INSERT INTO members (user_id, password_hash, user_key, rec_key, user_no, name, gender, birth_date, user_class,
                                sms_use_yn, email, h_zipcode, handphone, h_addr1, h_addr2, mailing_use_yn, lib_code,
                                cert_admin_yn, ci, di, agree_video_yn, guardian_name, guardian_phone, password_changed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, '정회원', $9, $10, $11, $12, $13, $14, $15, $16, $23, $17, $18, $19, $20, $21, $22)`,
          [
            request.user_id, passwordHash, randomToken(24), randomToken(24), userNo, person.name, person.gender, person.birthday,
            request.sms_use_yn, request.email, request.zipcode, person.phone, request.addr1.trim(), request.addr2.trim(),
            request.mailing_use_yn, MANAGE_CODE, person.ci, person.di, request.agree_video_yn,
            request.guardian_name.trim(), request.guardian_phone, new Date(now).toISOString(), citizen ? 'Y' : 'N',
          ],
        );
        return { code: 'OK' as const, userNo };
      }
      throw new Error('회원번호를 만들지 못했습니다.');
    });
    if (outcome.code === 'TICKET') return fail('TICKET', CERT_MESSAGES.ticket);
    if (outcome.code === 'ID_TAKEN') return fail('ID_TAKEN', ACCOUNT_MESSAGES.idTaken);
    if (outcome.code === 'DUPLICATE_CI') return fail('DUPLICATE_CI', ACCOUNT_MESSAGES.duplicateCi);
    const body: JoinResponse = { RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', USER_ID: request.user_id, USER_NO: outcome.userNo, USER_NAME: person.name, CERT_ADMIN_YN: citizen ? 'Y' : 'N' };
    return c.json(body, 200, NO_STORE);
  };

  /** POST /findid: the id of the person a find ticket stands for, masked. */
  const findId: Handler = async (c) => {
    const { cert_ticket } = await parseRequest(c, FindIdRequest);
    const person = await readTicket(db, cert_ticket, ['find'], auth.now());
    const fail = (code: string, message: string): FindIdResponse => ({ RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: message, USER_ID: '', JOINED_AT: '' });
    if (!person) return c.json(fail('TICKET', CERT_MESSAGES.ticket), 200, NO_STORE);
    const member = await memberByCi(db, person.ci);
    if (!member) return c.json(fail('NOT_FOUND', ACCOUNT_MESSAGES.notFound), 200, NO_STORE);
    const body: FindIdResponse = { RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', USER_ID: maskUserId(member.user_id), JOINED_AT: member.created };
    return c.json(body, 200, NO_STORE);
  };

  /** POST /resetpassword: a new password from a find ticket; every session and auto-login ends. */
  const resetPassword: Handler = async (c) => {
    const request = await parseRequest(c, ResetPasswordRequest);
    const now = auth.now();
    const fail = (code: string, message: string): ResetPasswordResponse => ({ RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: message });
    const person = await readTicket(db, request.cert_ticket, ['find'], now);
    if (!person) return c.json(fail('TICKET', CERT_MESSAGES.ticket), 200, NO_STORE);
    const member = await memberByCi(db, person.ci);
    if (!member) return c.json(fail('NOT_FOUND', ACCOUNT_MESSAGES.notFound), 200, NO_STORE);
    if (member.user_id.toLowerCase() !== request.user_id.toLowerCase()) return c.json(fail('WRONG_ID', ACCOUNT_MESSAGES.wrongId), 200, NO_STORE);
    const password = decodePassword(request.pw);
    const pwMessage = passwordMessage(password, member.user_id);
    if (pwMessage) return c.json(fail('PASSWORD', pwMessage), 200, NO_STORE);
    const passwordHash = await hash(password);
    const spent = await withTransaction(db, async (tx) => {
      if (!(await spendTicket(tx, request.cert_ticket, now))) return false;
      await tx.query('UPDATE members SET password_hash = $2, password_changed_at = $3 WHERE id = $1', [member.id, passwordHash, new Date(now).toISOString()]);
      await revokeAll(tx, member.id, now, null);
      return true;
    });
    if (!spent) return c.json(fail('TICKET', CERT_MESSAGES.ticket), 200, NO_STORE);
    return c.json({ RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '' } satisfies ResetPasswordResponse, 200, NO_STORE);
  };

  const memberData = (row: MemberRow, addr2: string): MemberDataResponse => ({ RESULT: 'SUCCESS', RESULT_MESSAGE: '', USER_DATA: toSessionUser(row), H_ADDR2: addr2 });

  /** POST /selectmemberinfo: one's own data for the my-data form (with the second address line). */
  const selectMemberInfo: Handler = async (c) => {
    const { user_key } = await parseRequest(c, UserKeyRequest);
    const { member } = await requireMember(c, auth, user_key);
    const [extra] = await db.query<{ h_addr2: string }>('SELECT h_addr2 FROM members WHERE id = $1', [member.id]);
    return c.json(memberData(member, extra?.h_addr2 ?? ''), 200, NO_STORE);
  };

  /** POST /updatememberinfo: phone, e-mail, address and consents. */
  const updateMemberInfo: Handler = async (c) => {
    const request = await parseRequest(c, UpdateMemberRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    if (request.email !== '' && request.email !== member.email && !EMAIL_PATTERN.test(request.email)) {
      throw new HttpError(400, '이메일 주소 형식이 올바르지 않습니다.', 'email');
    }
    await db.query(
      `UPDATE members SET handphone = $2, email = $3, h_zipcode = $4, h_addr1 = $5, h_addr2 = $6, sms_use_yn = $7, mailing_use_yn = $8 WHERE id = $1`,
      [member.id, request.handphone, request.email, request.zipcode, request.addr1.trim(), request.addr2.trim(), request.sms_use_yn, request.mailing_use_yn],
    );
    const updated = await findMemberById(db, member.id);
    if (!updated) return c.json({ RESULT: 'FAIL', RESULT_MESSAGE: AUTH_MESSAGES.loginRequired, USER_DATA: null, H_ADDR2: '' } satisfies MemberDataResponse, 200, NO_STORE);
    return c.json(memberData(updated, request.addr2.trim()), 200, NO_STORE);
  };

  /** POST /changepassword: the old password, then a new one; other devices are signed out. */
  const changePassword: Handler = async (c) => {
    const request = await parseRequest(c, ChangePasswordRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    const oldPassword = decodePassword(request.old_pw);
    const newPassword = decodePassword(request.new_pw);
    const fail = (code: string, message: string): ChangePasswordResponse => ({ RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: message });
    const ok = await throttledCheck(c, auth, member.user_id, () => verifyPassword(oldPassword, member.password_hash));
    if (!ok) return c.json(fail('WRONG_PASSWORD', AUTH_MESSAGES.wrongPassword), 200, NO_STORE);
    if (oldPassword === newPassword) return c.json(fail('SAME', ACCOUNT_MESSAGES.passwordSame), 200, NO_STORE);
    const pwMessage = passwordMessage(newPassword, member.user_id);
    if (pwMessage) return c.json(fail('PASSWORD', pwMessage), 200, NO_STORE);
    const passwordHash = await hash(newPassword);
    const now = auth.now();
    await withTransaction(db, async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2, password_changed_at = $3 WHERE id = $1', [member.id, passwordHash, new Date(now).toISOString()]);
      await revokeAll(tx, member.id, now, sessionToken(c, auth));
    });
    return c.json({ RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '' } satisfies ChangePasswordResponse, 200, NO_STORE);
  };

  const counts = async (memberId: number) => {
    const [row] = await db.query<{ loans: number; reservations: number; applications: number }>(
      `SELECT (SELECT count(*)::int FROM loans WHERE member_id = $1 AND return_date IS NULL) AS loans,
              (SELECT count(*)::int FROM reservations WHERE member_id = $1 AND status IN ('WAIT', 'READY')) AS reservations,
              (SELECT count(*)::int FROM program_applications WHERE member_id = $1 AND status IN ('APPLIED', 'WAITING')) AS applications`,
      [memberId],
    );
    return row ?? { loans: 0, reservations: 0, applications: 0 };
  };

  /** POST /closeaccountpreview: what closing the account would do, said first. */
  const closeAccountPreview: Handler = async (c) => {
    const { user_key } = await parseRequest(c, UserKeyRequest);
    const { member } = await requireMember(c, auth, user_key);
    const found = await counts(member.id);
    const body: CloseAccountPreviewResponse = { RESULT: 'SUCCESS', LOANS: found.loans, RESERVATIONS: found.reservations, APPLICATIONS: found.applications };
    return c.json(body, 200, NO_STORE);
  };

  /** POST /closeaccount: 회원 탈퇴, refused while books are on loan; the session ends. */
  const closeAccount: Handler = async (c) => {
    const request = await parseRequest(c, CloseAccountRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    const fail = (code: string, message: string): CloseAccountResponse => ({ RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: message, CANCELLED_RESERVATIONS: 0, CANCELLED_APPLICATIONS: 0 });
    const ok = await throttledCheck(c, auth, member.user_id, () => verifyPassword(decodePassword(request.pw), member.password_hash));
    if (!ok) return c.json(fail('WRONG_PASSWORD', AUTH_MESSAGES.wrongPassword), 200, NO_STORE);
    const found = await counts(member.id);
    if (found.loans > 0) return c.json(fail('LOANS', ACCOUNT_MESSAGES.loansOpen), 200, NO_STORE);
    // Everything of the member goes with the row (ON DELETE CASCADE); past loans stay, unnamed.
    await db.query('DELETE FROM members WHERE id = $1', [member.id]);
    clearSessionCookie(c, auth);
    const body: CloseAccountResponse = { RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', CANCELLED_RESERVATIONS: found.reservations, CANCELLED_APPLICATIONS: found.applications };
    return c.json(body, 200, NO_STORE);
  };

  /** POST /searchzipcode: road-name addresses by a word of the road, building or area. */
  const searchZipcode: Handler = async (c) => {
    const { keyword } = await parseRequest(c, ZipcodeSearchRequest);
    const words = keyword.split(/\s+/).filter(Boolean).slice(0, 4);
    const like = words.map((word) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    const conditions = like.map((_, index) => `(road_address || ' ' || jibun_address || ' ' || building || ' ' || zipcode) LIKE $${index + 1}`);
    const rows = await db.query<{ zipcode: string; road_address: string; jibun_address: string; building: string }>(
      `SELECT zipcode, road_address, jibun_address, building FROM postal_addresses WHERE ${conditions.join(' AND ')} ORDER BY road_address LIMIT 30`,
      like,
    );
    const body: ZipcodeSearchResponse = {
      RESULT: 'SUCCESS',
      LIST: rows.map((row) => ({ ZIPCODE: row.zipcode, ROAD_ADDRESS: row.road_address, JIBUN_ADDRESS: row.jibun_address, BUILDING: row.building })),
      TOTAL: rows.length,
    };
    return c.json(body, 200, NO_STORE);
  };

  return {
    '/certstart': certStart,
    '/certresult': certResult,
    '/checkid': checkId,
    '/joinmember': joinMember,
    '/findid': findId,
    '/resetpassword': resetPassword,
    '/selectmemberinfo': selectMemberInfo,
    '/updatememberinfo': updateMemberInfo,
    '/changepassword': changePassword,
    '/closeaccountpreview': closeAccountPreview,
    '/closeaccount': closeAccount,
    '/searchzipcode': searchZipcode,
  };
}

const ZipcodeSearchRequest = v.object({
  keyword: v.pipe(v.string('keyword는 문자열이어야 합니다.'), v.trim(), v.minLength(2, '검색어를 두 글자 이상 입력해 주세요.'), v.maxLength(50, '검색어는 50자 이하입니다.')),
});

/** Ends every session of the member but `keep` (the current one), and revokes auto-login credentials. */
async function revokeAll(db: Queryable, memberId: number, now: number, keep: string | null): Promise<void> {
  if (keep) await db.query('DELETE FROM member_sessions WHERE member_id = $1 AND token_hash <> $2', [memberId, hashToken(keep)]);
  else await db.query('DELETE FROM member_sessions WHERE member_id = $1', [memberId]);
  await db.query('UPDATE device_credentials SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [memberId, new Date(now).toISOString()]);
}

