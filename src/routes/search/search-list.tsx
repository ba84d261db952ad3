import { createFileRoute } from '@tanstack/react-router';
import { SearchView } from '../../features/catalogue/components/search-view';
import { catalogueSearch, hasCriteria } from '../../features/catalogue/model/catalogue-search';
import { koCatalogue } from '../../lib/i18n/messages-catalogue-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loadSearchPage } from '../../features/catalogue/catalogue-data';

/** /search/search-list?query=…: the catalogue search (query and filters in the URL). */
export const Route = createFileRoute('/search/search-list')({
  validateSearch: catalogueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, preload }) => loadSearchPage(deps, hasCriteria(deps), { preload }),
  component: function SearchListRoute() {
    const params = Route.useSearch();
    const { result, recent } = Route.useLoaderData();
    useDocumentTitle(params.query ? `${params.query} - ${koCatalogue.title}` : koCatalogue.title, ko.app.name);
    return (
      <div className="container">
        <SearchView params={params} result={result} storedRecent={recent} />
      </div>
    );
  },
});
