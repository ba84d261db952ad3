import { createFileRoute } from '@tanstack/react-router';
import { loadBoardList } from '../../features/boards/board-data';
import { BoardListPage } from '../../features/boards/components/board-list-page';
import { boardQuery, boardSearch } from '../../features/boards/model/board-search';

/** /report: the 'report' board (spec §2). */
export const Route = createFileRoute('/report/')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => boardQuery(search),
  loader: ({ deps, preload }) => loadBoardList('report', deps, false, { preload }),
  component: function BoardRoute() {
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ named: 'report' }} code="report" />;
  },
});
