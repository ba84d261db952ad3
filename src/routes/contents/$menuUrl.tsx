import { createFileRoute } from '@tanstack/react-router';
import { ContentRouteView } from '../-content-view';

export const Route = createFileRoute('/contents/$menuUrl')({
  loader: async ({ params }) => (await import('../-content-loader')).loadContentRoute('contents', params.menuUrl, false),
  component: function ContentsPage() {
    const { menuUrl } = Route.useParams();
    return <ContentRouteView kind="contents" word={menuUrl} preview={false} data={Route.useLoaderData()} />;
  },
});
