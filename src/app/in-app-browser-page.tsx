import { CopyLinkButton } from '../components/ui/copy-link-button';
import { Logo } from '../components/ui/logo';
import { ko } from '../lib/i18n/messages-ko';
import { koError } from '../lib/i18n/messages-error-ko';
import { openInBrowserHref } from '../lib/open-in-browser';
import { isAndroid, isIos, type InAppBrowser } from '../lib/user-agent';
import { ErrorPageFrame } from './error-page';

/** Spec §8: the status the in-app browser page shows. */
export const IN_APP_BROWSER_STATUS = 888;

/**
 * Shown at start instead of the app inside an app's own browser (KakaoTalk, NAVER, Instagram …;
 * lib/user-agent.ts lists them): the 888 error page, a button that opens this very address in
 * the phone's browser where the app allows it (lib/open-in-browser.ts), and the link to copy.
 * No router, no session, no service worker: nothing of the app runs here.
 */
export function InAppBrowserPage({ app, pageUrl, userAgent, maxTouchPoints = 0 }: { app: InAppBrowser; pageUrl: string; userAgent: string; maxTouchPoints?: number }) {
  const href = openInBrowserHref(app, pageUrl, { android: isAndroid(userAgent) });
  const help = href ? koError.inApp.openHelp : isIos(userAgent, maxTouchPoints) ? koError.inApp.iosHelp : koError.inApp.otherHelp;
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar container">
          <span className="site-header__logo">
            <Logo label={ko.app.name} />
          </span>
        </div>
      </header>
      <main id="main-content" className="site-main" tabIndex={-1}>
        <ErrorPageFrame status={IN_APP_BROWSER_STATUS}>
          <p className="error-page__text">{koError.inApp.why}</p>
          <div className="error-page__actions error-page__actions--stacked">
            {href ? (
              // A custom scheme (kakaotalk:, intent:) or LINE's own address: a plain link, on purpose.
              <a className="button" href={href}>
                {koError.inApp.open}
              </a>
            ) : null}
            <p className="error-page__help">{help}</p>
            <CopyLinkButton url={pageUrl} mode="copy" className={href ? 'button button--secondary' : 'button'} />
          </div>
        </ErrorPageFrame>
      </main>
    </>
  );
}
