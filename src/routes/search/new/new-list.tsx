import { createFileRoute } from '@tanstack/react-router';
import { NewBooksView } from '../../../features/catalogue/discovery/components/new-books-view';
import { newListSearch } from '../../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadNewList } from '../../../features/catalogue/discovery/discovery-data';

/** /search/new/new-list?days=&kdc=&page=: 신착 도서. */
export const Route = createFileRoute('/search/new/new-list')({
  validateSearch: newListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, preload }) => loadNewList(deps, { preload }),
  component: function NewListRoute() {
    useDocumentTitle(koDiscovery.newList.title, ko.app.name);
    return (
      <div className="container">
        <NewBooksView basis="acquired" params={Route.useSearch()} result={Route.useLoaderData()} />
      </div>
    );
  },
});
