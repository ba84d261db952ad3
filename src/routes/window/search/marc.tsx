import { createFileRoute } from '@tanstack/react-router';
import { MarcView } from '../../../features/catalogue/discovery/components/marc-view';
import { marcSearch } from '../../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadMarc } from '../../../features/catalogue/discovery/discovery-data';

/** /window/search/marc?bookKey=…: a book's MARC record (opened in its own window from the book record). */
export const Route = createFileRoute('/window/search/marc')({
  validateSearch: marcSearch,
  loaderDeps: ({ search }) => ({ bookKey: search.bookKey ?? '' }),
  loader: ({ deps, preload }) => (deps.bookKey ? loadMarc(deps.bookKey, { preload }) : ({ kind: 'missing' } as const)),
  component: function MarcRoute() {
    const result = Route.useLoaderData();
    const { bookKey } = Route.useSearch();
    useDocumentTitle(result.kind === 'data' && result.data.MARC ? koDiscovery.marc.titleOf(result.data.MARC.TITLE) : koDiscovery.marc.title, ko.app.name);
    return (
      <div className="container narrow-wide">
        <MarcView bookKey={bookKey ?? ''} result={result} />
      </div>
    );
  },
});
