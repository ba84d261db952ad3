import type { ReactNode } from 'react';
import type { EResource, EResourceAccess, EResourceVia } from '../../../../contract/library-service';
import { RouteLink } from '../../../components/ui/route-link';
import { koLibraryService } from '../../../lib/i18n/messages-library-service-ko';
import { isSafeExternalUrl } from '../../../lib/safe-url';
import { loginLink } from '../../../links/account-links';

const t = koLibraryService.eresource;

/**
 * How the page reaches what needs a member: a member opens the sister service (the route hands
 * over the SSO hub's opener, a new tab signed in); a visitor is told why and offered the login,
 * coming back to `returnTo`.
 */
export type MemberGate = { kind: 'member'; openService: (via: EResourceVia | 'ggdelivery') => void } | { kind: 'visitor'; returnTo: string };

/** The access rule as a badge with its words (the colour only repeats them). */
export function AccessBadge({ access }: { access: EResourceAccess }) {
  return <span className={`access-badge access-badge--${access.toLowerCase()}`}>{t.accessNames[access]}</span>;
}

/** Plain text as paragraphs of text: never HTML, whatever it contains. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {parts.map((part, index) => (
        <p key={index}>{part}</p>
      ))}
    </div>
  );
}

/** The login a visitor is offered, with why, returning to the page. */
export function LoginOffer({ why, label, returnTo }: { why: string; label: string; returnTo: string }) {
  return (
    <div className="member-gate">
      <p className="member-gate__why">{why}</p>
      <RouteLink className="button button--secondary" {...loginLink(returnTo)}>
        {label}
      </RouteLink>
    </div>
  );
}

/**
 * What a person does to use a resource, by its rule: on-site — where (floor, room, PCs) and the
 * room's hours; members from home — the SSO hub's service in a new tab, or for a visitor why and
 * the login; anyone — the service's own site in a new tab.
 */
export function ResourceAccess({ resource, gate, onsiteHours }: { resource: EResource; gate: MemberGate; onsiteHours?: ReactNode }) {
  switch (resource.ACCESS) {
    case 'ONSITE':
      return (
        <div className="resource-access resource-access--onsite">
          <p>
            <strong>{t.onsiteWhere(resource.PLACE || t.floorGuide)}</strong>
          </p>
          <p>{t.onsiteNote}</p>
          {onsiteHours ? (
            <details className="resource-access__hours">
              <summary>{t.onsiteHours}</summary>
              {onsiteHours}
            </details>
          ) : null}
          <p>
            <RouteLink to="/contents/$menuUrl" params={{ menuUrl: 'floor-guide' }}>
              {t.floorGuide}
            </RouteLink>
          </p>
        </div>
      );
    case 'REMOTE': {
      const via = resource.VIA === '' ? 'ggcyber' : resource.VIA;
      const name = t.viaNames[via];
      if (gate.kind === 'visitor') return <LoginOffer why={t.remoteLoginWhy} label={t.remoteLogin} returnTo={gate.returnTo} />;
      return (
        <div className="resource-access">
          <button type="button" className="button" onClick={() => gate.openService(via)}>
            {t.openRemote(name)} <span className="sr-only">({t.newTab})</span>
          </button>
        </div>
      );
    }
    case 'OPEN':
      if (!isSafeExternalUrl(resource.URL)) return <p className="notice">{t.accessTexts.OPEN}</p>;
      return (
        <div className="resource-access">
          <a className="button button--secondary" href={resource.URL} target="_blank" rel="noopener noreferrer">
            {t.openSite(resource.NAME)} <span className="sr-only">({t.newTab})</span>
          </a>
        </div>
      );
  }
}
