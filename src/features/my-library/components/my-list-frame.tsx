import { useEffect, useRef, type ReactNode } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { toDateTime } from '../../../lib/date-format';
import { useFocusRescue } from '../../../lib/use-focus-rescue';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { MY_LIBRARY_PAGES, myLibraryLink } from '../../../links/account-links';
import type { ActionMessage } from '../use-my-action';
import type { ListStatus, MyListView } from '../use-my-list';
import '../my-library.css';

export type MyPage = keyof typeof koLibrary.pages;

const NAV_PAGES: readonly MyPage[] = MY_LIBRARY_PAGES;

/** The 나의 도서관 sections, the current one marked for screen readers too. */
export function MyLibraryNav({ current }: { current: MyPage }) {
  return (
    <nav className="my-nav" aria-label={koLibrary.nav}>
      <ul>
        {NAV_PAGES.map((page) => (
          <li key={page}>
            <RouteLink {...myLibraryLink(page)} current={page === current ? 'page' : undefined} className={page === current ? 'my-nav__link my-nav__link--current' : 'my-nav__link'}>
              {koLibrary.pages[page]}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sentence an action left: polite for news, an alert for a refusal. */
export function ActionNotice({ message }: { message: ActionMessage }) {
  // The button acted on is often gone when the answer comes (its row left the list, or it became
  // its opposite): the focus goes on from this sentence instead of the top of the page.
  const status = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  useFocusRescue(message?.tone === 'error' ? alert : status, message, message?.origin);
  return (
    <>
      <p ref={status} tabIndex={-1} role="status" className={message && message.tone !== 'error' ? `notice ${message.tone === 'queued' ? 'notice--queued' : 'notice--ok'}` : 'sr-only'}>
        {message && message.tone !== 'error' ? message.text : ''}
      </p>
      {message?.tone === 'error' ? (
        <p ref={alert} tabIndex={-1} role="alert" className="form-error">
          {message.text}
        </p>
      ) : null}
    </>
  );
}

/** When the list was fetched, whether it is the device's copy, and a way to fetch it again. */
export function ListFreshness({ fetchedAt, status, onRefresh }: { fetchedAt: number; status: ListStatus; onRefresh: () => void }) {
  const loading = status === 'loading';
  // One fetch per ask: a second click before the list shows it is loading (a double click) sends
  // nothing more. The button stays focusable while it works (aria-disabled, not disabled: a
  // disabled button drops the focus to the page's top).
  const asked = useRef(false);
  useEffect(() => {
    if (!loading) asked.current = false;
  }, [loading]);
  const ask = () => {
    if (loading || asked.current) return;
    asked.current = true;
    onRefresh();
  };
  return (
    <div className="my-freshness">
      <p className="my-freshness__time">{koLibrary.lastUpdated(toDateTime(fetchedAt))}</p>
      {/* Both labels take the same cell and the one not shown is hidden (not read either): the
          button keeps the width of the longer, so the line does not wrap and unwrap, moving what is
          below, each time the list is fetched. */}
      <button type="button" className="link-button my-freshness__refresh" onClick={ask} aria-disabled={loading || undefined}>
        {[
          { label: koLibrary.refreshing, shown: loading },
          { label: koLibrary.refresh, shown: !loading },
        ].map(({ label, shown }) => (
          <span key={label} className={shown ? undefined : 'my-freshness__unshown'} aria-hidden={shown ? undefined : true}>
            {label}
          </span>
        ))}
      </button>
      {status === 'offline' ? <p className="notice">{koLibrary.offlineCached}</p> : null}
      {status === 'failed' ? <p className="notice">{koLibrary.failedCached}</p> : null}
    </div>
  );
}

/**
 * A page of 나의 도서관: heading, sections, then the list from the device at once and the
 * server's when it answers; a clear sentence when there is neither.
 */
export function MyListFrame<T>({ page, view, children, before }: { page: MyPage; view: MyListView<T>; children: (data: T) => ReactNode; before?: ReactNode }) {
  const { record, status, refresh } = view;
  return (
    <div className="container my-page">
      <h1 className="page-title">{koLibrary.pages[page]}</h1>
      <MyLibraryNav current={page} />
      {page in koLibrary.intros ? <p className="page-intro">{koLibrary.intros[page as keyof typeof koLibrary.intros]}</p> : null}
      {before}
      {record ? (
        <>
          <ListFreshness fetchedAt={record.fetchedAt} status={status} onRefresh={refresh} />
          {children(record.data)}
        </>
      ) : record === null && status === 'offline' ? (
        <p className="notice">{koLibrary.offlineEmpty}</p>
      ) : record === null && status === 'failed' ? (
        <p className="notice" role="alert">
          {koLibrary.failed}
        </p>
      ) : (
        <p className="notice" role="status">
          {koLibrary.loading}
        </p>
      )}
    </div>
  );
}
