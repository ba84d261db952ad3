import type { ReactNode } from 'react';
import { toDateTime } from '../../lib/date-format';

/** The texts a stored view says, from the page's own catalogue. */
export interface StoredViewLabels {
  lastUpdated: (when: string) => string;
  refresh: string;
  refreshing: string;
  offlineCached: string;
  failedCached: string;
  offlineEmpty: string;
  failedEmpty: string;
  loading: string;
  missing: string;
}

/** What a self-refreshing screen knows (the data layer's ResourceView, by shape). */
export interface StoredViewState<T> {
  stored: { data: T; fetchedAt: number } | null | undefined;
  status: 'loading' | 'fresh' | 'offline' | 'failed' | 'missing';
  message: string;
  refresh: () => void;
}

/** When the copy was fetched, whether it is the device's, and a way to fetch it again. */
export function Freshness({ fetchedAt, status, onRefresh, labels }: { fetchedAt: number; status: StoredViewState<unknown>['status']; onRefresh: () => void; labels: StoredViewLabels }) {
  return (
    <div className="freshness">
      <p className="freshness__time">{labels.lastUpdated(toDateTime(fetchedAt))}</p>
      <button type="button" className="link-button" onClick={onRefresh} disabled={status === 'loading'}>
        {status === 'loading' ? labels.refreshing : labels.refresh}
      </button>
      {status === 'offline' ? <p className="notice">{labels.offlineCached}</p> : null}
      {status === 'failed' ? <p className="notice">{labels.failedCached}</p> : null}
    </div>
  );
}

/**
 * A screen read local first: the device's copy at once with its '마지막 업데이트', the server's
 * when it answers; a sentence in words when there is neither (reading, offline, failed, gone).
 */
export function StoredView<T>({ view, labels, children, freshness = true }: { view: StoredViewState<T>; labels: StoredViewLabels; children: (data: T) => ReactNode; freshness?: boolean }) {
  const { stored, status, message, refresh } = view;
  if (status === 'missing') return <p className="notice">{labels.missing}</p>;
  if (stored) {
    return (
      <>
        {freshness ? <Freshness fetchedAt={stored.fetchedAt} status={status} onRefresh={refresh} labels={labels} /> : null}
        {children(stored.data)}
      </>
    );
  }
  if (stored === undefined || status === 'loading') {
    return (
      <p className="notice" aria-busy="true">
        {labels.loading}
      </p>
    );
  }
  if (status === 'offline') return <p className="notice">{labels.offlineEmpty}</p>;
  return (
    <p className="notice" role="alert">
      {message || labels.failedEmpty}
    </p>
  );
}
