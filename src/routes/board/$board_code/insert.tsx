import { createFileRoute } from '@tanstack/react-router';
import { PostWritePage } from '../../-board-pages';
import { requireMember } from '../../-guards';

/** Members write on boards that allow it (the server decides). */
export const Route = createFileRoute('/board/$board_code/insert')({
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  loader: async ({ params }) => {
    const loaded = await (await import('../../-board-loaders')).listLoader(params.board_code, { page: 1, type: 'all', q: '' });
    return loaded.kind === 'ok' ? loaded.data.BOARD.BOARD_NAME : '';
  },
  component: function WriteRoute() {
    const { board_code } = Route.useParams();
    return <PostWritePage code={board_code} boardName={Route.useLoaderData()} />;
  },
});
