import { createFileRoute } from '@tanstack/react-router';
import { FindInfoPage } from '../../features/account/components/find-info-page';

/** /merge-user/find-info (spec §2): 아이디 찾기 · 비밀번호 재설정 for the account to keep or to merge, under the merge's band. */
export const Route = createFileRoute('/merge-user/find-info')({
  component: function MergeFindInfoRoute() {
    return <FindInfoPage fromJoin={false} />;
  },
});
