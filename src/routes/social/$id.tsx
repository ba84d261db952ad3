import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadBoardPost } from '../../features/boards/board-data';
import { PostDetailPage } from '../../features/boards/components/post-detail-page';
import { postCodeOf } from '../../features/boards/model/board-query';

/** /social/{id}: one post of the 'social' board. */
export const Route = createFileRoute('/social/$id')({
  loader: ({ params, preload }) => {
    const postCode = postCodeOf(params.id);
    if (postCode === null) throw notFound();
    return loadBoardPost('social', postCode, { preload });
  },
  component: function PostRoute() {
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ named: 'social' }} code="social" />;
  },
});
