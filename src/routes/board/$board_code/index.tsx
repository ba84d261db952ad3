import { createFileRoute } from '@tanstack/react-router';
import { loadBoardList } from '../../../features/boards/board-data';
import { BoardListPage } from '../../../features/boards/components/board-list-page';
import { boardQuery, boardSearch } from '../../../features/boards/model/board-search';
import { requireBoardMenu } from '../-board-menu';

/** /board/{board_code}: a board reached from a menu (type 2). */
export const Route = createFileRoute('/board/$board_code/')({
  validateSearch: boardSearch,
  beforeLoad: ({ params }) => requireBoardMenu(params.board_code),
  loaderDeps: ({ search }) => boardQuery(search),
  loader: ({ params, deps, preload }) => loadBoardList(params.board_code, deps, false, { preload }),
  component: function GenericBoardRoute() {
    const { board_code } = Route.useParams();
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ code: board_code }} code={board_code} />;
  },
});
