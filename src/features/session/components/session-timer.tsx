import { useState } from 'react';
import { koSessionTimer as texts } from '../../../lib/i18n/messages-session-timer-ko';
import { formatRemaining } from '../model/countdown';
import { checkSession } from '../session-manager';
import { useRemainingSeconds } from '../use-session';

/** The last stretch of the session (five minutes): phones show the header's timer only then. */
const SESSION_ENDING_SECONDS = 300;

/**
 * Time left before the idle logout, with a button that extends it (a session check). In its
 * last five minutes it is marked `session-timer--ending` (the header shows it on phones too),
 * and the one given `announce` says so once to screen readers. Members only, so the shell loads
 * it lazily (app/shell/site-header.tsx).
 */
export function SessionTimer({ announce = false }: { announce?: boolean }) {
  const seconds = useRemainingSeconds();
  const [busy, setBusy] = useState(false);
  const ending = seconds > 0 && seconds <= SESSION_ENDING_SECONDS;
  return (
    <div className={ending ? 'session-timer session-timer--ending' : 'session-timer'}>
      <span className="session-timer__label">{texts.remaining}</span>
      {/* Announced only on request: a live region ticking every second would drown a screen reader. */}
      <time className="session-timer__time" dateTime={`PT${seconds}S`}>
        {formatRemaining(seconds)}
      </time>
      <button
        type="button"
        className="session-timer__extend"
        aria-label={texts.extendLabel}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void checkSession({ force: true }).finally(() => setBusy(false));
        }}
      >
        {texts.extend}
      </button>
      {announce ? (
        <span className="session-timer__status sr-only" role="status">
          {ending ? texts.endingSoon : ''}
        </span>
      ) : null}
    </div>
  );
}
