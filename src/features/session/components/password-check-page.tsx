import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { showAlert } from '../../../lib/alert-dialog';
import { backOr } from '../../../lib/history-back';
import { ko } from '../../../lib/i18n/messages-ko';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInputFilter } from '../../../lib/use-input-filter';
import { loginLink } from '../../../links/account-links';
import { callCheckPassword } from '../api/member-calls';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULE } from '../model/password-rules';
import { storeCheckedUserData } from '../session-store';
import { useSession } from '../use-session';

export interface PasswordCheckSearch {
  /** The sister service that sent the member here. */
  target?: string;
  token?: string;
}

/** Whose token a sister service sent: the member's user_key when valid. */
export type ValidateServiceToken = (token: string, target: string) => Promise<{ kind: 'ok'; value: string } | { kind: 'failed' | 'offline' }>;

/**
 * The my-page password check (spec §2, §4). A sister service may open it with target and token:
 * the token must name the member logged in here (`validateServiceToken` is the SSO feature's
 * check, handed in by the route).
 */
export function PasswordCheckPage({
  search,
  validateServiceToken,
  infoPath = '/mypage/mypage-info',
}: {
  search: PasswordCheckSearch;
  validateServiceToken: ValidateServiceToken;
  /** Where the checked member goes: 나의 정보, or the account merge's copy of it (/merge-user/mypage/mypage-info). */
  infoPath?: '/mypage/mypage-info' | '/merge-user/mypage/mypage-info';
}) {
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const checkedToken = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const passwordFilter = useInputFilter(PASSWORD_RULE, { maxLength: PASSWORD_MAX_LENGTH });
  useDocumentTitle(koAccount.pwCheck.title, ko.app.name);

  // A service's token names the member it sent; it must be the member logged in here.
  useEffect(() => {
    if (search.target === undefined || checkedToken.current) return;
    checkedToken.current = true;
    // Each alert is read before the page moves on, as the browser's alert held it.
    if (!search.token) {
      // '원래 페이지로 리다이렉트 됩니다': the page before this one, or home when this tab opened here.
      void showAlert(koAccount.sso.tokenEmpty).then(() => backOr(router.history, () => void navigate({ to: '/main', replace: true })));
      return;
    }
    void validateServiceToken(search.token, `${search.target}My`).then(async (answer) => {
      if (answer.kind !== 'ok') {
        await showAlert(koAccount.sso.tokenWrong);
        backOr(router.history, () => void navigate({ to: '/main', replace: true }));
        return;
      }
      if (session.status !== 'member' || session.session.user.USER_KEY !== answer.value) {
        await showAlert(ko.session.notLoggedIn);
        void navigate(loginLink('/mypage/mypage-pwcheck'));
      }
    });
  }, [search, session, navigate, router, validateServiceToken]);

  if (session.status !== 'member') return null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setError(koAccount.login.passwordRequired);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await callCheckPassword(session.session.user.USER_KEY, password);
    setBusy(false);
    setPassword('');
    if (answer.kind === 'ok') {
      await storeCheckedUserData(answer.user);
      void navigate({ to: infoPath, replace: true });
      return;
    }
    // The refusal (a wrong password) is about the one field: said beside it, the focus back in it.
    setError(answer.kind === 'offline' ? koAccount.login.offline : answer.message);
    inputRef.current?.focus();
  };
  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.pwCheck.title}</h1>
      <p className="page-intro">{koAccount.pwCheck.intro}</p>
      <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={inputId}>{koAccount.login.password}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-error ${passwordFilter.noticeId}`}
            onChange={(event) => setPassword(passwordFilter.filter(event))}
          />
          {/* Always present: the words beside the field, read out when they appear. */}
          <div id={`${inputId}-error`} role="alert">
            {error ? <p className="field__error">{error}</p> : null}
          </div>
          <p {...passwordFilter.noticeProps} />
        </div>
        <button type="submit" className="button button--block" disabled={busy}>
          {koAccount.pwCheck.submit}
        </button>
      </form>
    </div>
  );
}
