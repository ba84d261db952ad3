import { createFileRoute } from '@tanstack/react-router';
import { ClubListPage } from '../../../features/reading/components/club-list-page';
import { clubListSearch } from '../../../features/reading/model/reading-search';

/** /ever-reading/reading-helper/reading-club: 독서동아리 (the menu's 독서동아리). */
export const Route = createFileRoute('/ever-reading/reading-helper/reading-club')({
  validateSearch: clubListSearch,
  component: function ReadingClubRoute() {
    return <ClubListPage kind="CLUB" search={Route.useSearch()} />;
  },
});
