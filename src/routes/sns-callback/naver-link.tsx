import { createFileRoute } from '@tanstack/react-router';
import { LinkReturnPage } from '../../features/account/components/social-link-pages';

/** Where 나의 정보's 네이버 연결 comes back (spec §2 /sns-callback/naver-link). */
export const Route = createFileRoute('/sns-callback/naver-link')({
  component: function NaverLinkRoute() {
    return <LinkReturnPage provider="naver" />;
  },
});
