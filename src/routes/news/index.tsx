import { createFileRoute } from '@tanstack/react-router';
import { boardQuery, boardSearch } from '../../features/boards/model/board-search';
import { BoardListPage } from '../-board-pages';

/** /news: the 'news' board (spec §2). */
export const Route = createFileRoute('/news/')({
  validateSearch: boardSearch,
  loaderDeps: ({ search }) => boardQuery(search),
  loader: async ({ deps }) => (await import('../-board-loaders')).listLoader('news', deps),
  component: function BoardRoute() {
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ named: 'news' }} code="news" />;
  },
});
