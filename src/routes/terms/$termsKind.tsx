import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentRouteView } from '../-content-view';

const TERMS = ['privacy', 'agree', 'video'] as const;
type TermsKind = (typeof TERMS)[number];

function isTermsKind(value: string): value is TermsKind {
  return (TERMS as readonly string[]).includes(value);
}

/** /terms/privacy, /terms/agree, /terms/video: policy pages kept as CMS content. */
export const Route = createFileRoute('/terms/$termsKind')({
  loader: async ({ params }) => {
    if (!isTermsKind(params.termsKind)) throw notFound();
    const { loadContent } = await import('../../features/content/load-content');
    return { content: await loadContent('contents', params.termsKind, false), trail: [] };
  },
  component: function TermsPage() {
    const { termsKind } = Route.useParams();
    return <ContentRouteView kind="contents" word={termsKind} preview={false} data={Route.useLoaderData()} />;
  },
});
