import { useCallback, useState } from 'react';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { focusedNow } from '../../lib/use-focus-rescue';
import { runMyAction } from './api/my-library-calls';
import type { MyAction } from './model/my-actions';

/** `origin`: what had the focus when the action started (ActionNotice takes the focus only from it). */
export type ActionMessage = { tone: 'ok' | 'queued' | 'error'; text: string; origin?: Element | null } | null;

/**
 * Runs member actions one at a time and keeps the sentence to announce: done, kept for later
 * (offline), or why the library refused. `onChanged` refreshes the lists the action touched.
 */
export function useMyAction(userKey: string, onChanged: () => void) {
  const [message, setMessage] = useState<ActionMessage>(null);
  const [busy, setBusy] = useState<string | null>(null);
  /** The busy key of the last action kept in the outbox (to be sent by itself), until another starts. */
  const [queued, setQueued] = useState<string | null>(null);
  const run = useCallback(
    async (action: MyAction, doneText: string, busyKey: string): Promise<boolean> => {
      const origin = focusedNow();
      setBusy(busyKey);
      setMessage(null);
      setQueued(null);
      try {
        const answer = await runMyAction(userKey, action);
        switch (answer.kind) {
          case 'done':
            setMessage({ tone: 'ok', text: doneText, origin });
            onChanged();
            return true;
          case 'queued':
            setMessage({ tone: 'queued', text: koLibrary.queued, origin });
            setQueued(busyKey);
            return true;
          case 'session':
            setMessage({ tone: 'error', text: koLibrary.sessionEnded, origin });
            return false;
          case 'refused':
            setMessage({ tone: 'error', text: answer.message || koLibrary.refusedFallback, origin });
            return false;
        }
      } finally {
        setBusy(null);
      }
    },
    [userKey, onChanged],
  );
  return { run, message, busy, queued, setMessage };
}
