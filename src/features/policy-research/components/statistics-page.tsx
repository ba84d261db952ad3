import { useId, type ReactNode } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPolicy } from '../../../lib/i18n/messages-policy-ko';
import { groupDigits } from '../../../lib/i18n/number-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { libraryStatisticsLink } from '../../../links/policy-links';
import { describeChart, monthLong, monthNumber, shapeStatistics, shareText, sum, type Datum, type ShapedStatistics } from '../model/statistics-shape';
import { useLibraryStatistics } from '../policy-data';
import { BarChart, ColumnChart, LineChart } from './charts';
import { PolicyRelatedLinks } from './policy-parts';
import '../policy.css';

const t = koPolicy.statistics;
const c = koPolicy.common;

const people = (digits: string) => t.people(digits);
const books = (digits: string) => t.books(digits);

/** The table beside a chart: every value the chart draws, with the total (and shares when asked). */
function StatTable({ caption, rowHead, valueHead, data, withShare = false, testId }: { caption: string; rowHead: string; valueHead: string; data: readonly Datum[]; withShare?: boolean; testId: string }) {
  const total = sum(data);
  return (
    <div className="stat-table-box">
      <table className="stat-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHead}</th>
            <th scope="col">{valueHead}</th>
            {withShare ? <th scope="col">{t.share}</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key} data-key={d.key}>
              <th scope="row">{d.label}</th>
              <td>{groupDigits(d.value)}</td>
              {withShare ? <td>{t.percent(shareText(d.value, total))}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <td>{groupDigits(total)}</td>
            {withShare ? <td>{t.percent('100.0')}</td> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A chart with its title and unit, and its table beside it (under it on narrow screens). */
function StatFigure({ title, unit, chart, table, testId }: { title: string; unit: string; chart: ReactNode; table: ReactNode; testId: string }) {
  const id = useId();
  return (
    <div className="stat-pair" data-testid={testId}>
      <figure className="stat-figure" aria-labelledby={id}>
        <figcaption>
          <h3 id={id} className="stat-figure__title">
            {title}
          </h3>
          <span className="stat-figure__unit">{unit}</span>
        </figcaption>
        {chart}
      </figure>
      {table}
    </div>
  );
}

function YearNav({ years, current }: { years: readonly number[]; current: number }) {
  if (years.length < 2) return null;
  return (
    <nav className="stat-years" aria-label={t.yearNav}>
      <ul>
        {years.map((year) => (
          <li key={year}>
            <RouteLink {...libraryStatisticsLink({ year })} current={year === current ? 'page' : undefined} className={year === current ? 'stat-years__link is-current' : 'stat-years__link'}>
              {t.yearLink(year)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Summary({ shaped }: { shaped: ShapedStatistics }) {
  const items = [
    { key: 'visitors', label: t.totals.visitors, value: people(groupDigits(shaped.totals.visitors)) },
    { key: 'loans', label: t.totals.loans, value: books(groupDigits(shaped.totals.loans)) },
    { key: 'new-members', label: t.totals.newMembers, value: people(groupDigits(shaped.totals.newMembers)) },
    { key: 'members', label: t.totals.members, value: people(groupDigits(shaped.totals.members)) },
  ];
  return (
    <section className="stat-section" aria-labelledby="stat-summary">
      <h2 id="stat-summary">{t.summaryTitle}</h2>
      <dl className="stat-summary">
        {items.map((item) => (
          <div key={item.key} className="stat-summary__item" data-testid={`total-${item.key}`}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Figures({ shaped }: { shaped: ShapedStatistics }) {
  const year = shaped.year;
  const kdcTotal = sum(shaped.kdc);
  const ageTotal = sum(shaped.ages);
  return (
    <>
      <section className="stat-section" aria-labelledby="stat-visitors">
        <h2 id="stat-visitors">{t.visitorsTitle}</h2>
        <StatFigure
          testId="chart-visitors"
          title={t.charts.visitors(year)}
          unit={t.units.people}
          chart={<ColumnChart title={t.charts.visitors(year)} description={describeChart(t.kinds.column, shaped.visitors, people)} data={shaped.visitors} />}
          table={<StatTable testId="table-visitors" caption={t.charts.visitors(year)} rowHead={t.month} valueHead={t.columnHead.visitors} data={shaped.visitors} />}
        />
      </section>
      <section className="stat-section" aria-labelledby="stat-loans">
        <h2 id="stat-loans">{t.loansTitle}</h2>
        <StatFigure
          testId="chart-loans"
          title={t.charts.loans(year)}
          unit={t.units.books}
          chart={<LineChart title={t.charts.loans(year)} description={describeChart(t.kinds.line, shaped.loans, books)} data={shaped.loans} />}
          table={<StatTable testId="table-loans" caption={t.charts.loans(year)} rowHead={t.month} valueHead={t.columnHead.loans} data={shaped.loans} />}
        />
        <StatFigure
          testId="chart-kdc"
          title={t.charts.kdc(year)}
          unit={t.units.books}
          chart={
            <BarChart
              title={t.charts.kdc(year)}
              description={describeChart(t.kinds.bar, shaped.kdc, books)}
              data={shaped.kdc}
              valueText={(d) => `${groupDigits(d.value)} (${t.percent(shareText(d.value, kdcTotal))})`}
            />
          }
          table={<StatTable testId="table-kdc" caption={t.charts.kdc(year)} rowHead={t.kdcClass} valueHead={t.columnHead.loans} data={shaped.kdc} withShare />}
        />
      </section>
      <section className="stat-section" aria-labelledby="stat-members">
        <h2 id="stat-members">{t.membersTitle}</h2>
        <StatFigure
          testId="chart-new-members"
          title={t.charts.newMembers(year)}
          unit={t.units.people}
          chart={<ColumnChart title={t.charts.newMembers(year)} description={describeChart(t.kinds.column, shaped.newMembers, people)} data={shaped.newMembers} />}
          table={<StatTable testId="table-new-members" caption={t.charts.newMembers(year)} rowHead={t.month} valueHead={t.columnHead.newMembers} data={shaped.newMembers} />}
        />
        <StatFigure
          testId="chart-ages"
          title={t.charts.ages(year)}
          unit={t.units.people}
          chart={
            <BarChart
              title={t.charts.ages(year)}
              description={describeChart(t.kinds.bar, shaped.ages, people)}
              data={shaped.ages}
              valueText={(d) => `${groupDigits(d.value)} (${t.percent(shareText(d.value, ageTotal))})`}
            />
          }
          table={<StatTable testId="table-ages" caption={t.charts.ages(year)} rowHead={t.ageGroup} valueHead={t.columnHead.newMembers} data={shaped.ages} withShare />}
        />
      </section>
    </>
  );
}

/** /policy-research/lib-statistics: the year's figures as charts, each beside its table. */
export function StatisticsPage({ year }: { year: number | undefined }) {
  useDocumentTitle(year === undefined ? t.title : `${t.title} ${t.yearLink(year)}`, ko.app.name);
  const view = useLibraryStatistics(year);
  return (
    <div className="container policy">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      <StoredView view={view} labels={c}>
        {(data) => {
          const shaped = shapeStatistics(data);
          const shownYear = shaped.year || year || 0;
          // The year the library opened starts later than January: said, so its totals read right.
          const opening = monthNumber(shaped.visitors[0]?.key ?? '');
          return (
            <>
              <YearNav years={shaped.years} current={shownYear} />
              {shaped.lastMonth ? <p className="stat-basis">{t.basis(monthLong(shaped.lastMonth))}</p> : null}
              {opening > 1 && shaped.years[0] === shownYear ? <p className="stat-basis">{t.openingNote(shownYear, opening)}</p> : null}
              {shaped.visitors.length === 0 ? (
                <p className="notice">{t.noData(shownYear)}</p>
              ) : (
                <>
                  <Summary shaped={shaped} />
                  <Figures shaped={shaped} />
                </>
              )}
            </>
          );
        }}
      </StoredView>
      <p className="muted policy__demo">{c.demoNote}</p>
      <PolicyRelatedLinks current="statistics" />
    </div>
  );
}
