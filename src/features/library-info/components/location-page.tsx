import type { ReactNode } from 'react';
import type { LibraryInfo } from '../../../../contract/library-info';
import { RouteLink } from '../../../components/ui/route-link';
import { koFacts } from '../../../lib/i18n/messages-facts-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLibraryInfo } from '../library-info-data';
import { closedText, libraryHoursText } from '../model/facts-text';
import { FactsPending, LibraryBlock } from './library-block';
import '../library-info.css';

/** Map services that find the library by its address (outside links, new tab). */
function mapLinks(info: LibraryInfo): { name: string; href: string }[] {
  const query = encodeURIComponent(`${info.ADDRESS} ${info.NAME}`);
  return [
    { name: koFacts.directions.kakao, href: `https://map.kakao.com/?q=${query}` },
    { name: koFacts.directions.naver, href: `https://map.naver.com/p/search/${query}` },
  ];
}

/**
 * /gg-directions: where the library is and when it opens, all from the stored facts, with the map
 * services and the directions guide (a CMS page: transport, parking) one click away. `children`:
 * what the route adds below (the floor-map feature's transit, parking and floor maps).
 */
export function LocationPage({ children }: { children?: ReactNode }) {
  const { info, loading } = useLibraryInfo();
  useDocumentTitle(koFacts.directions.title, ko.app.name);
  return (
    <div className="container">
      <article className="content-page location-page">
        <h1 className="content-page__title">{koFacts.directions.title}</h1>
        <p>{koFacts.directions.intro}</p>
        <LibraryBlock args={['location']} />
        <section aria-labelledby="location-hours">
          <h2 id="location-hours">{koFacts.directions.hoursTitle}</h2>
          {info ? (
            <dl className="facts-list">
              <div>
                <dt>{koFacts.hours}</dt>
                <dd>{koFacts.hoursList(libraryHoursText(info))}</dd>
              </div>
              <div>
                <dt>{koFacts.closed}</dt>
                <dd>{koFacts.closedList(closedText(info))}</dd>
              </div>
            </dl>
          ) : (
            <FactsPending loading={loading} />
          )}
          <p>
            <RouteLink to="/contents/$menuUrl" params={{ menuUrl: 'hours' }}>
              {koFacts.directions.hoursGuide}
            </RouteLink>
          </p>
        </section>
        <section aria-labelledby="location-maps">
          <h2 id="location-maps">{koFacts.directions.maps}</h2>
          {info ? (
            <ul className="location-page__maps">
              {mapLinks(info).map((map) => (
                <li key={map.name}>
                  <a className="button button--secondary" href={map.href} target="_blank" rel="noopener noreferrer">
                    {map.name}
                    <span aria-hidden="true" className="external-mark">
                      ↗
                    </span>
                    <span className="sr-only"> ({ko.app.newTab})</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <RouteLink to="/custom/$menuUrl" params={{ menuUrl: 'directions' }}>
              {koFacts.directions.guide}
            </RouteLink>
          </p>
        </section>
        {children}
      </article>
    </div>
  );
}
