import { createFileRoute } from '@tanstack/react-router';
import { NewBooksView } from '../../features/catalogue/discovery/components/new-books-view';
import { newbookSearch } from '../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../lib/i18n/messages-discovery-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loadNewbookList } from '../../features/catalogue/discovery/discovery-data';

/** /newbook/newbook-list?kdc=&page=: 신간 도서 (basis 'published'). */
export const Route = createFileRoute('/newbook/newbook-list')({
  validateSearch: newbookSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, preload }) => loadNewbookList(deps, { preload }),
  component: function NewbookListRoute() {
    useDocumentTitle(koDiscovery.newbook.title, ko.app.name);
    return (
      <div className="container">
        <NewBooksView basis="published" params={Route.useSearch()} result={Route.useLoaderData()} />
      </div>
    );
  },
});
