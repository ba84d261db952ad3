import { createFileRoute } from '@tanstack/react-router';
import { Link31EventsPage } from '../../../../features/events/components/link31-events-page';
import { loadLink31Events } from '../../../../features/events/events-data';
import { link31EventSearch } from '../../../../features/events/model/events-search';
import { koEvents } from '../../../../lib/i18n/messages-events-ko';
import { ko } from '../../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** /community/events/link31/event?sigungu=&month=&query=&page=: the link31 events with filters. */
export const Route = createFileRoute('/community/events/link31/event')({
  validateSearch: link31EventSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, preload }) => loadLink31Events(deps, { preload }),
  component: function Link31EventsRoute() {
    useDocumentTitle(koEvents.link31.eventsTitle, ko.app.name);
    return (
      <div className="container">
        <Link31EventsPage params={Route.useSearch()} initial={Route.useLoaderData()} />
      </div>
    );
  },
});
