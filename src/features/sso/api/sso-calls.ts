import { type SsoTarget } from '../../../../contract/auth';
import { GyeonggiSsoInfoResponse } from '../../../../contract/member';
import { GetEncryptCodeResponse, GetSsoTokenResponse, ValidateTokenResponse } from '../../../../contract/sso';
import { request } from '../../../lib/http/client';

export type Answer<T> = { kind: 'ok'; value: T } | { kind: 'failed'; message: string | null } | { kind: 'offline' };

function failed<T>(status: number, message: string | null): Answer<T> {
  return status === 0 ? { kind: 'offline' } : { kind: 'failed', message };
}

/** gyeonggissoinfo: the ggpoint proof (an opaque one-time value, never the password). */
export async function callGyeonggiSsoInfo(userKey: string): Promise<Answer<{ userId: string; proof: string }>> {
  const result = await request({ path: 'gyeonggissoinfo', body: { user_key: userKey }, schema: GyeonggiSsoInfoResponse, errorPage: false, loading: true });
  if (!result.success || !result.data) return failed(result.status, null);
  const data = result.data;
  if (data.RESULT !== 'SUCCESS' || !data.USER_DATA) return { kind: 'failed', message: data.RESULT_MESSAGE || null };
  return { kind: 'ok', value: { userId: data.USER_DATA.USER_ID, proof: data.USER_DATA.PASSWORD } };
}

export interface SsoTokenInput {
  id: string;
  userKey: string;
  dominYn: 'Y' | 'N';
  target: SsoTarget;
  password?: string;
}

/** getssotoken: a one-time token and where to send the member. */
export async function callGetSsoToken(input: SsoTokenInput): Promise<Answer<{ token: string; redirectUrl: string }>> {
  const result = await request({
    path: 'getssotoken',
    body: { id: input.id, user_key: input.userKey, domin_yn: input.dominYn, target: input.target, ...(input.password ? { password: input.password } : {}) },
    schema: GetSsoTokenResponse,
    errorPage: false,
    loading: true,
  });
  if (!result.success || !result.data) return failed(result.status, null);
  const data = result.data;
  if (data.RESULT !== 'SUCCESS' || !data.TOKEN) return { kind: 'failed', message: data.RESULT_MESSAGE || null };
  return { kind: 'ok', value: { token: data.TOKEN, redirectUrl: data.REDIRECT_URL } };
}

/** validatetoken: the member key behind a token a service sent back (target = service + 'My'). */
export async function callValidateToken(token: string, target: string): Promise<Answer<string>> {
  const result = await request({ path: 'validatetoken', body: { token, target }, schema: ValidateTokenResponse, errorPage: false, loading: true });
  if (!result.success || !result.data) return failed(result.status, null);
  return result.data.RESULT === 'SUCCESS' && result.data.USER_KEY ? { kind: 'ok', value: result.data.USER_KEY } : { kind: 'failed', message: result.data.RESULT_MESSAGE || null };
}

/** getencryptcode: the record key behind a cyber library logout code. */
export async function callGetEncryptCode(code: string): Promise<Answer<string>> {
  const result = await request({ path: 'getencryptcode', body: { token: code }, schema: GetEncryptCodeResponse, errorPage: false, loading: true });
  if (!result.success || !result.data) return failed(result.status, null);
  return result.data.RESULT === 'SUCCESS' && result.data.key ? { kind: 'ok', value: result.data.key } : { kind: 'failed', message: result.data.RESULT_MESSAGE || null };
}
