import { createFileRoute } from '@tanstack/react-router';
import { ClubListPage } from '../../../../features/reading/components/club-list-page';
import { clubListSearch } from '../../../../features/reading/model/reading-search';

/** /life-reading/reading-community/ggl-readingclub: the library's own 독서공동체 programmes. */
export const Route = createFileRoute('/life-reading/reading-community/ggl-readingclub/')({
  validateSearch: clubListSearch,
  component: function LibraryClubListRoute() {
    return <ClubListPage kind="LIBRARY" search={Route.useSearch()} />;
  },
});
