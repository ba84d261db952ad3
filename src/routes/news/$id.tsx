import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostDetailPage } from '../-board-pages';
import { postCodeOf } from '../-board-guards';

/** /news/{id}: one post of the 'news' board. */
export const Route = createFileRoute('/news/$id')({
  loader: async ({ params }) => {
    const postCode = postCodeOf(params.id);
    if (postCode === null) throw notFound();
    return (await import('../-board-loaders')).detailLoader('news', postCode);
  },
  component: function PostRoute() {
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ named: 'news' }} code="news" />;
  },
});
