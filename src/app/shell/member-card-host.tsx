import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsMemberCardOpen, useSetMemberCardOpen } from '../../features/member-card/model/card-atoms';
import { useSession } from '../../features/session/use-session';
import { ko } from '../../lib/i18n/messages-ko';

// The card and its barcode library load only when a member opens it (precached for offline).
const MemberCardDialog = lazy(() => import('../../features/member-card/components/member-card-dialog').then((module) => ({ default: module.MemberCardDialog })));

/**
 * Hosts the membership card for members and opens it from the manifest shortcut
 * (/main?card=open), also on a cold start with no network.
 */
export function MemberCardHost() {
  const session = useSession();
  const open = useIsMemberCardOpen();
  const setOpen = useSetMemberCardOpen();
  // Loaded on first open, then kept mounted so closing runs the dialog's own focus return.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('card') !== 'open') return;
    params.delete('card');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    if (session.status === 'member') setOpen(true);
    else {
      window.alert(ko.session.loginRequired);
      window.location.assign(`/login?returnTo=${encodeURIComponent('/main?card=open')}`);
    }
    // Only the first render's URL matters: the shortcut opens the app once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (session.status !== 'member' && open) setOpen(false);
  }, [session.status, open, setOpen]);

  if (session.status !== 'member') return null;
  const { user, lastVerifiedAt } = session.session;
  return wanted || open ? (
    <Suspense fallback={null}>
      <MemberCardDialog holder={{ name: user.USER_NAME, userNo: user.USER_NO, lastVerifiedAt }} />
    </Suspense>
  ) : null;
}
