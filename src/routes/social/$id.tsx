import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostDetailPage } from '../-board-pages';
import { postCodeOf } from '../-board-guards';

/** /social/{id}: one post of the 'social' board. */
export const Route = createFileRoute('/social/$id')({
  loader: async ({ params }) => {
    const postCode = postCodeOf(params.id);
    if (postCode === null) throw notFound();
    return (await import('../-board-loaders')).detailLoader('social', postCode);
  },
  component: function PostRoute() {
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ named: 'social' }} code="social" />;
  },
});
