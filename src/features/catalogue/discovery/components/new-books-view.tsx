import type { NewBooksResponse } from '../../../../../contract/discovery';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { newbookLink, newListLink } from '../../../../links/discovery-links';
import type { Loaded } from '../../../../data/resource';
import { NEW_DAYS, type NewbookParams, type NewListParams } from '../model/discovery-params';
import { BookList, DiscoveryPage, FilterLinks, FilterPanel, KdcFilter, LoadProblem, ResultsSection } from './discovery-parts';
import { toDateText } from '../../../../lib/date-format';

type Props = { basis: 'acquired'; params: NewListParams; result: Loaded<NewBooksResponse> } | { basis: 'published'; params: NewbookParams; result: Loaded<NewBooksResponse> };

/** /search/new/new-list (신착: acquired in a period) and /newbook/newbook-list (신간: recently published). */
export function NewBooksView(props: Props) {
  const { result } = props;
  const text = props.basis === 'acquired' ? koDiscovery.newList : koDiscovery.newbook;
  const linkFor = (next: { kdc?: number; page?: number }) =>
    props.basis === 'acquired' ? newListLink({ days: props.params.days, kdc: next.kdc, page: next.page }) : newbookLink({ kdc: next.kdc, page: next.page });
  const current = props.params.page ?? 1;
  return (
    <DiscoveryPage title={text.title} intro={text.intro}>
      <FilterPanel>
        {props.basis === 'acquired' ? (
          <FilterLinks
            label={koDiscovery.newList.period}
            options={NEW_DAYS.map((days) => ({
              key: String(days),
              label: koDiscovery.newList.days(days),
              link: newListLink({ days: days === 30 ? undefined : days, kdc: props.params.kdc }),
              current: (props.params.days ?? 30) === days,
            }))}
          />
        ) : null}
        <KdcFilter current={props.params.kdc} linkFor={(kdc) => linkFor({ kdc })} />
      </FilterPanel>
      {result.kind === 'data' ? (
        <ResultsSection
          heading={koDiscovery.books}
          count={text.total(result.data.TOTAL_COUNT)}
          fetchedAt={result.fetchedAt}
          fromCache={result.fromCache}
          empty={text.empty}
          isEmpty={result.data.LIST.length === 0}
          paging={{ current, total: result.data.TOTAL_COUNT, size: result.data.SIZE, linkFor: (page) => linkFor({ kdc: props.params.kdc, page: page > 1 ? page : undefined }) }}
        >
          <BookList
            books={result.data.LIST}
            start={(current - 1) * result.data.SIZE + 1}
            extra={(book) => (book.ACQUIRED_AT ? <p className="result__meta">{koDiscovery.newList.acquired(toDateText(book.ACQUIRED_AT))}</p> : null)}
          />
        </ResultsSection>
      ) : (
        <LoadProblem result={result} />
      )}
    </DiscoveryPage>
  );
}
