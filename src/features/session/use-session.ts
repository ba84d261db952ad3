import { useSyncExternalStore } from 'react';
import { remainingStore } from './session-manager';
import { sessionStore } from './session-store';
import type { SessionState } from './model/session-state';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

/** Seconds left in the session; re-renders only its reader, once a second. */
export function useRemainingSeconds(): number {
  return useSyncExternalStore(remainingStore.subscribe, remainingStore.getSnapshot, remainingStore.getSnapshot);
}

/** The logged-in member's user_key, or null for a visitor (members-only pages are guarded). */
export function useMemberKey(): string | null {
  const session = useSession();
  return session.status === 'member' ? session.session.user.USER_KEY : null;
}
