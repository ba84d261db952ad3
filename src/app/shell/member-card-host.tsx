import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsMemberCardOpen, useSetMemberCardOpen } from '../../features/member-card/model/card-atoms';
import { useSession } from '../../features/session/use-session';
import { showAlert } from '../../lib/alert-dialog';
import { ko } from '../../lib/i18n/messages-ko';
import { loginLink } from '../../links/account-links';

// The card and its barcode library load only for members (precached for offline): fetched right
// after a member's first paint (an effect), not at the tap, so a tap at the gate draws at once.
// Measured by `npm run bench -- --gate-only`: tap → bars about 310 ms when loaded at the tap,
// about 110 ms when loaded ahead (waiting for an idle moment was too late for a tap at once).
const loadCard = () => import('../../features/member-card/components/member-card-dialog');
const MemberCardDialog = lazy(() => loadCard().then((module) => ({ default: module.MemberCardDialog })));

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

  // ?card=open (the shortcut, or the page a login returns to): open the card once and take the
  // parameter out of the address, so going back does not open it again.
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  const member = session.status === 'member';
  useEffect(() => {
    if (member) void loadCard().catch(() => undefined);
  }, [member]);
  useEffect(() => {
    const url = new URL(href, window.location.origin);
    if (url.searchParams.get('card') !== 'open') return;
    url.searchParams.delete('card');
    void router.navigate({ href: `${url.pathname}${url.search}`, replace: true });
    if (member) setOpen(true);
    else {
      // To the login once the alert is closed, as the browser's alert held the page.
      void showAlert(ko.session.loginRequired).then(() => router.navigate(loginLink('/main?card=open')));
    }
  }, [href, member, router, setOpen]);

  useEffect(() => {
    if (session.status !== 'member' && open) setOpen(false);
  }, [session.status, open, setOpen]);

  if (session.status !== 'member') return null;
  const { user, lastVerifiedAt } = session.session;
  return wanted || open ? (
    <Suspense fallback={null}>
      <MemberCardDialog holder={{ name: user.USER_NAME, userKey: user.USER_KEY, userNo: user.USER_NO, lastVerifiedAt }} />
    </Suspense>
  ) : null;
}
