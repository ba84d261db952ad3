import { createFileRoute } from '@tanstack/react-router';
import { boardQuery, boardSearch } from '../../../features/boards/model/board-search';
import { BoardListPage } from '../../-board-pages';

/** Preview of a board, drafts included; exempt from menu checks (spec §6). */
export const Route = createFileRoute('/preview/board/$board_code')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => boardQuery(search),
  loader: async ({ params, deps }) => (await import('../../-board-loaders')).listLoader(params.board_code, deps, true),
  component: function PreviewBoardRoute() {
    const { board_code } = Route.useParams();
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ code: board_code }} code={board_code} preview />;
  },
});
