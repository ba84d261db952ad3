import { createFileRoute } from '@tanstack/react-router';
import { ContentRouteView } from '../../-content-view';

export const Route = createFileRoute('/preview/contents/$menuUrl')({
  loader: async ({ params }) => (await import('../../-content-loader')).loadContentRoute('contents', params.menuUrl, true),
  component: function PreviewContentsPage() {
    const { menuUrl } = Route.useParams();
    return <ContentRouteView kind="contents" word={menuUrl} preview data={Route.useLoaderData()} />;
  },
});
