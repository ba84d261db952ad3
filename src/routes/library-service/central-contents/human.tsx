import { createFileRoute } from '@tanstack/react-router';
import { HumanLibraryPage } from '../../../features/library-service/components/human-library-page';
import { humanLibrarySearch } from '../../../features/library-service/model/library-service-search';
import { useSession } from '../../../features/session/use-session';

/**
 * /library-service/central-contents/human: 휴먼라이브러리. Open to all; booking needs a login
 * (the page offers it, coming back here), and a member's bookings show under 나의 신청.
 */
export const Route = createFileRoute('/library-service/central-contents/human')({
  validateSearch: humanLibrarySearch,
  component: function HumanLibraryRoute() {
    const session = useSession();
    const member = session.status === 'member' ? { userKey: session.session.user.USER_KEY, phone: session.session.user.HANDPHONE } : null;
    return <HumanLibraryPage key={member?.userKey ?? 'visitor'} search={Route.useSearch()} member={member} />;
  },
});
