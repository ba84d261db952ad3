import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { SessionUserSchema, type SessionUser } from '../../../contract/auth';
import { MyInfoPage } from '../../features/account/components/my-info-page';
import { applyVerifiedUser } from '../../features/session/session-actions';
import { silentLogout } from '../../features/session/session-manager';
import { readCheckedUserData, storeCheckedUserData } from '../../features/session/session-store';
import { showAlert } from '../../lib/alert-dialog';

/**
 * 나의 정보 (spec §4): without the password check's data it goes to the check. The account
 * feature's page edits the member; the session feature keeps the sealed session (and so the
 * card) in step, and a closed account leaves the device by the session's own logout path.
 */
export const Route = createFileRoute('/mypage/mypage-info')({
  loader: async (): Promise<SessionUser> => {
    const parsed = v.safeParse(SessionUserSchema, await readCheckedUserData());
    if (!parsed.success) throw redirect({ to: '/mypage/mypage-pwcheck' });
    return parsed.output;
  },
  component: function MemberInfoRoute() {
    const navigate = useNavigate();
    const onUserUpdated = useCallback(async (user: SessionUser) => {
      await applyVerifiedUser(user);
      await storeCheckedUserData(user);
    }, []);
    const onClosed = useCallback(
      async (message: string) => {
        await navigate({ to: '/', replace: true });
        // The server ended the session; here the sealed session, the card and every member entry go.
        await silentLogout();
        await showAlert(message);
      },
      [navigate],
    );
    return <MyInfoPage user={Route.useLoaderData()} onUserUpdated={onUserUpdated} onClosed={onClosed} />;
  },
});
