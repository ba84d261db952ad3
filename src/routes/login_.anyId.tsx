import { createFileRoute } from '@tanstack/react-router';
import { AnyIdPage } from '../features/session/anyid/anyid-page';
import { loginSearch } from '../features/session/model/login-search';

/** 경기도 통합인증(Any-ID) login (spec §2 /login/anyId, §7 the Any-ID adaptor); the same query as /login. */
export const Route = createFileRoute('/login_/anyId')({
  validateSearch: loginSearch,
  component: function AnyIdRoute() {
    return <AnyIdPage search={Route.useSearch()} />;
  },
});
