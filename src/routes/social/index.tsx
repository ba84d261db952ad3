import { createFileRoute } from '@tanstack/react-router';
import { boardQuery, boardSearch } from '../../features/boards/model/board-search';
import { BoardListPage } from '../-board-pages';

/** /social: the 'social' board (spec §2). */
export const Route = createFileRoute('/social/')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => boardQuery(search),
  loader: async ({ deps }) => (await import('../-board-loaders')).listLoader('social', deps),
  component: function BoardRoute() {
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ named: 'social' }} code="social" />;
  },
});
