import * as v from 'valibot';
import {
  MergeMemberResponse,
  MergePreviewResponse,
  MergeProveResponse,
  type MergeMemberRequest,
  type MergeProveRequest,
} from '../../../../contract/merge';
import { request } from '../../../lib/http/client';

/*
 * The account merge's calls (docs/api.md "Account merge"). Nothing is kept on the device: a merge
 * is done online, and its answers describe this moment only.
 */

export type MergeCall<T> = { kind: 'ok'; data: T } | { kind: 'offline' } | { kind: 'failed'; message: string };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

async function post<T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>, headers?: Record<string, string>): Promise<MergeCall<T>> {
  const result = await request({ path, body, schema, errorPage: false, loading: true, ...(headers ? { headers } : {}) });
  if (result.success && result.data !== undefined && result.data !== null) return { kind: 'ok', data: result.data };
  if (!result.error || result.error.kind === 'network' || result.error.kind === 'aborted') return { kind: 'offline' };
  const parsed = v.safeParse(ErrorBody, result.error.body);
  return { kind: 'failed', message: parsed.success ? parsed.output.RESULT_MESSAGE : '' };
}

/** POST {base}/mergeprove: the source account's id and password → a proof for this session. */
export function callMergeProve(body: v.InferInput<typeof MergeProveRequest>): Promise<MergeCall<MergeProveResponse>> {
  return post('mergeprove', body, MergeProveResponse);
}

/** POST {base}/mergepreview: what would move, per kind. */
export function callMergePreview(userKey: string, proof: string): Promise<MergeCall<MergePreviewResponse>> {
  return post('mergepreview', { user_key: userKey, proof }, MergePreviewResponse);
}

/** POST {base}/mergemember: the merge, once per key (a repeat answers the first answer). */
export function callMergeMember(body: v.InferInput<typeof MergeMemberRequest>, idempotencyKey: string): Promise<MergeCall<MergeMemberResponse>> {
  return post('mergemember', body, MergeMemberResponse, { 'Idempotency-Key': idempotencyKey });
}
