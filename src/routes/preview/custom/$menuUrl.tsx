import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../../features/content/components/content-page';
import { loadContentRoute } from '../../-shared/content-route';
import { contentBlocks } from '../../-shared/content-blocks';
import { previewSearch } from '../../-shared/preview-search';

/** Preview of a /custom page, drafts included with the link's signed ?token= (issue 18); exempt from menu checks (spec §6). */
export const Route = createFileRoute('/preview/custom/$menuUrl')({
  validateSearch: previewSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ params, deps, preload }) => loadContentRoute('custom', params.menuUrl, true, { preload, previewToken: deps.token }),
  component: function PreviewCustomRoute() {
    const { menuUrl } = Route.useParams();
    return <ContentPage kind="custom" word={menuUrl} preview={true} data={Route.useLoaderData()} renderBlock={contentBlocks} />;
  },
});
