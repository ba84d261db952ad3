import { createFileRoute } from '@tanstack/react-router';
import { LinkReturnPage } from '../../../features/account/components/social-link-pages';

/** Where the merge's 회원정보 Google 연결 comes back (spec §2 /merge-user/sns-callback/google-link). */
export const Route = createFileRoute('/merge-user/sns-callback/google-link')({
  component: function MergeGoogleLinkRoute() {
    return <LinkReturnPage provider="google" flow="merge" />;
  },
});
