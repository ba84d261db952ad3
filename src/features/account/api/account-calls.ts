import type * as v from 'valibot';
import {
  ChangePasswordResponse,
  ChangeUserIdResponse,
  CertResultResponse,
  CertStatusResponse,
  CertStartResponse,
  CheckIdResponse,
  CloseAccountPreviewResponse,
  CloseAccountResponse,
  FindIdResponse,
  JoinResponse,
  LinkCertResponse,
  MemberDataResponse,
  ResetPasswordResponse,
  ZipcodeSearchResponse,
  type CertFlow, type CertMethod,
  type CertPurpose,
  type JoinRequest,
  type UpdateMemberRequest,
} from '../../../../contract/identity';
import { AccountLinksResponse, OidcUnlinkResponse, StepUpStatusResponse, type OidcProvider } from '../../../../contract/oidc';
import { IDEMPOTENCY_HEADER } from '../../../../contract/constants';
import { answerOf } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { contentKey, encodeUtf8Base64 } from '../../../lib/crypto';
import { request } from '../../../lib/http/client';
import { koJoin } from '../../../lib/i18n/messages-join-ko';

/*
 * The account calls (docs/api.md "Identity and accounts"). None is kept on the device: they
 * certify, create or change an account, so each asks the network and says 'offline' without it.
 * Refusals the server words (RESULT: 'FAIL' with a RESULT_CODE) arrive as 'ok' data: the screens
 * read RESULT_CODE and show RESULT_MESSAGE beside the field it is about.
 */

const FALLBACK = koJoin.requestFailed;

async function post<T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>, options: { quiet?: boolean } = {}): Promise<FetchAnswer<T>> {
  const result = await request({ path, body, schema, errorPage: false, loading: !options.quiet });
  return answerOf(result, { refusal: FALLBACK });
}

export function callCertStart(purpose: CertPurpose, method: CertMethod, flow: CertFlow = 'join'): Promise<FetchAnswer<CertStartResponse>> {
  return post('certstart', flow === 'join' ? { purpose, method } : { purpose, method, flow }, CertStartResponse);
}

export function callCertResult(txn: string, result: string): Promise<FetchAnswer<CertResultResponse>> {
  return post('certresult', { txn, result }, CertResultResponse);
}

/** The live availability check: quiet (no overlay), it runs as the person types. */
export function callCheckId(userId: string): Promise<FetchAnswer<CheckIdResponse>> {
  return post('checkid', { user_id: userId }, CheckIdResponse, { quiet: true });
}

export type JoinInput = Omit<v.InferInput<typeof JoinRequest>, 'pw'> & { password: string };

/**
 * The join, keyed by its content: a tap again after the answer was lost sends the same key, and the
 * server answers what it did the first time (the account made) instead of refusing the spent
 * certification; any change to the form is another request.
 */
export async function callJoin(input: JoinInput): Promise<FetchAnswer<JoinResponse>> {
  const { password, ...rest } = input;
  const body = { ...rest, pw: encodeUtf8Base64(password) };
  const key = await contentKey(body);
  const result = await request({ path: 'joinmember', body, schema: JoinResponse, errorPage: false, loading: true, ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}) });
  return answerOf(result, { refusal: FALLBACK });
}

export function callFindId(ticket: string): Promise<FetchAnswer<FindIdResponse>> {
  return post('findid', { cert_ticket: ticket }, FindIdResponse);
}

export function callResetPassword(ticket: string, userId: string, password: string): Promise<FetchAnswer<ResetPasswordResponse>> {
  return post('resetpassword', { cert_ticket: ticket, user_id: userId, pw: encodeUtf8Base64(password) }, ResetPasswordResponse);
}

export function callSelectMemberInfo(userKey: string): Promise<FetchAnswer<MemberDataResponse>> {
  return post('selectmemberinfo', { user_key: userKey }, MemberDataResponse, { quiet: true });
}

export function callUpdateMemberInfo(input: UpdateMemberRequest): Promise<FetchAnswer<MemberDataResponse>> {
  return post('updatememberinfo', input, MemberDataResponse);
}

export function callChangePassword(userKey: string, oldPassword: string, newPassword: string): Promise<FetchAnswer<ChangePasswordResponse>> {
  return post('changepassword', { user_key: userKey, old_pw: encodeUtf8Base64(oldPassword), new_pw: encodeUtf8Base64(newPassword) }, ChangePasswordResponse);
}

export function callCloseAccountPreview(userKey: string): Promise<FetchAnswer<CloseAccountPreviewResponse>> {
  return post('closeaccountpreview', { user_key: userKey }, CloseAccountPreviewResponse);
}

export function callCloseAccount(userKey: string, password: string): Promise<FetchAnswer<CloseAccountResponse>> {
  return post('closeaccount', { user_key: userKey, pw: encodeUtf8Base64(password), agree_yn: 'Y' }, CloseAccountResponse);
}

export function callSearchZipcode(keyword: string): Promise<FetchAnswer<ZipcodeSearchResponse>> {
  return post('searchzipcode', { keyword }, ZipcodeSearchResponse);
}

/** The sentence for an answer that did not arrive as data: offline, or the server's own refusal. */
export function answerText(answer: Exclude<FetchAnswer<unknown>, { kind: 'ok' }>, offline: string, fallback: string): string {
  if (answer.kind === 'offline') return offline;
  return answer.kind === 'failed' && answer.message ? answer.message : fallback;
}

export function callCertStatus(userKey: string): Promise<FetchAnswer<CertStatusResponse>> {
  return post('selectcertstatus', { user_key: userKey }, CertStatusResponse, { quiet: true });
}

export function callLinkCert(userKey: string, ticket: string): Promise<FetchAnswer<LinkCertResponse>> {
  return post('linkcert', { user_key: userKey, cert_ticket: ticket }, LinkCertResponse);
}

/** POST {base}/selectstepup: whether pages that need level 3 may proceed for this session (quiet). */
export function callStepUpStatus(userKey: string): Promise<FetchAnswer<StepUpStatusResponse>> {
  return post('selectstepup', { user_key: userKey }, StepUpStatusResponse, { quiet: true });
}

export function callChangeUserId(userKey: string, newId: string, password: string): Promise<FetchAnswer<ChangeUserIdResponse>> {
  return post('changeuserid', { user_key: userKey, new_id: newId, pw: encodeUtf8Base64(password) }, ChangeUserIdResponse);
}

/** 나의 정보's 연결된 계정: the member's linked provider accounts (quiet: a section of the page). */
export function callAccountLinks(userKey: string): Promise<FetchAnswer<AccountLinksResponse>> {
  return post('selectaccountlinks', { user_key: userKey }, AccountLinksResponse, { quiet: true });
}

/** Removes the member's link to a provider (RESULT_CODE NONE: there was none). */
export function callOidcUnlink(userKey: string, provider: OidcProvider): Promise<FetchAnswer<OidcUnlinkResponse>> {
  return post('oidcunlink', { user_key: userKey, provider }, OidcUnlinkResponse);
}
