import { RouteLink } from '../../../components/ui/route-link';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { myLibraryLink } from '../../../links/account-links';
import type { MyListData } from '../my-library-data';
import { useMyList } from '../use-my-list';
import { StatGrid } from './list-parts';
import { toIsoDate } from '../../../lib/dates';
import { ListFreshness } from './my-list-frame';
import '../my-library.css';

/** The hub's glance at the member's standing: loans, overdue, reservations, each a way in. */
export function MyLibrarySummary({ userKey }: { userKey: string }) {
  const s = koLibrary.state;
  // No figures yet: the same rows, with a mark no screen reader reads in place of each value.
  const pending = <span aria-hidden="true">–</span>;
  const rows = (data: MyListData<'state'> | null) =>
    [
      ['loans', <RouteLink {...myLibraryLink('bookloan-list')}>{s.loans}</RouteLink>, data ? s.ofLimit(data.LOAN_COUNT, data.LOAN_LIMIT) : pending],
      ['overdue', s.overdue, data ? s.books(data.OVERDUE_COUNT) : pending],
      ['reserves', <RouteLink {...myLibraryLink('bookreserve-list')}>{s.reserves}</RouteLink>, data ? s.ofLimit(data.RESERVE_COUNT, data.RESERVE_LIMIT) : pending],
      ['interests', <RouteLink {...myLibraryLink('my-interested-book')}>{s.interests}</RouteLink>, data ? s.books(data.INTEREST_COUNT) : pending],
    ] as const;
  const view = useMyList('state', userKey);
  const data = view.record?.data;
  return (
    <section aria-labelledby="my-summary-title" className="my-summary">
      <h2 id="my-summary-title" className="section-title">
        {koLibrary.pages['bookloan-state']}
      </h2>
      {data && view.record ? (
        <>
          <ListFreshness fetchedAt={view.record.fetchedAt} status={view.status} onRefresh={view.refresh} />
          <StatGrid rows={rows(data)} />
          {data.SUSPENDED_UNTIL ? <p className="notice notice--warning">{s.suspendedUntil(toIsoDate(data.SUSPENDED_UNTIL))}</p> : null}
        </>
      ) : view.record === null && (view.status === 'offline' || view.status === 'failed') ? (
        <p className="notice" role="status">
          {view.status === 'offline' ? koLibrary.offlineEmpty : koLibrary.failed}
        </p>
      ) : (
        // While the figures load, the grid is there with its ways in and no values yet, so the
        // sections below do not move down when they arrive (a layout shift Lighthouse counted).
        <>
          <p className="notice" role="status">
            {koLibrary.loading}
          </p>
          <StatGrid rows={rows(null)} />
        </>
      )}
    </section>
  );
}
