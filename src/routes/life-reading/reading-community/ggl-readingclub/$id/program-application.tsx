import { createFileRoute } from '@tanstack/react-router';
import { ClubApplyPage } from '../../../../../features/reading/components/club-apply-page';
import { useSession } from '../../../../../features/session/use-session';
import { requireMember } from '../../../../-shared/guards';
import { MembersOnlyOutlet } from '../../../../-shared/members-only';

/** /life-reading/reading-community/ggl-readingclub/{id}/program-application: members only. */
export const Route = createFileRoute('/life-reading/reading-community/ggl-readingclub/$id/program-application')({
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  component: function LibraryClubApplyRoute() {
    const session = useSession();
    const { id } = Route.useParams();
    if (session.status !== 'member') return <MembersOnlyOutlet />;
    const { user } = session.session;
    return <ClubApplyPage kind="LIBRARY" clubId={/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null} member={{ userKey: user.USER_KEY, name: user.USER_NAME, phone: user.HANDPHONE }} />;
  },
});
