import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { thisYear } from '../../../lib/dates';
import { groupDigits } from '../../../lib/i18n/number-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clubListLink, reviewLink } from '../../../links/reading-links';
import { useReadingPoint } from '../reading-data';
import '../reading.css';

const t = koReading.point;
const c = koReading.common;

/**
 * /ever-reading/gg-point for a member the route let through (logged in, verified resident): the
 * programme, the member's points of the year, and the service, opened by the route's SSO opener.
 */
export function ReadingPointPage({ userKey, onOpenService }: { userKey: string; onOpenService: () => void }) {
  useDocumentTitle(t.title, ko.app.name);
  const view = useReadingPoint(userKey);
  return (
    <div className="container reading">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      <div className="form-actions form-actions--start">
        <button type="button" className="button" onClick={onOpenService} aria-describedby="gg-point-open-hint">
          {t.open}
        </button>
        <p id="gg-point-open-hint" className="field__hint">
          {t.openHint}
        </p>
      </div>
      <section aria-labelledby="gg-point-rules">
        <h2 id="gg-point-rules">{t.how}</h2>
        <dl className="info-list">
          {t.rules.map(([activity, points]) => (
            <div key={activity} className="info-list__row">
              <dt>{activity}</dt>
              <dd>{points}</dd>
            </div>
          ))}
        </dl>
        <p className="field__hint">{t.who}</p>
      </section>
      <section aria-labelledby="gg-point-mine">
        <h2 id="gg-point-mine">{t.mine(String(thisYear()))}</h2>
        <StoredView view={view} labels={{ ...c, offlineEmpty: t.offline, failedEmpty: t.failed }}>
          {(data) =>
            data.RESULT === 'SUCCESS' ? (
              <>
                <table className="point-table">
                  <thead>
                    <tr>
                      <th scope="col">{t.activity}</th>
                      <th scope="col">{t.count}</th>
                      <th scope="col">{t.points}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.ITEMS.map((item) => (
                      <tr key={item.LABEL}>
                        <th scope="row">{item.LABEL}</th>
                        <td>{t.countN(groupDigits(item.COUNT))}</td>
                        <td>{t.pointsN(groupDigits(item.POINTS))}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {t.total}
                      </th>
                      <td>{t.pointsN(groupDigits(data.TOTAL))}</td>
                    </tr>
                  </tfoot>
                </table>
              </>
            ) : (
              <p className="notice" role="alert">
                {data.RESULT_MESSAGE || t.failed}
              </p>
            )
          }
        </StoredView>
      </section>
      <div className="form-actions">
        <RouteLink className="button button--secondary" {...reviewLink({ write: 'Y' })}>
          {t.toReviews}
        </RouteLink>
        <RouteLink className="button button--secondary" {...clubListLink('CLUB')}>
          {t.toClubs}
        </RouteLink>
      </div>
    </div>
  );
}
