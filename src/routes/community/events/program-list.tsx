import { createFileRoute } from '@tanstack/react-router';
import { ProgramListPage } from '../../../features/programs/components/program-list-page';
import { programListQuery, programListSearch } from '../../../features/programs/model/program-search';
import { loadProgramList } from '../../../features/programs/programs-data';

/** /community/events/program-list: the cultural programs by month, audience, state and words (spec §2 Community). */
export const Route = createFileRoute('/community/events/program-list')({
  validateSearch: programListSearch,
  loaderDeps: ({ search }) => programListQuery(search),
  loader: ({ deps, preload }) => loadProgramList(deps, { preload }),
  component: function ProgramListRoute() {
    return <ProgramListPage loaded={Route.useLoaderData()} query={programListQuery(Route.useSearch())} />;
  },
});
