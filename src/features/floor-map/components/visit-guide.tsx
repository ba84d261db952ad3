import { koFloorMap } from '../../../lib/i18n/messages-floor-map-ko';
import '../floor-map.css';

const v = koFloorMap.visit;

/** How to get here: subway, buses and bicycles, then parking (spaces, fees, accessible parking, charging). */
export function VisitGuide() {
  return (
    <>
      <section aria-labelledby="visit-transit" className="visit-guide">
        <h2 id="visit-transit">{v.transitTitle}</h2>
        <h3>{v.subwayTitle}</h3>
        <ul>
          {v.subway.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>{v.busTitle}</h3>
        <p>{v.busStop}</p>
        <div className="table-scroll">
          <table className="visit-guide__table">
            <caption className="sr-only">{v.busCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{v.busKind}</th>
                <th scope="col">{v.busRoutes}</th>
                <th scope="col">{v.busNote}</th>
              </tr>
            </thead>
            <tbody>
              {v.buses.map((bus) => (
                <tr key={bus.kind}>
                  <th scope="row">{bus.kind}</th>
                  <td>{bus.routes}</td>
                  <td>{bus.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>{v.bikeTitle}</h3>
        <p>{v.bike}</p>
      </section>
      <section aria-labelledby="visit-parking" className="visit-guide">
        <h2 id="visit-parking">{v.parkingTitle}</h2>
        <p>{v.parkingWhere}</p>
        <h3>{v.spacesTitle}</h3>
        <dl className="visit-guide__spaces">
          {v.spaces.map((space) => (
            <div key={space.label}>
              <dt>{space.label}</dt>
              <dd>{space.value}</dd>
            </div>
          ))}
        </dl>
        <h3>{v.feesTitle}</h3>
        <ul>
          {v.fees.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>{v.accessibleTitle}</h3>
        <p>{v.accessible}</p>
        <p>{v.busy}</p>
      </section>
    </>
  );
}
