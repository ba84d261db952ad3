import { createFileRoute } from '@tanstack/react-router';
import { loadBoardList } from '../../../features/boards/board-data';
import { PostWritePage } from '../../../features/boards/components/board-pages';
import { useMemberKey } from '../../../features/session/use-session';
import { requireMember } from '../../-shared/guards';

/** Members write on boards that allow it (the server decides). */
export const Route = createFileRoute('/board/$board_code/insert')({
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  loader: async ({ params, preload }) => {
    const loaded = await loadBoardList(params.board_code, { page: 1, type: 'all', q: '' }, false, { preload });
    return loaded.kind === 'data' ? loaded.data.BOARD.BOARD_NAME : '';
  },
  component: function WriteRoute() {
    const { board_code } = Route.useParams();
    return <PostWritePage code={board_code} boardName={Route.useLoaderData()} userKey={useMemberKey()} />;
  },
});
