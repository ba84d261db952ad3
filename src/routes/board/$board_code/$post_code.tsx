import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadBoardPost } from '../../../features/boards/board-data';
import { PostDetailPage } from '../../../features/boards/components/post-detail-page';
import { postCodeOf } from '../../../features/boards/model/board-query';
import { requireBoardMenu } from '../-board-menu';

/** /board/{board_code}/{post_code}: one post of a board reached from a menu. */
export const Route = createFileRoute('/board/$board_code/$post_code')({
  beforeLoad: ({ params }) => requireBoardMenu(params.board_code),
  loader: ({ params, preload }) => {
    const postCode = postCodeOf(params.post_code);
    if (postCode === null) throw notFound();
    return loadBoardPost(params.board_code, postCode, { preload });
  },
  component: function GenericPostRoute() {
    const { board_code } = Route.useParams();
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ code: board_code }} code={board_code} />;
  },
});
