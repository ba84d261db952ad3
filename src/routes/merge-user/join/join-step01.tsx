import { createFileRoute } from '@tanstack/react-router';
import { JoinTermsPage } from '../../../features/account/components/join-terms-page';

/**
 * /merge-user/join/join-step01 (spec §2): a person with no library account to keep makes one
 * inside the merge — the join's terms, its steps staying under /merge-user/join; afterwards they
 * log in with it and bring the old record in (/merge-user/anyId).
 */
export const Route = createFileRoute('/merge-user/join/join-step01')({
  component: function MergeJoinStepOneRoute() {
    return <JoinTermsPage integrated={false} flow="merge" />;
  },
});
