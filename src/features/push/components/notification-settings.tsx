import { useState } from 'react';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { DEVICE_TOKEN_KEY, enableNotifications, isPushSupported, type EnableResult } from '../push-client';

/** 알림 받기: the permission is asked only when the member presses the button. */
export function NotificationSettings({ userKey }: { userKey: string | null }) {
  const supported = isPushSupported();
  const [result, setResult] = useState<EnableResult | null>(null);
  const [busy, setBusy] = useState(false);
  // Already receiving on this device: the button reconnects instead.
  const connected = supported && Notification.permission === 'granted' && localStorage.getItem(DEVICE_TOKEN_KEY) !== null;
  return (
    <section className="home-card notification-settings" aria-labelledby="notification-title">
      <h2 id="notification-title" className="home-card__title">
        {koAccount.push.title}
      </h2>
      {!supported ? (
        <p className="notice">{koAccount.push.unsupported}</p>
      ) : (
        <>
          <p>{koAccount.push.intro}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void enableNotifications(userKey)
                .then(setResult)
                .finally(() => setBusy(false));
            }}
          >
            {connected ? koAccount.push.refresh : koAccount.push.enable}
          </button>
          <p role="status" className="field__hint">
            {result ? koAccount.push.results[result] : ''}
          </p>
        </>
      )}
    </section>
  );
}
