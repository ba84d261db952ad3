import { createFileRoute } from '@tanstack/react-router';
import { PasswordCheckPage, type ValidateServiceToken } from '../../features/session/components/password-check-page';
import { callValidateToken } from '../../features/sso/api/sso-calls';
import { searchSchema, text } from '../../lib/search-schema';

/** The session feature's page, with the SSO feature's token check (features meet here). */
const validateServiceToken: ValidateServiceToken = (token, target) => callValidateToken(token, target);

/** /mypage/mypage-pwcheck?target=&token= (spec §2, §4); sister services may open it. */
export const Route = createFileRoute('/mypage/mypage-pwcheck')({
  validateSearch: searchSchema({ target: text({ max: 20, pattern: /^[a-z]{1,20}$/ }), token: text({ max: 200 }) }),
  component: function PasswordCheckRoute() {
    return <PasswordCheckPage search={Route.useSearch()} validateServiceToken={validateServiceToken} />;
  },
});
