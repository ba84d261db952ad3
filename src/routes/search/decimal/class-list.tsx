import { createFileRoute } from '@tanstack/react-router';
import { ClassBrowseView } from '../../../features/catalogue/discovery/components/class-browse-view';
import { classPrefix } from '../../../features/catalogue/discovery/model/discovery-params';
import { classSearch } from '../../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadClassBooks } from '../../../features/catalogue/discovery/discovery-data';

/** /search/decimal/class-list?kdc=&division=&section=&page=: browse by KDC. */
export const Route = createFileRoute('/search/decimal/class-list')({
  validateSearch: classSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, preload }) => loadClassBooks(deps, { preload }),
  component: function ClassListRoute() {
    const params = Route.useSearch();
    const prefix = classPrefix(params);
    useDocumentTitle(prefix ? `${prefix.padEnd(3, '0')} - ${koDiscovery.classes.title}` : koDiscovery.classes.title, ko.app.name);
    return (
      <div className="container">
        <ClassBrowseView params={params} result={Route.useLoaderData()} />
      </div>
    );
  },
});
