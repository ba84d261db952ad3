import { createFileRoute } from '@tanstack/react-router';
import { MergeAgreePage } from '../../features/account-merge/components/merge-pages';

/** /merge-user/woongjin-agree-yn (spec §2): the merge's consent step. */
export const Route = createFileRoute('/merge-user/woongjin-agree-yn')({
  component: MergeAgreePage,
});
