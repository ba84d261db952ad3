import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PreloadMiss } from '../../data/resource';
import { ReadingPointPage } from '../../features/reading/components/reading-point-page';
import { sessionStore } from '../../features/session/session-store';
import { useSession } from '../../features/session/use-session';
import { openServiceInNewTab, serviceRefusal } from '../../features/sso/sso-flows';
import { showAlert } from '../../lib/alert-dialog';
import { backOr } from '../../lib/history-back';
import { citizenLink } from '../../links/account-links';
import { requireMember } from '../-shared/guards';
import { MembersOnlyOutlet } from '../-shared/members-only';
import { toSsoMember } from '../-shared/session-bridge';

/**
 * /ever-reading/gg-point: 경기 독서포인트 (spec §5, §8). Login first (the guard); then the reading
 * point's own rules (the SSO feature's serviceRefusal), checked before the page shows: without an
 * auth name and user key '허가되지않은 접근입니다.' and back to the previous page or home; without
 * resident verification '독서포인트를 이용하기 위해선 도민인증이 필요합니다.' and the verification
 * page (target ggpoint-check, which then signs in to the service). The page opens the service
 * through the SSO feature: a new tab, signed in.
 */
export const Route = createFileRoute('/ever-reading/gg-point')({
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  loader: async ({ preload }) => {
    const state = sessionStore.getSnapshot();
    if (state.status !== 'member') return { refused: false };
    const member = toSsoMember(state.session);
    const refusal = serviceRefusal('ggpoint', member);
    if (refusal === null) return { refused: false };
    // A hover keeps nothing: the click checks again, with its alert.
    if (preload) throw new PreloadMiss('reading-point');
    await showAlert(refusal);
    // Refused for the verification alone: the verification page leads on to the service.
    const onlyVerification = serviceRefusal('ggpoint', { ...member, certAdminYn: 'Y' }) === null;
    if (onlyVerification) throw redirect(citizenLink({ target: 'ggpoint-check' }));
    return { refused: true };
  },
  component: GgPointRoute,
});

function GgPointRoute() {
  const { refused } = Route.useLoaderData();
  const session = useSession();
  const router = useRouter();
  useEffect(() => {
    if (refused) backOr(router.history, () => void router.navigate({ to: '/' }));
  }, [refused, router]);
  if (session.status !== 'member') return <MembersOnlyOutlet />;
  if (refused) return null;
  const member = toSsoMember(session.session);
  return <ReadingPointPage userKey={member.userKey} onOpenService={() => openServiceInNewTab('ggpoint', member, showAlert)} />;
}
