import { useState } from 'react';
import type { BookDetail } from '../../../../contract/catalogue';
import { HrefLink } from '../../../components/ui/href-link';
import { InfoList } from '../../../components/ui/info-list';
import { toDotDateTime } from '../../../lib/dates';
import { koCatalogue } from '../../../lib/i18n/messages-catalogue-ko';
import { KDC_NAMES, searchHref } from '../model/search-query';

/** A book's record: bibliographic facts, where it stands, whether it can be borrowed, in words. */
export function BookDetailView({ book, fromCache, fetchedAt }: { book: BookDetail; fromCache: boolean; fetchedAt: number }) {
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
        <HrefLink href={searchHref({ query: book.TITLE })}>{koCatalogue.title}</HrefLink>
      </p>
      <h1 className="page-title">{book.TITLE}</h1>
      {fromCache ? <p className="notice">{koCatalogue.fromCache(toDotDateTime(new Date(fetchedAt)))}</p> : null}
      <div className="book-detail__body">
        <img
          className="book-detail__cover"
          src={!book.COVER_URL || broken ? '/images/logo-grey.svg' : book.COVER_URL}
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
      {book.SUMMARY ? (
        <section aria-labelledby="book-summary-title">
          <h2 id="book-summary-title" className="section-title">
            {koCatalogue.detail.summary}
          </h2>
          <p className="book-detail__summary">{book.SUMMARY}</p>
        </section>
      ) : null}
      <div className="form-actions">
        <HrefLink className="button button--secondary" href={searchHref({ query: book.AUTHOR.split(/[,(]/)[0]?.trim() ?? '', field: 'author' })}>
          {koCatalogue.detail.sameAuthor}
        </HrefLink>
      </div>
    </article>
  );
}
