import type { PopularBooksResponse } from '../../../../../contract/discovery';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { popularLink } from '../../../../links/discovery-links';
import type { Loaded } from '../../../../data/resource';
import { POPULAR_PERIODS, type PopularParams } from '../model/discovery-params';
import { BookList, DiscoveryPage, FilterLinks, FilterPanel, KdcFilter, LoadProblem, RankBadge, ResultsSection } from './discovery-parts';
import { toDateText } from '../../../../lib/date-format';

/** /search/popular/popular-list: the most borrowed books of a period, ranked, with their loans in words. */
export function PopularView({ params, result }: { params: PopularParams; result: Loaded<PopularBooksResponse> }) {
  const text = koDiscovery.popular;
  return (
    <DiscoveryPage title={text.title} intro={text.intro}>
      <FilterPanel>
        <FilterLinks
          label={text.period}
          options={POPULAR_PERIODS.map((period) => ({
            key: period,
            label: text.periods[period],
            link: popularLink({ period: period === '3m' ? undefined : period, kdc: params.kdc }),
            current: (params.period ?? '3m') === period,
          }))}
        />
        <KdcFilter current={params.kdc} linkFor={(kdc) => popularLink({ period: params.period, kdc })} />
      </FilterPanel>
      {result.kind === 'data' ? (
        <ResultsSection
          heading={koDiscovery.books}
          count={text.range(toDateText(result.data.FROM), toDateText(result.data.TO))}
          fetchedAt={result.fetchedAt}
          fromCache={result.fromCache}
          empty={text.empty}
          isEmpty={result.data.LIST.length === 0}
        >
          <BookList
            books={result.data.LIST}
            prefix={(book) => <RankBadge rank={book.RANK} />}
            extra={(book) => <p className="loan-count">{text.loans(book.LOAN_COUNT)}</p>}
          />
        </ResultsSection>
      ) : (
        <LoadProblem result={result} />
      )}
    </DiscoveryPage>
  );
}
