import { createFileRoute } from '@tanstack/react-router';
import { BestsellerListView } from '../../../features/catalogue/discovery/components/bestseller-views';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadBestsellerList } from '../../../features/catalogue/discovery/discovery-data';

/** /search/bestseller/bestseller-list: the monthly lists. */
export const Route = createFileRoute('/search/bestseller/bestseller-list')({
  loader: ({ preload }) => loadBestsellerList({ preload }),
  component: function BestsellerListRoute() {
    useDocumentTitle(koDiscovery.bestseller.title, ko.app.name);
    return (
      <div className="container">
        <BestsellerListView result={Route.useLoaderData()} />
      </div>
    );
  },
});
