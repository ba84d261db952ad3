import { useRouter } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { BookSummary } from '../../../../../contract/catalogue';
import { COVER_FALLBACK } from '../../../../components/ui/cover-fallback';
import { Pagination } from '../../../../components/ui/pagination';
import { RouteLink } from '../../../../components/ui/route-link';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import type { DiscoveryLink } from '../../../../links/discovery-links';
import { BookListItem } from '../../components/book-list-item';
import { KDC_CLASSES } from '../../model/kdc-names';
import type { Loaded } from '../../../../data/resource';
import { DiscoveryNav } from './discovery-nav';
import { LastUpdated as SharedLastUpdated } from '../../../../components/ui/last-updated';
import { ResultsSection as SharedResultsSection } from '../../../../components/ui/results-section';
import './discovery.css';

/** A discovery page: (a link up,) its title and intro, then the links to the other lists, then the content. */
export function DiscoveryPage({ title, intro, up, children }: { title: string; intro?: string; up?: ReactNode; children: ReactNode }) {
  return (
    <div className="discovery">
      {up}
      <h1 className="page-title">{title}</h1>
      {intro ? <p className="page-intro">{intro}</p> : null}
      <DiscoveryNav />
      {children}
    </div>
  );
}

/** When the list was fetched; with a stored copy, also why it is the stored copy. */
export function LastUpdated({ fetchedAt, fromCache }: { fetchedAt: number; fromCache: boolean }) {
  return <SharedLastUpdated fetchedAt={fetchedAt} fromCache={fromCache} labels={koDiscovery} className="discovery__updated" cachedClassName="discovery__updated--cached" />;
}

/** No data to show: offline with nothing stored, or the server refused (with a retry). */
export function LoadProblem({ result }: { result: Exclude<Loaded<unknown>, { kind: 'data' }> }) {
  const router = useRouter();
  if (result.kind === 'offline') return <p className="notice">{koDiscovery.offline}</p>;
  return (
    <div className="discovery__problem">
      <p className="form-error" role="alert">
        {result.kind === 'failed' && result.message ? result.message : koDiscovery.failed}
      </p>
      <button type="button" className="button button--secondary" onClick={() => void router.invalidate()}>
        {koDiscovery.retry}
      </button>
    </div>
  );
}

export interface FilterOption {
  key: string;
  label: string;
  link: DiscoveryLink;
  current: boolean;
}

/**
 * One filter as a group of links: the chosen one has aria-current and a check mark, so the
 * choice is said in words and shape, never by colour alone.
 */
export function FilterLinks({ label, options }: { label: string; options: readonly FilterOption[] }) {
  const id = useId();
  return (
    <div className="filter-links" role="group" aria-labelledby={id}>
      <span id={id} className="filter-links__label">
        {label}
      </span>
      <ul className="filter-links__list">
        {options.map((option) => (
          <li key={option.key}>
            <RouteLink className="filter-links__link" {...option.link} current={option.current ? 'true' : undefined}>
              {option.current ? (
                <span className="filter-links__check" aria-hidden="true">
                  ✓
                </span>
              ) : null}
              {option.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The KDC main-class filter: 전체 and the ten classes. */
export function KdcFilter({ current, linkFor }: { current: number | undefined; linkFor: (kdc: number | undefined) => DiscoveryLink }) {
  return (
    <FilterLinks
      label={koDiscovery.kdc}
      options={[
        { key: 'all', label: koDiscovery.all, link: linkFor(undefined), current: current === undefined },
        ...KDC_CLASSES.map((entry) => ({ key: entry.code, label: entry.name, link: linkFor(Number(entry.code)), current: current === Number(entry.code) })),
      ]}
    />
  );
}

/** The conditions of a list, under a heading screen-reader users can jump to. */
export function FilterPanel({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section className="discovery__filters" aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {koDiscovery.filters}
      </h2>
      {children}
    </section>
  );
}

/** '1위' before a ranked book's title. */
export function RankBadge({ rank }: { rank: number }) {
  return <p className="rank-badge">{koDiscovery.rank(rank)}</p>;
}

/** Books as a numbered list of BookListItem (each links to its detail page). */
export function BookList<T extends BookSummary>({ books, start = 1, prefix, extra }: { books: readonly T[]; start?: number; prefix?: (book: T) => ReactNode; extra?: (book: T) => ReactNode }) {
  return (
    <ol className="result-list" start={start}>
      {books.map((book) => (
        <BookListItem key={book.BOOK_KEY} book={book} prefix={prefix?.(book)} extra={extra?.(book)} />
      ))}
    </ol>
  );
}

/** A results section: heading, count (announced when it changes), time, the list or the empty state, pages. */
export function ResultsSection({
  heading,
  count,
  fetchedAt,
  fromCache,
  empty,
  isEmpty,
  children,
  paging,
}: {
  heading: string;
  count?: string;
  fetchedAt: number;
  fromCache: boolean;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
  paging?: { current: number; total: number; size: number; linkFor: (page: number) => DiscoveryLink };
}) {
  return (
    <SharedResultsSection
      className="discovery__results"
      heading={heading}
      count={count}
      updated={<LastUpdated fetchedAt={fetchedAt} fromCache={fromCache} />}
      empty={empty}
      isEmpty={isEmpty}
      pagination={
        paging
          ? (headingId) => (
          <Pagination<DiscoveryLink>
            current={paging.current}
            total={paging.total}
            size={paging.size}
            linkFor={paging.linkFor}
            focusAfterPaging={headingId}
            labels={{ name: koDiscovery.pages, previous: koDiscovery.previousPage, next: koDiscovery.nextPage, page: koDiscovery.pageN }}
          />
          )
          : undefined
      }
    >
      {children}
    </SharedResultsSection>
  );
}

/** A picture that falls back to the grey logo; decorative unless given alt text. */
export function FallbackImage({ src, alt = '', width, height, className }: { src: string; alt?: string; width: number; height: number; className?: string }) {
  return (
    <img
      className={className}
      src={src || COVER_FALLBACK}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(COVER_FALLBACK)) image.src = COVER_FALLBACK;
      }}
    />
  );
}

/** A link back to a list page. */
export function BackLink({ link, children }: { link: DiscoveryLink; children: ReactNode }) {
  return (
    <p className="post__board">
      <RouteLink {...link}>{children}</RouteLink>
    </p>
  );
}
