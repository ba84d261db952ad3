import { createFileRoute } from '@tanstack/react-router';
import { BestsellerListView } from '../../../features/catalogue/discovery/components/bestseller-views';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /search/bestseller/bestseller-list: the monthly lists. */
export const Route = createFileRoute('/search/bestseller/bestseller-list')({
  loader: async () => (await import('../../../features/catalogue/discovery/load-discovery')).loadBestsellerList(),
  component: function BestsellerListRoute() {
    useDocumentTitle(koDiscovery.bestseller.title, ko.app.name);
    return (
      <div className="container">
        <BestsellerListView result={Route.useLoaderData()} />
      </div>
    );
  },
});
