import { createFileRoute } from '@tanstack/react-router';
import { IntegratedIdPage } from '../../features/account/components/vertify-pages';
import { useSession } from '../../features/session/use-session';

/** 통합 아이디 확인: whether the member's id is an integrated id. */
export const Route = createFileRoute('/vertify/integrade-term-id')({
  component: function IntegratedIdRoute() {
    const session = useSession();
    return session.status === 'member' ? <IntegratedIdPage user={session.session.user} /> : null;
  },
});
