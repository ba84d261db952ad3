import type { Handler } from 'hono';
import * as v from 'valibot';
import { RESULT_CODE_OK } from '../../contract/constants';
import {
  InsertPushDeviceRequest,
  PushDeviceCountRequest,
  type PushDeviceCountResponse,
  PushDeviceDetailRequest,
  type PushDeviceDetailResponse,
  type PushDeviceWriteResponse,
  UpdatePushDeviceRequest,
  type VapidKeyResponse,
} from '../../contract/push';
import { type Auth, currentSession, requireMember } from '../auth/auth';
import { clientAddress } from '../http/client-info';
import { HttpError } from '../http/errors';
import { SlidingWindowLimiter, type WindowLimits } from '../http/rate-limit';
import { parseRequest } from '../http/validate';
import type { VapidKeys } from '../push/secrets';
import { parseSubscription, tokenEndpoint } from '../push/subscription';
import { countDevices, findDeviceLink, linkDevice, otherTokensOfEndpoint, upsertDevice } from '../repositories/push-device-repository';

export const PUSH_MESSAGES = {
  unknownDevice: '등록되지 않은 기기입니다.',
  otherMembersDevice: '다른 회원에게 연결된 기기입니다. 이 기기에서 알림 받기를 다시 켜 주세요.',
  otherSubscription: '이 기기의 알림 등록 정보가 맞지 않습니다. 이 기기에서 알림 받기를 다시 켜 주세요.',
  tooManyDevices: '알림 등록 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * New devices registered without a member, per client address and hour. Anyone may ask for news
 * without an account, and every registered device is sent each broadcast: without a limit one
 * script could fill the table with endpoints of its own and make every send fan out to them. A
 * library's Wi-Fi puts many phones behind one address, so the limit is generous; a device already
 * registered (the app refreshes its registration) and members' devices are not counted.
 */
export const DEFAULT_GUEST_DEVICE_LIMIT: WindowLimits = { max: 120, windowMs: 60 * 60 * 1000 };

/**
 * A device linked to another member moves to the session's member only with proof that the
 * caller holds the subscription itself: a Web Push subscription token carries its keys (p256dh,
 * auth), which only the browser that subscribed knows. A bare token (a native app's) is not proof.
 */
async function ensureMayLink(auth: Auth, token: string, memberId: number): Promise<void> {
  const link = await findDeviceLink(auth.db, token);
  if (link?.memberId == null || link.memberId === memberId) return;
  if (parseSubscription(token) === null) throw new HttpError(403, PUSH_MESSAGES.otherMembersDevice);
}

/**
 * A registration of an endpoint already registered under another token replaces that row (an
 * older copy of the same subscription) only with the same keys: the endpoint alone is no proof,
 * as it travels in the clear to the push service. Different keys for a known endpoint are refused
 * unless the row is the session's own member's; before, anyone who knew a member's endpoint could
 * swap in keys of their own (the member's notifications then undecryptable) or move the row.
 */
async function ensureSameSubscription(auth: Auth, token: string, endpoint: string, memberId: number | null): Promise<void> {
  const presented = parseSubscription(token);
  for (const other of await otherTokensOfEndpoint(auth.db, endpoint, token)) {
    const stored = parseSubscription(other.token);
    const sameKeys = presented !== null && stored !== null && stored.keys.p256dh === presented.keys.p256dh && stored.keys.auth === presented.keys.auth;
    if (!sameKeys && !(other.memberId !== null && other.memberId === memberId)) throw new HttpError(403, PUSH_MESSAGES.otherSubscription);
  }
}

/** Device tokens and member keys: no cache may keep these answers. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** selectvapidkey takes no fields; the body must still be a JSON object (or empty). */
const EmptyRequest = v.object({});

const written = (): v.InferOutput<typeof PushDeviceWriteResponse> => ({
  RESULT_INFO: 'SUCCESS',
  RESULT_CODE: RESULT_CODE_OK,
});

/** POST /gglib/selectvapidkey (our design): the public key for pushManager.subscribe. */
export const selectVapidKey =
  (keys: VapidKeys): Handler =>
  async (c) => {
    await parseRequest(c, EmptyRequest);
    const body: v.InferOutput<typeof VapidKeyResponse> = { RESULT_INFO: 'SUCCESS', PUBLIC_KEY: keys.publicKey };
    return c.json(body);
  };

/** POST /gglib/selectpushdevicecount: 1 when the token is registered, else 0. */
export const selectPushDeviceCount =
  (auth: Auth): Handler =>
  async (c) => {
    const request = await parseRequest(c, PushDeviceCountRequest);
    tokenEndpoint(request.where_push_device_fcm_token, 'where_push_device_fcm_token');
    const count = await countDevices(auth.db, request.where_push_device_fcm_token);
    const body: v.InferOutput<typeof PushDeviceCountResponse> = { RESULT_CODE: RESULT_CODE_OK, COUNT: count };
    return c.json(body, 200, NO_STORE);
  };

/**
 * POST /gglib/selectpushdevicedetail: whether the device is linked to the caller. The member key
 * comes back only to that member's own session; to anyone else (a guest, another member) a
 * linked device reads as '' ("not linked to you"), so a token never reveals whose device it is.
 */
export const selectPushDeviceDetail =
  (auth: Auth): Handler =>
  async (c) => {
    const request = await parseRequest(c, PushDeviceDetailRequest);
    tokenEndpoint(request.where_push_device_fcm_token, 'where_push_device_fcm_token');
    const link = await findDeviceLink(auth.db, request.where_push_device_fcm_token);
    const session = link?.memberId == null ? null : await currentSession(c, auth);
    const own = link !== null && link.memberId !== null && session?.member.id === link.memberId;
    const body: v.InferOutput<typeof PushDeviceDetailResponse> = {
      RESULT_INFO: 'SUCCESS',
      RESULT: link === null ? null : { PUSH_DEVICE_USER_KEY: own ? link.userKey : '' },
    };
    return c.json(body, 200, NO_STORE);
  };

/**
 * POST /gglib/insertpushdevice: registers the device (again: idempotent), for the session's
 * member when push_device_user_key is given (401 / 403 as every member call), else as a guest's.
 */
export const insertPushDevice =
  (auth: Auth, guestLimiter: SlidingWindowLimiter): Handler =>
  async (c) => {
    const request = await parseRequest(c, InsertPushDeviceRequest);
    const endpoint = tokenEndpoint(request.push_device_fcm_token, 'push_device_fcm_token');
    const userKey = request.push_device_user_key ?? '';
    const memberId = userKey === '' ? null : (await requireMember(c, auth, userKey)).member.id;
    if (memberId !== null) await ensureMayLink(auth, request.push_device_fcm_token, memberId);
    if (endpoint !== null) await ensureSameSubscription(auth, request.push_device_fcm_token, endpoint, memberId);
    if (memberId === null && (await countDevices(auth.db, request.push_device_fcm_token)) === 0) {
      const decision = await guestLimiter.take(clientAddress(c, auth.trustProxy));
      if (!decision.allowed) {
        throw new HttpError(429, PUSH_MESSAGES.tooManyDevices, undefined, { 'Retry-After': String(decision.retryAfterSeconds) });
      }
    }
    await upsertDevice(auth.db, {
      manageCode: request.manage_code,
      token: request.push_device_fcm_token,
      endpoint,
      platform: request.push_device_platform,
      memberId,
    });
    return c.json(written(), 200, NO_STORE);
  };

/** POST /gglib/updatepushdevice: links a registered device to the session's member. */
export const updatePushDevice =
  (auth: Auth): Handler =>
  async (c) => {
    const request = await parseRequest(c, UpdatePushDeviceRequest);
    tokenEndpoint(request.where_push_device_fcm_token, 'where_push_device_fcm_token');
    const { member } = await requireMember(c, auth, request.push_device_user_key);
    await ensureMayLink(auth, request.where_push_device_fcm_token, member.id);
    if (!(await linkDevice(auth.db, request.where_push_device_fcm_token, member.id))) {
      throw new HttpError(404, PUSH_MESSAGES.unknownDevice);
    }
    return c.json(written(), 200, NO_STORE);
  };

/** The push calls under the API base (docs/api.md "Push"). */
export function pushCalls(auth: Auth, vapidKeys: VapidKeys, guestDeviceLimit: WindowLimits = DEFAULT_GUEST_DEVICE_LIMIT): Record<string, Handler> {
  const guestLimiter = new SlidingWindowLimiter(guestDeviceLimit, auth.now, auth.events, 'guestdevice');
  return {
    '/selectvapidkey': selectVapidKey(vapidKeys),
    '/selectpushdevicecount': selectPushDeviceCount(auth),
    '/selectpushdevicedetail': selectPushDeviceDetail(auth),
    '/insertpushdevice': insertPushDevice(auth, guestLimiter),
    '/updatepushdevice': updatePushDevice(auth),
  };
}
