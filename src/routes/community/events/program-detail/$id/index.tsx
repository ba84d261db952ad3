import { createFileRoute } from '@tanstack/react-router';
import { useMyProgramApplication } from '../../../../../features/my-library/my-library-data';
import { ProgramDetailPage } from '../../../../../features/programs/components/program-detail-page';
import { programIdOf } from '../../../../../features/programs/model/program-search';
import { loadProgramDetail } from '../../../../../features/programs/programs-data';
import { useMemberKey } from '../../../../../features/session/use-session';

/**
 * /community/events/program-detail/{id}: one program. The member's own application comes from
 * 나의 도서관's stored list (my-library), so the page says it without another call.
 */
export const Route = createFileRoute('/community/events/program-detail/$id/')({
  loader: ({ params, preload }) => {
    const id = programIdOf(params.id);
    return id === null ? Promise.resolve({ kind: 'missing' as const }) : loadProgramDetail(id, { preload });
  },
  component: function ProgramDetailRoute() {
    const { id } = Route.useParams();
    const programId = programIdOf(id);
    const userKey = useMemberKey();
    const mine = useMyProgramApplication(userKey, programId);
    return <ProgramDetailPage loaded={Route.useLoaderData()} programId={programId} userKey={userKey} myApplication={mine} />;
  },
});
