import { createFileRoute } from '@tanstack/react-router';
import { IntegratedTermsPage } from '../../features/account/components/vertify-pages';
import { useSession } from '../../features/session/use-session';

/** 통합회원 안내: the integrated account and its sister services. */
export const Route = createFileRoute('/vertify/integrade-term')({
  component: function IntegratedTermsRoute() {
    return <IntegratedTermsPage isMember={useSession().status === 'member'} />;
  },
});
