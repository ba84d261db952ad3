import { createFileRoute } from '@tanstack/react-router';
import { ClubDetailPage } from '../../../../features/reading/components/club-detail-page';

/** /ever-reading/reading-helper/club-detail/{id}: one reading club, its meetings and the way to join. */
export const Route = createFileRoute('/ever-reading/reading-helper/club-detail/$id')({
  component: function ClubDetailRoute() {
    const { id } = Route.useParams();
    return <ClubDetailPage kind="CLUB" id={/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null} />;
  },
});
