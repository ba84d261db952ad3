import { createFileRoute } from '@tanstack/react-router';
import { boardQuery, boardSearch } from '../../features/boards/model/board-search';
import { BoardListPage } from '../-board-pages';

/** /notice: the 'notice' board (spec §2). */
export const Route = createFileRoute('/notice/')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => boardQuery(search),
  loader: async ({ deps }) => (await import('../-board-loaders')).listLoader('notice', deps),
  component: function BoardRoute() {
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ named: 'notice' }} code="notice" />;
  },
});
