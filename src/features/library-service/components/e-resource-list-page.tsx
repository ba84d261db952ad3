import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { E_RESOURCE_ACCESS, E_RESOURCE_KINDS, type EResourceKind } from '../../../../contract/library-service';
import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLibraryService } from '../../../lib/i18n/messages-library-service-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEResourceList } from '../library-service-data';
import { LIST_QUERY_MAX, type AccessKey, type EResourceListSearch } from '../model/library-service-search';
import { filterResources, subjectsOf } from '../model/list-filter';
import { AccessBadge, ResourceAccess, type MemberGate } from './library-service-parts';
import '../library-service.css';

const t = koLibraryService.eresource;
const c = koLibraryService.common;

/** Each kind's page (the kind nav and the filters navigate to these). */
export const E_RESOURCE_PATHS = {
  JOURNAL: '/library-service/web/journal',
  DATABASE: '/library-service/web/database',
  MAGAZINE: '/library-service/web/magazine',
  KNOWLEDGE: '/library-service/web/knowledge',
} as const satisfies Record<EResourceKind, string>;

/** The four kinds as tabs of one section: 전자저널 · 학술 데이터베이스 · 전자잡지 · 지식정보. */
export function EResourceKindNav({ current }: { current: EResourceKind | null }) {
  return (
    <nav className="eres-kinds" aria-label={t.kindNav}>
      <ul>
        {E_RESOURCE_KINDS.map((kind) => (
          <li key={kind}>
            <RouteLink to={E_RESOURCE_PATHS[kind]} aria-current={kind === current ? 'page' : undefined}>
              {t.titles[kind]}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What each access rule means, once per page (the badges say the rule's name). */
function AccessLegend() {
  return (
    <section className="eres-legend" aria-labelledby="eres-legend-title">
      <h2 id="eres-legend-title" className="eres-legend__title">
        {t.legendTitle}
      </h2>
      <dl>
        {E_RESOURCE_ACCESS.map((access) => (
          <div key={access}>
            <dt>
              <AccessBadge access={access} />
            </dt>
            <dd>{t.accessTexts[access]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface EResourceListPageProps {
  kind: EResourceKind;
  search: EResourceListSearch;
  gate: MemberGate;
  /** The digital room's hours (library facts), shown with on-site resources. */
  onsiteHours?: ReactNode;
}

/**
 * /library-service/web/{journal,database,magazine,knowledge}: a kind's resources, kept whole on
 * the device, narrowed by subject, access rule and words in the address; each with its rule as a
 * badge with its words and what to do to use it.
 */
export function EResourceListPage({ kind, search, gate, onsiteHours }: EResourceListPageProps) {
  const title = t.titles[kind];
  useDocumentTitle(title, ko.app.name);
  const view = useEResourceList(kind);
  return (
    <div className="container library-service">
      <p className="library-service__group">{c.digital}</p>
      <h1 className="page-title">{title}</h1>
      <p className="page-intro">{t.intros[kind]}</p>
      <EResourceKindNav current={kind} />
      <AccessLegend />
      <StoredView view={view} labels={c}>
        {(data) => {
          const shown = filterResources(data.LIST, search);
          return (
            <>
              <ListFilters key={`${search.subject ?? ''}|${search.access ?? ''}|${search.q ?? ''}`} kind={kind} search={search} subjects={subjectsOf(data.LIST)} />
              <p className="board__count" role="status">
                {c.resultCount(shown.length, data.LIST.length)}
              </p>
              {shown.length === 0 ? (
                <p className="notice">{c.noResults}</p>
              ) : (
                <ul className="eres-list">
                  {shown.map((resource) => (
                    <li key={resource.RESOURCE_ID} className="eres-card">
                      <p className="eres-card__tags">
                        <AccessBadge access={resource.ACCESS} />
                        {resource.SUBJECT ? <span className="tag tag--subject">{resource.SUBJECT}</span> : null}
                        {resource.ORIGIN ? <span className="tag tag--subject">{resource.ORIGIN}</span> : null}
                      </p>
                      <h2 className="eres-card__title">
                        {kind === 'JOURNAL' ? (
                          <RouteLink to="/library-service/web/journal-detail" search={{ id: resource.RESOURCE_ID }} aria-label={t.detailOf(resource.NAME)}>
                            {resource.NAME}
                          </RouteLink>
                        ) : (
                          resource.NAME
                        )}
                      </h2>
                      {resource.DESCRIPTION ? <p className="eres-card__text">{resource.DESCRIPTION}</p> : null}
                      <dl className="facts">
                        {resource.PROVIDER ? (
                          <div>
                            <dt>{t.provider}</dt>
                            <dd>{resource.PROVIDER}</dd>
                          </div>
                        ) : null}
                        {resource.COVERAGE ? (
                          <div>
                            <dt>{t.coverage}</dt>
                            <dd>{resource.COVERAGE}</dd>
                          </div>
                        ) : null}
                      </dl>
                      <ResourceAccess resource={resource} gate={gate} onsiteHours={onsiteHours} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </StoredView>
    </div>
  );
}

/** Subject, access rule and words: the address holds them, so a filtered list can be shared. */
function ListFilters({ kind, search, subjects }: { kind: EResourceKind; search: EResourceListSearch; subjects: { subject: string; count: number }[] }) {
  const router = useRouter();
  const id = useId();
  const [subject, setSubject] = useState(search.subject ?? '');
  const [access, setAccess] = useState<AccessKey | ''>(search.access ?? '');
  const [q, setQ] = useState(search.q ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate({ to: E_RESOURCE_PATHS[kind], search: { subject: subject || undefined, access: access || undefined, q: q.trim() || undefined } });
  };
  const filtered = Boolean(search.subject || search.access || search.q);
  return (
    <form className="eres-filters" role="search" aria-label={t.filterTitle} onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t.subject}</label>
        <select id={`${id}-subject`} value={subject} onChange={(event) => setSubject(event.target.value)}>
          <option value="">{c.all}</option>
          {subjects.map((entry) => (
            <option key={entry.subject} value={entry.subject}>
              {`${entry.subject} (${entry.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-access`}>{t.access}</label>
        <select id={`${id}-access`} value={access} onChange={(event) => setAccess(event.target.value as AccessKey | '')}>
          <option value="">{c.all}</option>
          {E_RESOURCE_ACCESS.map((value) => (
            <option key={value} value={value}>
              {t.accessNames[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field eres-filters__words">
        <label htmlFor={`${id}-q`}>{c.keyword}</label>
        <input id={`${id}-q`} type="search" value={q} maxLength={LIST_QUERY_MAX} placeholder={t.keywordPlaceholder} onChange={(event) => setQ(event.target.value)} />
      </div>
      <div className="eres-filters__actions">
        <button type="submit" className="button">
          {c.search}
        </button>
        {filtered ? (
          <RouteLink className="button button--secondary" to={E_RESOURCE_PATHS[kind]} search={{}}>
            {c.reset}
          </RouteLink>
        ) : null}
      </div>
    </form>
  );
}
