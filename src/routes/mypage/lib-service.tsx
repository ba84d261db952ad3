import { createFileRoute } from '@tanstack/react-router';
import { SSO_TARGETS } from '../../../contract/auth';
import { RouteLink } from '../../components/ui/route-link';
import { MyLibraryNav } from '../../features/my-library/components/my-list-frame';
import { MyLibrarySummary } from '../../features/my-library/components/my-library-summary';
import { useSetMemberCardOpen } from '../../features/member-card/model/card-atoms';
import { NotificationSettings } from '../../features/push/components/notification-settings';
import { useSession } from '../../features/session/use-session';
import { openServiceInNewTab } from '../../features/sso/sso-flows';
import { toDotDateTime } from '../../lib/dates';
import { ko } from '../../lib/i18n/messages-ko';
import { koPanels } from '../../lib/i18n/messages-panels-ko';
import { koAccount } from '../../lib/i18n/messages-account-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { citizenLink } from '../../links/account-links';
import { toSsoMember } from '../-session-bridge';

/** 나의 도서관: the member's hub — card, residency, sister services (new tab), account. */
export const Route = createFileRoute('/mypage/lib-service')({
  component: LibServicePage,
});

function LibServicePage() {
  const session = useSession();
  const openCard = useSetMemberCardOpen();
  useDocumentTitle(ko.header.myLibrary, ko.app.name);
  if (session.status !== 'member') return null;
  const { user, lastVerifiedAt } = session.session;
  const member = toSsoMember(session.session);
  return (
    <div className="container">
      <h1 className="page-title">{ko.header.myLibrary}</h1>
      <MyLibraryNav current="lib-service" />
      <section className="member-summary" aria-labelledby="member-summary-title">
        <h2 id="member-summary-title" className="member-summary__name">
          {koAccount.myLibrary.greeting(user.USER_NAME)}
        </h2>
        <dl className="member-summary__facts">
          <div>
            <dt>{koAccount.myLibrary.userClass}</dt>
            <dd>{user.USER_CLASS}</dd>
          </div>
          <div>
            <dt>{koAccount.myLibrary.citizen}</dt>
            <dd>{user.certAdminYn === 'Y' ? koAccount.myLibrary.citizenDone : koAccount.myLibrary.citizenNotYet}</dd>
          </div>
          <div>
            <dt>{koAccount.myLibrary.lastVerified}</dt>
            <dd>{toDotDateTime(new Date(lastVerifiedAt))}</dd>
          </div>
        </dl>
        <div className="member-summary__actions">
          <button type="button" className="button" onClick={() => openCard(true)}>
            {koPanels.card.open}
          </button>
          {user.certAdminYn === 'N' ? (
            <RouteLink className="button button--secondary" {...citizenLink()}>
              {ko.header.citizen}
            </RouteLink>
          ) : null}
          <RouteLink className="button button--secondary" to="/mypage/mypage-info">
            {koAccount.myLibrary.myInfo}
          </RouteLink>
        </div>
      </section>
      <MyLibrarySummary userKey={user.USER_KEY} />
      <NotificationSettings userKey={user.USER_KEY} />
      <section aria-labelledby="services-title">
        <h2 id="services-title" className="section-title">
          {koAccount.myLibrary.servicesTitle}
        </h2>
        <p>{koAccount.myLibrary.servicesIntro}</p>
        <ul className="service-grid">
          {SSO_TARGETS.map((target) => (
            <li key={target}>
              <button type="button" className="service-card" onClick={() => openServiceInNewTab(target, member, (message) => window.alert(message))}>
                <span className="service-card__name">{koAccount.sso.services[target]}</span>
                <span className="service-card__note">
                  {target === 'ggpoint' && user.certAdminYn === 'N' ? koAccount.myLibrary.needsCitizen : koAccount.sso.newTab}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
