import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RouteLink } from '../../components/ui/route-link';
import { BookDetailView } from '../../features/catalogue/components/book-detail-view';
import { BookActions } from '../../features/my-library/components/book-actions';
import { koCatalogue } from '../../lib/i18n/messages-catalogue-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { searchSchema, text } from '../../lib/search-schema';
import { searchLink } from '../../links/catalogue-links';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';
import { loadBook, refreshBook, useBook } from '../../features/catalogue/catalogue-data';

/** The book's shelf on the floor map: its own chunk (the map's drawing and words), precached like every chunk. */
const BookShelfMap = lazy(() => import('../../features/floor-map/components/book-shelf-map').then((module) => ({ default: module.BookShelfMap })));

/** /search/search-detail/{id}?bookType=book&bookKey=…: one book (spec §2 book links), with the member's actions. */
export const Route = createFileRoute('/search/search-detail/$id')({
  validateSearch: searchSchema({
    bookType: text({ max: 20, pattern: /^[a-z]{1,20}$/ }),
    bookKey: text({ max: 40, pattern: /^[A-Za-z0-9_-]{1,40}$/ }),
  }),
  loaderDeps: ({ search }) => ({ bookKey: search.bookKey ?? '' }),
  loader: ({ deps, preload }) => (deps.bookKey ? loadBook(deps.bookKey, { preload }) : ({ kind: 'missing' } as const)),
  component: function BookDetailRoute() {
    const { bookKey } = Route.useLoaderDeps();
    // A reservation made or cancelled here changes the book's waiting count: fetched again, shown at once.
    const result = useBook(bookKey, Route.useLoaderData());
    const userKey = useMemberKey();
    const href = useRouterState({ select: (state) => state.location.href });
    useDocumentTitle(result.kind === 'data' ? result.data.TITLE : koCatalogue.title, ko.app.name);
    return (
      <div className="container narrow-wide">
        {result.kind === 'data' ? (
          <BookDetailView
            book={result.data}
            fromCache={result.fromCache}
            fetchedAt={result.fetchedAt}
            actions={<BookActions userKey={userKey} book={result.data} returnTo={href} onChanged={() => void refreshBook(bookKey)} />}
            location={
              <Suspense fallback={null}>
                <BookShelfMap book={result.data} />
              </Suspense>
            }
          />
        ) : (
          <>
            <h1 className="page-title">{koCatalogue.title}</h1>
            <p className="notice" role={result.kind === 'failed' ? 'alert' : undefined}>
              {result.kind === 'offline' ? koCatalogue.detail.offline : result.kind === 'failed' ? result.message || koCatalogue.detail.failed : koCatalogue.detail.missing}
            </p>
            <RouteLink className="button" {...searchLink()}>
              {koCatalogue.search}
            </RouteLink>
          </>
        )}
      </div>
    );
  },
});
