import { createFileRoute } from '@tanstack/react-router';
import { loginSearch } from '../../features/session/model/login-search';
import { SocialLoginPage } from '../../features/session/social/social-login-page';

/** 네이버로 로그인 (spec §2 /sns-callback/naver-login: start and finish of the naver login); the same query as /login. */
export const Route = createFileRoute('/sns-callback/naver-login')({
  validateSearch: loginSearch,
  component: function NaverLoginRoute() {
    return <SocialLoginPage provider="naver" search={Route.useSearch()} />;
  },
});
