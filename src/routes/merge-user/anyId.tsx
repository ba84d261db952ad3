import { createFileRoute } from '@tanstack/react-router';
import { MergeProvePage } from '../../features/account-merge/components/merge-pages';
import { WithMergeMember } from './-merge-member';

/** /merge-user/anyId (spec §2): the account to merge, proven by Any-ID or by its password. */
export const Route = createFileRoute('/merge-user/anyId')({
  component: function MergeAnyIdRoute() {
    return <WithMergeMember render={(member) => <MergeProvePage member={member} />} />;
  },
});
