import { createFileRoute } from '@tanstack/react-router';
import { boardQuery, boardSearch } from '../../../features/boards/model/board-search';
import { BoardListPage } from '../../-board-pages';
import { requireBoardMenu } from '../../-board-guards';

/** /board/{board_code}: a board reached from a menu (type 2). */
export const Route = createFileRoute('/board/$board_code/')({
  validateSearch: boardSearch,
  beforeLoad: ({ params }) => requireBoardMenu(params.board_code),
  loaderDeps: ({ search }) => boardQuery(search),
  loader: async ({ params, deps }) => (await import('../../-board-loaders')).listLoader(params.board_code, deps),
  component: function GenericBoardRoute() {
    const { board_code } = Route.useParams();
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ code: board_code }} code={board_code} />;
  },
});
