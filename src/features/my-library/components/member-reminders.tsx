import { RouteLink } from '../../../components/ui/route-link';
import { toDateTime } from '../../../lib/date-format';
import { toIsoDate } from '../../../lib/dates';
import { koReminders } from '../../../lib/i18n/messages-reminders-ko';
import { useToday } from '../../../lib/use-today';
import { myLibraryLink } from '../../../links/account-links';
import { reminders, type Reminder } from '../model/reminders';
import { useMyList } from '../use-my-list';
import './member-reminders.css';

function stateWords(line: Reminder): string {
  if (line.kind === 'overdue') return koReminders.overdue(line.days);
  if (line.kind === 'ready') return koReminders.ready(toIsoDate(line.pickupUntil));
  return line.days === 0 ? koReminders.dueToday : koReminders.dueIn(line.days);
}

/**
 * The top of the home page for a member (the route loads this chunk only for one): overdue
 * loans, reservations ready to collect and loans due soon, each line a way to its 나의 도서관
 * page. Read from the lists 나의 도서관 keeps on the device (so offline too), refreshed like them
 * (on mount and when the network returns); the days are counted on the device on the library's
 * day. Nothing at all while nothing is stored, or when there is nothing to say.
 */
export function MemberReminders({ userKey }: { userKey: string }) {
  const loans = useMyList('loans', userKey);
  const reserves = useMyList('reserves', userKey);
  const today = useToday();
  // The times of the copies kept on the device (a list not read yet or never kept has none).
  const kept = [loans.record?.fetchedAt, reserves.record?.fetchedAt].filter((time): time is number => time !== undefined);
  if (kept.length === 0) return null;
  const lines = reminders(loans.record?.data.LIST ?? [], reserves.record?.data.LIST ?? [], today);
  if (lines.length === 0) return null;
  // The older copy's time: what the lines are at least as fresh as.
  const fetchedAt = Math.min(...kept);
  const offline = loans.status === 'offline' || reserves.status === 'offline';
  return (
    <section className="container member-reminders" aria-labelledby="member-reminders-title">
      <h2 id="member-reminders-title" className="member-reminders__title">
        {koReminders.title}
      </h2>
      <ul className="member-reminders__list">
        {lines.map((line) => (
          <li key={`${line.kind}:${line.kind === 'ready' ? line.pickupUntil : line.days}`}>
            <RouteLink className={`member-reminder member-reminder--${line.kind}`} {...myLibraryLink(line.kind === 'ready' ? 'bookreserve-list' : 'bookloan-list')}>
              <strong className="member-reminder__state">{stateWords(line)}</strong>{' '}
              <span className="member-reminder__books">{koReminders.books(line.titles[0] ?? '', line.titles.length - 1)}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
      <p className="member-reminders__time">
        {koReminders.lastUpdated(toDateTime(fetchedAt))}
        {offline ? ` · ${koReminders.offline}` : null}
      </p>
    </section>
  );
}
