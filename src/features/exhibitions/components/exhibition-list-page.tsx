import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { ExhibitionSummary } from '../../../../contract/exhibition';
import { Pagination } from '../../../components/ui/pagination';
import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { exhibitionLink, exhibitionListLink } from '../../../links/reading-links';
import { useExhibitionList } from '../exhibitions-data';
import { EXHIBITION_FILTERS, EXHIBITION_Q_MAX, type ExhibitionFilter, type ExhibitionQuery } from '../model/exhibition-search';
import { periodText } from '../model/exhibition-text';
import '../exhibitions.css';

const t = koReading.exhibition;
const c = koReading.common;

/** The list's address: only what differs from the defaults. */
function listLink(query: ExhibitionQuery) {
  return exhibitionListLink({
    state: query.state || undefined,
    q: query.q || undefined,
    page: query.page > 1 ? query.page : undefined,
  });
}

export function ExhibitionStateBadge({ state }: { state: ExhibitionSummary['STATE'] }) {
  const tone = state === 'ONGOING' ? 'open' : state === 'UPCOMING' ? 'soon' : 'closed';
  return <span className={`status status--${tone}`}>{t.states[state]}</span>;
}

/** /community/exhibition/exhibition-list: filter by state, search, the exhibitions as cards. */
export function ExhibitionListPage({ query }: { query: ExhibitionQuery }) {
  useDocumentTitle(t.title, ko.app.name);
  const router = useRouter();
  const view = useExhibitionList(query);
  const [state, setState] = useState<'' | ExhibitionFilter>(query.state);
  const [keyword, setKeyword] = useState(query.q);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate(listLink({ state, q: keyword.trim(), page: 1 }));
  };
  return (
    <div className="container exhibitions">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      <form className="board-search" role="search" aria-label={t.searchLabel} onSubmit={submit}>
        <label htmlFor={`${id}-state`} className="sr-only">
          {c.state}
        </label>
        <select id={`${id}-state`} value={state} onChange={(event) => setState(event.target.value as '' | ExhibitionFilter)}>
          <option value="">{c.all}</option>
          {EXHIBITION_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t.states[value]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-q`} className="sr-only">
          {c.keyword}
        </label>
        <input id={`${id}-q`} type="search" value={keyword} maxLength={EXHIBITION_Q_MAX} placeholder={t.keywordPlaceholder} onChange={(event) => setKeyword(event.target.value)} />
        <button type="submit" className="button">
          {c.search}
        </button>
      </form>
      <StoredView view={view} labels={c}>
        {(data) => (
          <>
            <p id={`${id}-count`} className="board__count" role="status">
              {query.q ? c.resultCount(query.q, data.TOTAL_COUNT) : c.count(data.TOTAL_COUNT)}
            </p>
            {data.LIST.length === 0 ? (
              <p className="notice">{query.q || query.state ? c.noResults : t.empty}</p>
            ) : (
              <ul className="exhibition-cards">
                {data.LIST.map((exhibition) => (
                  <li key={exhibition.EXHIBITION_ID} className="exhibition-card">
                    {exhibition.POSTER_URL ? <img className="exhibition-card__poster" src={exhibition.POSTER_URL} alt="" width={320} height={200} loading="lazy" decoding="async" /> : null}
                    <div className="exhibition-card__body">
                      <p className="exhibition-card__state">
                        <ExhibitionStateBadge state={exhibition.STATE} />
                      </p>
                      <h2 className="exhibition-card__title">
                        <RouteLink {...exhibitionLink(exhibition.EXHIBITION_ID)}>{exhibition.TITLE}</RouteLink>
                      </h2>
                      {exhibition.SUBTITLE ? <p className="exhibition-card__subtitle">{exhibition.SUBTITLE}</p> : null}
                      <dl className="facts">
                        <div>
                          <dt>{t.period}</dt>
                          <dd>{periodText(exhibition.START_DATE, exhibition.END_DATE)}</dd>
                        </div>
                        <div>
                          <dt>{t.place}</dt>
                          <dd>{exhibition.PLACE}</dd>
                        </div>
                      </dl>
                      {exhibition.SUMMARY ? <p className="exhibition-card__summary">{exhibition.SUMMARY}</p> : null}
                      {exhibition.WORK_COUNT > 0 ? <p className="exhibition-card__works">{t.workCount(exhibition.WORK_COUNT)}</p> : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <Pagination<ReturnType<typeof listLink>>
              current={data.PAGE}
              total={data.TOTAL_COUNT}
              size={data.SIZE}
              linkFor={(page) => listLink({ ...query, page })}
              focusAfterPaging={`${id}-count`}
              labels={{
                name: c.pages,
                previous: c.previousPage,
                next: c.nextPage,
                page: c.pageN,
              }}
            />
          </>
        )}
      </StoredView>
    </div>
  );
}
