import { createFileRoute } from '@tanstack/react-router';
import { FindInfoPage } from '../features/account/components/find-info-page';
import { oneOf, searchSchema } from '../lib/search-schema';

/** 아이디 찾기 · 비밀번호 재설정 (spec §2); ?from=join when a second join sent the person here. */
export const Route = createFileRoute('/login_/find-info')({
  validateSearch: searchSchema({ from: oneOf(['join']) }),
  component: function FindInfoRoute() {
    return <FindInfoPage fromJoin={Route.useSearch().from === 'join'} />;
  },
});
