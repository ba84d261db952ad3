import type { Handler } from 'hono';
import type * as v from 'valibot';
import { UserKeyRequest } from '../../contract/auth';
import { CertifyCitizenRequest, type CertifyCitizenResponse, CheckPasswordRequest, type CheckPasswordResponse, type GetUserNoResponse, GYEONGGI_SIGUNGU, type GyeonggiSsoInfoResponse, WelaaSyncRequest, type WelaaSyncResponse } from '../../contract/member';
import { type GetSsoTokenResponse, GetSsoTokenRequest } from '../../contract/sso';
import { AUTH_MESSAGES, type Auth, decodePassword, requireMember, throttledCheck } from '../auth/auth';
import { verifyPassword } from '../auth/password';
import { parseRequest } from '../http/validate';
import { markCitizenVerified, toSessionUser } from '../repositories/member-repository';
import { consumeSsoToken, issueSsoToken } from '../repositories/sso-repository';

/** Lifetime of a sister-service token and of the ggpoint proof: two minutes, single use. */
export const SSO_TOKEN_TTL_MS = 2 * 60 * 1000;

export const SSO_MESSAGES = {
  needsCitizen: '독서포인트를 이용하기 위해선 도민인증이 필요합니다.',
  badProof: '인증 정보가 올바르지 않습니다.',
} as const;

export const CITIZEN_MESSAGES = {
  alreadyVerified: '이미 경기도민인증이 완료된 회원입니다.',
  notGyeonggi: '경기도 내 시·군에 주민등록 주소를 둔 회원만 도민인증을 할 수 있습니다.',
} as const;

/** Member calls answer personal data: no cache may keep it. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** POST /gglib/getuserno: the member's card number. */
export const getUserNo =
  (auth: Auth): Handler =>
  async (c) => {
    const { user_key } = await parseRequest(c, UserKeyRequest);
    const { member } = await requireMember(c, auth, user_key);
    const body: GetUserNoResponse = { RESULT_INFO: 'SUCCESS', USER_NO: member.user_no };
    return c.json(body, 200, NO_STORE);
  };

/**
 * POST /gglib/gyeonggissoinfo: USER_ID and, as PASSWORD, a fresh one-time proof for ggpoint's
 * getssotoken (two minutes) — never the member's password.
 */
export const gyeonggiSsoInfo =
  (auth: Auth): Handler =>
  async (c) => {
    const { user_key } = await parseRequest(c, UserKeyRequest);
    const { member } = await requireMember(c, auth, user_key);
    const proof = await issueSsoToken(auth.db, member.id, 'ggpoint-proof', auth.now(), SSO_TOKEN_TTL_MS);
    const body: GyeonggiSsoInfoResponse = {
      RESULT: 'SUCCESS',
      USER_DATA: { USER_ID: member.user_id, PASSWORD: proof },
      RESULT_MESSAGE: '',
    };
    return c.json(body, 200, NO_STORE);
  };

/** POST /gglib/getwelaasyncinfo: whether the member is linked with welaa. */
export const getWelaaSyncInfo =
  (auth: Auth): Handler =>
  async (c) => {
    const { user_key } = await parseRequest(c, WelaaSyncRequest);
    const { member } = await requireMember(c, auth, user_key);
    const body: WelaaSyncResponse = { RESULT_INFO: 'SUCCESS', SYNC_YN: member.welaa_sync_yn };
    return c.json(body, 200, NO_STORE);
  };

/**
 * POST /gglib/checkpassword: the my-page password check. A wrong password is RESULT FAIL with
 * HTTP 200, and counts towards the same throttle as login.
 */
export const checkPassword =
  (auth: Auth): Handler =>
  async (c) => {
    const request = await parseRequest(c, CheckPasswordRequest);
    const password = decodePassword(request.pw);
    const { member } = await requireMember(c, auth, request.user_key);
    const ok = await throttledCheck(c, auth, member.user_id, () => verifyPassword(password, member.password_hash));
    const body: CheckPasswordResponse = ok
      ? { RESULT: 'SUCCESS', USER_DATA: toSessionUser(member), RESULT_MESSAGE: '' }
      : { RESULT: 'FAIL', USER_DATA: null, RESULT_MESSAGE: AUTH_MESSAGES.wrongPassword };
    return c.json(body, 200, NO_STORE);
  };

type CitizenAnswer = v.InferOutput<typeof CertifyCitizenResponse>;

/**
 * POST /gglib/certifycitizen (our design, demo): the member declares the city or county of their
 * registered address; one of Gyeonggi's 31 makes them a verified resident (certAdminYn Y). A real
 * deployment would check the resident register instead. Refusals are RESULT FAIL with HTTP 200.
 */
export const certifyCitizen =
  (auth: Auth): Handler =>
  async (c) => {
    const request = await parseRequest(c, CertifyCitizenRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    const fail = (message: string): CitizenAnswer => ({ RESULT: 'FAIL', USER_DATA: null, RESULT_MESSAGE: message });
    if (member.cert_admin_yn === 'Y') return c.json(fail(CITIZEN_MESSAGES.alreadyVerified), 200, NO_STORE);
    if (!(GYEONGGI_SIGUNGU as readonly string[]).includes(request.sigungu)) {
      return c.json(fail(CITIZEN_MESSAGES.notGyeonggi), 200, NO_STORE);
    }
    const updated = await markCitizenVerified(auth.db, member.id);
    const body: CitizenAnswer = updated
      ? { RESULT: 'SUCCESS', USER_DATA: toSessionUser(updated), RESULT_MESSAGE: '' }
      : fail(AUTH_MESSAGES.loginRequired);
    return c.json(body, 200, NO_STORE);
  };

const ssoFail = (message: string): GetSsoTokenResponse => ({
  RESULT: 'FAIL',
  TOKEN: '',
  REDIRECT_URL: '',
  RESULT_MESSAGE: message,
});

/**
 * POST /gglib/getssotoken: a single-use two-minute token for a sister service and the address
 * of its (demo) entry page. ggpoint also needs a verified resident and the proof from
 * gyeonggissoinfo; the client's domin_yn is not trusted.
 */
export const getSsoToken =
  (auth: Auth): Handler =>
  async (c) => {
    const request = await parseRequest(c, GetSsoTokenRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    if (request.id.toLowerCase() !== member.user_id.toLowerCase()) {
      return c.json(ssoFail(SSO_MESSAGES.badProof), 200, NO_STORE);
    }
    const now = auth.now();
    if (request.target === 'ggpoint') {
      if (member.cert_admin_yn !== 'Y') return c.json(ssoFail(SSO_MESSAGES.needsCitizen), 200, NO_STORE);
      const proofOwner = request.password
        ? await consumeSsoToken(auth.db, request.password, 'ggpoint-proof', now, member.id)
        : null;
      if (proofOwner === null) return c.json(ssoFail(SSO_MESSAGES.badProof), 200, NO_STORE);
    }
    const token = await issueSsoToken(auth.db, member.id, request.target, now, SSO_TOKEN_TTL_MS);
    const body: GetSsoTokenResponse = {
      RESULT: 'SUCCESS',
      TOKEN: token,
      REDIRECT_URL: `/sso/${request.target}`,
      RESULT_MESSAGE: '',
    };
    return c.json(body, 200, NO_STORE);
  };
