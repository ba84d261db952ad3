import * as v from 'valibot';
import { MANAGE_CODE } from '../../../../contract/constants';
import { CertifyCitizenResponse, CheckPasswordResponse, WelaaSyncResponse } from '../../../../contract/member';
import type { SessionUser } from '../../../../contract/auth';
import { encodeUtf8Base64 } from '../../../lib/crypto';
import { request } from '../../../lib/http/client';

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

/** POST {base}/getwelaasyncinfo → SYNC_YN. */
export async function callWelaaSync(userKey: string): Promise<'Y' | 'N' | null> {
  const result = await request({
    path: 'getwelaasyncinfo',
    body: { user_key: userKey, manage_code: MANAGE_CODE },
    schema: WelaaSyncResponse,
    errorPage: false,
    loading: true,
  });
  return result.success && result.data ? result.data.SYNC_YN : null;
}

export type PasswordCheckAnswer = { kind: 'ok'; user: SessionUser } | { kind: 'wrong'; message: string } | { kind: 'offline' };

/** POST {base}/checkpassword: the my-page password check. */
export async function callCheckPassword(userKey: string, password: string): Promise<PasswordCheckAnswer> {
  const result = await request({
    path: 'checkpassword',
    body: { user_key: userKey, pw: encodeUtf8Base64(password) },
    schema: CheckPasswordResponse,
    errorPage: false,
    loading: true,
  });
  if (!result.success || !result.data) {
    if (result.error?.kind === 'network') return { kind: 'offline' };
    const parsed = v.safeParse(ErrorBody, result.error?.body);
    return { kind: 'wrong', message: parsed.success ? parsed.output.RESULT_MESSAGE : '비밀번호를 확인하지 못했습니다.' };
  }
  if (result.data.RESULT === 'SUCCESS' && result.data.USER_DATA) return { kind: 'ok', user: result.data.USER_DATA };
  return { kind: 'wrong', message: result.data.RESULT_MESSAGE };
}

/** POST {base}/certifycitizen: resident verification (demo: the declared city or county). */
export async function callCertifyCitizen(userKey: string, sigungu: string): Promise<PasswordCheckAnswer> {
  const result = await request({
    path: 'certifycitizen',
    body: { user_key: userKey, sigungu, agree_yn: 'Y' },
    schema: CertifyCitizenResponse,
    errorPage: false,
    loading: true,
  });
  if (!result.success || !result.data) {
    if (result.error?.kind === 'network') return { kind: 'offline' };
    const parsed = v.safeParse(ErrorBody, result.error?.body);
    return { kind: 'wrong', message: parsed.success ? parsed.output.RESULT_MESSAGE : '인증을 완료하지 못했습니다.' };
  }
  if (result.data.RESULT === 'SUCCESS' && result.data.USER_DATA) return { kind: 'ok', user: result.data.USER_DATA };
  return { kind: 'wrong', message: result.data.RESULT_MESSAGE };
}
