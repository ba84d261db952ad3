import { createFileRoute } from '@tanstack/react-router';
import { GallerySection, PageBanner } from '../../../components/ui/image-gallery';
import { ReviewPage } from '../../../features/reading/components/review-page';
import { reviewSearch } from '../../../features/reading/model/reading-search';
import { useSession } from '../../../features/session/use-session';
import { koImages } from '../../../lib/i18n/messages-images-ko';

const t = koImages.contests;

/**
 * /ever-reading/reading-helper/review: 독서 감상문 — the list, one review (?id=) and the form (?write=Y, members).
 * The list ends with the 책표지 공모전's awarded covers of 2024 and 2025.
 */
export const Route = createFileRoute('/ever-reading/reading-helper/review')({
  validateSearch: reviewSearch,
  component: function ReviewRoute() {
    const session = useSession();
    const userKey = session.status === 'member' ? session.session.user.USER_KEY : null;
    return (
      <ReviewPage
        search={Route.useSearch()}
        userKey={userKey}
        banner={<PageBanner name="background/reading" />}
        after={
          <section className="gallery-section" aria-labelledby="review-contests">
            <h2 id="review-contests">{t.heading}</h2>
            <p className="gallery-section__intro">{t.intro}</p>
            <GallerySection id="review-contest-2025" heading={t.year2025} group="contest-2025" variant="covers" level={3} />
            <GallerySection id="review-contest-2024" heading={t.year2024} group="contest-2024" variant="covers" level={3} />
          </section>
        }
      />
    );
  },
});
