import { createFileRoute } from '@tanstack/react-router';
import { JoinFormPage } from '../../../features/account/components/join-form-page';

/** /merge-user/join/join-step03: the account form of the merge's join. */
export const Route = createFileRoute('/merge-user/join/join-step03')({
  component: function MergeJoinStepThreeRoute() {
    return <JoinFormPage flow="merge" />;
  },
});
