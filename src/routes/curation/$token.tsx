import { createFileRoute } from '@tanstack/react-router';
import { CurationDetailView } from '../../features/catalogue/discovery/components/curation-views';
import { validCurationToken } from '../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../lib/i18n/messages-discovery-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loadCuration } from '../../features/catalogue/discovery/discovery-data';

/** /curation/{token}: one of the library's curations. */
export const Route = createFileRoute('/curation/$token')({
  loader: async ({ params, preload }) => {
    const token = validCurationToken(params.token);
    return token ? loadCuration(token, { preload }) : ({ kind: 'missing' } as const);
  },
  component: function CurationRoute() {
    const result = Route.useLoaderData();
    useDocumentTitle(result.kind === 'data' && result.data.CURATION ? result.data.CURATION.TITLE : koDiscovery.curation.title, ko.app.name);
    return (
      <div className="container narrow-wide">
        <CurationDetailView result={result} />
      </div>
    );
  },
});
