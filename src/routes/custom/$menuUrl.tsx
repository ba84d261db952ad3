import { createFileRoute } from '@tanstack/react-router';
import { ContentRouteView } from '../-content-view';

export const Route = createFileRoute('/custom/$menuUrl')({
  loader: async ({ params }) => (await import('../-content-loader')).loadContentRoute('custom', params.menuUrl, false),
  component: function CustomPage() {
    const { menuUrl } = Route.useParams();
    return <ContentRouteView kind="custom" word={menuUrl} preview={false} data={Route.useLoaderData()} />;
  },
});
