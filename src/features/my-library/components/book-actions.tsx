import { useCallback, useEffect, useId, useState } from 'react';
import type { BranchCode } from '../../../../contract/branches';
import type { BookDetail } from '../../../../contract/catalogue';
import type { BookMyStateResponse } from '../../../../contract/my-library';
import { RouteLink } from '../../../components/ui/route-link';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { loginLink, myLibraryLink, wishLink } from '../../../links/account-links';
import { fetchBookMyState } from '../api/my-library-calls';
import { useMyAction } from '../use-my-action';
import { ActionNotice } from './my-list-frame';
import '../my-library.css';

type MyState = BookMyStateResponse;

/** Branches where a member may reserve: they hold the book and none of their copies is on the shelf. */
export function reservableBranches(book: Pick<BookDetail, 'HOLDINGS'>): { code: BranchCode; name: string }[] {
  const byBranch = new Map<string, { name: string; shelved: boolean }>();
  for (const holding of book.HOLDINGS) {
    const entry = byBranch.get(holding.BRANCH_CODE) ?? { name: holding.BRANCH_NAME, shelved: false };
    entry.shelved ||= holding.LOAN_CODE === 'OK';
    byBranch.set(holding.BRANCH_CODE, entry);
  }
  return [...byBranch].filter(([, entry]) => !entry.shelved).map(([code, entry]) => ({ code: code as BranchCode, name: entry.name }));
}

/** The hope-book form's prefill from a book (empty facts stay out of the address). */
export function wishSearch(book: Pick<BookDetail, 'BOOK_KEY' | 'TITLE' | 'AUTHOR' | 'PUBLISHER' | 'PUBLISH_YEAR' | 'ISBN'>) {
  return { bookKey: book.BOOK_KEY, title: book.TITLE, author: book.AUTHOR, publisher: book.PUBLISHER, year: book.PUBLISH_YEAR, isbn: book.ISBN };
}

/**
 * The book page's member part: interest, reservation and the hope-book request; a way in for
 * visitors. `onChanged` runs after an action the library took (the page fetches the book again).
 */
export function BookActions({ userKey, book, returnTo, onChanged }: { userKey: string | null; book: BookDetail; returnTo: string; onChanged?: () => void }) {
  const id = useId();
  // The member's state of this book (interest, reservation, loan), with the book it is of: a page
  // moved to another book shows nothing of the last one's. Until the first answer for this book
  // (or its failure, offline), the buttons that depend on it wait: a toggle shown as 'not in the
  // interests' before the library has said so could add a book the member already has.
  const [known, setKnown] = useState<{ of: string; state: MyState | null } | null>(null);
  const of = `${userKey ?? ''}|${book.BOOK_KEY}`;
  const current = known?.of === of ? known : null;
  const state = current?.state ?? null;
  const asking = userKey !== null && current === null;
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => {
    setTick((n) => n + 1);
    // The page's own facts (the waiting count) are the route's to fetch again.
    onChanged?.();
  }, [onChanged]);
  const action = useMyAction(userKey ?? '', refresh);
  const branches = reservableBranches(book);
  const [branch, setBranch] = useState<BranchCode | ''>(branches[0]?.code ?? '');

  useEffect(() => {
    if (!userKey) return;
    let live = true;
    const asked = `${userKey}|${book.BOOK_KEY}`;
    void fetchBookMyState(userKey, book.BOOK_KEY).then((answer) => {
      // A failed refresh keeps what this member's last answer for the book said; a first ask that
      // failed (offline) leaves the actions usable, kept to be sent by the outbox.
      if (live) setKnown((before) => ({ of: asked, state: answer ?? (before?.of === asked ? before.state : null) }));
    });
    return () => {
      live = false;
    };
  }, [userKey, book.BOOK_KEY, tick]);

  if (!userKey) {
    return (
      <section className="book-actions" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="section-title">
          {koLibrary.book.memberActions}
        </h2>
        <p>{koLibrary.book.loginFirst}</p>
        <RouteLink className="button" {...loginLink(returnTo)}>
          {koLibrary.book.login}
        </RouteLink>
      </section>
    );
  }

  const interested = state?.INTEREST_YN === 'Y';
  const toggleInterest = () => {
    if (asking || action.busy !== null) return;
    void action.run(
      interested ? { type: 'remove-interest', bookKey: book.BOOK_KEY, title: book.TITLE } : { type: 'add-interest', bookKey: book.BOOK_KEY, title: book.TITLE },
      interested ? koLibrary.book.interestRemoved : koLibrary.book.interestAdded,
      'interest',
    );
  };
  const reserve = () => {
    if (!branch) return;
    void action.run({ type: 'reserve', bookKey: book.BOOK_KEY, branchCode: branch, title: book.TITLE }, koLibrary.book.reserved, 'reserve');
  };
  const cancelReserve = () => {
    if (!state?.RESERVE_KEY || !window.confirm(koLibrary.reserves.confirmCancel(book.TITLE))) return;
    void action.run({ type: 'cancel-reserve', reserveKey: state.RESERVE_KEY, title: book.TITLE }, koLibrary.reserves.cancelled(book.TITLE), 'reserve');
  };

  return (
    <section className="book-actions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {koLibrary.book.memberActions}
      </h2>
      <ActionNotice message={action.message} />
      <div className="book-actions__row">
        {/* aria-disabled while its state is asked for or an action runs, not disabled: the toggle keeps the focus it was pressed with. */}
        <button type="button" className="button button--secondary" aria-pressed={interested} aria-disabled={asking || action.busy !== null || undefined} onClick={toggleInterest}>
          {interested ? koLibrary.book.removeInterest : koLibrary.book.addInterest}
        </button>
        {state?.WISH_KEY ? (
          <p className="notice">{koLibrary.book.wishPending}</p>
        ) : (
          <RouteLink className="button button--secondary" {...wishLink(wishSearch(book))}>
            {koLibrary.book.wish}
          </RouteLink>
        )}
      </div>
      <h3 className="book-actions__subtitle">{koLibrary.book.reserveTitle}</h3>
      {state?.LOAN_YN === 'Y' ? (
        <p className="notice">{koLibrary.book.onLoanByMe}</p>
      ) : state?.RESERVE_KEY ? (
        <div className="book-actions__row">
          <p className="status-word">
            <strong>{koLibrary.book.alreadyReserved}</strong>
          </p>
          <button type="button" className="button button--secondary" disabled={action.busy !== null} onClick={cancelReserve}>
            {koLibrary.book.cancelReserve}
          </button>
          <RouteLink {...myLibraryLink('bookreserve-list')}>{koLibrary.book.myLists}</RouteLink>
        </div>
      ) : action.queued === 'reserve' ? (
        // Kept to be sent by itself: no second request (under a new key) for the same book.
        <p className="notice">{koLibrary.book.reserveQueued}</p>
      ) : branches.length === 0 ? (
        <p className="notice">{koLibrary.book.shelvedEverywhere}</p>
      ) : (
        <div className="book-actions__reserve">
          <p>{koLibrary.book.reserveIntro}</p>
          <label htmlFor={`${id}-branch`}>{koLibrary.book.reserveBranch}</label>
          <select id={`${id}-branch`} value={branch} onChange={(event) => setBranch(event.target.value as BranchCode)}>
            {branches.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
          <button type="button" className="button" disabled={asking || action.busy !== null || !branch} onClick={reserve}>
            {koLibrary.book.reserve}
          </button>
        </div>
      )}
    </section>
  );
}
