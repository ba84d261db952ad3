import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadBoardPost } from '../../features/boards/board-data';
import { PostDetailPage } from '../../features/boards/components/post-detail-page';
import { postCodeOf } from '../../features/boards/model/board-query';

/** /notice/{id}: one post of the 'notice' board. */
export const Route = createFileRoute('/notice/$id')({
  loader: ({ params, preload }) => {
    const postCode = postCodeOf(params.id);
    if (postCode === null) throw notFound();
    return loadBoardPost('notice', postCode, { preload });
  },
  component: function PostRoute() {
    return <PostDetailPage loaded={Route.useLoaderData()} place={{ named: 'notice' }} code="notice" />;
  },
});
