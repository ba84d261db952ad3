import { createFileRoute } from '@tanstack/react-router';
import { parseBoardQuery, validateBoardSearch } from '../../features/boards/model/board-query';
import { BoardListPage } from '../-board-pages';

/** /report: the 'report' board (spec §2). */
export const Route = createFileRoute('/report/')({
  validateSearch: validateBoardSearch,
  loaderDeps: ({ search }) => parseBoardQuery(search),
  loader: async ({ deps }) => (await import('../-board-loaders')).listLoader('report', deps),
  component: function BoardRoute() {
    return <BoardListPage loaded={Route.useLoaderData()} query={parseBoardQuery(Route.useSearch())} basePath="/report" code="report" />;
  },
});
