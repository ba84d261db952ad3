import { createFileRoute } from '@tanstack/react-router';
import { CurationDetailView } from '../../features/catalogue/discovery/components/curation-views';
import { curation31Search } from '../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../lib/i18n/messages-discovery-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loadCuration } from '../../features/catalogue/discovery/discovery-data';

/** /curation/31link-detail?token=…: a curation shared by one of the 31 city and county libraries. */
export const Route = createFileRoute('/curation/31link-detail')({
  validateSearch: curation31Search,
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: ({ deps, preload }) => (deps.token ? loadCuration(deps.token, { preload }) : ({ kind: 'missing' } as const)),
  component: function Curation31Route() {
    const result = Route.useLoaderData();
    useDocumentTitle(result.kind === 'data' && result.data.CURATION ? result.data.CURATION.TITLE : koDiscovery.curation.title, ko.app.name);
    return (
      <div className="container narrow-wide">
        <CurationDetailView result={result} />
      </div>
    );
  },
});
