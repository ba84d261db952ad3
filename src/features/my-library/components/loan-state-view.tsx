import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { dotDate } from '../model/loan-days';
import { useMyList } from '../use-my-list';
import { MyListFrame } from './my-list-frame';

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
              <strong>{s.suspended}</strong> {s.suspendedUntil(dotDate(data.SUSPENDED_UNTIL))}
            </p>
          ) : (
            <p className="status-word">{s.available(Math.max(0, data.LOAN_LIMIT - data.LOAN_COUNT))}</p>
          )}
          <dl className="stat-grid">
            <div>
              <dt>{s.loans}</dt>
              <dd>{s.ofLimit(data.LOAN_COUNT, data.LOAN_LIMIT)}</dd>
            </div>
            <div>
              <dt>{s.overdue}</dt>
              <dd>{s.books(data.OVERDUE_COUNT)}</dd>
            </div>
            <div>
              <dt>{s.reserves}</dt>
              <dd>{s.ofLimit(data.RESERVE_COUNT, data.RESERVE_LIMIT)}</dd>
            </div>
            <div>
              <dt>{s.suspended}</dt>
              <dd>{data.SUSPENDED_UNTIL ? dotDate(data.SUSPENDED_UNTIL) : s.notSuspended}</dd>
            </div>
            <div>
              <dt>{s.interests}</dt>
              <dd>{s.books(data.INTEREST_COUNT)}</dd>
            </div>
            <div>
              <dt>{s.wishes}</dt>
              <dd>{s.cases(data.WISH_COUNT)}</dd>
            </div>
            <div>
              <dt>{s.yearLoans}</dt>
              <dd>{s.books(data.YEAR_LOAN_COUNT)}</dd>
            </div>
          </dl>
        </>
      )}
    </MyListFrame>
  );
}
