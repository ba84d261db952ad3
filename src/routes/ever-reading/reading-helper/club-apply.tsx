import { createFileRoute } from '@tanstack/react-router';
import { ClubApplyPage } from '../../../features/reading/components/club-apply-page';
import { clubApplySearch } from '../../../features/reading/model/reading-search';
import { useSession } from '../../../features/session/use-session';
import { requireMember } from '../../-shared/guards';
import { MembersOnlyOutlet } from '../../-shared/members-only';

/** /ever-reading/reading-helper/club-apply?club={id}: members only (spec §6 apply steps). */
export const Route = createFileRoute('/ever-reading/reading-helper/club-apply')({
  validateSearch: clubApplySearch,
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  component: function ClubApplyRoute() {
    const session = useSession();
    const { club } = Route.useSearch();
    if (session.status !== 'member') return <MembersOnlyOutlet />;
    const { user } = session.session;
    return <ClubApplyPage kind="CLUB" clubId={club ?? null} member={{ userKey: user.USER_KEY, name: user.USER_NAME, phone: user.HANDPHONE }} />;
  },
});
