import { createFileRoute } from '@tanstack/react-router';
import { JoinDonePage } from '../../../features/account/components/join-done-page';

/** /merge-user/join/join-step04: the new account made; on to the merge's login with it. */
export const Route = createFileRoute('/merge-user/join/join-step04')({
  component: function MergeJoinStepFourRoute() {
    return <JoinDonePage flow="merge" />;
  },
});
