import type { AboutTeam } from '../../../../contract/about';
import { telHref } from '../../../../contract/library-info';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { orgTree } from '../model/about-model';
import { TableWrap } from './table-wrap';

const t = koAbout.organization;

function PhoneCell({ team }: { team: AboutTeam }) {
  if (team.PHONE === '') return <>{t.noPhone}</>;
  return (
    <a href={telHref(team.PHONE)} aria-label={t.call(team.NAME, team.PHONE)}>
      {team.PHONE}
    </a>
  );
}

/** One unit of the chart and the units under it, as nested lists (a screen reader hears the levels). */
function ChartNode({ team, childrenOf }: { team: AboutTeam; childrenOf: (code: string) => AboutTeam[] }) {
  const children = childrenOf(team.CODE);
  return (
    <li className="org-chart__node">
      <div className="org-chart__box">
        <strong>{team.NAME}</strong>
        {team.PHONE !== '' ? <span className="org-chart__phone">{team.PHONE}</span> : null}
      </div>
      {children.length > 0 ? (
        <ul className="org-chart__level">
          {children.map((child) => (
            <ChartNode key={child.CODE} team={child} childrenOf={childrenOf} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** {{about:organization}}: the chart (nested lists drawn as boxes) and the table of duties and phones. */
export function OrganizationBlock({ teams }: { teams: readonly AboutTeam[] }) {
  const { roots, childrenOf } = orgTree(teams);
  const units = teams.filter((team) => team.PARENT !== '');
  return (
    <div className="about-org">
      <h2>{t.chartTitle}</h2>
      <p>{t.teams(units.length)}</p>
      <nav className="org-chart" aria-label={t.chartLabel}>
        <ul className="org-chart__level org-chart__level--top">
          {roots.map((root) => (
            <ChartNode key={root.CODE} team={root} childrenOf={childrenOf} />
          ))}
        </ul>
      </nav>
      <h2>{t.tableTitle}</h2>
      <TableWrap label={t.tableCaption}>
        <table className="about-table">
          <caption className="sr-only">{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.team}</th>
              <th scope="col">{t.duties}</th>
              <th scope="col">{t.staff}</th>
              <th scope="col">{t.phone}</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((team) => (
              <tr key={team.CODE}>
                <th scope="row">{team.NAME}</th>
                <td>
                  <ul className="about-table__list">
                    {team.DUTIES.map((duty) => (
                      <li key={duty}>{duty}</li>
                    ))}
                  </ul>
                </td>
                <td>{team.STAFF > 0 ? t.people(team.STAFF) : ''}</td>
                <td>
                  <PhoneCell team={team} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </div>
  );
}
