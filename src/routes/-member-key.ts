import { useSession } from '../features/session/use-session';

/** The logged-in member's user_key, or null for a visitor (members-only pages are guarded). */
export function useMemberKey(): string | null {
  const session = useSession();
  return session.status === 'member' ? session.session.user.USER_KEY : null;
}
