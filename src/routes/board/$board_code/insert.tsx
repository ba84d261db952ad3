import { createFileRoute } from '@tanstack/react-router';
import { loadBoardList } from '../../../features/boards/board-data';
import { PostWritePage, type WriteBoard } from '../../../features/boards/components/post-form-pages';
import { useMemberKey } from '../../../features/session/use-session';
import { requireMember } from '../../-shared/guards';

/** Members write on boards that allow it (WRITE_YN); others say so instead of a form. The server decides too. */
export const Route = createFileRoute('/board/$board_code/insert')({
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  loader: async ({ params, preload }): Promise<WriteBoard> => {
    const loaded = await loadBoardList(params.board_code, { page: 1, type: 'all', q: '' }, false, { preload });
    return loaded.kind === 'data' ? { name: loaded.data.BOARD.BOARD_NAME, writable: loaded.data.BOARD.WRITE_YN === 'Y' } : { name: '', writable: null };
  },
  component: function WriteRoute() {
    const { board_code } = Route.useParams();
    return <PostWritePage code={board_code} board={Route.useLoaderData()} userKey={useMemberKey()} />;
  },
});
