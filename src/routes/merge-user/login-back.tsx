import { createFileRoute } from '@tanstack/react-router';
import { MergeLoginPage } from '../../features/account-merge/components/merge-pages';
import { LoginForm } from '../../features/session/components/login-form';
import { useSession } from '../../features/session/use-session';

/** /merge-user/login-back (spec §2): back to the merge's first step (after a logout or a provider's page), the same page as /merge-user/login. */
export const Route = createFileRoute('/merge-user/login-back')({
  component: function MergeLoginBackRoute() {
    const session = useSession();
    const user = session.status === 'member' ? session.session.user : null;
    return <MergeLoginPage member={user ? { userKey: user.USER_KEY, userId: user.USER_ID, name: user.USER_NAME } : null} loginForm={<LoginForm onLoggedIn={() => undefined} />} />;
  },
});
