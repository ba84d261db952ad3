import type { AboutHistoryItem } from '../../../../contract/about';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { historyByYear } from '../model/about-model';

const t = koAbout.history;

/** {{about:history}}: a heading per year (newest first), its events by month, and jump links to the years. */
export function HistoryBlock({ items }: { items: readonly AboutHistoryItem[] }) {
  const years = historyByYear(items);
  return (
    <div className="about-history">
      <nav aria-label={t.nav}>
        <ul className="about-chips">
          {years.map(({ year }) => (
            <li key={year}>
              <a href={`#year-${year}`}>{t.yearHeading(year)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {years.map(({ year, items: events }) => (
        <section key={year} className="about-history__year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{t.yearHeading(year)}</h2>
          <ol className="about-history__list">
            {events.map((event, index) => (
              <li key={`${event.MONTH}-${index}`}>
                <span className="about-history__month">{event.MONTH > 0 ? t.month(event.MONTH) : t.yearOnly}</span>
                <span>{event.TEXT}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
