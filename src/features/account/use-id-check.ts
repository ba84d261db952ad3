import { useEffect, useRef, useState } from 'react';
import { userIdProblem, type UserIdProblem } from '../../../contract/account-rules';
import { callCheckId } from './api/account-calls';

export type IdCheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'available' } | { kind: 'taken'; message: string } | { kind: 'offline' };

export interface IdCheck {
  /** What the id's own rule says (no call needed), or null. */
  problem: UserIdProblem | null;
  /** The server's answer for the id as it stands. */
  state: IdCheckState;
  recheck: () => void;
}

/** How long typing must pause before the id is asked about. */
export const ID_CHECK_DELAY_MS = 400;

/**
 * The live availability check of a new id: the rule first (at once, no call), then `checkid`
 * once typing pauses; an answer for an id that has since changed is dropped.
 */
export function useIdCheck(userId: string, options: { same?: string } = {}): IdCheck {
  const [state, setState] = useState<IdCheckState>({ kind: 'idle' });
  const [round, setRound] = useState(0);
  const latest = useRef(userId);
  latest.current = userId;
  const problem = userIdProblem(userId);
  const same = options.same !== undefined && userId.toLowerCase() === options.same.toLowerCase();

  useEffect(() => {
    if (problem || same) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'checking' });
    const timer = window.setTimeout(() => {
      void callCheckId(userId).then((answer) => {
        if (latest.current !== userId) return;
        if (answer.kind === 'offline') setState({ kind: 'offline' });
        else if (answer.kind === 'ok' && answer.data.AVAILABLE_YN === 'Y') setState({ kind: 'available' });
        else setState({ kind: 'taken', message: answer.kind === 'ok' ? answer.data.RESULT_MESSAGE : answer.kind === 'failed' ? answer.message : '' });
      });
    }, ID_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId, problem, same, round]);

  return { problem, state, recheck: () => setRound((value) => value + 1) };
}
