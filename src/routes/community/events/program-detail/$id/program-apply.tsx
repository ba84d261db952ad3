import { createFileRoute } from '@tanstack/react-router';
import { refreshProgramBookings, useMyProgramApplication } from '../../../../../features/my-library/my-library-data';
import { ProgramApplyPage } from '../../../../../features/programs/components/program-apply-page';
import { programIdOf } from '../../../../../features/programs/model/program-search';
import { loadProgramDetail } from '../../../../../features/programs/programs-data';
import { useSession } from '../../../../../features/session/use-session';
import { requireMember } from '../../../../-shared/guards';
import { MembersOnlyOutlet } from '../../../../-shared/members-only';

/**
 * /community/events/program-detail/{id}/program-apply: applying needs a login (spec §6); the form
 * takes the member's name and phone from the session, and an application refreshes 나의 도서관's
 * list at once.
 */
export const Route = createFileRoute('/community/events/program-detail/$id/program-apply')({
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  loader: ({ params, preload }) => {
    const id = programIdOf(params.id);
    return id === null ? Promise.resolve({ kind: 'missing' as const }) : loadProgramDetail(id, { preload });
  },
  component: function ProgramApplyRoute() {
    const { id } = Route.useParams();
    const session = useSession();
    const loaded = Route.useLoaderData();
    const programId = programIdOf(id);
    const mine = useMyProgramApplication(session.status === 'member' ? session.session.user.USER_KEY : null, programId);
    // A session that ended while the page was open: the way back in, not an empty page.
    if (session.status !== 'member') return <MembersOnlyOutlet />;
    const user = session.session.user;
    return (
      <ProgramApplyPage
        loaded={loaded}
        programId={programId}
        myApplication={mine}
        member={{ userKey: user.USER_KEY, name: user.USER_NAME, phone: user.HANDPHONE }}
        onApplied={() => void refreshProgramBookings(user.USER_KEY)}
      />
    );
  },
});
