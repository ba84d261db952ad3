import { createFileRoute } from '@tanstack/react-router';
import { useSetMemberCardOpen } from '../../features/member-card/model/card-atoms';
import { LibServicePage } from '../../features/my-library/components/lib-service-page';
import { NotificationSettings } from '../../features/push/components/notification-settings';
import { useSession } from '../../features/session/use-session';
import { openServiceInNewTab } from '../../features/sso/sso-flows';
import { showAlert } from '../../lib/alert-dialog';
import { toSsoMember } from '../-shared/session-bridge';

/** 나의 도서관 (my-library's hub), composed with the card, push and SSO features. */
export const Route = createFileRoute('/mypage/lib-service')({
  component: function LibServiceRoute() {
    const session = useSession();
    const openCard = useSetMemberCardOpen();
    if (session.status !== 'member') return null;
    const { user, lastVerifiedAt } = session.session;
    const sso = toSsoMember(session.session);
    return (
      <LibServicePage
        member={{ userKey: user.USER_KEY, name: user.USER_NAME, userClass: user.USER_CLASS, citizen: user.certAdminYn === 'Y', lastVerifiedAt }}
        onOpenCard={() => openCard(true)}
        notifications={<NotificationSettings userKey={user.USER_KEY} />}
        onOpenService={(target) => openServiceInNewTab(target, sso, showAlert)}
      />
    );
  },
});
