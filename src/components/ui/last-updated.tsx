import { toDateTime } from '../../lib/date-format';

/**
 * '마지막 업데이트' of a list or page read local first; with a stored copy shown after a failed
 * refresh, why (the page's own sentence). Class names are the page's, for its own styles.
 */
export function LastUpdated({
  fetchedAt,
  fromCache,
  labels,
  className,
  cachedClassName,
}: {
  fetchedAt: number;
  fromCache: boolean;
  labels: { lastUpdated: (when: string) => string; savedCopy: string };
  className: string;
  /** Added to `notice ${className}` when the copy is the stored one. */
  cachedClassName?: string;
}) {
  return (
    <p className={fromCache ? ['notice', className, cachedClassName].filter(Boolean).join(' ') : className}>
      {fromCache ? `${labels.savedCopy} ` : null}
      <time dateTime={new Date(fetchedAt).toISOString()}>{labels.lastUpdated(toDateTime(fetchedAt))}</time>
    </p>
  );
}
