import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostDetailPage } from '../-board-pages';
import { postCodeOf } from '../-board-guards';

/** /qnaboard/{id}: one post of the 'qna' board. */
export const Route = createFileRoute('/qnaboard/$id')({
  loader: async ({ params }) => {
    const postCode = postCodeOf(params.id);
    if (postCode === null) throw notFound();
    return (await import('../-board-loaders')).detailLoader('qna', postCode);
  },
  component: function PostRoute() {
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ named: 'qnaboard' }} code="qna" />;
  },
});
