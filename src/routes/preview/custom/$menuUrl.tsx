import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../../features/content/components/content-page';
import { loadContentRoute } from '../../-shared/content-route';
import { contentBlocks } from '../../-shared/content-blocks';

/** Preview of a /custom page, drafts included; exempt from menu checks (spec §6). */
export const Route = createFileRoute('/preview/custom/$menuUrl')({
  loader: ({ params, preload }) => loadContentRoute('custom', params.menuUrl, true, { preload }),
  component: function PreviewCustomRoute() {
    const { menuUrl } = Route.useParams();
    return <ContentPage kind="custom" word={menuUrl} preview={true} data={Route.useLoaderData()} renderBlock={contentBlocks} />;
  },
});
