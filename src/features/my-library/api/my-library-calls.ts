import * as v from 'valibot';
import { MANAGE_CODE, IDEMPOTENCY_HEADER } from '../../../../contract/constants';
import { answerOf, mapAnswer } from '../../../data/answer';
import { queueWrite } from '../../../data/outbox';
import type { FetchAnswer } from '../../../data/resource';
import { getDefaultBase, joinPath, request } from '../../../lib/http/client';
import { cleanTextDeep } from '../../../lib/text-cleanup';
import { BookMyStateResponse } from '../../../../contract/my-library';
import { WelaaSyncResponse } from '../../../../contract/member';
import { actionRequest, type MyAction } from '../model/my-actions';

/**
 * The lists' fields readers see, cleaned where answers arrive (spec §5: entities decoded, NULL or
 * blank as ''): names, places and notes. Keys, codes, dates and times are left as sent.
 */
const SHOWN_TEXT: ReadonlySet<string> = new Set(['TITLE', 'AUTHOR', 'PUBLISHER', 'PUBLISH_YEAR', 'BRANCH_NAME', 'STATUS_NOTE', 'RENEW_REFUSAL', 'PURPOSE', 'PLACE', 'FACILITY_NAME', 'CATEGORY', 'CALL_NO']);

/** One list of the member's own (quiet: no overlay, no error page; the screen says what happened). */
export async function fetchMyList<T>(
  list: { path: string; schema: v.GenericSchema<unknown, T> },
  userKey: string,
  extra: Record<string, string | number> = {},
): Promise<FetchAnswer<T>> {
  const result = await request({
    path: list.path,
    body: { user_key: userKey, manage_code: MANAGE_CODE, ...extra },
    schema: list.schema,
    errorPage: false,
    loading: false,
  });
  return mapAnswer(answerOf(result), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

export type ActionAnswer =
  | { kind: 'done' }
  | { kind: 'refused'; message: string }
  /** No network: kept in the outbox and sent by itself, once, when the network returns. */
  | { kind: 'queued' }
  | { kind: 'session' };

const WriteAnswer = v.object({ RESULT: v.picklist(['SUCCESS', 'FAIL']), RESULT_MESSAGE: v.string() });
const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

export const OUTBOX_KIND_PREFIX = 'my-library:';

/**
 * Sends one action with an idempotency key. With no network it goes to the outbox under the same
 * key, so however many attempts reach the server it is applied once.
 */
export async function runMyAction(userKey: string, action: MyAction): Promise<ActionAnswer> {
  const { path, body } = actionRequest(userKey, action);
  const requestId = crypto.randomUUID();
  const queue = async (): Promise<ActionAnswer> => {
    await queueWrite(`${OUTBOX_KIND_PREFIX}${action.type}`, joinPath(getDefaultBase(), path), body, requestId);
    return { kind: 'queued' };
  };
  if (!navigator.onLine) return queue();
  const result = await request({ path, body, schema: WriteAnswer, headers: { [IDEMPOTENCY_HEADER]: requestId }, errorPage: false, loading: true });
  if (result.success && result.data) {
    return result.data.RESULT === 'SUCCESS' ? { kind: 'done' } : { kind: 'refused', message: result.data.RESULT_MESSAGE };
  }
  if (result.error?.kind === 'network') return queue();
  if (result.status === 401 || result.status === 403) return { kind: 'session' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  return { kind: 'refused', message: parsed.success ? parsed.output.RESULT_MESSAGE : '' };
}

/** POST {base}/selectbookmystate: the member's relation to one book (null when it cannot be had). */
export async function fetchBookMyState(userKey: string, bookKey: string): Promise<BookMyStateResponse | null> {
  const result = await request({ path: 'selectbookmystate', body: { user_key: userKey, manage_code: MANAGE_CODE, book_key: bookKey }, schema: BookMyStateResponse, errorPage: false, loading: false });
  return result.success && result.data ? result.data : null;
}

/** POST {base}/getwelaasyncinfo: whether the member is linked with Welaa. */
export async function fetchWelaaSync(userKey: string): Promise<{ kind: 'ok'; synced: boolean } | { kind: 'offline' } | { kind: 'failed' }> {
  const result = await request({ path: 'getwelaasyncinfo', body: { user_key: userKey, manage_code: MANAGE_CODE }, schema: WelaaSyncResponse, errorPage: false, loading: false });
  if (result.success && result.data) return { kind: 'ok', synced: result.data.SYNC_YN === 'Y' };
  return result.error?.kind === 'network' ? { kind: 'offline' } : { kind: 'failed' };
}
