import { useId, type ReactNode } from 'react';

/**
 * A list's results: heading, count (a status, announced when it changes), when the list was
 * fetched, the items or why there are none, then the page links (given the heading's id, where
 * a chosen page moves the focus: Pagination's `focusAfterPaging`).
 */
export function ResultsSection({
  className,
  heading,
  count,
  updated,
  empty,
  isEmpty,
  children,
  pagination,
}: {
  className: string;
  heading: string;
  count?: string;
  updated: ReactNode;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
  pagination?: (headingId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {heading}
      </h2>
      {count ? (
        <p role="status" className="board__count">
          {count}
        </p>
      ) : null}
      {updated}
      {isEmpty ? <p className="notice">{empty}</p> : children}
      {pagination?.(id)}
    </section>
  );
}
