import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ClubKind } from '../../../../contract/reading';
import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clubLink, clubListLink } from '../../../links/reading-links';
import { CLUB_STATE_FILTERS, READING_Q_MAX, type ClubStateFilter } from '../model/reading-search';
import { periodText } from '../model/reading-text';
import { useClubList } from '../reading-data';
import { ClubStateBadge } from './reading-parts';
import '../reading.css';

const t = koReading.club;
const c = koReading.common;

export const clubTitle = (kind: ClubKind): string => (kind === 'CLUB' ? t.clubTitle : t.libraryTitle);

/**
 * The reading clubs of a kind: filter by state (모집 중/마감), search, each club's facts in words.
 * The route may give a banner above the title and a part after the list.
 */
export function ClubListPage({ kind, search, banner, after }: { kind: ClubKind; search: { state?: ClubStateFilter | undefined; q?: string | undefined }; banner?: ReactNode; after?: ReactNode }) {
  const title = clubTitle(kind);
  useDocumentTitle(title, ko.app.name);
  const query = {
    kind,
    state: search.state ?? ('' as const),
    q: search.q ?? '',
  };
  const view = useClubList(query);
  const router = useRouter();
  const [state, setState] = useState<'' | ClubStateFilter>(query.state);
  const [keyword, setKeyword] = useState(query.q);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate(
      clubListLink(kind, {
        state: state || undefined,
        q: keyword.trim() || undefined,
      }),
    );
  };
  return (
    <div className="container reading">
      {banner}
      <h1 className="page-title">{title}</h1>
      <p className="page-intro">{kind === 'CLUB' ? t.clubIntro : t.libraryIntro}</p>
      <form className="board-search" role="search" aria-label={t.searchLabel} onSubmit={submit}>
        <label htmlFor={`${id}-state`} className="sr-only">
          {c.state}
        </label>
        <select id={`${id}-state`} value={state} onChange={(event) => setState(event.target.value as '' | ClubStateFilter)}>
          <option value="">{c.all}</option>
          {CLUB_STATE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t.filters[value]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-q`} className="sr-only">
          {c.keyword}
        </label>
        <input id={`${id}-q`} type="search" value={keyword} maxLength={READING_Q_MAX} placeholder={t.keywordPlaceholder} onChange={(event) => setKeyword(event.target.value)} />
        <button type="submit" className="button">
          {c.search}
        </button>
      </form>
      <StoredView view={view} labels={c}>
        {(data) => (
          <>
            <p className="board__count" role="status">
              {query.q ? c.resultCount(query.q, data.TOTAL_COUNT) : c.count(data.TOTAL_COUNT)}
            </p>
            {data.LIST.length === 0 ? (
              <p className="notice">{query.q || query.state ? c.noResults : t.empty}</p>
            ) : (
              <ul className="club-cards">
                {data.LIST.map((club) => (
                  <li key={club.CLUB_ID} className="club-card">
                    <p className="club-card__state">
                      <ClubStateBadge state={club.STATE} />
                      {club.TARGET ? <span className="tag tag--plain">{club.TARGET}</span> : null}
                    </p>
                    <h2 className="club-card__title">
                      <RouteLink {...clubLink(kind, club.CLUB_ID)}>{club.NAME}</RouteLink>
                    </h2>
                    {club.SUMMARY ? <p className="club-card__summary">{club.SUMMARY}</p> : null}
                    <dl className="facts">
                      <div>
                        <dt>{t.schedule}</dt>
                        <dd>{club.SCHEDULE}</dd>
                      </div>
                      <div>
                        <dt>{t.place}</dt>
                        <dd>{club.PLACE}</dd>
                      </div>
                      <div>
                        <dt>{t.members}</dt>
                        <dd>
                          {t.memberCount(club.MEMBER_COUNT, club.CAPACITY)}
                          {club.STATE === 'OPEN' ? ` · ${t.seatsLeft(Math.max(0, club.CAPACITY - club.MEMBER_COUNT))}` : ''}
                        </dd>
                      </div>
                      <div>
                        <dt>{t.recruit}</dt>
                        <dd>{periodText(club.RECRUIT_START, club.RECRUIT_END)}</dd>
                      </div>
                      {club.BOOK_TITLE ? (
                        <div>
                          <dt>{t.book}</dt>
                          <dd>{club.BOOK_TITLE}</dd>
                        </div>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </StoredView>
      {after}
    </div>
  );
}
