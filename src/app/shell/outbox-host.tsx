import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import type { WorkerMessage } from '../../../contract/worker-messages';
import { WORKER_MESSAGE } from '../../../contract/worker-protocol';
import { noteOutboxChanged, outboxStore, replayOutbox } from '../../data/outbox';
import { checkSession } from '../../features/session/session-manager';
import { useSession } from '../../features/session/use-session';
import { RouteLink } from '../../components/ui/route-link';
import { onServerBack } from '../../lib/http/server-status';
import { ko } from '../../lib/i18n/messages-ko';
import { isAndroid } from '../../lib/user-agent';
import { loginLink } from '../../links/account-links';

/**
 * Replays queued writes at start, when the network or the server returns, after a login and when the service
 * worker reports a sync; asks for a login when writes wait for one. Also takes the worker's
 * foreground pushes (shown as a browser notification, except on Android) and navigations.
 */
export function OutboxHost() {
  const router = useRouter();
  const session = useSession();
  const waiting = useSyncExternalStore(outboxStore.subscribe, outboxStore.getSnapshot, outboxStore.getSnapshot);
  const href = useRouterState({ select: (state) => state.location.href });

  useEffect(() => {
    const replay = () => void replayOutbox();
    replay();
    window.addEventListener('online', replay);
    // A server outage ends without an 'online' event: the first answer after it sends what waited.
    const stopWaiting = onServerBack(replay);
    return () => {
      window.removeEventListener('online', replay);
      stopWaiting();
    };
  }, []);

  const userKey = session.status === 'member' ? session.session.user.USER_KEY : null;
  useEffect(() => {
    if (userKey) void replayOutbox();
    // Spec §4: at start and after a login, keep the device's subscription and member link current
    // (only where permission was given; the push code loads only then).
    if ('Notification' in window && Notification.permission === 'granted') {
      void import('../../features/push/push-client').then((push) => push.refreshPushDevice(userKey));
    }
  }, [userKey]);

  // A replay refused for want of a session while this tab still shows a member: the server
  // session is gone, so ask it (the answer logs out silently and the prompt below appears).
  useEffect(() => {
    if (waiting > 0 && session.status === 'member') void checkSession({ force: true });
  }, [waiting, session.status]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<unknown>) => void import('../../../contract/worker-messages').then(({ readWorkerMessage }) => handle(readWorkerMessage(event.data)));
    // The schemas load with the first message (rare), not with the first page.
    const handle = (message: WorkerMessage | null) => {
      // The worker's replay deleted what it sent where this page's live queries do not look.
      if (message?.type === WORKER_MESSAGE.outbox) noteOutboxChanged();
      if (message?.type === WORKER_MESSAGE.outbox && message.waiting) void replayOutbox();
      if (message?.type === WORKER_MESSAGE.navigate && message.url) {
        const url = new URL(message.url, window.location.origin);
        if (url.origin === window.location.origin) void router.navigate({ href: `${url.pathname}${url.search}` });
      }
      if (message?.type === WORKER_MESSAGE.push && message.payload.title && message.payload.body && !isAndroid(navigator.userAgent)) {
        const { title, body, url } = message.payload;
        void navigator.serviceWorker.ready.then((registration) =>
          registration.showNotification(title, { body, icon: '/icons/icon-192.png', data: { url }, lang: 'ko' }),
        );
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [router]);

  if (waiting === 0 || session.status === 'member') return null;
  return (
    <div className="toast" role="alert">
      <p>{ko.outbox.needsLogin(waiting)}</p>
      <div className="toast__actions">
        <RouteLink className="button" {...loginLink(href)}>
          {ko.header.login}
        </RouteLink>
      </div>
    </div>
  );
}
