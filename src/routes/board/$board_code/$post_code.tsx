import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostDetailPage } from '../../-board-pages';
import { postCodeOf, requireBoardMenu } from '../../-board-guards';

export const Route = createFileRoute('/board/$board_code/$post_code')({
  beforeLoad: ({ params }) => requireBoardMenu(params.board_code),
  loader: async ({ params }) => {
    const postCode = postCodeOf(params.post_code);
    if (postCode === null) throw notFound();
    return (await import('../../-board-loaders')).detailLoader(params.board_code, postCode);
  },
  component: function GenericPostRoute() {
    const { board_code } = Route.useParams();
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ code: board_code }} code={board_code} />;
  },
});
