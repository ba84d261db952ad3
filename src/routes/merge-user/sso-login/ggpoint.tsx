import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteLink } from '../../../components/ui/route-link';
import { PreloadMiss } from '../../../data/resource';
import { ReadingPointPage } from '../../../features/reading/components/reading-point-page';
import { sessionStore } from '../../../features/session/session-store';
import { useSession } from '../../../features/session/use-session';
import { openServiceInNewTab, serviceRefusal } from '../../../features/sso/sso-flows';
import { showAlert } from '../../../lib/alert-dialog';
import { koMerge } from '../../../lib/i18n/messages-merge-ko';
import { toSsoMember } from '../../-shared/session-bridge';

/**
 * /merge-user/sso-login/ggpoint (spec §2): after a merge, the kept account's 경기 독서포인트 — the
 * points read from the library, and the way into the ggpoint service through the SSO hub (a new
 * tab, signed in). The reading point's rules apply as on /ever-reading/gg-point: no auth name or
 * user key → '허가되지않은 접근입니다.' and back to the merge; not a verified resident → the
 * alert and the merge's resident verification (target ggpoint-check, which comes back here).
 * Members only (the merge layout's gate).
 */
export const Route = createFileRoute('/merge-user/sso-login/ggpoint')({
  beforeLoad: async ({ preload }) => {
    const state = sessionStore.getSnapshot();
    if (state.status !== 'member') return;
    const member = toSsoMember(state.session);
    const refusal = serviceRefusal('ggpoint', member);
    if (refusal === null) return;
    if (preload) throw new PreloadMiss('reading-point');
    await showAlert(refusal);
    const onlyVerification = serviceRefusal('ggpoint', { ...member, certAdminYn: 'Y' }) === null;
    throw redirect(onlyVerification ? { to: '/merge-user/gyeonggi-citizen/citizen-verification01', search: { target: 'ggpoint-check' } } : { to: '/merge-user/login' });
  },
  component: function MergeGgPointRoute() {
    const session = useSession();
    if (session.status !== 'member') return null;
    const member = toSsoMember(session.session);
    return (
      <>
        <div className="container narrow">
          <p className="notice merge-hint">{koMerge.ggpoint.kept}</p>
        </div>
        <ReadingPointPage userKey={member.userKey} onOpenService={() => openServiceInNewTab('ggpoint', member, showAlert)} />
        <div className="container narrow">
          <p className="merge-actions">
            <RouteLink to="/merge-user/done">{koMerge.ggpoint.back}</RouteLink>
          </p>
        </div>
      </>
    );
  },
});
