import { createFileRoute, notFound } from '@tanstack/react-router';
import { GallerySection, PageBanner } from '../../../components/ui/image-gallery';
import { RecommendView } from '../../../features/catalogue/discovery/components/recommend-view';
import { recommendKindFromSlug, recommendSearch } from '../../../features/catalogue/discovery/model/discovery-search';
import { koDiscovery } from '../../../lib/i18n/messages-discovery-ko';
import { koImages } from '../../../lib/i18n/messages-images-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadRecommend } from '../../../features/catalogue/discovery/discovery-data';

/** /search/recommend/{local,others,climate,gyeonggi,collection}-list?page=: one recommendation list. */
export const Route = createFileRoute('/search/recommend/$list')({
  validateSearch: recommendSearch,
  beforeLoad: ({ params }) => {
    const kind = recommendKindFromSlug(params.list);
    if (!kind) throw notFound();
    return { kind };
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, preload }) => ({
    kind: context.kind,
    result: await loadRecommend(context.kind, deps, { preload }),
  }),
  component: function RecommendRoute() {
    const { kind, result } = Route.useLoaderData();
    const search = Route.useSearch();
    // 기후위기 함께 읽기: the climate list has its banner and its five topics in pictures.
    const climate = kind === 'climate';
    useDocumentTitle(result.kind === 'data' && result.data.TITLE ? result.data.TITLE : koDiscovery.recommend.kinds[kind], ko.app.name);
    return (
      <div className="container">
        <RecommendView
          kind={kind}
          params={search}
          result={result}
          banner={climate ? <PageBanner name="background/climate" /> : undefined}
          visual={climate ? <GallerySection id="climate-topics" heading={koImages.climate.heading} intro={koImages.climate.intro} group="climate" variant="scenes" /> : undefined}
        />
      </div>
    );
  },
});
