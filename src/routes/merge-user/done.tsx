import { createFileRoute } from '@tanstack/react-router';
import { MergeDonePage } from '../../features/account-merge/components/merge-pages';
import { useSession } from '../../features/session/use-session';

/** /merge-user/done: the merge finished, what moved, and the kept account's checks. */
export const Route = createFileRoute('/merge-user/done')({
  component: function MergeDoneRoute() {
    const session = useSession();
    return <MergeDonePage verified={session.status === 'member' && session.session.user.certAdminYn === 'Y'} />;
  },
});
