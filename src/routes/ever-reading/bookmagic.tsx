import { createFileRoute } from '@tanstack/react-router';
import { BookMagicPage } from '../../features/reading/components/book-magic-page';
import { bookMagicSearch } from '../../features/reading/model/reading-search';

/** /ever-reading/bookmagic: 북매직, a book prescription from three answers. */
export const Route = createFileRoute('/ever-reading/bookmagic')({
  validateSearch: bookMagicSearch,
  component: function BookMagicRoute() {
    return <BookMagicPage search={Route.useSearch()} />;
  },
});
