import { createFileRoute } from '@tanstack/react-router';
import { PopularView } from '../../../features/catalogue/discovery/components/popular-view';
import { popularSearch } from '../../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadPopular } from '../../../features/catalogue/discovery/discovery-data';

/** /search/popular/popular-list?period=&kdc=: 인기 도서. */
export const Route = createFileRoute('/search/popular/popular-list')({
  validateSearch: popularSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, preload }) => loadPopular(deps, { preload }),
  component: function PopularListRoute() {
    useDocumentTitle(koDiscovery.popular.title, ko.app.name);
    return (
      <div className="container">
        <PopularView params={Route.useSearch()} result={Route.useLoaderData()} />
      </div>
    );
  },
});
