import { createFileRoute } from '@tanstack/react-router';
import { MergeDonePage } from '../../features/account-merge/components/merge-pages';

/** /merge-user/done: the merge finished, what moved. */
export const Route = createFileRoute('/merge-user/done')({
  component: MergeDonePage,
});
