import { useId } from 'react';
import type { CurationDetailResponse, CurationListResponse, CurationSummary } from '../../../../../contract/discovery';
import { RouteLink } from '../../../../components/ui/route-link';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { curationLink, curationListLink } from '../../../../links/discovery-links';
import type { Loaded } from '../../../../data/resource';
import { CURATION_SOURCES, type CurationListParams } from '../model/discovery-params';
import { paragraphs } from '../model/text';
import { BackLink, BookList, DiscoveryPage, FallbackImage, FilterLinks, FilterPanel, LoadProblem, ResultsSection } from './discovery-parts';
import { toDateText } from '../../../../lib/date-format';

const text = koDiscovery.curation;

function sourceName(curation: Pick<CurationSummary, 'SOURCE' | 'SIGUNGU'>): string {
  return curation.SOURCE === '31link' ? text.by31(curation.SIGUNGU) : text.ours;
}

function CurationCard({ curation }: { curation: CurationSummary }) {
  const id = useId();
  return (
    <li>
      <article className="curation-card" aria-labelledby={id}>
        {curation.IMAGE_URL ? <FallbackImage className="curation-card__image" src={curation.IMAGE_URL} width={320} height={180} /> : null}
        <div className="curation-card__text">
          <h3 id={id} className="curation-card__title">
            <RouteLink {...curationLink(curation.TOKEN, curation.SOURCE)}>{curation.TITLE}</RouteLink>
          </h3>
          <p className="curation-card__summary">{curation.SUMMARY}</p>
          <p className="result__meta">
            <span className="curation-card__source">{sourceName(curation)}</span> · {koDiscovery.bookCount(curation.BOOK_COUNT)} · {text.published(toDateText(curation.PUBLISHED_AT))}
          </p>
        </div>
      </article>
    </li>
  );
}

/** /curation/curation-list: the curations as cards, by source, with pages. */
export function CurationListView({ params, result }: { params: CurationListParams; result: Loaded<CurationListResponse> }) {
  const current = params.page ?? 1;
  return (
    <DiscoveryPage title={text.title} intro={text.intro}>
      <FilterPanel>
        <FilterLinks
          label={text.source}
          options={[
            { key: 'all', label: text.sources.all, link: curationListLink(), current: params.source === undefined },
            ...CURATION_SOURCES.map((source) => ({ key: source, label: text.sources[source], link: curationListLink({ source }), current: params.source === source })),
          ]}
        />
      </FilterPanel>
      {result.kind === 'data' ? (
        <ResultsSection
          heading={text.listHeading}
          count={text.total(result.data.TOTAL_COUNT)}
          fetchedAt={result.fetchedAt}
          fromCache={result.fromCache}
          empty={text.empty}
          isEmpty={result.data.LIST.length === 0}
          paging={{ current, total: result.data.TOTAL_COUNT, size: result.data.SIZE, linkFor: (page) => curationListLink({ source: params.source, page: page > 1 ? page : undefined }) }}
        >
          <ul className="curation-grid">
            {result.data.LIST.map((curation) => (
              <CurationCard key={curation.TOKEN} curation={curation} />
            ))}
          </ul>
        </ResultsSection>
      ) : (
        <LoadProblem result={result} />
      )}
    </DiscoveryPage>
  );
}

/**
 * /curation/{token} and /curation/31link-detail?token=…: a curation's title, summary, body
 * (plain text paragraphs, never HTML) and its books with the curator's notes.
 */
export function CurationDetailView({ result }: { result: Loaded<CurationDetailResponse> | { kind: 'missing' } }) {
  const curation = result.kind === 'data' ? result.data.CURATION : null;
  return (
    <DiscoveryPage
      title={curation?.TITLE ?? text.title}
      up={<BackLink link={curation?.SOURCE === '31link' ? curationListLink({ source: '31link' }) : curationListLink()}>{text.back}</BackLink>}
    >
      {result.kind === 'data' ? (
        curation ? (
          <article className="curation">
            <p className="result__meta">
              {sourceName(curation)} · {text.published(toDateText(curation.PUBLISHED_AT))}
            </p>
            {curation.SOURCE === '31link' ? <p className="notice">{text.shared(curation.SIGUNGU)}</p> : null}
            <p className="curation__summary">{curation.SUMMARY}</p>
            {curation.IMAGE_URL ? <FallbackImage className="curation__image" src={curation.IMAGE_URL} width={640} height={360} /> : null}
            <div className="curation__body">
              {paragraphs(curation.BODY).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            <ResultsSection
              heading={text.booksTitle(curation.BOOKS.length)}
              fetchedAt={result.fetchedAt}
              fromCache={result.fromCache}
              empty={text.noBooks}
              isEmpty={curation.BOOKS.length === 0}
            >
              <BookList
                books={curation.BOOKS}
                extra={(book) =>
                  book.NOTE ? (
                    <p className="curator-note">
                      <strong className="curator-note__label">{text.note}</strong> {book.NOTE}
                    </p>
                  ) : null
                }
              />
            </ResultsSection>
          </article>
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
