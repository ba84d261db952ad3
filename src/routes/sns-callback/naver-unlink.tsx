import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NaverUnlinkPage } from '../../features/account/components/social-link-pages';
import { useSession } from '../../features/session/use-session';

/** 네이버 연결 해제 with its confirmation (spec §2 /sns-callback/naver-unlink); a member's page. */
export const Route = createFileRoute('/sns-callback/naver-unlink')({
  component: function NaverUnlinkRoute() {
    const session = useSession();
    const navigate = useNavigate();
    if (session.status !== 'member') return null;
    return <NaverUnlinkPage userKey={session.session.user.USER_KEY} onCancel={() => void navigate({ to: '/mypage/mypage-info' })} />;
  },
});
