import type { ReactNode } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { koAbout } from '../../../lib/i18n/messages-about-ko';

const t = koAbout;

function Card({ children, line }: { children: ReactNode; line: string }) {
  return (
    <li className="about-hub__card">
      <p className="about-hub__name">{children}</p>
      <p className="about-hub__line">{line}</p>
    </li>
  );
}

/** {{about:pages}}: the about pages as cards, each a link (the /introduce hub). */
export function PagesBlock() {
  return (
    <nav aria-label={t.pages.title}>
      <ul className="about-hub">
        <Card line={t.pages.greeting}>
          <RouteLink to="/about/introduce/greeting">{t.crumbs.greeting}</RouteLink>
        </Card>
        <Card line={t.pages.management}>
          <RouteLink to="/about/management">{t.crumbs.management}</RouteLink>
        </Card>
        <Card line={t.pages.history}>
          <RouteLink to="/about/introduce/overview/history">{t.crumbs.history}</RouteLink>
        </Card>
        <Card line={t.pages.organization}>
          <RouteLink to="/about/introduce/organization">{t.crumbs.organization}</RouteLink>
        </Card>
        <Card line={t.pages.facility}>
          <RouteLink to="/about/introduce/overview/facility">{t.crumbs.facility}</RouteLink>
        </Card>
        <Card line={t.pages.collection}>
          <RouteLink to="/about/introduce/overview/collection">{t.crumbs.collection}</RouteLink>
        </Card>
        <Card line={t.pages.architecture}>
          <RouteLink to="/about/introduce/architecture">{t.crumbs.architecture}</RouteLink>
        </Card>
        <Card line={t.pages.symbol}>
          <RouteLink to="/about/introduce/symbol">{t.crumbs.symbol}</RouteLink>
        </Card>
        <Card line={t.pages.timelapse}>
          <RouteLink to="/about/introduce/timelapse">{t.crumbs.timelapse}</RouteLink>
        </Card>
      </ul>
    </nav>
  );
}
