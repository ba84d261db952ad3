import * as v from 'valibot';
import { PushPayload, type WorkerMessage } from '../contract/worker-messages';
import { WORKER_MESSAGE } from '../contract/worker-protocol';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** The payload of a push, or a safe default when it is not ours (never throws). */
export function readPayload(text: string | null): PushPayload {
  if (text) {
    try {
      const parsed = v.safeParse(PushPayload, JSON.parse(text));
      if (parsed.success) return parsed.output;
    } catch {
      // Not JSON: shown as the body below.
    }
  }
  return { title: '경기도서관', body: text ?? '새 소식이 있습니다.', url: '/' };
}

/** Only same-origin paths are opened from a notification. */
export function targetUrl(url: string | undefined, origin: string): string {
  try {
    const resolved = new URL(url ?? '/', origin);
    return resolved.origin === origin ? resolved.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

export interface PushEnvironment {
  /** Windows of this origin, focused first. */
  windows: () => Promise<readonly WindowClient[]>;
  show: (title: string, options: NotificationOptions) => Promise<void>;
}

/**
 * A push: a focused window handles it in the foreground (no duplicate notification);
 * otherwise the worker shows it with title, body, icon and the url to open.
 */
export async function handlePush(payload: PushPayload, env: PushEnvironment): Promise<'foreground' | 'shown'> {
  const focused = (await env.windows()).find((client) => client.focused);
  if (focused) {
    const message: WorkerMessage = { type: WORKER_MESSAGE.push, payload };
    focused.postMessage(message);
    return 'foreground';
  }
  await env.show(payload.title, { body: payload.body, icon: ICON, badge: ICON, data: { url: payload.url }, lang: 'ko' });
  return 'shown';
}

export interface ClickEnvironment {
  windows: () => Promise<readonly WindowClient[]>;
  open: (url: string) => Promise<WindowClient | null>;
}

/** A click: focus an open window and take it to the url (default /), else open one. */
export async function handleNotificationClick(url: string, env: ClickEnvironment): Promise<'focused' | 'opened'> {
  const [client] = await env.windows();
  if (client) {
    // focus() can be refused (no user activation); the page still goes to the url.
    const focused = await client.focus().catch(() => client);
    const message: WorkerMessage = { type: WORKER_MESSAGE.navigate, url };
    await focused.navigate(url).catch(() => focused.postMessage(message));
    return 'focused';
  }
  await env.open(url);
  return 'opened';
}

function windows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data?.text() ?? null);
    event.waitUntil(handlePush(payload, { windows, show: (title, options) => self.registration.showNotification(title, options) }));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: string } | null;
    const work = handleNotificationClick(targetUrl(data?.url, self.location.origin), { windows, open: (url) => self.clients.openWindow(url) });
    // A click dispatched by a test is not trusted, and waitUntil refuses those; the work runs anyway.
    if (event.isTrusted) event.waitUntil(work);
  });
}
