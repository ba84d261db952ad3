import type { ReactElement } from 'react';
import type { MergeMember } from '../../features/account-merge/components/merge-pages';
import { useSession } from '../../features/session/use-session';

/** The logged-in member for a merge page (the layout's gate let only members in; a logout meanwhile renders nothing until the redirect). */
export function WithMergeMember({ render }: { render: (member: MergeMember) => ReactElement }) {
  const session = useSession();
  if (session.status !== 'member') return null;
  const user = session.session.user;
  return render({ userKey: user.USER_KEY, userId: user.USER_ID, name: user.USER_NAME });
}
