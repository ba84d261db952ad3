import { useId } from 'react';
import type { BestsellerDetailResponse, BestsellerListResponse, BestsellerSummary } from '../../../../../contract/discovery';
import { RouteLink } from '../../../../components/ui/route-link';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { bestsellerDetailLink, bestsellerListLink } from '../../../../links/discovery-links';
import type { Loaded } from '../../../../data/resource';
import { BackLink, BookList, DiscoveryPage, LastUpdated, LoadProblem, RankBadge, ResultsSection } from './discovery-parts';

const text = koDiscovery.bestseller;

function MonthList({ list }: { list: BestsellerSummary }) {
  const id = useId();
  return (
    <section className="bestseller" aria-labelledby={id}>
      <div className="bestseller__head">
        <h2 id={id} className="bestseller__title">
          {list.TITLE}
        </h2>
        <RouteLink className="bestseller__more" {...bestsellerDetailLink(list.LIST_ID)}>
          {text.more}
          <span className="sr-only">{` (${list.TITLE}, ${koDiscovery.count(list.BOOK_COUNT)})`}</span>
        </RouteLink>
      </div>
      <p className="result__meta">
        {text.source(list.SOURCE)} · {koDiscovery.count(list.BOOK_COUNT)}
      </p>
      {list.TOP.length === 0 ? <p className="notice">{text.listEmpty}</p> : <BookList books={list.TOP} prefix={(book) => <RankBadge rank={book.RANK} />} />}
    </section>
  );
}

/** /search/bestseller/bestseller-list: the monthly lists, newest first, each with its top three. */
export function BestsellerListView({ result }: { result: Loaded<BestsellerListResponse> }) {
  return (
    <DiscoveryPage title={text.title} intro={text.intro}>
      {result.kind === 'data' ? (
        <>
          <LastUpdated fetchedAt={result.fetchedAt} fromCache={result.fromCache} />
          {result.data.LIST.length === 0 ? <p className="notice">{text.empty}</p> : result.data.LIST.map((list) => <MonthList key={list.LIST_ID} list={list} />)}
        </>
      ) : (
        <LoadProblem result={result} />
      )}
    </DiscoveryPage>
  );
}

/** /search/bestseller/bestseller-detail?id=yyyy-MM: one whole list, ranked. */
export function BestsellerDetailView({ result }: { result: Loaded<BestsellerDetailResponse> | { kind: 'missing' } }) {
  const list = result.kind === 'data' ? result.data.BESTSELLER : null;
  return (
    <DiscoveryPage title={list?.TITLE ?? text.title} up={<BackLink link={bestsellerListLink()}>{text.back}</BackLink>}>
      {result.kind === 'data' ? (
        list ? (
          <ResultsSection
            heading={koDiscovery.books}
            count={`${text.source(list.SOURCE)} · ${koDiscovery.count(list.LIST.length)}`}
            fetchedAt={result.fetchedAt}
            fromCache={result.fromCache}
            empty={text.listEmpty}
            isEmpty={list.LIST.length === 0}
          >
            <BookList books={list.LIST} prefix={(book) => <RankBadge rank={book.RANK} />} />
          </ResultsSection>
        ) : (
          <p className="notice">{text.missing}</p>
        )
      ) : result.kind === 'missing' ? (
        <p className="notice">{text.missing}</p>
      ) : (
        <LoadProblem result={result} />
      )}
    </DiscoveryPage>
  );
}
