import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../../features/content/components/content-page';
import { loadContentRoute } from '../../-shared/content-route';
import { contentBlocks } from '../../-shared/content-blocks';
import { previewSearch } from '../../-shared/preview-search';

/** Preview of a /contents page, drafts included with the link's signed ?token= (issue 18); exempt from menu checks (spec §6). */
export const Route = createFileRoute('/preview/contents/$menuUrl')({
  validateSearch: previewSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ params, deps, preload }) => loadContentRoute('contents', params.menuUrl, true, { preload, previewToken: deps.token }),
  component: function PreviewContentsRoute() {
    const { menuUrl } = Route.useParams();
    return <ContentPage kind="contents" word={menuUrl} preview={true} data={Route.useLoaderData()} renderBlock={contentBlocks} />;
  },
});
