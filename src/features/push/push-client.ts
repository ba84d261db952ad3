import { insertPushDevice, selectPushDeviceCount, selectPushDeviceUserKey, selectVapidKey, updatePushDevice } from './api/push-calls';
import { base64UrlToBytes, pushPlatform, registrationSteps } from './model/device-registration';

/** localStorage key of the device token (spec §3 fcmToken): the subscription as JSON. */
export const DEVICE_TOKEN_KEY = 'fcmToken';

/** Push needs a service worker and a secure context (spec §5), and the Push and Notification APIs. */
export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && window.isSecureContext && 'PushManager' in window && 'Notification' in window;
}

/** Running from the home screen (spec §4: the subscription is made only then). */
export function isInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export type EnableResult = 'unsupported' | 'denied' | 'not-installed' | 'failed' | 'subscribed';

let registering: Promise<unknown> = Promise.resolve();

/**
 * Registers the device with the server per the spec's decisions. Calls run one after another:
 * a start-up refresh, a login and a click can come close together, and each must see what the
 * one before it stored (else the same device is inserted twice).
 */
export function registerDevice(token: string, userKey: string | null): Promise<boolean> {
  const run = registering.then(() => registerNow(token, userKey));
  registering = run.catch(() => undefined);
  return run;
}

async function registerNow(token: string, userKey: string | null): Promise<boolean> {
  const count = await selectPushDeviceCount(token);
  const storedUserKey = count > 0 && userKey ? await selectPushDeviceUserKey(token) : null;
  let ok = count >= 0;
  for (const step of registrationSteps({ count, userKey, storedUserKey })) {
    ok = step.call === 'insert' ? await insertPushDevice(token, pushPlatform(navigator.userAgent, navigator.maxTouchPoints), step.userKey) : await updatePushDevice(token, step.userKey);
  }
  return ok;
}

async function subscribe(): Promise<string | null> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return JSON.stringify(existing);
  const key = await selectVapidKey();
  if (!key) return null;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) });
  return JSON.stringify(subscription);
}

/**
 * Called from a click (a user gesture, never on first paint): asks permission; when granted and
 * installed, subscribes with the server's VAPID key, keeps the token and registers the device.
 * A refusal is only logged.
 */
export async function enableNotifications(userKey: string | null): Promise<EnableResult> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    console.info('알림 권한이 허용되지 않았습니다:', permission);
    return 'denied';
  }
  if (!isInstalled()) return 'not-installed';
  try {
    const token = await subscribe();
    if (!token) return 'failed';
    localStorage.setItem(DEVICE_TOKEN_KEY, token);
    return (await registerDevice(token, userKey)) ? 'subscribed' : 'failed';
  } catch (error) {
    console.error('푸시 토큰을 받지 못했습니다.', error);
    return 'failed';
  }
}

/**
 * At start and after a login: with permission already granted and the app installed, keep the
 * subscription and the device's member link current. Never asks for permission.
 */
export async function refreshPushDevice(userKey: string | null): Promise<void> {
  if (!isPushSupported() || Notification.permission !== 'granted' || !isInstalled()) return;
  try {
    const token = await subscribe();
    if (!token) return;
    localStorage.setItem(DEVICE_TOKEN_KEY, token);
    await registerDevice(token, userKey);
  } catch (error) {
    console.error('푸시 토큰을 받지 못했습니다.', error);
  }
}
