import { createFileRoute } from '@tanstack/react-router';
import { loadContentRoute } from '../../-content-loader';
import { ContentRouteView } from '../../-content-view';

export const Route = createFileRoute('/preview/contents/$menuUrl')({
  loader: ({ params }) => loadContentRoute('contents', params.menuUrl, true),
  component: function PreviewContentsPage() {
    const { menuUrl } = Route.useParams();
    return <ContentRouteView kind="contents" word={menuUrl} preview data={Route.useLoaderData()} />;
  },
});
