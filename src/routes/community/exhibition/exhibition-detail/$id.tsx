import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionDetailPage } from '../../../../features/exhibitions/components/exhibition-detail-page';

/** /community/exhibition/exhibition-detail/{id}: one exhibition and its works. */
export const Route = createFileRoute('/community/exhibition/exhibition-detail/$id')({
  component: function ExhibitionDetailRoute() {
    const { id } = Route.useParams();
    return <ExhibitionDetailPage id={/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null} />;
  },
});
