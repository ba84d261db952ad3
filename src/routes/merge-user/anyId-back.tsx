import { createFileRoute } from '@tanstack/react-router';
import { MergeAnyIdBackPage } from '../../features/account-merge/components/merge-pages';

/** /merge-user/anyId-back (spec §2): where GET /oidc/merge returns with #proof= or #error=. */
export const Route = createFileRoute('/merge-user/anyId-back')({
  component: function MergeAnyIdBackRoute() {
    return <MergeAnyIdBackPage provider="anyid" />;
  },
});
