import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NaverUnlinkPage } from '../../../features/account/components/social-link-pages';
import { useSession } from '../../../features/session/use-session';

/** 네이버 연결 해제 from the merge's 회원정보 (spec §2 /merge-user/sns-callback/naver-unlink). */
export const Route = createFileRoute('/merge-user/sns-callback/naver-unlink')({
  component: function MergeNaverUnlinkRoute() {
    const session = useSession();
    const navigate = useNavigate();
    if (session.status !== 'member') return null;
    return <NaverUnlinkPage userKey={session.session.user.USER_KEY} flow="merge" onCancel={() => void navigate({ to: '/merge-user/mypage/mypage-info' })} />;
  },
});
