import type { ReactNode } from 'react';
import { SSO_TARGETS, type SsoTarget } from '../../../../contract/auth';
import { DeferredBody } from '../../../components/ui/deferred-body';
import { RouteLink } from '../../../components/ui/route-link';
import { toDateTime } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { citizenLink } from '../../../links/account-links';
import { MyLibrarySummary } from './my-library-summary';
import { MyLibraryNav } from './my-list-frame';

/** The member as the hub shows them (from the session, handed in by the route). */
export interface HubMember {
  userKey: string;
  name: string;
  userClass: string;
  /** Resident verified (certAdminYn Y). */
  citizen: boolean;
  /** Epoch milliseconds of the last session check. */
  lastVerifiedAt: number;
}

/**
 * 나의 도서관: the member's hub — card, residency, standing, notifications, sister services (new
 * tab), account. What other features own comes in as callbacks and slots: the card opener, the
 * notification settings, the sister-service opener.
 */
export function LibServicePage({
  member,
  onOpenCard,
  notifications,
  onOpenService,
}: {
  member: HubMember;
  onOpenCard: () => void;
  notifications: ReactNode;
  onOpenService: (target: SsoTarget) => void;
}) {
  useDocumentTitle(ko.header.myLibrary, ko.app.name);
  return (
    <div className="container">
      <h1 className="page-title">{ko.header.myLibrary}</h1>
      <MyLibraryNav current="lib-service" />
      <section className="member-summary" aria-labelledby="member-summary-title">
        <h2 id="member-summary-title" className="member-summary__name">
          {koAccount.myLibrary.greeting(member.name)}
        </h2>
        <dl className="member-summary__facts">
          <div>
            <dt>{koAccount.myLibrary.userClass}</dt>
            <dd>{member.userClass}</dd>
          </div>
          <div>
            <dt>{koAccount.myLibrary.citizen}</dt>
            <dd>{member.citizen ? koAccount.myLibrary.citizenDone : koAccount.myLibrary.citizenNotYet}</dd>
          </div>
          <div>
            <dt>{koAccount.myLibrary.lastVerified}</dt>
            <dd>{toDateTime(member.lastVerifiedAt)}</dd>
          </div>
        </dl>
        <div className="member-summary__actions">
          <button type="button" className="button" onClick={onOpenCard}>
            {koPanels.card.open}
          </button>
          {member.citizen ? null : (
            <RouteLink className="button button--secondary" {...citizenLink()}>
              {ko.header.citizen}
            </RouteLink>
          )}
          <RouteLink className="button button--secondary" to="/mypage/mypage-info">
            {koAccount.myLibrary.myInfo}
          </RouteLink>
        </div>
      </section>
      {/* The lists, the notification settings and the sister services come in the render just
          after the heading and the member's summary (DeferredBody): one long task on a phone
          otherwise, when the page first mounts. */}
      <DeferredBody>
        <MyLibrarySummary userKey={member.userKey} />
        {notifications}
        <section aria-labelledby="services-title">
          <h2 id="services-title" className="section-title">
            {koAccount.myLibrary.servicesTitle}
          </h2>
          <p>{koAccount.myLibrary.servicesIntro}</p>
          <ul className="service-grid">
            {SSO_TARGETS.map((target) => (
              <li key={target}>
                <button type="button" className="service-card" onClick={() => onOpenService(target)}>
                  <span className="service-card__name">{koAccount.sso.services[target]}</span>
                  <span className="service-card__note">{target === 'ggpoint' && !member.citizen ? koAccount.myLibrary.needsCitizen : koAccount.sso.newTab}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </DeferredBody>
    </div>
  );
}
