import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { useMyList } from '../use-my-list';
import { StatGrid } from './list-parts';
import { MyListFrame } from './my-list-frame';
import { toDateText } from '../../../lib/date-format';

/** /mypage/bookloan-state: limits, overdue, suspension and counts in words. */
export function LoanStateView({ userKey }: { userKey: string }) {
  const view = useMyList('state', userKey);
  const s = koLibrary.state;
  return (
    <MyListFrame page="bookloan-state" view={view}>
      {(data) => (
        <>
          {data.SUSPENDED_UNTIL ? (
            <p className="notice notice--warning" role="note">
              <strong>{s.suspended}</strong> {s.suspendedUntil(toDateText(data.SUSPENDED_UNTIL))}
            </p>
          ) : (
            <p className="status-word">{s.available(Math.max(0, data.LOAN_LIMIT - data.LOAN_COUNT))}</p>
          )}
          <StatGrid
            rows={[
              ['loans', s.loans, s.ofLimit(data.LOAN_COUNT, data.LOAN_LIMIT)],
              ['overdue', s.overdue, s.books(data.OVERDUE_COUNT)],
              ['reserves', s.reserves, s.ofLimit(data.RESERVE_COUNT, data.RESERVE_LIMIT)],
              ['suspended', s.suspended, data.SUSPENDED_UNTIL ? toDateText(data.SUSPENDED_UNTIL) : s.notSuspended],
              ['interests', s.interests, s.books(data.INTEREST_COUNT)],
              ['wishes', s.wishes, s.cases(data.WISH_COUNT)],
              ['year', s.yearLoans, s.books(data.YEAR_LOAN_COUNT)],
            ]}
          />
        </>
      )}
    </MyListFrame>
  );
}
