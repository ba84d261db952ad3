import { createFileRoute } from '@tanstack/react-router';
import { PasswordCheckPage, type ValidateServiceToken } from '../../../features/session/components/password-check-page';
import { callValidateToken } from '../../../features/sso/api/sso-calls';

const validateServiceToken: ValidateServiceToken = (token, target) => callValidateToken(token, target);

/** /merge-user/mypage/mypage-pwcheck (spec §2): the password check before the kept account's data, as on /mypage. */
export const Route = createFileRoute('/merge-user/mypage/mypage-pwcheck')({
  component: function MergePasswordCheckRoute() {
    return <PasswordCheckPage search={{}} validateServiceToken={validateServiceToken} infoPath="/merge-user/mypage/mypage-info" />;
  },
});
