import { createFileRoute } from '@tanstack/react-router';
import { boardQuery, boardSearch } from '../../features/boards/model/board-search';
import { BoardListPage } from '../-board-pages';

/** /qnaboard: the 'qna' board (spec §2). */
export const Route = createFileRoute('/qnaboard/')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => boardQuery(search),
  loader: async ({ deps }) => (await import('../-board-loaders')).listLoader('qna', deps),
  component: function BoardRoute() {
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ named: 'qnaboard' }} code="qna" />;
  },
});
