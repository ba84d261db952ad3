import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { alertQueue } from '../lib/alert-dialog';

interface AlertProps {
  message: string;
  onClose: () => void;
}

/** When the dialog's code cannot be had (a deploy replaced it, no worker yet): the browser's own. */
function BrowserAlert({ message, onClose }: AlertProps) {
  useEffect(() => {
    window.alert(message);
    onClose();
  }, [message, onClose]);
  return null;
}

// The dialog's code (and its words and styles) loads on the first alert: /main carries only this.
const loadDialog = (): Promise<{ default: ComponentType<AlertProps> }> =>
  import('./alert-dialog').then(
    (module) => ({ default: module.AlertDialog }),
    () => ({ default: BrowserAlert }),
  );
const AlertDialog = lazy(loadDialog);

/**
 * The app's one alert host (lib/alert-dialog.ts): shows the first alert waiting, then the next.
 * Beside the router, so an alert raised before a route has rendered (a guard's) shows too.
 */
export function AlertHost() {
  const queue = useSyncExternalStore(alertQueue.subscribe, alertQueue.getSnapshot);
  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      {/* A key per alert: each one opens afresh, takes the focus and gives it back. */}
      <AlertDialog key={current.id} message={current.message} onClose={current.close} />
    </Suspense>
  );
}
