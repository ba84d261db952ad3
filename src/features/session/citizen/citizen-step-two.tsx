import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { GYEONGGI_SIGUNGU } from '../../../../contract/member';
import { callCertifyCitizen } from '../api/member-calls';
import { applyVerifiedUser } from '../session-actions';
import { useSession } from '../use-session';
import { showAlert } from '../../../lib/alert-dialog';
import { ko } from '../../../lib/i18n/messages-ko';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myLibraryLink } from '../../../links/account-links';
import { CITIZEN_PATHS, type CitizenFlow, type CitizenSearch } from './citizen-step-one';

/**
 * A person joining who holds certification data (spec §6): their choice is kept for the join
 * instead of being sent now (the route gives this; members never get it).
 */
export interface CitizenVisitor {
  keep: (sigungu: string) => void;
}

/** Resident verification, step 2: the member's registered city or county, checked by the server. */
export function CitizenStepTwo({ search, visitor, flow = 'main' }: { search: CitizenSearch; visitor?: CitizenVisitor; flow?: CitizenFlow }) {
  const paths = CITIZEN_PATHS[flow];
  const session = useSession();
  const navigate = useNavigate();
  const [sigungu, setSigungu] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  useDocumentTitle(koAccount.citizen.title, ko.app.name);
  const member = session.status === 'member' ? session.session.user : null;
  if (!member && !visitor) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sigungu) {
      setError(koAccount.citizen.sigunguRequired);
      selectRef.current?.focus();
      return;
    }
    if (!member && visitor) {
      // The same rule the server applies at the join.
      if (!(GYEONGGI_SIGUNGU as readonly string[]).includes(sigungu)) {
        setError(koAccount.citizen.outsideRefused);
        selectRef.current?.focus();
        return;
      }
      visitor.keep(sigungu);
      await showAlert(koAccount.citizen.joinKept);
      void navigate({ to: paths.joinForm, replace: true });
      return;
    }
    if (!member) return;
    setBusy(true);
    setError('');
    const answer = await callCertifyCitizen(member.USER_KEY, sigungu);
    setBusy(false);
    if (answer.kind !== 'ok') {
      // The server's refusal is about the chosen city or county: said beside it.
      setError(answer.kind === 'offline' ? koAccount.citizen.offline : answer.message);
      selectRef.current?.focus();
      return;
    }
    await applyVerifiedUser(answer.user);
    await showAlert(koAccount.citizen.done);
    if (paths.ggpoint && paths.after) {
      // In the merge: on to the kept account's reading points, or its data (which shows the verification).
      void navigate({ to: search.target === 'ggpoint-check' ? paths.ggpoint : paths.after, replace: true });
      return;
    }
    void navigate(search.target === 'ggpoint-check' ? { to: '/login', search: { target: 'ggpoint' }, replace: true } : { ...myLibraryLink('lib-service'), replace: true });
  };

  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.citizen.title}</h1>
      <p className="page-intro">{koAccount.citizen.stepTwoIntro}</p>
      {member ? null : <p className="notice">{koAccount.citizen.joinIntro}</p>}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={selectId}>{koAccount.citizen.sigungu}</label>
          <select ref={selectRef} id={selectId} value={sigungu} aria-invalid={error ? true : undefined} aria-describedby={`${selectId}-error`} onChange={(event) => setSigungu(event.target.value)}>
            <option value="">{koAccount.citizen.choose}</option>
            {GYEONGGI_SIGUNGU.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value="경기도 외">{koAccount.citizen.outside}</option>
          </select>
          <div id={`${selectId}-error`} role="alert">
            {error ? <p className="field__error">{error}</p> : null}
          </div>
        </div>
        <p className="field__hint">{koAccount.citizen.demoNote}</p>
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {koAccount.citizen.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
