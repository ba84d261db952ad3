import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionListPage } from '../../../features/exhibitions/components/exhibition-list-page';
import { exhibitionListSearch, exhibitionQuery } from '../../../features/exhibitions/model/exhibition-search';

/** /community/exhibition/exhibition-list: the library's exhibitions (spec §2 Community). */
export const Route = createFileRoute('/community/exhibition/exhibition-list')({
  validateSearch: exhibitionListSearch,
  component: function ExhibitionListRoute() {
    return <ExhibitionListPage query={exhibitionQuery(Route.useSearch())} />;
  },
});
