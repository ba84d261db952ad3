import { createFileRoute } from '@tanstack/react-router';
import { MergeLoginPage } from '../../features/account-merge/components/merge-pages';
import { LoginForm } from '../../features/session/components/login-form';
import { useSession } from '../../features/session/use-session';

/** /merge-user/login (spec §2): the merge's first step, the account to keep by its library id. */
export const Route = createFileRoute('/merge-user/login')({
  component: function MergeLoginRoute() {
    const session = useSession();
    const user = session.status === 'member' ? session.session.user : null;
    // The form logs in; the page then reads the new session and offers the next step.
    return <MergeLoginPage member={user ? { userKey: user.USER_KEY, userId: user.USER_ID, name: user.USER_NAME } : null} loginForm={<LoginForm onLoggedIn={() => undefined} />} />;
  },
});
