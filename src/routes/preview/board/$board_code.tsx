import { createFileRoute } from '@tanstack/react-router';
import { loadBoardList } from '../../../features/boards/board-data';
import { BoardListPage } from '../../../features/boards/components/board-list-page';
import { boardQuery, boardSearch } from '../../../features/boards/model/board-search';

/** Preview of a board, drafts included; exempt from menu checks (spec §6). */
export const Route = createFileRoute('/preview/board/$board_code')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => boardQuery(search),
  loader: ({ params, deps, preload }) => loadBoardList(params.board_code, deps, true, { preload }),
  component: function PreviewBoardRoute() {
    const { board_code } = Route.useParams();
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ code: board_code }} code={board_code} preview />;
  },
});
