import { createFileRoute } from '@tanstack/react-router';
import { LinkReturnPage } from '../../features/account/components/social-link-pages';

/** Where 나의 정보's Google 연결 comes back (spec §2 /sns-callback/google-link). */
export const Route = createFileRoute('/sns-callback/google-link')({
  component: function GoogleLinkRoute() {
    return <LinkReturnPage provider="google" />;
  },
});
