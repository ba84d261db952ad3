import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '../../../features/reading/components/review-page';
import { reviewSearch } from '../../../features/reading/model/reading-search';
import { useSession } from '../../../features/session/use-session';

/** /ever-reading/reading-helper/review: 독서 감상문 — the list, one review (?id=) and the form (?write=Y, members). */
export const Route = createFileRoute('/ever-reading/reading-helper/review')({
  validateSearch: reviewSearch,
  component: function ReviewRoute() {
    const session = useSession();
    const userKey = session.status === 'member' ? session.session.user.USER_KEY : null;
    return <ReviewPage search={Route.useSearch()} userKey={userKey} />;
  },
});
