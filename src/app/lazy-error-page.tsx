import { lazy, Suspense } from 'react';
import { isBotUserAgent } from '../lib/user-agent';
import type { ErrorPageProps } from './error-page';

// The error page and its texts load only when an error happens (precached, so also offline).
const ErrorPageChunk = lazy(() => import('./error-page').then((module) => ({ default: module.ErrorPage })));
const NotFoundChunk = lazy(() => import('./error-page').then((module) => ({ default: module.NotFoundPage })));

/** Bots and audit tools get no error page (spec §2). */
export function shouldShowErrorPage(): boolean {
  return !isBotUserAgent(navigator.userAgent);
}

export function LazyErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPageChunk {...props} />
    </Suspense>
  );
}

/** The router's 404 for unmatched paths: 'Page Not Found: {path}'. */
export function LazyNotFoundPage() {
  if (!shouldShowErrorPage()) return null;
  return (
    <Suspense fallback={null}>
      <NotFoundChunk />
    </Suspense>
  );
}
