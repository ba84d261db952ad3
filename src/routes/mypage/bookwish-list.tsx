import { createFileRoute } from '@tanstack/react-router';
import { WishListView, type WishPrefill } from '../../features/my-library/components/wish-list-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../-member-key';

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);

/** /mypage/bookwish-list: hope-book requests; the book page prefills the form through the URL. */
export const Route = createFileRoute('/mypage/bookwish-list')({
  validateSearch: (search: Record<string, unknown>): WishPrefill => {
    const bookKey = text(search.bookKey, 40);
    const year = typeof search.year === 'number' ? String(search.year) : text(search.year, 4);
    const isbn = typeof search.isbn === 'number' ? String(search.isbn) : text(search.isbn, 13);
    return {
      ...(bookKey && /^[A-Za-z0-9_-]+$/.test(bookKey) ? { book_key: bookKey } : {}),
      ...(text(search.title, 200) ? { title: text(search.title, 200) } : {}),
      ...(text(search.author, 100) ? { author: text(search.author, 100) } : {}),
      ...(text(search.publisher, 100) ? { publisher: text(search.publisher, 100) } : {}),
      ...(year && /^\d{4}$/.test(year) ? { publish_year: year } : {}),
      ...(isbn && /^(\d{9}[\dX]|\d{13})$/.test(isbn) ? { isbn } : {}),
    };
  },
  component: function Page() {
    const userKey = useMemberKey();
    const prefill = Route.useSearch();
    useDocumentTitle(koLibrary.pages['bookwish-list'], ko.app.name);
    return userKey ? <WishListView key={prefill.book_key ?? ''} userKey={userKey} prefill={prefill} /> : null;
  },
});
