import { RouteLink } from '../../../components/ui/route-link';
import { koPolicy } from '../../../lib/i18n/messages-policy-ko';
import { libraryStatisticsLink, policyEventsLink, policyInfoLink } from '../../../links/policy-links';

const c = koPolicy.common;

type PolicyPage = 'info' | 'events' | 'statistics';

/** The other pages of 도서관 정책연구, at the foot of each. */
export function PolicyRelatedLinks({ current }: { current: PolicyPage }) {
  return (
    <nav className="policy-related" aria-label={c.related}>
      <h2 className="policy-related__title">{c.related}</h2>
      <ul>
        {current !== 'info' ? (
          <li>
            <RouteLink {...policyInfoLink()}>{c.infoLink}</RouteLink>
          </li>
        ) : null}
        {current !== 'events' ? (
          <li>
            <RouteLink {...policyEventsLink()}>{c.eventsLink}</RouteLink>
          </li>
        ) : null}
        {current !== 'statistics' ? (
          <li>
            <RouteLink {...libraryStatisticsLink()}>{c.statisticsLink}</RouteLink>
          </li>
        ) : null}
        <li>
          <RouteLink to="/contents/$menuUrl" params={{ menuUrl: 'organization' }}>
            {c.organizationLink}
          </RouteLink>
        </li>
      </ul>
    </nav>
  );
}
