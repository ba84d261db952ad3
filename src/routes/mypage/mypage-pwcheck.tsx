import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callCheckPassword } from '../../features/session/api/member-calls';
import { storeCheckedUserData } from '../../features/session/session-store';
import { useSession } from '../../features/session/use-session';
import { callValidateToken } from '../../features/sso/api/sso-calls';
import { ko } from '../../lib/i18n/messages-ko';
import { koAccount } from '../../lib/i18n/messages-account-ko';
import { searchSchema, text } from '../../lib/search-schema';
import { loginLink } from '../../links/account-links';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The my-page password check (spec §2, §4); sister services may open it with target and token. */
export const Route = createFileRoute('/mypage/mypage-pwcheck')({
  validateSearch: searchSchema({ target: text({ max: 20, pattern: /^[a-z]{1,20}$/ }), token: text({ max: 200 }) }),
  component: PasswordCheckPage,
});

function PasswordCheckPage() {
  const search = Route.useSearch();
  const session = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const checkedToken = useRef(false);
  const inputId = useId();
  useDocumentTitle(koAccount.pwCheck.title, ko.app.name);

  // A service's token names the member it sent; it must be the member logged in here.
  useEffect(() => {
    if (search.target === undefined || checkedToken.current) return;
    checkedToken.current = true;
    if (!search.token) {
      window.alert(koAccount.sso.tokenEmpty);
      window.history.back();
      return;
    }
    void callValidateToken(search.token, `${search.target}My`).then((answer) => {
      if (answer.kind !== 'ok') {
        window.alert(koAccount.sso.tokenWrong);
        window.history.back();
        return;
      }
      if (session.status !== 'member' || session.session.user.USER_KEY !== answer.value) {
        window.alert(ko.session.notLoggedIn);
        void navigate(loginLink('/mypage/mypage-pwcheck'));
      }
    });
  }, [search, session, navigate]);

  if (session.status !== 'member') return null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setError(koAccount.login.passwordRequired);
      return;
    }
    setBusy(true);
    const answer = await callCheckPassword(session.session.user.USER_KEY, password);
    setBusy(false);
    setPassword('');
    if (answer.kind === 'ok') {
      await storeCheckedUserData(answer.user);
      void navigate({ to: '/mypage/mypage-info', replace: true });
      return;
    }
    setError(answer.kind === 'offline' ? koAccount.login.offline : answer.message);
  };
  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.pwCheck.title}</h1>
      <p className="page-intro">{koAccount.pwCheck.intro}</p>
      <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
        <div role="alert" className={error ? 'form-error' : 'sr-only'}>
          {error}
        </div>
        <div className="field">
          <label htmlFor={inputId}>{koAccount.login.password}</label>
          <input id={inputId} type="password" autoComplete="current-password" maxLength={65} value={password} onChange={(event) => setPassword(event.target.value)} />
        </div>
        <button type="submit" className="button button--block" disabled={busy}>
          {koAccount.pwCheck.submit}
        </button>
      </form>
    </div>
  );
}
