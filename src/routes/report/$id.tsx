import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostDetailPage } from '../-board-pages';
import { postCodeOf } from '../-board-guards';

/** /report/{id}: one post of the 'report' board. */
export const Route = createFileRoute('/report/$id')({
  loader: async ({ params }) => {
    const postCode = postCodeOf(params.id);
    if (postCode === null) throw notFound();
    return (await import('../-board-loaders')).detailLoader('report', postCode);
  },
  component: function PostRoute() {
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ named: 'report' }} code="report" />;
  },
});
