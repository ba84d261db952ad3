import { useCallback, useEffect, useRef, useState } from 'react';
import { usePendingWrites } from '../../data/use-outbox';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { focusedNow } from '../../lib/use-focus-rescue';
import { OUTBOX_KIND_PREFIX, runMyAction } from './api/my-library-calls';
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
  // Once the outbox has sent what was kept, '보관했습니다' is no longer true: it says so, and the
  // lists are fetched again (outside walk: the notice stayed after the request had gone).
  const pending = usePendingWrites(OUTBOX_KIND_PREFIX).length;
  const pendingBefore = useRef(pending);
  useEffect(() => {
    const drained = pending === 0 && pendingBefore.current > 0;
    pendingBefore.current = pending;
    if (!drained) return;
    setQueued(null);
    setMessage((shown) => (shown?.tone === 'queued' ? { tone: 'ok', text: koLibrary.queuedSent, origin: shown.origin ?? null } : shown));
    onChanged();
  }, [pending, onChanged]);
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
