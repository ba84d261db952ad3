import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../contract/worker-messages';
import type { Queryable } from '../db/db';
import { deleteDevice, listPushTargets, type PushTarget } from '../repositories/push-device-repository';
import type { VapidKeys } from './secrets';
import { parseSubscription } from './subscription';

/** How long a push service keeps an undelivered message: one day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Messages in flight at once. */
const CONCURRENCY = 10;

/** How long one push service may take to answer. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** Push service answers meaning the subscription is gone for good: the device is deleted. */
const GONE_STATUSES = new Set([404, 410]);

export interface PushSender {
  vapidKeys: VapidKeys;
  /** VAPID_SUBJECT: mailto: or https:, never localhost. */
  vapidSubject: string;
  /** For push services with a certificate of their own (tests: a self-signed local service). */
  agent?: Agent;
  timeoutMs?: number;
  /** Where failed sends are reported (not 404/410, which are expected); console.warn by default. */
  warn?: (message: string) => void;
}

export interface PushResult {
  /** Accepted by the push service. */
  sent: number;
  /** Not sendable (not a subscription), refused or unreachable; the device is kept. */
  failed: number;
  /** The push service said the subscription is gone (404/410); the device was deleted. */
  removed: number;
}

type Outcome = keyof PushResult;

function statusOf(error: unknown): number | null {
  if (error instanceof webpush.WebPushError) return error.statusCode;
  return null;
}

async function sendOne(db: Queryable, sender: PushSender, device: PushTarget, message: string): Promise<Outcome> {
  const subscription = parseSubscription(device.fcm_token);
  if (subscription === null) return 'failed';
  try {
    await webpush.sendNotification(subscription, message, {
      vapidDetails: { subject: sender.vapidSubject, ...sender.vapidKeys },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
      timeout: sender.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(sender.agent ? { agent: sender.agent } : {}),
    });
    return 'sent';
  } catch (error) {
    const status = statusOf(error);
    if (status !== null && GONE_STATUSES.has(status)) {
      await deleteDevice(db, device.id);
      return 'removed';
    }
    const reason = status !== null ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
    (sender.warn ?? console.warn)(`푸시 전송 실패 · Push failed (device ${device.id}, ${new URL(subscription.endpoint).host}): ${reason}`);
    return 'failed';
  }
}

/** Sends payload to the given devices, at most CONCURRENCY at a time. */
export async function sendToDevices(
  db: Queryable,
  sender: PushSender,
  devices: readonly PushTarget[],
  payload: PushPayload,
): Promise<PushResult> {
  const message = JSON.stringify({ title: payload.title, body: payload.body, url: payload.url });
  const result: PushResult = { sent: 0, failed: 0, removed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < devices.length) {
      const device = devices[next];
      next += 1;
      if (device) result[await sendOne(db, sender, device, message)] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, devices.length) }, worker));
  return result;
}

/** Sends payload to every device, or only to one member's (memberId: members.id). */
export async function sendPush(
  db: Queryable,
  sender: PushSender,
  payload: PushPayload,
  memberId?: number,
): Promise<PushResult> {
  return sendToDevices(db, sender, await listPushTargets(db, memberId), payload);
}
