import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SessionUser } from '../../../contract/auth';
import { IdChangePage } from '../../features/account/components/vertify-pages';
import { applyVerifiedUser } from '../../features/session/session-actions';
import { readCheckedUserData, storeCheckedUserData } from '../../features/session/session-store';
import { useSession } from '../../features/session/use-session';

/** 아이디 변경: the account feature's form; the session feature keeps the sealed session in step. */
export const Route = createFileRoute('/vertify/id-change')({
  component: function IdChangeRoute() {
    const session = useSession();
    const onUserUpdated = useCallback(async (user: SessionUser) => {
      await applyVerifiedUser(user);
      // The password check's copy of this tab, when there is one, follows too.
      if ((await readCheckedUserData()) !== null) await storeCheckedUserData(user);
    }, []);
    return session.status === 'member' ? <IdChangePage user={session.session.user} onUserUpdated={onUserUpdated} /> : null;
  },
});
