import type { AboutCollection } from '../../../../contract/about';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { groupDigits } from '../../../lib/i18n/number-format';
import { classListLink } from '../../../links/discovery-links';
import { RouteLink } from '../../../components/ui/route-link';
import { classRows } from '../model/about-model';
import { TableWrap } from './table-wrap';

const t = koAbout.collection;

/**
 * {{about:collection}}: volumes by KDC main class as a table (each class a link to its shelf in
 * the KDC browse) with a bar figure beside it that repeats the table for the eye only, and the
 * holdings by medium.
 */
export function CollectionBlock({ collection }: { collection: AboutCollection }) {
  const { rows, total } = classRows(collection);
  const largest = Math.max(1, ...rows.map((row) => row.volumes));
  return (
    <div className="about-collection">
      {collection.BASE_DATE ? <p className="about-collection__base">{t.baseDate(collection.BASE_DATE)}</p> : null}
      <h2>{t.byClass}</h2>
      <div className="about-collection__grid">
        <TableWrap label={t.byClassCaption}>
          <table className="about-table about-table--numbers">
            <caption className="sr-only">{t.byClassCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.kdc}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.volumes}</th>
                <th scope="col">{t.share}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <td>{t.classCode(row.code)}</td>
                  <th scope="row">
                    <RouteLink {...classListLink({ kdc: Number(row.code) })} aria-label={t.browse(row.name)}>
                      {row.name}
                    </RouteLink>
                  </th>
                  <td>{groupDigits(row.volumes)}</td>
                  <td>{t.percent(row.share)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td />
                <th scope="row">{t.total}</th>
                <td>{groupDigits(total)}</td>
                <td>{t.percent(total > 0 ? 100 : 0)}</td>
              </tr>
            </tfoot>
          </table>
        </TableWrap>
        <figure className="about-bars" aria-hidden="true">
          {rows.map((row) => (
            <div key={row.code} className="about-bars__row">
              <span className="about-bars__label">{row.name}</span>
              <span className="about-bars__track">
                <span className="about-bars__bar" style={{ inlineSize: `${(row.volumes / largest) * 100}%` }} />
              </span>
              <span className="about-bars__value">{t.percent(row.share)}</span>
            </div>
          ))}
        </figure>
      </div>
      <h2>{t.byMedia}</h2>
      <TableWrap label={t.byMediaCaption}>
        <table className="about-table about-table--numbers about-table--narrow">
          <caption className="sr-only">{t.byMediaCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.media}</th>
              <th scope="col">{t.count}</th>
            </tr>
          </thead>
          <tbody>
            {collection.MEDIA.map((media) => (
              <tr key={media.CODE}>
                <th scope="row">{media.NAME}</th>
                <td>
                  {groupDigits(media.COUNT)}
                  {media.UNIT}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </div>
  );
}
