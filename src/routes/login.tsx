import { createFileRoute } from '@tanstack/react-router';
import { LoginPage, type OpenService } from '../features/session/components/login-page';
import { loginSearch } from '../features/session/model/login-search';
import { requestServiceUrl } from '../features/sso/sso-flows';
import { toSsoMember } from './-shared/session-bridge';

/** The session feature's page, with the SSO feature's token request (features meet here). */
const openService: OpenService = (target, session) => requestServiceUrl(target, toSsoMember(session));

/** /login?target=&syncto=&returnTo= (spec §2, §4). */
export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  component: function LoginRoute() {
    return <LoginPage search={Route.useSearch()} openService={openService} />;
  },
});
