import { useSyncExternalStore } from 'react';
import { ko } from '../lib/i18n/messages-ko';
import { loadingStore } from '../lib/http/loading-store';

/** The full-screen two-dot overlay shown while a request asked for it (spec §2). */
export function LoadingOverlay({ force = false }: { force?: boolean }) {
  const pending = useSyncExternalStore(loadingStore.subscribe, loadingStore.getSnapshot, () => 0);
  if (!force && pending === 0) return null;
  return <LoadingDots />;
}

export function LoadingDots() {
  return (
    <div className="loading-overlay" role="status">
      <span className="loading-overlay__dot" aria-hidden="true" />
      <span className="loading-overlay__dot" aria-hidden="true" />
      <span className="sr-only">{ko.loadingOverlay}</span>
    </div>
  );
}
