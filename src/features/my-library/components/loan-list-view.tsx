import { useCallback } from 'react';
import type { Loan } from '../../../../contract/my-library';
import { RouteLink } from '../../../components/ui/route-link';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { useToday } from '../../../lib/use-today';
import { bookLink } from '../../../links/catalogue-links';
import { dueState } from '../model/loan-days';
import { useMyAction } from '../use-my-action';
import { useMyList, usePendingActions } from '../use-my-list';
import { Facts, ItemAction } from './list-parts';
import { ActionNotice, MyListFrame } from './my-list-frame';
import { toDateText } from '../../../lib/date-format';

function DueWords({ loan, today }: { loan: Loan; today: string }) {
  const state = dueState(loan.DUE_DATE, today);
  if (state.kind === 'overdue') return <strong className="due due--overdue">{koLibrary.loans.overdue(state.days)}</strong>;
  if (state.kind === 'today') return <strong className="due due--today">{koLibrary.loans.dueToday}</strong>;
  return <span className="due">{koLibrary.loans.daysLeft(state.days)}</span>;
}

/** /mypage/bookloan-list: current loans, due dates in words, renew. */
export function LoanListView({ userKey }: { userKey: string }) {
  const view = useMyList('loans', userKey);
  const { refresh } = view;
  const action = useMyAction(userKey, refresh);
  const pending = usePendingActions(userKey);
  // The library's day (a member abroad counts Seoul's days), renewed at its midnight.
  const today = useToday();
  const onRenew = useCallback((loan: Loan) => void action.run({ type: 'renew', loanKey: loan.LOAN_KEY, title: loan.TITLE }, koLibrary.loans.renewed(loan.TITLE), loan.LOAN_KEY), [action]);
  return (
    <MyListFrame page="bookloan-list" view={view} before={<ActionNotice message={action.message} />}>
      {(data) =>
        data.LIST.length === 0 ? (
          <p className="notice">{koLibrary.loans.empty}</p>
        ) : (
          <>
            <p className="board__count">{koLibrary.loans.count(data.LIST.length)}</p>
            <ul className="my-list">
              {data.LIST.map((loan) => {
                const waiting = pending.some((p) => p.type === 'renew' && p.target === loan.LOAN_KEY);
                return (
                  <li key={loan.LOAN_KEY} className="my-item">
                    <div className="my-item__main">
                      <RouteLink className="my-item__title" {...bookLink(loan.BOOK_KEY)}>
                        {loan.TITLE}
                      </RouteLink>
                      <p className="my-item__meta">{loan.AUTHOR}</p>
                      <Facts
                        rows={[
                          [koLibrary.loans.branch, loan.BRANCH_NAME],
                          [koLibrary.loans.callNo, loan.CALL_NO],
                          [koLibrary.loans.loanDate, toDateText(loan.LOAN_DATE)],
                          [
                            koLibrary.loans.dueDate,
                            <>
                              {toDateText(loan.DUE_DATE)} (<DueWords loan={loan} today={today} />)
                            </>,
                          ],
                        ]}
                      />
                      <p className="my-item__meta">{koLibrary.loans.renewCount(loan.RENEW_COUNT)}</p>
                    </div>
                    <ItemAction
                      waiting={waiting}
                      button={loan.RENEWABLE_YN === 'Y' ? { label: koLibrary.loans.renewLabel(loan.TITLE), text: koLibrary.loans.renew, disabled: action.busy !== null, onClick: () => onRenew(loan) } : null}
                      otherwise={
                        <p className="my-item__refusal">
                          <span className="badge">{koLibrary.loans.cannotRenew}</span> {loan.RENEW_REFUSAL}
                        </p>
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </>
        )
      }
    </MyListFrame>
  );
}
