import * as v from 'valibot';
import { ManageCodeField } from './envelope';
import { IntegerLike, TextLike, numberOr, requiredText, textOr } from './wire';

/** Platforms of a push device (spec §3). */
export const PushPlatform = v.picklist(['Android', 'Ios', 'Web'], 'push_device_platform은 Android, Ios, Web 중 하나여야 합니다.');
export type PushPlatform = v.InferOutput<typeof PushPlatform>;

/**
 * The device token: here the Web Push subscription as JSON text (endpoint and keys), kept in
 * localStorage as fcmToken like the spec's FCM token.
 */
export const DeviceToken = v.pipe(v.string('토큰은 문자열이어야 합니다.'), v.minLength(1, '토큰이 비어 있습니다.'), v.maxLength(2000, '토큰이 너무 깁니다.'));

/** POST /gglib/selectpushdevicecount → RESULT_CODE 100 and COUNT (else -1). */
export const PushDeviceCountRequest = v.object({ where_push_device_fcm_token: DeviceToken });
export const PushDeviceCountResponse = v.object({
  RESULT_CODE: IntegerLike,
  /** -1 when not sent (read as a failed count). */
  COUNT: numberOr(-1, IntegerLike),
});

/** POST /gglib/selectpushdevicedetail → the member key stored with the device ('' for a guest). */
export const PushDeviceDetailRequest = v.object({ where_push_device_fcm_token: DeviceToken });
export const PushDeviceDetailResponse = v.object({
  RESULT_INFO: TextLike,
  RESULT: v.fallback(v.nullish(v.object({ PUSH_DEVICE_USER_KEY: textOr('') }), null), null),
});

/** POST /gglib/insertpushdevice: push_device_user_key only when logged in (checked against the session). */
export const InsertPushDeviceRequest = v.object({
  manage_code: ManageCodeField,
  push_device_user_key: v.optional(v.pipe(v.string(), v.maxLength(64))),
  push_device_fcm_token: DeviceToken,
  push_device_platform: PushPlatform,
});

/** POST /gglib/updatepushdevice: links the device to the logged-in member. */
export const UpdatePushDeviceRequest = v.object({
  where_push_device_fcm_token: DeviceToken,
  push_device_user_key: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** insert/updatepushdevice: the spec shows no answer; what the reference server sends is read if present. */
export const PushDeviceWriteResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), RESULT_CODE: numberOr(100, IntegerLike) });

/** POST /gglib/selectvapidkey → the server's VAPID public key (base64url), for pushManager.subscribe. */
export const VapidKeyResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), PUBLIC_KEY: requiredText() });

/** POST /api/admin/push (Authorization: Bearer {admin token}): send to all devices or one member. */
export const AdminPushRequest = v.object({
  title: v.pipe(v.string(), v.minLength(1, '제목을 입력해 주세요.'), v.maxLength(200)),
  body: v.pipe(v.string(), v.minLength(1, '내용을 입력해 주세요.'), v.maxLength(1000)),
  url: v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'url은 /로 시작하는 사이트 안 경로여야 합니다.'), v.maxLength(500)), '/'),
  /** A member's login id; absent = every device. */
  member_id: v.optional(v.pipe(v.string(), v.maxLength(50))),
});
export const AdminPushResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), SENT: v.number(), REMOVED: v.number(), FAILED: v.number() });

export { IDEMPOTENCY_HEADER } from './constants';
