import { createFileRoute } from '@tanstack/react-router';
import { LinkReturnPage } from '../../../features/account/components/social-link-pages';

/** Where the merge's 회원정보 네이버 연결 comes back (spec §2 /merge-user/sns-callback/naver-link); back to its 회원정보. */
export const Route = createFileRoute('/merge-user/sns-callback/naver-link')({
  component: function MergeNaverLinkRoute() {
    return <LinkReturnPage provider="naver" flow="merge" />;
  },
});
