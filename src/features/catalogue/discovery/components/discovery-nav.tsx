import { useRouterState } from '@tanstack/react-router';
import { RouteLink } from '../../../../components/ui/route-link';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { bestsellerListLink, classListLink, curationListLink, newbookLink, newListLink, popularLink, recommendLink } from '../../../../links/discovery-links';
import { PATHS } from '../model/discovery-params';
import './discovery.css';

// `path` is the list's own address (the page itself); `section` what its detail pages start with.
const LINKS = [
  { path: PATHS.newList, link: newListLink(), label: koDiscovery.nav.newList, section: PATHS.newList },
  { path: PATHS.newbook, link: newbookLink(), label: koDiscovery.nav.newbook, section: PATHS.newbook },
  { path: PATHS.popular, link: popularLink(), label: koDiscovery.nav.popular, section: PATHS.popular },
  { path: PATHS.bestsellerList, link: bestsellerListLink(), label: koDiscovery.nav.bestseller, section: '/search/bestseller/' },
  { path: PATHS.curationList, link: curationListLink(), label: koDiscovery.nav.curation, section: '/curation/' },
  { path: PATHS.classes, link: classListLink(), label: koDiscovery.nav.classes, section: PATHS.classes },
  { path: '/search/recommend/local-list', link: recommendLink('local'), label: koDiscovery.nav.recommend, section: '/search/recommend/' },
] as const;

/**
 * Links to the discovery lists (신착, 신간, 인기, 베스트셀러, 큐레이션, 주제별, 추천). The list being
 * shown is marked aria-current="page", the list a detail page belongs to aria-current="true".
 * Placed on every discovery page; the search page can place it too (it brings its own styles).
 */
export function DiscoveryNav({ className }: { className?: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav className={className ? `discovery-nav ${className}` : 'discovery-nav'} aria-label={koDiscovery.nav.name}>
      <ul className="discovery-nav__list">
        {LINKS.map((link) => {
          // The list itself is the page; a page inside its section (a month's list, a curation) is 'true'.
          const current = pathname === link.path ? 'page' : link.section.endsWith('/') && pathname.startsWith(link.section) ? 'true' : undefined;
          return (
            <li key={link.path}>
              <RouteLink className="discovery-nav__link" {...link.link} current={current}>
                {link.label}
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
