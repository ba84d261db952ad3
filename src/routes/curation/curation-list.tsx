import { createFileRoute } from '@tanstack/react-router';
import { CurationListView } from '../../features/catalogue/discovery/components/curation-views';
import { curationListSearch } from '../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../lib/i18n/messages-discovery-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loadCurationList } from '../../features/catalogue/discovery/discovery-data';

/** /curation/curation-list?source=&page=: the curations. */
export const Route = createFileRoute('/curation/curation-list')({
  validateSearch: curationListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, preload }) => loadCurationList(deps, { preload }),
  component: function CurationListRoute() {
    useDocumentTitle(koDiscovery.curation.title, ko.app.name);
    return (
      <div className="container">
        <CurationListView params={Route.useSearch()} result={Route.useLoaderData()} />
      </div>
    );
  },
});
