import { createFileRoute } from '@tanstack/react-router';
import { ContentRouteView } from '../../-content-view';

export const Route = createFileRoute('/preview/custom/$menuUrl')({
  loader: async ({ params }) => (await import('../../-content-loader')).loadContentRoute('custom', params.menuUrl, true),
  component: function PreviewCustomPage() {
    const { menuUrl } = Route.useParams();
    return <ContentRouteView kind="custom" word={menuUrl} preview data={Route.useLoaderData()} />;
  },
});
