import { createFileRoute } from '@tanstack/react-router';
import { GallerySection, PageBanner } from '../../../components/ui/image-gallery';
import { ClubListPage } from '../../../features/reading/components/club-list-page';
import { clubListSearch } from '../../../features/reading/model/reading-search';
import { koImages } from '../../../lib/i18n/messages-images-ko';

/** /ever-reading/reading-helper/reading-club: 독서동아리 (the menu's 독서동아리), with the readers in pictures. */
export const Route = createFileRoute('/ever-reading/reading-helper/reading-club')({
  validateSearch: clubListSearch,
  component: function ReadingClubRoute() {
    return (
      <ClubListPage
        kind="CLUB"
        search={Route.useSearch()}
        banner={<PageBanner name="background/community" />}
        after={<GallerySection id="club-people" heading={koImages.people.heading} intro={koImages.people.intro} group="people" variant="avatars" />}
      />
    );
  },
});
