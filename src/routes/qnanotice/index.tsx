import { createFileRoute } from '@tanstack/react-router';
import { boardQuery, boardSearch } from '../../features/boards/model/board-search';
import { BoardListPage } from '../-board-pages';

/** /qnanotice: the 'qnanotice' board (spec §2). */
export const Route = createFileRoute('/qnanotice/')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => boardQuery(search),
  loader: async ({ deps }) => (await import('../-board-loaders')).listLoader('qnanotice', deps),
  component: function BoardRoute() {
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ named: 'qnanotice' }} code="qnanotice" />;
  },
});
