import { useState, type ReactNode } from 'react';
import type { BookSummary } from '../../../../contract/catalogue';
import { COVER_FALLBACK } from '../../../components/ui/cover-fallback';
import { RouteLink } from '../../../components/ui/route-link';
import { koCatalogue } from '../../../lib/i18n/messages-catalogue-ko';
import { bookLink } from '../../../links/catalogue-links';

/** A cover, or the grey logo when there is none or it fails to load. */
export function BookCoverImage({ src, title, width = 72, height = 100, className = 'result__cover' }: { src: string; title: string; width?: number; height?: number; className?: string }) {
  const [broken, setBroken] = useState(false);
  return <img className={className} src={!src || broken ? COVER_FALLBACK : src} alt={`${title} 표지`} width={width} height={height} loading="lazy" decoding="async" onError={() => setBroken(true)} />;
}

/** Availability in words (never colour alone). */
export function Availability({ loanCode }: { loanCode: string }) {
  return <p className={loanCode === 'OK' ? 'availability availability--ok' : 'availability'}>{loanCode === 'OK' ? koCatalogue.available : koCatalogue.onLoan}</p>;
}

/**
 * One book in a list (search results, discovery lists): cover, title linking to the detail page,
 * author · publisher · year, call number and shelf, availability in words. `extra` goes below
 * (a rank, a curator's note …); `prefix` before the title (e.g. '1위').
 */
export function BookListItem({ book, extra, prefix }: { book: BookSummary; extra?: ReactNode; prefix?: ReactNode }) {
  return (
    <li className="result">
      <BookCoverImage src={book.COVER_URL} title={book.TITLE} />
      <div className="result__text">
        {prefix}
        {book.BOOK_KEY ? (
          <RouteLink className="result__title" {...bookLink(book.BOOK_KEY)}>
            {book.TITLE}
          </RouteLink>
        ) : (
          // No book key: a list result carries no address of its own (spec §2), so no dead link.
          <span className="result__title">{book.TITLE}</span>
        )}
        <p className="result__meta">{[book.AUTHOR, book.PUBLISHER, book.PUBLISH_YEAR].filter(Boolean).join(' · ')}</p>
        {book.CALL_NO || book.SHELF_LOC_DESC ? (
          <p className="result__meta">
            {koCatalogue.callNo} {book.CALL_NO} · {book.SHELF_LOC_DESC}
          </p>
        ) : null}
        <Availability loanCode={book.LOAN_CODE} />
        {extra}
      </div>
    </li>
  );
}
