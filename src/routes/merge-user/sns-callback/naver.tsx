import { createFileRoute } from '@tanstack/react-router';
import { MergeAnyIdBackPage } from '../../../features/account-merge/components/merge-pages';

/** /merge-user/sns-callback/naver (spec §2): where the naver proof of the account to merge comes back (GET /oidc/merge/naver → #proof= or #error=). */
export const Route = createFileRoute('/merge-user/sns-callback/naver')({
  component: function MergeNaverBackRoute() {
    return <MergeAnyIdBackPage provider="naver" />;
  },
});
