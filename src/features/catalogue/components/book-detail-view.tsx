import { useState, type ReactNode } from 'react';
import type { BookDetail } from '../../../../contract/catalogue';
import { COVER_FALLBACK } from '../../../components/ui/cover-fallback';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { RouteLink } from '../../../components/ui/route-link';
import { InfoList } from '../../../components/ui/info-list';
import { toDateText, toDateTime } from '../../../lib/date-format';
import { koCatalogue } from '../../../lib/i18n/messages-catalogue-ko';
import { marcLink, searchLink } from '../../../links/catalogue-links';
import { KDC_NAMES } from '../model/search-query';
import './book-detail.css';

/**
 * A cell's value with its column's name before it. The name shows only where the table is drawn
 * as a card per copy (narrow screens, book-detail.css); it is hidden from assistive technology,
 * which hears the column header through the table's semantics (kept by the explicit roles).
 */
function HoldingCell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={className}>
      <span className="holdings-table__label" aria-hidden="true">
        {label}
      </span>
      <span className="holdings-table__value">{children}</span>
    </td>
  );
}

/**
 * Every copy: branch, registration number, call number, room, and its state in words. A table on
 * wide screens; on a phone each copy is a card (state first after the branch) so the state and
 * due date are seen without scrolling sideways. The roles are written out because a table whose
 * rows are restyled with CSS display loses its semantics in some browsers.
 */
function HoldingsTable({ book }: { book: BookDetail }) {
  const d = koCatalogue.detail;
  return (
    <section aria-labelledby="book-holdings-title">
      <h2 id="book-holdings-title" className="section-title">
        {d.holdings} <span className="section-title__note">{d.holdingsCount(book.HOLDINGS.length)} · {d.reserveCount(book.RESERVE_COUNT)}</span>
      </h2>
      {book.HOLDINGS.length === 0 ? (
        <p className="notice">{d.noHoldings}</p>
      ) : (
        <div className="table-scroll">
          <table className="holdings-table" role="table">
            <caption className="sr-only">{d.holdings}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {d.branch}
                </th>
                <th scope="col" role="columnheader">
                  {d.regNo}
                </th>
                <th scope="col" role="columnheader">
                  {koCatalogue.callNo}
                </th>
                <th scope="col" role="columnheader">
                  {koCatalogue.location}
                </th>
                <th scope="col" role="columnheader">
                  {d.status}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {book.HOLDINGS.map((holding) => (
                <tr key={holding.HOLDING_KEY} role="row">
                  <th scope="row" role="rowheader">
                    {holding.BRANCH_NAME}
                  </th>
                  <HoldingCell label={d.regNo} className="holdings-table__reg">
                    {holding.REG_NO}
                  </HoldingCell>
                  <HoldingCell label={koCatalogue.callNo}>{holding.CALL_NO}</HoldingCell>
                  <HoldingCell label={koCatalogue.location}>{holding.SHELF_LOC_DESC}</HoldingCell>
                  <HoldingCell label={d.status} className="holdings-table__status">
                    <strong className={holding.LOAN_CODE === 'OK' ? 'availability--ok' : undefined}>{d.statuses[holding.LOAN_CODE] ?? d.otherStatus}</strong>
                    {holding.DUE_DATE ? <span className="holdings-table__due">{d.dueBack(toDateText(holding.DUE_DATE))}</span> : null}
                  </HoldingCell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The MARC record opens in its own window (the /window/ pages), as the library's OPAC does. */
function MarcLink({ bookKey }: { bookKey: string }) {
  return (
    <RouteLink className="button button--secondary" {...marcLink(bookKey)} target="_blank" rel="noopener">
      {koCatalogue.detail.marcNewWindow}
    </RouteLink>
  );
}

/**
 * A book's record: bibliographic facts, where it stands, whether it can be borrowed, in words.
 * `location` is drawn after the copies (the route gives the floor-map feature's shelf map).
 */
export function BookDetailView({
  book,
  fromCache,
  fetchedAt,
  actions,
  location,
}: {
  book: BookDetail;
  fromCache: boolean;
  fetchedAt: number;
  actions?: ReactNode;
  location?: ReactNode;
}) {
  const [broken, setBroken] = useState(false);
  const kdcName = KDC_NAMES[book.KDC_CLASS.charAt(0)];
  const rows: Array<[string, string]> = [
    [koCatalogue.author, book.AUTHOR],
    [koCatalogue.publisher, book.PUBLISHER],
    [koCatalogue.year, book.PUBLISH_YEAR],
    ['ISBN', book.ISBN || koCatalogue.detail.none],
    [koCatalogue.detail.kdc, kdcName ? `${book.KDC_CLASS} (${kdcName})` : book.KDC_CLASS],
    [koCatalogue.callNo, book.CALL_NO],
    [koCatalogue.location, book.SHELF_LOC_DESC],
  ];
  return (
    <article className="book-detail">
      <p className="post__board">
        <RouteLink {...searchLink({ query: book.TITLE })}>{koCatalogue.title}</RouteLink>
      </p>
      <h1 className="page-title">{book.TITLE}</h1>
      {fromCache ? <p className="notice">{koCatalogue.fromCache(toDateTime(fetchedAt))}</p> : null}
      <div className="book-detail__body">
        <img
          className="book-detail__cover"
          src={!book.COVER_URL || broken ? COVER_FALLBACK : book.COVER_URL}
          alt={`${book.TITLE} 표지`}
          width={180}
          height={252}
          onError={() => setBroken(true)}
        />
        <div>
          <p className={book.LOAN_CODE === 'OK' ? 'availability availability--ok book-detail__availability' : 'availability book-detail__availability'}>
            {book.LOAN_CODE === 'OK' ? koCatalogue.available : koCatalogue.onLoan}
          </p>
          <InfoList rows={rows} />
        </div>
      </div>
      <HoldingsTable book={book} />
      {location}
      {actions}
      {book.SUMMARY ? (
        <section aria-labelledby="book-summary-title">
          <h2 id="book-summary-title" className="section-title">
            {koCatalogue.detail.summary}
          </h2>
          <p className="book-detail__summary">{book.SUMMARY}</p>
        </section>
      ) : null}
      <div className="form-actions">
        <RouteLink className="button button--secondary" {...searchLink({ query: book.AUTHOR.split(/[,(]/)[0]?.trim() ?? '', field: 'author' })}>
          {koCatalogue.detail.sameAuthor}
        </RouteLink>
        <MarcLink bookKey={book.BOOK_KEY} />
        <CopyLinkButton title={book.TITLE} />
      </div>
    </article>
  );
}
