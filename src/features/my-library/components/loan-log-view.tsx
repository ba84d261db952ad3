import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { Pagination } from '../../../components/ui/pagination';
import { thisYear as libraryYear } from '../../../lib/dates';
import { koCatalogue } from '../../../lib/i18n/messages-catalogue-ko';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { loanLogLink } from '../../../links/account-links';
import { bookLink } from '../../../links/catalogue-links';
import { useMyList } from '../use-my-list';
import { MyListFrame } from './my-list-frame';
import { toDateText } from '../../../lib/date-format';

export interface LoanLogParams {
  year?: number;
  page?: number;
}

/** The page's address: page 1 stays out of it. */
function pageLink(params: LoanLogParams) {
  return loanLogLink({ year: params.year, page: params.page !== undefined && params.page > 1 ? params.page : undefined });
}

/** /mypage/bookloan-log: returned loans, by year, ten a page. */
export function LoanLogView({ userKey, params }: { userKey: string; params: LoanLogParams }) {
  const router = useRouter();
  const id = useId();
  const page = params.page ?? 1;
  const view = useMyList('history', userKey, { page, ...(params.year === undefined ? {} : { year: params.year }) });
  const thisYear = libraryYear();
  const years = Array.from({ length: 5 }, (_, index) => thisYear - index);
  const filter = (
    <div className="my-filter">
      <label htmlFor={`${id}-year`}>{koLibrary.history.year}</label>
      <select id={`${id}-year`} value={params.year ?? ''} onChange={(event) => void router.navigate(pageLink({ year: event.target.value ? Number(event.target.value) : undefined }))}>
        <option value="">{koLibrary.history.allYears}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}년
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <MyListFrame page="bookloan-log" view={view} before={filter}>
      {(data) =>
        data.LIST.length === 0 ? (
          <p className="notice">{koLibrary.history.empty}</p>
        ) : (
          <>
            <p id={`${id}-count`} className="board__count" role="status">
              {koLibrary.history.total(data.TOTAL_COUNT)}
            </p>
            <table className="my-table">
              <caption className="sr-only">{koLibrary.pages['bookloan-log']}</caption>
              <thead>
                <tr>
                  <th scope="col">{koLibrary.bookTitle}</th>
                  <th scope="col">{koLibrary.loans.branch}</th>
                  <th scope="col">{koLibrary.loans.loanDate}</th>
                  <th scope="col">{koLibrary.history.returnDate}</th>
                </tr>
              </thead>
              <tbody>
                {data.LIST.map((item) => (
                  <tr key={item.LOAN_KEY}>
                    <td>
                      <RouteLink {...bookLink(item.BOOK_KEY)}>{item.TITLE}</RouteLink>
                      <span className="my-table__sub">{item.AUTHOR}</span>
                    </td>
                    <td>{item.BRANCH_NAME}</td>
                    <td>{toDateText(item.LOAN_DATE)}</td>
                    <td>{toDateText(item.RETURN_DATE)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              current={page}
              total={data.TOTAL_COUNT}
              size={data.SIZE}
              linkFor={(next) => pageLink({ ...params, page: next })}
              focusAfterPaging={`${id}-count`}
              labels={{ name: koLibrary.history.pages, previous: koCatalogue.previousPage, next: koCatalogue.nextPage, page: koCatalogue.pageN }}
            />
          </>
        )
      }
    </MyListFrame>
  );
}
