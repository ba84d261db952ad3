import { useId } from 'react';
import type { CatalogueSearchResponse } from '../../../../../contract/catalogue';
import { RouteLink } from '../../../../components/ui/route-link';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { classListLink } from '../../../../links/discovery-links';
import { KDC_CLASSES, kdcClass, kdcDivision, kdcLabel, kdcName } from '../../model/kdc-names';
import { searchCount } from '../../model/search-count';
import type { Loaded } from '../../../../data/resource';
import { classPrefix, classSearchOf, type ClassParams } from '../model/discovery-params';
import { BookList, DiscoveryPage, LoadProblem, ResultsSection } from './discovery-parts';

const text = koDiscovery.classes;

/** 전체 주제 › 800 문학 › 810 한국문학 › 813 소설: each step a link, the last the current page. */
function Trail({ prefix }: { prefix: string }) {
  const steps = ['', ...Array.from({ length: prefix.length }, (_, index) => prefix.slice(0, index + 1))];
  return (
    <nav className="breadcrumb class-trail" aria-label={text.trail}>
      <ol>
        {steps.map((step) => (
          <li key={step || 'top'}>
            <RouteLink {...classListLink(classSearchOf(step))} current={step === prefix ? 'page' : undefined}>
              {step ? browseLabel(step) : text.top}
            </RouteLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** '80' and '810' hold the general works of their parent: '800 문학 일반', '810 한국문학 일반'. */
function browseLabel(code: string): string {
  return code.length > 1 && code.endsWith('0') && kdcName(code) ? `${kdcLabel(code)} ${text.general}` : kdcLabel(code);
}

/** The next level down: divisions of a class or sections of a division (unused ones as plain text). */
function SubClasses({ prefix }: { prefix: string }) {
  const id = useId();
  const children =
    prefix.length === 1
      ? (kdcClass(prefix)?.divisions ?? []).map((division) => ({ code: division.code, label: browseLabel(division.code), unused: division.unused === true }))
      : Array.from({ length: 10 }, (_, index) => ({ code: `${prefix}${index}`, label: browseLabel(`${prefix}${index}`), unused: false }));
  const name = kdcName(prefix) ? `${kdcName(prefix)}${prefix.endsWith('0') ? ` ${text.general}` : ''}` : kdcLabel(prefix);
  return (
    <section className="class-children" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {prefix.length === 1 ? text.divisions(name) : text.sections(name)}
      </h2>
      <ul className="class-grid">
        {children.map((child) => (
          <li key={child.code}>
            {child.unused ? (
              <span className="class-grid__item class-grid__item--unused">
                {child.code.padEnd(3, '0')} {text.unused}
              </span>
            ) : (
              <RouteLink className="class-grid__item" {...classListLink(classSearchOf(child.code))}>
                {child.label}
              </RouteLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The top of the browse: the ten classes, each with its divisions. */
function MainClasses() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {text.mainClasses}
      </h2>
      <p className="page-intro">{text.choose}</p>
      <ul className="class-overview">
        {KDC_CLASSES.map((main) => (
          <li key={main.code} className="class-overview__class">
            <h3 className="class-overview__title">
              <RouteLink {...classListLink(classSearchOf(main.code))}>{kdcLabel(main.code)}</RouteLink>
            </h3>
            <ul className="class-overview__divisions">
              {main.divisions
                .filter((division) => !division.unused && !division.code.endsWith('0'))
                .map((division) => (
                  <li key={division.code}>
                    <RouteLink {...classListLink(classSearchOf(division.code))}>{kdcLabel(division.code)}</RouteLink>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /search/decimal/class-list: browse by KDC. No class: the ten classes and their divisions. A
 * class or division: its subclasses and its books (searchcatalogue with the prefix); a section:
 * its books. The whole position (class, division, section, page) is in the URL.
 */
export function ClassBrowseView({ params, result }: { params: ClassParams; result: Loaded<CatalogueSearchResponse> | { kind: 'none' } }) {
  const prefix = classPrefix(params);
  const label = prefix ? browseLabel(prefix) : '';
  const unused = prefix.length === 2 && kdcDivision(prefix)?.unused === true;
  const current = params.page ?? 1;
  const counted = result.kind === 'data' ? searchCount(result.data) : null;
  return (
    <DiscoveryPage title={label ? `${text.title}: ${label}` : text.title} intro={prefix ? undefined : text.intro}>
      {prefix ? <Trail prefix={prefix} /> : null}
      {!prefix ? <MainClasses /> : null}
      {prefix.length === 1 || (prefix.length === 2 && !unused) ? <SubClasses prefix={prefix} /> : null}
      {result.kind === 'none' ? null : result.kind === 'data' ? (
        <ResultsSection
          heading={text.booksOf(label)}
          count={text.total(label, result.data.TOTAL_COUNT, counted?.kind ?? 'exact')}
          fetchedAt={result.fetchedAt}
          fromCache={result.fromCache}
          empty={text.empty}
          isEmpty={result.data.LIST.length === 0}
          paging={{ current, total: counted?.pageable ?? 0, size: result.data.SIZE, linkFor: (page) => classListLink(classSearchOf(prefix, page)) }}
        >
          <BookList books={result.data.LIST} start={(current - 1) * result.data.SIZE + 1} />
          {counted?.beyondPages ? <p className="notice">{text.beyondPages(counted.pageable)}</p> : null}
        </ResultsSection>
      ) : (
        <LoadProblem result={result} />
      )}
    </DiscoveryPage>
  );
}
