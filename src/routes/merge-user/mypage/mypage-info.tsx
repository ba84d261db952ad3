import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { SessionUserSchema, type SessionUser } from '../../../../contract/auth';
import { MyInfoPage } from '../../../features/account/components/my-info-page';
import { applyVerifiedUser } from '../../../features/session/session-actions';
import { silentLogout } from '../../../features/session/session-manager';
import { readCheckedUserData, storeCheckedUserData } from '../../../features/session/session-store';
import { showAlert } from '../../../lib/alert-dialog';
import { koMerge } from '../../../lib/i18n/messages-merge-ko';

/**
 * /merge-user/mypage/mypage-info (spec §2): the kept account's data after the merge ('통합된
 * 회원정보 확인'), the account feature's 나의 정보 with its links kept in the merge; without the
 * password check's data it goes to the merge's check first, as on /mypage.
 */
export const Route = createFileRoute('/merge-user/mypage/mypage-info')({
  loader: async (): Promise<SessionUser> => {
    const parsed = v.safeParse(SessionUserSchema, await readCheckedUserData());
    if (!parsed.success) throw redirect({ to: '/merge-user/mypage/mypage-pwcheck' });
    return parsed.output;
  },
  component: function MergeMemberInfoRoute() {
    const navigate = useNavigate();
    const onUserUpdated = useCallback(async (user: SessionUser) => {
      await applyVerifiedUser(user);
      await storeCheckedUserData(user);
    }, []);
    const onClosed = useCallback(
      async (message: string) => {
        await navigate({ to: '/merge-user/login', replace: true });
        await silentLogout();
        await showAlert(message);
      },
      [navigate],
    );
    return (
      <>
        <div className="container narrow">
          <p className="notice merge-hint">{koMerge.myInfoNote}</p>
        </div>
        <MyInfoPage user={Route.useLoaderData()} onUserUpdated={onUserUpdated} onClosed={onClosed} flow="merge" />
      </>
    );
  },
});
