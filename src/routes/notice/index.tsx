import { createFileRoute } from '@tanstack/react-router';
import { parseBoardQuery, validateBoardSearch } from '../../features/boards/model/board-query';
import { BoardListPage } from '../-board-pages';

/** /notice: the 'notice' board (spec §2). */
export const Route = createFileRoute('/notice/')({
  validateSearch: validateBoardSearch,
  loaderDeps: ({ search }) => parseBoardQuery(search),
  loader: async ({ deps }) => (await import('../-board-loaders')).listLoader('notice', deps),
  component: function BoardRoute() {
    return <BoardListPage loaded={Route.useLoaderData()} query={parseBoardQuery(Route.useSearch())} basePath="/notice" code="notice" />;
  },
});
