import { createFileRoute } from '@tanstack/react-router';
import { Link31MapPage } from '../../../../features/events/components/link31-map-page';
import { loadLink31Venues } from '../../../../features/events/events-data';
import { link31MapSearch } from '../../../../features/events/model/events-search';
import { koEvents } from '../../../../lib/i18n/messages-events-ko';
import { ko } from '../../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** /community/events/link31/map?venue=: the venues on a schematic map drawn here (no tile service), and as a list. */
export const Route = createFileRoute('/community/events/link31/map')({
  validateSearch: link31MapSearch,
  loader: ({ preload }) => loadLink31Venues({ preload }),
  component: function Link31MapRoute() {
    useDocumentTitle(koEvents.link31.mapTitle, ko.app.name);
    return (
      <div className="container">
        <Link31MapPage venue={Route.useSearch().venue} initial={Route.useLoaderData()} />
      </div>
    );
  },
});
