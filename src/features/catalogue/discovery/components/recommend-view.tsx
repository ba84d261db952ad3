import type { ReactNode } from 'react';
import type { RecommendKind, RecommendListResponse } from '../../../../../contract/discovery';
import { RouteLink } from '../../../../components/ui/route-link';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { recommendLink } from '../../../../links/discovery-links';
import type { Loaded } from '../../../../data/resource';
import { RECOMMEND_KIND_LIST, type RecommendParams } from '../model/discovery-params';
import { BookList, DiscoveryPage, LoadProblem, ResultsSection } from './discovery-parts';

const text = koDiscovery.recommend;

/** The five lists as links; the one shown has aria-current="page" (and a heavier underline and weight). */
function RecommendTabs({ kind }: { kind: RecommendKind }) {
  return (
    <nav className="recommend-tabs" aria-label={text.tabs}>
      <ul>
        {RECOMMEND_KIND_LIST.map((entry) => (
          <li key={entry}>
            <RouteLink className="recommend-tabs__link" {...recommendLink(entry)} current={entry === kind ? 'page' : undefined}>
              {text.kinds[entry]}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /search/recommend/{local,others,climate,gyeonggi,collection}-list: one list; its title and description come from the server.
 * The route may give a banner above the title and pictures after the list (the climate list's).
 */
export function RecommendView({ kind, params, result, banner, visual }: { kind: RecommendKind; params: RecommendParams; result: Loaded<RecommendListResponse>; banner?: ReactNode; visual?: ReactNode }) {
  const data = result.kind === 'data' ? result.data : null;
  const current = params.page ?? 1;
  return (
    <DiscoveryPage title={data?.TITLE || text.kinds[kind]} intro={data?.DESCRIPTION} up={banner}>
      <RecommendTabs kind={kind} />
      {result.kind === 'data' ? (
        <ResultsSection
          heading={koDiscovery.books}
          count={text.total(result.data.TOTAL_COUNT)}
          fetchedAt={result.fetchedAt}
          fromCache={result.fromCache}
          empty={text.empty}
          isEmpty={result.data.LIST.length === 0}
          paging={{ current, total: result.data.TOTAL_COUNT, size: result.data.SIZE, linkFor: (page) => recommendLink(kind, { page: page > 1 ? page : undefined }) }}
        >
          <BookList
            books={result.data.LIST}
            start={(current - 1) * result.data.SIZE + 1}
            extra={(book) =>
              book.NOTE ? (
                <p className="curator-note">
                  <strong className="curator-note__label">{text.note}</strong> {book.NOTE}
                </p>
              ) : null
            }
          />
        </ResultsSection>
      ) : (
        <LoadProblem result={result} />
      )}
      {visual}
    </DiscoveryPage>
  );
}
