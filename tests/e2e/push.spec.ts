import { createECDH, randomBytes } from 'node:crypto';
import { FULL_CHROMIUM } from './browser';
import { expect, test, waitForServiceWorkerControl } from './fixtures';
import { MEMBER1, login } from './members';

// The service worker is what these tests check; the notification it shows needs the full
// browser (the headless shell the other specs run in has no notifications).
test.use({ serviceWorkers: 'allow', launchOptions: FULL_CHROMIUM });

function fakeSubscription(): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/gglib-e2e/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Runs as installed (standalone) with pushManager answering a made-up subscription: no push service here. */
function installedWithSubscription(subscription: ReturnType<typeof fakeSubscription>): string {
  return `(() => {
    const subscription = ${JSON.stringify(subscription)};
    const realMatchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query) => query.includes('display-mode: standalone')
      ? { matches: true, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; } }
      : realMatchMedia(query);
    const made = { ...subscription, toJSON() { return subscription; } };
    PushManager.prototype.getSubscription = async () => (window.__subscribed ? made : null);
    PushManager.prototype.subscribe = async () => { window.__subscribed = true; return made; };
  })();`;
}

test.describe('push notifications', () => {
  test('permission granted → subscription → the device is registered for the member', async ({ page, context, request }) => {
    await context.grantPermissions(['notifications']);
    const subscription = fakeSubscription();
    await page.addInitScript(installedWithSubscription(subscription));
    const calls: Array<{ path: string; body: Record<string, string> }> = [];
    page.on('request', (r) => {
      if (/\/gglib\/(insert|update)pushdevice$/.test(r.url())) calls.push({ path: new URL(r.url()).pathname, body: r.postDataJSON() as Record<string, string> });
    });
    const loginAnswer = page.waitForResponse((r) => r.url().endsWith('/gglib/login'));
    await login(page, MEMBER1, '/mypage/lib-service');
    const userKey = ((await (await loginAnswer).json()) as { USER_DATA: { USER_KEY: string } }).USER_DATA.USER_KEY;
    await page.getByRole('button', { name: /알림/ }).first().click();
    // The click's registration queues behind the start-up and login refreshes (one after another,
    // two or three calls each): on a loaded CI machine that takes longer than the default 5 s.
    await expect(page.getByText('이 기기에서 경기도서관 알림을 받습니다.')).toBeVisible({ timeout: 15_000 });
    const token = await page.evaluate(() => localStorage.getItem('fcmToken'));
    expect(JSON.parse(token ?? '{}')).toMatchObject({ endpoint: subscription.endpoint });
    // Inserted once (as a guest before the login, or with the key), linked to the member after.
    expect(calls.filter((call) => call.path.endsWith('/insertpushdevice'))).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ manage_code: '141674', push_device_platform: 'Web' });
    const count = await request.post('/gglib/selectpushdevicecount', { data: { where_push_device_fcm_token: token } });
    expect(await count.json()).toMatchObject({ RESULT_CODE: 100, COUNT: 1 });
    // The member's own session learns the link; a caller without it only that it is not theirs.
    const detail = await page.request.post('/gglib/selectpushdevicedetail', { data: { where_push_device_fcm_token: token } });
    expect(((await detail.json()) as { RESULT: { PUSH_DEVICE_USER_KEY: string } }).RESULT.PUSH_DEVICE_USER_KEY).toBe(userKey);
    const asGuest = await request.post('/gglib/selectpushdevicedetail', { data: { where_push_device_fcm_token: token } });
    expect(((await asGuest.json()) as { RESULT: { PUSH_DEVICE_USER_KEY: string } }).RESULT.PUSH_DEVICE_USER_KEY).toBe('');
  });

  test('without install the permission is asked on the click, and no subscription is made', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await login(page, MEMBER1, '/mypage/lib-service');
    await page.getByRole('button', { name: '새 소식 알림 받기' }).click();
    await expect(page.getByText('알림이 허용되었습니다. 홈 화면에 경기도서관 앱을 설치하면 알림을 받을 수 있습니다.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('fcmToken'))).toBeNull();
  });

  test('a push delivered to the worker shows a notification, and its click opens the page', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
        const found = event.registrations.find((registration) => !registration.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify({ title: '12월 휴관 안내', body: '12월 1일(월)은 정기 휴관일입니다.', url: '/notice' }),
    });
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}|${n.body}`)))
      .toContain('12월 휴관 안내|12월 1일(월)은 정기 휴관일입니다.');
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      // Runs inside the worker: its global is a ServiceWorkerGlobalScope with NotificationEvent.
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
      const Click = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new Click('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  });
});
