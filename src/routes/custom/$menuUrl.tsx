import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../features/content/components/content-page';
import { loadContentRoute } from '../-shared/content-route';
import { contentBlocks } from '../-shared/content-blocks';

/** /custom/{menu word}: a CMS page reached from a menu (type 6). */
export const Route = createFileRoute('/custom/$menuUrl')({
  loader: ({ params, preload }) => loadContentRoute('custom', params.menuUrl, false, { preload }),
  component: function CustomRoute() {
    const { menuUrl } = Route.useParams();
    return <ContentPage kind="custom" word={menuUrl} preview={false} data={Route.useLoaderData()} renderBlock={contentBlocks} />;
  },
});
