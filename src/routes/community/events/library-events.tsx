import { createFileRoute } from '@tanstack/react-router';
import { LibraryEventsPage } from '../../../features/events/components/library-events-page';
import { loadEventList } from '../../../features/events/events-data';
import { eventListSearch } from '../../../features/events/model/events-search';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /community/events/library-events?month=&category=&query=&page=: the library's events. */
export const Route = createFileRoute('/community/events/library-events')({
  validateSearch: eventListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, preload }) => loadEventList(deps, { preload }),
  component: function LibraryEventsRoute() {
    useDocumentTitle(koEvents.events.title, ko.app.name);
    return (
      <div className="container">
        <LibraryEventsPage params={Route.useSearch()} initial={Route.useLoaderData()} />
      </div>
    );
  },
});
