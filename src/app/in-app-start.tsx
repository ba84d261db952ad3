import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InAppBrowser } from '../lib/user-agent';
import { InAppBrowserPage } from './in-app-browser-page';

/** Inside an app's own browser: only the page that shows the way out (src/main.tsx). */
export function startInApp(container: HTMLElement, app: InAppBrowser): void {
  createRoot(container).render(
    <StrictMode>
      <InAppBrowserPage app={app} pageUrl={window.location.href} userAgent={navigator.userAgent} maxTouchPoints={navigator.maxTouchPoints} />
    </StrictMode>,
  );
}
