import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { ProgramListResponse } from '../../../../contract/programs';
import { Pagination } from '../../../components/ui/pagination';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { isoToday } from '../../../lib/dates';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPrograms } from '../../../lib/i18n/messages-programs-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { programDetailLink, programListLink } from '../../../links/program-links';
import { AUDIENCE_KEYS, STATE_FILTER_KEYS, programListSearchOf, type AudienceKey, type ProgramListQuery, type StateFilterKey } from '../model/program-search';
import { dayText, feeText, placesText, programWhen } from '../model/program-words';
import { useProgramList } from '../programs-data';
import { Facts, LastUpdated, LoadProblem, StateWord } from './program-parts';

/** yyyy-MM of the library's month `offset` months from this one. */
function monthFrom(today: string, offset: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const listLink = (query: ProgramListQuery) => programListLink(programListSearchOf(query));

/** /community/events/program-list: filters, the list with each state in words, paging. */
export function ProgramListPage({ loaded, query }: { loaded: Loaded<ProgramListResponse>; query: ProgramListQuery }) {
  useDocumentTitle(koPrograms.listTitle, ko.app.name);
  const current = useProgramList(query, loaded);
  return (
    <div className="container programs">
      <h1 className="page-title">{koPrograms.listTitle}</h1>
      <p className="page-intro">{koPrograms.listIntro}</p>
      <ProgramFilters query={query} />
      {current.kind === 'data' ? <ProgramResults data={current.data} query={query} fetchedAt={current.fetchedAt} fromCache={current.fromCache} /> : current.kind === 'missing' ? <p className="notice">{koPrograms.empty}</p> : <LoadProblem result={current} />}
    </div>
  );
}

function ProgramFilters({ query }: { query: ProgramListQuery }) {
  const router = useRouter();
  const id = useId();
  const today = isoToday();
  const months = [-1, 0, 1, 2].map((offset) => monthFrom(today, offset));
  if (query.month && !months.includes(query.month)) months.push(query.month);
  const [month, setMonth] = useState(query.month);
  const [audience, setAudience] = useState<AudienceKey | ''>(query.audience);
  const [state, setState] = useState<StateFilterKey | ''>(query.state);
  const [q, setQ] = useState(query.q);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate(listLink({ month, audience, state, q: q.trim(), page: 1 }));
  };
  const filtered = Boolean(query.month || query.audience || query.state || query.q);
  return (
    <section className="program-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {koPrograms.filters}
      </h2>
      <form role="search" aria-labelledby={`${id}-title`} onSubmit={submit} className="program-filters__form">
        <div className="field">
          <label htmlFor={`${id}-month`}>{koPrograms.month}</label>
          <select id={`${id}-month`} value={month} onChange={(event) => setMonth(event.target.value)}>
            <option value="">{koPrograms.monthAll}</option>
            {months.sort().map((m) => (
              <option key={m} value={m}>
                {koPrograms.monthName(m)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-audience`}>{koPrograms.audience}</label>
          <select id={`${id}-audience`} value={audience} onChange={(event) => setAudience(event.target.value as AudienceKey | '')}>
            <option value="">{koPrograms.audienceAll}</option>
            {AUDIENCE_KEYS.map((key) => (
              <option key={key} value={key}>
                {koPrograms.audiences[key]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}>{koPrograms.state}</label>
          <select id={`${id}-state`} value={state} onChange={(event) => setState(event.target.value as StateFilterKey | '')}>
            <option value="">{koPrograms.stateAll}</option>
            {STATE_FILTER_KEYS.map((key) => (
              <option key={key} value={key}>
                {koPrograms.states[key]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>{koPrograms.query}</label>
          <input id={`${id}-q`} type="search" value={q} maxLength={50} placeholder={koPrograms.queryPlaceholder} onChange={(event) => setQ(event.target.value)} />
        </div>
        <div className="program-filters__actions">
          <button type="submit" className="button">
            {koPrograms.search}
          </button>
          {filtered ? (
            <RouteLink className="button button--secondary" {...programListLink()}>
              {koPrograms.reset}
            </RouteLink>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function ProgramResults({ data, query, fetchedAt, fromCache }: { data: ProgramListResponse; query: ProgramListQuery; fetchedAt: number; fromCache: boolean }) {
  const countId = useId();
  return (
    <>
      <LastUpdated fetchedAt={fetchedAt} fromCache={fromCache} />
      <p id={countId} className="program-count" role="status">
        {koPrograms.total(data.TOTAL_COUNT)}
      </p>
      {data.LIST.length === 0 ? (
        data.TOTAL_COUNT > 0 ? (
          <p className="notice">
            {koPrograms.pastPage} <RouteLink {...listLink({ ...query, page: 1 })}>{koPrograms.firstPage}</RouteLink>
          </p>
        ) : (
          <p className="notice">{koPrograms.empty}</p>
        )
      ) : (
        <ul className="program-list">
          {data.LIST.map((program) => (
            <li key={program.PROGRAM_ID} className="program-item">
              {program.POSTER_URL ? <img className="program-item__poster" src={program.POSTER_URL} alt="" width={96} height={128} loading="lazy" decoding="async" /> : null}
              <div className="program-item__main">
                <p className="program-item__tags">
                  <StateWord state={program.STATE} />
                  <span className="tag">{koPrograms.audiences[program.AUDIENCE]}</span>
                  {program.CATEGORY ? <span className="tag">{program.CATEGORY}</span> : null}
                </p>
                <h2 className="program-item__title">
                  <RouteLink {...programDetailLink(program.PROGRAM_ID)}>{program.TITLE}</RouteLink>
                </h2>
                <Facts
                  rows={[
                    [koPrograms.when, programWhen(program)],
                    [koPrograms.target, program.TARGET || koPrograms.audiences[program.AUDIENCE]],
                    [koPrograms.place, program.PLACE],
                    program.STATE !== 'FREE' ? [koPrograms.applyPeriod, koPrograms.period(dayText(program.APPLY_START), dayText(program.APPLY_END))] : null,
                    [koPrograms.places, placesText(program)],
                    [koPrograms.fee, feeText(program.FEE)],
                  ]}
                />
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
        focusAfterPaging={countId}
        labels={{ name: koPrograms.pages, previous: koPrograms.previousPage, next: koPrograms.nextPage, page: koPrograms.pageN }}
      />
    </>
  );
}
