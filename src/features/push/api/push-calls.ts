import { MANAGE_CODE } from '../../../../contract/constants';
import { PushDeviceCountResponse, PushDeviceDetailResponse, PushDeviceWriteResponse, VapidKeyResponse, type PushPlatform } from '../../../../contract/push';
import { request } from '../../../lib/http/client';

/** The server's VAPID public key (base64url), or null. */
export async function selectVapidKey(): Promise<string | null> {
  const result = await request({ path: 'selectvapidkey', body: {}, schema: VapidKeyResponse, errorPage: false });
  return result.success && result.data ? result.data.PUBLIC_KEY : null;
}

/** selectpushdevicecount: 0 or 1, or -1 when the call failed (spec §7). */
export async function selectPushDeviceCount(token: string): Promise<number> {
  const result = await request({ path: 'selectpushdevicecount', body: { where_push_device_fcm_token: token }, schema: PushDeviceCountResponse, errorPage: false });
  return result.success && result.data && result.data.RESULT_CODE === 100 ? result.data.COUNT : -1;
}

/** selectpushdevicedetail: the member key stored with the device ('' for a guest), or null. */
export async function selectPushDeviceUserKey(token: string): Promise<string | null> {
  const result = await request({ path: 'selectpushdevicedetail', body: { where_push_device_fcm_token: token }, schema: PushDeviceDetailResponse, errorPage: false });
  return result.success && result.data?.RESULT_INFO === 'SUCCESS' ? (result.data.RESULT?.PUSH_DEVICE_USER_KEY ?? null) : null;
}

export async function insertPushDevice(token: string, platform: PushPlatform, userKey: string | null): Promise<boolean> {
  const result = await request({
    path: 'insertpushdevice',
    body: { manage_code: MANAGE_CODE, push_device_fcm_token: token, push_device_platform: platform, ...(userKey ? { push_device_user_key: userKey } : {}) },
    schema: PushDeviceWriteResponse,
    errorPage: false,
  });
  return result.success;
}

export async function updatePushDevice(token: string, userKey: string): Promise<boolean> {
  const result = await request({
    path: 'updatepushdevice',
    body: { where_push_device_fcm_token: token, push_device_user_key: userKey },
    schema: PushDeviceWriteResponse,
    errorPage: false,
  });
  return result.success;
}
