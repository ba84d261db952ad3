import { createFileRoute } from '@tanstack/react-router';
import { MergeTotalJoinPage } from '../../features/account-merge/components/merge-pages';
import { WithMergeMember } from './-merge-member';

/** /merge-user/total-join (spec §2): what moves, and the confirm. */
export const Route = createFileRoute('/merge-user/total-join')({
  component: function MergeTotalJoinRoute() {
    return <WithMergeMember render={(member) => <MergeTotalJoinPage member={member} />} />;
  },
});
