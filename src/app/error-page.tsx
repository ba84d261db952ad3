import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ko } from '../lib/i18n/messages-ko';
import { errorText, koError } from '../lib/i18n/messages-error-ko';
import { useDocumentTitle } from '../lib/use-document-title';

export interface ErrorPageProps {
  status: number;
  /** Shown under the explanation, e.g. 'Page Not Found: /no-such-page'. */
  detail?: string;
  onLeave?: () => void;
}

/**
 * The error page's layout for a status (spec §8): code, title, explanation, detail and the
 * actions given. Needs no router, so the in-app browser page (888) shows it before any route.
 */
export function ErrorPageFrame({ status, detail, mergeUser = false, children }: { status: number; detail?: string; mergeUser?: boolean; children: ReactNode }) {
  const [title, explanation] = errorText(status);
  useDocumentTitle(title, ko.app.name);
  return (
    <section className={mergeUser ? 'error-page error-page--merge-user' : 'error-page'} aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__text">{explanation}</p>
      <p className="sr-only">{koError.code(status)}</p>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      {children}
    </section>
  );
}

/** The error page of spec §8: title and explanation by status, 'back' and 'to main'. */
export function ErrorPage({ status, detail, onLeave }: ErrorPageProps) {
  const router = useRouter();
  const mergeUser = router.state.location.pathname.includes('/merge-user/');
  return (
    <ErrorPageFrame status={status} detail={detail} mergeUser={mergeUser}>
      <div className="error-page__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            onLeave?.();
            router.history.back();
          }}
        >
          {koError.back}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            onLeave?.();
            void router.navigate({ to: '/' });
          }}
        >
          {koError.toMain}
        </button>
      </div>
    </ErrorPageFrame>
  );
}

/**
 * The router's 404 for unmatched paths, naming the path it was shown for. Going from one unknown
 * path to another inside the app keeps this page mounted, so the path is taken again each time
 * the router commits new matches — not when the address changes: while a navigation away from
 * this page is pending, the router's location already names the next page (and the resolved one
 * is updated only after the new matches are drawn).
 */
export function NotFoundPage() {
  const router = useRouter();
  const matches = useRouterState({ select: (state) => state.matches });
  const [shown, setShown] = useState(() => ({ matches, path: router.state.location.pathname }));
  if (shown.matches !== matches) setShown({ matches, path: router.state.location.pathname });
  return <ErrorPage status={404} detail={koError.notFoundDetail(shown.path)} />;
}
