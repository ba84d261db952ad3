import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostDetailPage } from '../-board-pages';
import { postCodeOf } from '../-board-guards';

/** /qnanotice/{id}: one post of the 'qnanotice' board. */
export const Route = createFileRoute('/qnanotice/$id')({
  loader: async ({ params }) => {
    const postCode = postCodeOf(params.id);
    if (postCode === null) throw notFound();
    return (await import('../-board-loaders')).detailLoader('qnanotice', postCode);
  },
  component: function PostRoute() {
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ named: 'qnanotice' }} code="qnanotice" />;
  },
});
