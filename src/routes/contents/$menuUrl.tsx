import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../features/content/components/content-page';
import { loadContentRoute } from '../-shared/content-route';
import { contentBlocks } from '../-shared/content-blocks';

/** /contents/{menu word}: a CMS page reached from a menu (type 1). */
export const Route = createFileRoute('/contents/$menuUrl')({
  loader: ({ params, preload }) => loadContentRoute('contents', params.menuUrl, false, { preload }),
  component: function ContentsRoute() {
    const { menuUrl } = Route.useParams();
    return <ContentPage kind="contents" word={menuUrl} preview={false} data={Route.useLoaderData()} renderBlock={contentBlocks} />;
  },
});
