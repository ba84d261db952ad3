import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentPage } from '../../features/content/components/content-page';
import { loadContent } from '../../features/content/content-data';
import { contentBlocks } from '../-shared/content-blocks';

const TERMS = ['privacy', 'agree', 'video'] as const;
type TermsKind = (typeof TERMS)[number];

function isTermsKind(value: string): value is TermsKind {
  return (TERMS as readonly string[]).includes(value);
}

/** /terms/privacy, /terms/agree, /terms/video: policy pages kept as CMS content. */
export const Route = createFileRoute('/terms/$termsKind')({
  loader: async ({ params, preload }) => {
    if (!isTermsKind(params.termsKind)) throw notFound();
    return { content: await loadContent('contents', params.termsKind, false, { preload }), trail: [] };
  },
  component: function TermsPage() {
    const { termsKind } = Route.useParams();
    return <ContentPage kind="contents" word={termsKind} preview={false} data={Route.useLoaderData()} renderBlock={contentBlocks} />;
  },
});
