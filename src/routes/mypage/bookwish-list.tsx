import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { WishListView, type WishPrefill } from '../../features/my-library/components/wish-list-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { searchSchema, text } from '../../lib/search-schema';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';

/** /mypage/bookwish-list: hope-book requests; the book page prefills the form through the URL. */
export const Route = createFileRoute('/mypage/bookwish-list')({
  validateSearch: v.pipe(
    searchSchema({
      bookKey: text({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ }),
      title: text({ max: 200 }),
      author: text({ max: 100 }),
      publisher: text({ max: 100 }),
      year: text({ max: 4, pattern: /^\d{4}$/ }),
      isbn: text({ max: 13, pattern: /^(\d{9}[\dX]|\d{13})$/ }),
    }),
    // The address uses the book page's names; the form uses the request's.
    v.transform(({ bookKey, year, ...rest }): WishPrefill => ({ ...rest, book_key: bookKey, publish_year: year })),
  ),
  component: function Page() {
    const userKey = useMemberKey();
    const prefill = Route.useSearch();
    useDocumentTitle(koLibrary.pages['bookwish-list'], ko.app.name);
    return userKey ? <WishListView key={prefill.book_key ?? ''} userKey={userKey} prefill={prefill} /> : null;
  },
});
