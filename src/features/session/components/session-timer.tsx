import { useState } from 'react';
import { ko } from '../../../lib/i18n/messages-ko';
import { formatRemaining } from '../model/countdown';
import { checkSession } from '../session-manager';
import { useRemainingSeconds } from '../use-session';

/** Time left before the idle logout, with a button that extends it (a session check). */
export function SessionTimer() {
  const seconds = useRemainingSeconds();
  const [busy, setBusy] = useState(false);
  return (
    <div className="session-timer">
      <span className="session-timer__label">{ko.session.remaining}</span>
      {/* Announced only on request: a live region ticking every second would drown a screen reader. */}
      <time className="session-timer__time" dateTime={`PT${seconds}S`}>
        {formatRemaining(seconds)}
      </time>
      <button
        type="button"
        className="session-timer__extend"
        aria-label={ko.session.extendLabel}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void checkSession({ force: true }).finally(() => setBusy(false));
        }}
      >
        {ko.session.extend}
      </button>
    </div>
  );
}
