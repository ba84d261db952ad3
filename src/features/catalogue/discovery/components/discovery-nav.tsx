import { useRouterState } from '@tanstack/react-router';
import { HrefLink } from '../../../../components/ui/href-link';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { PATHS } from '../model/discovery-params';
import './discovery.css';

const LINKS = [
  { href: PATHS.newList, label: koDiscovery.nav.newList, section: PATHS.newList },
  { href: PATHS.newbook, label: koDiscovery.nav.newbook, section: PATHS.newbook },
  { href: PATHS.popular, label: koDiscovery.nav.popular, section: PATHS.popular },
  { href: PATHS.bestsellerList, label: koDiscovery.nav.bestseller, section: '/search/bestseller/' },
  { href: PATHS.curationList, label: koDiscovery.nav.curation, section: '/curation/' },
  { href: PATHS.classes, label: koDiscovery.nav.classes, section: PATHS.classes },
  { href: '/search/recommend/local-list', label: koDiscovery.nav.recommend, section: '/search/recommend/' },
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
          const current = pathname === link.href ? 'page' : link.section.endsWith('/') && pathname.startsWith(link.section) ? 'true' : undefined;
          return (
            <li key={link.href}>
              <HrefLink className="discovery-nav__link" href={link.href} aria-current={current}>
                {link.label}
              </HrefLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
