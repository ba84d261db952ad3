import { createFileRoute } from '@tanstack/react-router';
import { BestsellerDetailView } from '../../../features/catalogue/discovery/components/bestseller-views';
import { bestsellerDetailSearch } from '../../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadBestsellerDetail } from '../../../features/catalogue/discovery/discovery-data';

/** /search/bestseller/bestseller-detail?id=yyyy-MM: one monthly list. */
export const Route = createFileRoute('/search/bestseller/bestseller-detail')({
  validateSearch: bestsellerDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id ?? '' }),
  loader: ({ deps, preload }) => (deps.id ? loadBestsellerDetail(deps.id, { preload }) : ({ kind: 'missing' } as const)),
  component: function BestsellerDetailRoute() {
    const result = Route.useLoaderData();
    useDocumentTitle(result.kind === 'data' && result.data.BESTSELLER ? result.data.BESTSELLER.TITLE : koDiscovery.bestseller.title, ko.app.name);
    return (
      <div className="container">
        <BestsellerDetailView result={result} />
      </div>
    );
  },
});
