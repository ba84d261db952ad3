import { createFileRoute } from '@tanstack/react-router';
import { loadContentRoute } from '../../-content-loader';
import { ContentRouteView } from '../../-content-view';

export const Route = createFileRoute('/preview/custom/$menuUrl')({
  loader: ({ params }) => loadContentRoute('custom', params.menuUrl, true),
  component: function PreviewCustomPage() {
    const { menuUrl } = Route.useParams();
    return <ContentRouteView kind="custom" word={menuUrl} preview data={Route.useLoaderData()} />;
  },
});
