import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { branchName, type BranchCode } from '../../../../contract/branches';
import type { CatalogueField, CatalogueSort } from '../../../../contract/catalogue';
import { DeferredBody } from '../../../components/ui/deferred-body';
import { RouteLink } from '../../../components/ui/route-link';
import { Pagination } from '../../../components/ui/pagination';
import { toDateTime } from '../../../lib/date-format';
import { koCatalogue } from '../../../lib/i18n/messages-catalogue-ko';
import { searchLink } from '../../../links/catalogue-links';
import { clearRecentSearches, rememberSearch, withRecentSearch, type SearchResult } from '../catalogue-data';
import { hasCriteria, type SearchParams } from '../model/catalogue-search';
import { activeFilterCount, KDC_NAMES } from '../model/search-query';
import { searchCount } from '../model/search-count';
import { DiscoveryNav } from '../discovery/components/discovery-nav';
import { BookListItem } from './book-list-item';

/** /search/search-list: the form, the facets and the results of one search. */
export function SearchView({ params, result, storedRecent }: { params: SearchParams; result: SearchResult; storedRecent: string[] }) {
  const router = useRouter();
  const baseId = useId();
  const [query, setQuery] = useState(params.query ?? '');
  const [field, setField] = useState<CatalogueField>(params.field ?? 'all');
  // A search button pressed with nothing to search says so at the field, instead of doing nothing.
  const [needQuery, setNeedQuery] = useState(false);
  useEffect(() => {
    setQuery(params.query ?? '');
    setField(params.field ?? 'all');
    // Another search (a recent one, a link) answers the refusal.
    setNeedQuery(false);
  }, [params]);
  // A search becomes a recent search when its fresh results are shown (a hover that preloaded
  // them is not a search made). The row is drawn in the first render from what the loader read,
  // with this search already first, so nothing moves when it is stored.
  const fresh = result.kind === 'data' && !result.fromCache;
  const rememberNow = fresh && params.query ? params.query : null;
  // The list as stored since (remembered or cleared), for the loader's list it follows.
  const [stored, setStored] = useState<{ after: string[]; list: string[] } | null>(null);
  // Cleared while this search was shown: the row stays empty until another search, whatever the
  // loader read before (the list it was given still holds the searches just cleared).
  const [clearedAt, setClearedAt] = useState<{ search: string | null } | null>(null);
  const recent =
    clearedAt && clearedAt.search === rememberNow
      ? []
      : stored && stored.after === storedRecent
        ? stored.list
        : rememberNow
          ? withRecentSearch(storedRecent, rememberNow)
          : storedRecent;
  // The storing in flight: clearing waits for it, so it cannot put the search back afterwards.
  const remembering = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    if (!rememberNow) return;
    let current = true;
    const storing = rememberSearch(rememberNow).then((list) => {
      if (current) setStored({ after: storedRecent, list });
    });
    remembering.current = storing;
    return () => {
      current = false;
    };
  }, [rememberNow, storedRecent]);

  const go = (next: SearchParams) => void router.navigate(searchLink(next));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (text === '' && !hasCriteria({ ...params, query: undefined })) {
      setNeedQuery(true);
      queryField.current?.focus();
      return;
    }
    setNeedQuery(false);
    go({ ...params, query: text || undefined, field: field === 'all' ? undefined : field, page: undefined });
  };

  const data = result.kind === 'data' ? result.data : null;
  const counted = data ? searchCount(data) : null;
  const estimated = counted?.kind === 'estimated';
  const currentPage = params.page ?? 1;
  // On a narrow screen the filters are folded behind a button that says how many are in use.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const queryField = useRef<HTMLInputElement>(null);
  const active = activeFilterCount(params);
  return (
    <div className="catalogue">
      <h1 className="page-title">{koCatalogue.title}</h1>
      <p className="page-intro">{koCatalogue.intro}</p>
      <DiscoveryNav />
      <form className="board-search" role="search" onSubmit={submit}>
        <label htmlFor={`${baseId}-field`} className="sr-only">
          {koCatalogue.field}
        </label>
        <select id={`${baseId}-field`} value={field} onChange={(event) => setField(event.target.value as CatalogueField)}>
          {(Object.keys(koCatalogue.fields) as CatalogueField[]).map((key) => (
            <option key={key} value={key}>
              {koCatalogue.fields[key]}
            </option>
          ))}
        </select>
        <label htmlFor={`${baseId}-query`} className="sr-only">
          {koCatalogue.query}
        </label>
        <input
          ref={queryField}
          id={`${baseId}-query`}
          type="search"
          value={query}
          maxLength={100}
          placeholder={koCatalogue.placeholder}
          aria-invalid={needQuery || undefined}
          aria-describedby={needQuery ? `${baseId}-need-query` : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            if (event.target.value.trim() !== '') setNeedQuery(false);
          }}
        />
        <button type="submit" className="button">
          {koCatalogue.search}
        </button>
        {needQuery ? (
          <p id={`${baseId}-need-query`} className="form-error board-search__error" role="alert">
            {koCatalogue.needQuery}
          </p>
        ) : null}
      </form>
      {/* Always there, so a screen reader hears the count when a search ends, the first one too
          (a live region that appears with its text is not read); the count on screen is plain text. */}
      <p className="sr-only" role="status">
        {data ? koCatalogue.searched(koCatalogue.total(params.query ?? '', data.TOTAL_COUNT, counted?.kind ?? 'exact')) : ''}
      </p>

      {recent.length > 0 ? (
        <nav className="recent-searches" aria-label={koCatalogue.recent}>
          <span>{koCatalogue.recent}</span>
          <ul>
            {recent.map((entry) => (
              <li key={entry}>
                <RouteLink {...searchLink({ query: entry })}>{entry}</RouteLink>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="link-button"
            onClick={() =>
              void remembering.current
                .catch(() => undefined)
                .then(clearRecentSearches)
                .then(() => {
                  setClearedAt({ search: rememberNow });
                  // The list and this button go: the focus goes on to the search field, not the page's top.
                  queryField.current?.focus();
                })
            }
          >
            {koCatalogue.clearRecent}
          </button>
        </nav>
      ) : null}

      {result.kind === 'empty' ? <p className="notice">{koCatalogue.empty}</p> : null}
      {result.kind === 'offline' ? <p className="notice">{koCatalogue.offline}</p> : null}
      {result.kind === 'failed' ? (
        <p className="form-error" role="alert">
          {result.message}
        </p>
      ) : null}

      {data ? (
        // The results and facets render just after the heading and the form (DeferredBody): one
        // long task on a phone otherwise, when the page first mounts with its data.
        <DeferredBody>
          <div className={filtersOpen ? 'catalogue__body catalogue__body--filters-open' : 'catalogue__body'}>
            {/* First on a phone: the count, the sort and the way to the filters, then the results. */}
            <div className="results__head">
              <p id={`${baseId}-total`} className="board__count">
                {koCatalogue.total(params.query ?? '', data.TOTAL_COUNT, counted?.kind ?? 'exact')}
              </p>
              <label className="results__sort">
                <span>{koCatalogue.sort}</span>
                <select value={params.sort ?? 'relevance'} onChange={(event) => go({ ...params, sort: event.target.value === 'relevance' ? undefined : (event.target.value as CatalogueSort), page: undefined })}>
                  {(Object.keys(koCatalogue.sorts) as CatalogueSort[]).map((key) => (
                    <option key={key} value={key}>
                      {koCatalogue.sorts[key]}
                    </option>
                  ))}
                </select>
              </label>
              {/* Narrow screens only (styles.css): the filters stay folded until asked for. */}
              <button
                type="button"
                className="facets-toggle"
                aria-expanded={filtersOpen}
                aria-controls={`${baseId}-facets-panel`}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <span>{koCatalogue.filters}</span>
                {active > 0 ? <span className="facets-toggle__count">{koCatalogue.activeFilters(active)}</span> : null}
              </button>
            </div>
            <aside id={`${baseId}-facets-panel`} className="facets" aria-labelledby={`${baseId}-facets`}>
              <h2 id={`${baseId}-facets`} className="facets__title">
                {koCatalogue.filters}
              </h2>
              <fieldset>
                <legend>{koCatalogue.availability}</legend>
                <label className="checkbox">
                  <input type="checkbox" checked={params.available === 'Y'} onChange={(event) => go({ ...params, available: event.target.checked ? 'Y' : undefined, page: undefined })} />
                  {koCatalogue.availableOnly(data.FACETS.AVAILABLE.Y, estimated)}
                </label>
              </fieldset>
              <fieldset>
                <legend>{koCatalogue.kdc}</legend>
                {data.FACETS.KDC.map((facet) => (
                  <label key={facet.CODE} className="checkbox">
                    <input type="checkbox" checked={params.kdc?.startsWith(facet.CODE) ?? false} onChange={(event) => go({ ...params, kdc: event.target.checked ? facet.CODE : undefined, page: undefined })} />
                    {koCatalogue.facet(KDC_NAMES[facet.CODE] ?? facet.CODE, facet.COUNT, estimated)}
                  </label>
                ))}
              </fieldset>
              {data.FACETS.BRANCH.length > 0 ? (
                <fieldset>
                  <legend>{koCatalogue.branch}</legend>
                  {data.FACETS.BRANCH.map((facet) => (
                    <label key={facet.CODE} className="checkbox">
                      <input
                        type="checkbox"
                        checked={params.branch === facet.CODE}
                        onChange={(event) => go({ ...params, branch: event.target.checked ? (facet.CODE as BranchCode) : undefined, page: undefined })}
                      />
                      {koCatalogue.facet(branchName(facet.CODE), facet.COUNT, estimated)}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {active > 0 ? (
                <button type="button" className="button button--secondary" onClick={() => go({ query: params.query, field: params.field })}>
                  {koCatalogue.reset}
                </button>
              ) : null}
            </aside>
            <section className="results" aria-labelledby={`${baseId}-total`}>
              {result.kind === 'data' && result.fromCache ? <p className="notice">{koCatalogue.fromCache(toDateTime(result.fetchedAt))}</p> : null}
              {data.LIST.length === 0 && data.TOTAL_COUNT > 0 ? (
                // A page past the last (an old link, or an estimate that was high).
                <p className="notice">
                  {koCatalogue.pastEnd} <RouteLink {...searchLink({ ...params, page: undefined })}>{koCatalogue.firstPage}</RouteLink>
                </p>
              ) : data.LIST.length === 0 ? (
                <p className="notice">{koCatalogue.none}</p>
              ) : (
                <ol className="result-list" start={(currentPage - 1) * data.SIZE + 1}>
                  {data.LIST.map((book) => (
                    <BookListItem key={book.BOOK_KEY} book={book} />
                  ))}
                </ol>
              )}
              <Pagination
                current={currentPage}
                total={counted?.pageable ?? 0}
                size={data.SIZE}
                linkFor={(page) => searchLink({ ...params, page: page > 1 ? page : undefined })}
                focusAfterPaging={`${baseId}-total`}
                labels={{ name: koCatalogue.pages, previous: koCatalogue.previousPage, next: koCatalogue.nextPage, page: koCatalogue.pageN }}
              />
              {counted?.beyondPages ? <p className="notice">{koCatalogue.beyondPages(counted.pageable)}</p> : null}
            </section>
          </div>
        </DeferredBody>
      ) : null}
    </div>
  );
}
