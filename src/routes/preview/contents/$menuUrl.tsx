import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../../features/content/components/content-page';
import { loadContentRoute } from '../../-shared/content-route';
import { contentBlocks } from '../../-shared/content-blocks';

/** Preview of a /contents page, drafts included; exempt from menu checks (spec §6). */
export const Route = createFileRoute('/preview/contents/$menuUrl')({
  loader: ({ params, preload }) => loadContentRoute('contents', params.menuUrl, true, { preload }),
  component: function PreviewContentsRoute() {
    const { menuUrl } = Route.useParams();
    return <ContentPage kind="contents" word={menuUrl} preview={true} data={Route.useLoaderData()} renderBlock={contentBlocks} />;
  },
});
