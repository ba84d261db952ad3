import { RouteLink } from '../../../components/ui/route-link';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { myLibraryLink } from '../../../links/account-links';
import { useMyList } from '../use-my-list';
import { StatGrid } from './list-parts';
import { ListFreshness } from './my-list-frame';
import '../my-library.css';

/** The hub's glance at the member's standing: loans, overdue, reservations, each a way in. */
export function MyLibrarySummary({ userKey }: { userKey: string }) {
  const view = useMyList('state', userKey);
  const data = view.record?.data;
  const s = koLibrary.state;
  return (
    <section aria-labelledby="my-summary-title" className="my-summary">
      <h2 id="my-summary-title" className="section-title">
        {koLibrary.pages['bookloan-state']}
      </h2>
      {data && view.record ? (
        <>
          <ListFreshness fetchedAt={view.record.fetchedAt} status={view.status} onRefresh={view.refresh} />
          <StatGrid
            rows={[
              ['loans', <RouteLink {...myLibraryLink('bookloan-list')}>{s.loans}</RouteLink>, s.ofLimit(data.LOAN_COUNT, data.LOAN_LIMIT)],
              ['overdue', s.overdue, s.books(data.OVERDUE_COUNT)],
              ['reserves', <RouteLink {...myLibraryLink('bookreserve-list')}>{s.reserves}</RouteLink>, s.ofLimit(data.RESERVE_COUNT, data.RESERVE_LIMIT)],
              ['interests', <RouteLink {...myLibraryLink('my-interested-book')}>{s.interests}</RouteLink>, s.books(data.INTEREST_COUNT)],
            ]}
          />
          {data.SUSPENDED_UNTIL ? <p className="notice notice--warning">{s.suspendedUntil(data.SUSPENDED_UNTIL.replaceAll('-', '.'))}</p> : null}
        </>
      ) : (
        <p className="notice" role="status">
          {view.record === null && view.status === 'offline' ? koLibrary.offlineEmpty : view.record === null && view.status === 'failed' ? koLibrary.failed : koLibrary.loading}
        </p>
      )}
    </section>
  );
}
