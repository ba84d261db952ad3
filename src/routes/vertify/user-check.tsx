import { createFileRoute } from '@tanstack/react-router';
import { UserCheckPage } from '../../features/account/components/vertify-pages';
import { useSession } from '../../features/session/use-session';

/** 회원 본인확인: an account without a certification gets one (docs/architecture.md "Accounts"). */
export const Route = createFileRoute('/vertify/user-check')({
  component: function UserCheckRoute() {
    const session = useSession();
    return session.status === 'member' ? <UserCheckPage user={session.session.user} /> : null;
  },
});
