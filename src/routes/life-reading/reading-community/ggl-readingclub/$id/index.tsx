import { createFileRoute } from '@tanstack/react-router';
import { ClubDetailPage } from '../../../../../features/reading/components/club-detail-page';

/** /life-reading/reading-community/ggl-readingclub/{id}: one 독서공동체 programme. */
export const Route = createFileRoute('/life-reading/reading-community/ggl-readingclub/$id/')({
  component: function LibraryClubRoute() {
    const { id } = Route.useParams();
    return <ClubDetailPage kind="LIBRARY" id={/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null} />;
  },
});
