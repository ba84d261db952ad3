import { RouteLink } from '../../components/ui/route-link';
import { FooterFacts } from '../../features/library-info/components/footer-facts';
import { ko } from '../../lib/i18n/messages-ko';

/** Footer: policy links; address, phone, hours and closed days (the library's stored facts); copyright 2025. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={ko.footer.label}>
          <ul className="site-footer__links">
            <li>
              <RouteLink to="/terms/$termsKind" params={{ termsKind: 'privacy' }} className="site-footer__privacy">
                {ko.footer.privacy}
              </RouteLink>
            </li>
            <li>
              <RouteLink to="/terms/$termsKind" params={{ termsKind: 'agree' }}>
                {ko.footer.agree}
              </RouteLink>
            </li>
            <li>
              <RouteLink to="/terms/$termsKind" params={{ termsKind: 'video' }}>
                {ko.footer.video}
              </RouteLink>
            </li>
          </ul>
        </nav>
        <FooterFacts />
        <p className="site-footer__copyright">{ko.footer.copyright}</p>
      </div>
    </footer>
  );
}
