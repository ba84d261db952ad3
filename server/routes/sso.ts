import type { Handler } from 'hono';
import { SSO_TARGETS, type SsoTarget } from '../../contract/auth';
import { GetEncryptCodeRequest, type GetEncryptCodeResponse, ValidateTokenRequest, type ValidateTokenResponse } from '../../contract/sso';
import type { Auth } from '../auth/auth';
import { parseRequest } from '../http/validate';
import { findMemberById } from '../repositories/member-repository';
import { consumeLogoutCode, consumeSsoToken } from '../repositories/sso-repository';

export const TOKEN_MESSAGES = {
  invalidToken: '토큰이 유효하지 않습니다.',
  codeMismatch: 'code가 일치하지 않습니다.',
} as const;

const NO_STORE = { 'Cache-Control': 'no-store' };

/** `ggcyberMy` (spec §7 spells it target + 'my'; either case is accepted) → `ggcyber`. */
export function serviceOfTarget(target: string): SsoTarget | null {
  const match = /^(.+)my$/i.exec(target);
  const service = match?.[1];
  return SSO_TARGETS.find((known) => known === service) ?? null;
}

/**
 * POST /gglib/validatetoken: a sister service hands back a token from getssotoken; the answer
 * is its member's USER_KEY, once. No session needed: the service calls it, not the member.
 */
export const validateToken =
  (auth: Auth): Handler =>
  async (c) => {
    const { token, target } = await parseRequest(c, ValidateTokenRequest);
    const service = serviceOfTarget(target);
    const memberId = service && (await consumeSsoToken(auth.db, token, service, auth.now()));
    const member = memberId ? await findMemberById(auth.db, memberId) : null;
    const body: ValidateTokenResponse = member
      ? { RESULT: 'SUCCESS', USER_KEY: member.user_key, RESULT_MESSAGE: '' }
      : { RESULT: 'FAIL', USER_KEY: '', RESULT_MESSAGE: TOKEN_MESSAGES.invalidToken };
    return c.json(body, 200, NO_STORE);
  };

/**
 * POST /gglib/getencryptcode: a logout code the cyber library handed back (/cyber-sso-logout?code=)
 * → the member's record key, which the client compares with its own _REC_KEY_. Single use.
 */
export const getEncryptCode =
  (auth: Auth): Handler =>
  async (c) => {
    const { token: code } = await parseRequest(c, GetEncryptCodeRequest);
    const memberId = await consumeLogoutCode(auth.db, code, auth.now());
    const member = memberId === null ? null : await findMemberById(auth.db, memberId);
    const body: GetEncryptCodeResponse = member
      ? { RESULT: 'SUCCESS', key: member.rec_key, RESULT_MESSAGE: '' }
      : { RESULT: 'FAIL', key: '', RESULT_MESSAGE: TOKEN_MESSAGES.codeMismatch };
    return c.json(body, 200, NO_STORE);
  };
