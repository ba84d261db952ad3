import { createFileRoute } from '@tanstack/react-router';
import { JoinCertPage } from '../../../features/account/components/join-cert-page';

/** /merge-user/join/join-step02: the join's identity certification; the provider returns to /merge-user/join/kmc-*. */
export const Route = createFileRoute('/merge-user/join/join-step02')({
  component: function MergeJoinStepTwoRoute() {
    return <JoinCertPage flow="merge" />;
  },
});
