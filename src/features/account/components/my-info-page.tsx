import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../../contract/auth';
import type { CloseAccountPreviewResponse } from '../../../../contract/identity';
import { RouteLink } from '../../../components/ui/route-link';
import { toDateTime, toKoreanDate } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { answerText, callChangePassword, callCloseAccount, callCloseAccountPreview, callSelectMemberInfo, callUpdateMemberInfo } from '../api/account-calls';
import { confirmProblem, emailProblem, mobileProblem, newPasswordProblem, phoneDigits } from '../model/account-form';
import { AddressFields } from './address-fields';
import { LinkedAccounts } from './linked-accounts';
import type { AccountFlow } from '../model/account-paths';
import { CurrentPasswordField, PasswordFields, type PasswordFieldsHandle } from './password-fields';
import '../account.css';


export interface MyInfoPageProps {
  /** The member as the password check left it (the sealed copy of this tab). */
  user: SessionUser;
  /** The server changed the member: the route updates the sealed session (and so the card). */
  onUserUpdated: (user: SessionUser) => Promise<void>;
  /** The account is closed: the route logs out locally (the session feature's purge) and leaves. */
  onClosed: (message: string) => Promise<void>;
  /** The merge's copy of this page (/merge-user/mypage/mypage-info) keeps its links in the merge. */
  flow?: AccountFlow;
}

/**
 * /mypage/mypage-info after the password check: one's own data (phone, e-mail, address with the
 * postal-code search, SMS and mail consents), the password change (the old one first, the §5
 * rule) and 회원 탈퇴 (what happens to loans, reservations and applications said first).
 */
export function MyInfoPage({ user: initial, onUserUpdated, onClosed, flow = 'main' }: MyInfoPageProps) {
  const [user, setUser] = useState(initial);
  const [addr2, setAddr2] = useState<string | null>(null);
  const [fetchedAt, setFetchedAt] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  useDocumentTitle(koAccount.myLibrary.myInfo, ko.app.name);

  // The stored copy shows at once; the server's answer (with the detail address line) follows.
  useEffect(() => {
    let live = true;
    void callSelectMemberInfo(initial.USER_KEY).then((answer) => {
      if (!live) return;
      if (answer.kind === 'ok' && answer.data.RESULT === 'SUCCESS' && answer.data.USER_DATA) {
        setUser(answer.data.USER_DATA);
        setAddr2(answer.data.H_ADDR2);
        setFetchedAt(Date.now());
        setStale(false);
        void onUserUpdated(answer.data.USER_DATA);
      } else {
        setAddr2((current) => current ?? '');
        setStale(true);
      }
    });
    return () => {
      live = false;
    };
  }, [initial.USER_KEY, onUserUpdated]);

  const basics: Array<[string, string]> = [
    [koAccount.memberInfo.name, user.USER_NAME],
    [koAccount.memberInfo.id, user.USER_ID],
    [koAccount.memberInfo.userNo, user.USER_NO],
    [koAccount.memberInfo.userClass, user.USER_CLASS],
    [koAccount.memberInfo.birth, user.BIRTH_DATE ? toKoreanDate(user.BIRTH_DATE) : koAccount.memberInfo.none],
    [koAccount.memberInfo.citizen, user.certAdminYn === 'Y' ? koAccount.myLibrary.citizenDone : koAccount.myLibrary.citizenNotYet],
  ];

  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.myLibrary.myInfo}</h1>
      <p className="page-intro">{koJoin.myInfo.intro}</p>
      <p className="field__hint" aria-live="polite">
        {fetchedAt ? `${koJoin.myInfo.refreshed} ${toDateTime(fetchedAt)}` : stale ? koJoin.myInfo.stale : ''}
      </p>
      <section aria-labelledby="my-basic">
        <h2 id="my-basic" className="section-title">
          {koJoin.myInfo.basic}
        </h2>
        <dl className="info-pairs">
          {basics.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="field__hint">{koJoin.myInfo.basicHint}</p>
        <p className="button-row">
          <RouteLink className="button button--secondary" to="/vertify/user-check">
            {koJoin.vertify.userCheckTitle}
          </RouteLink>
          <RouteLink className="button button--secondary" to="/vertify/integrade-term-id">
            {koJoin.vertify.integradeIdTitle}
          </RouteLink>
        </p>
      </section>
      {addr2 === null ? null : (
        <ContactForm
          user={user}
          addr2={addr2}
          onSaved={async (next, nextAddr2) => {
            setUser(next);
            setAddr2(nextAddr2);
            setFetchedAt(Date.now());
            await onUserUpdated(next);
          }}
        />
      )}
      <LinkedAccounts userKey={user.USER_KEY} flow={flow} />
      <PasswordChange userKey={user.USER_KEY} userId={user.USER_ID} />
      <CloseAccount userKey={user.USER_KEY} onClosed={onClosed} />
    </div>
  );
}

function ContactForm({ user, addr2, onSaved }: { user: SessionUser; addr2: string; onSaved: (user: SessionUser, addr2: string) => Promise<void> }) {
  const id = useId();
  const [phone, setPhone] = useState(user.HANDPHONE);
  const [email, setEmail] = useState(user.EMAIL);
  const [address, setAddress] = useState({ zipcode: user.H_ZIPCODE, addr1: user.H_ADDR1, addr2 });
  const [sms, setSms] = useState(user.SMS_USE_YN === 'Y');
  const [mailing, setMailing] = useState(user.MAILING_USE_YN === 'Y');
  const [errors, setErrors] = useState<{ phone?: string; email?: string }>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (mobileProblem(phone)) next.phone = koJoin.myInfo.phoneInvalid;
    // The address on file is kept as it is (it may be of the looser form taken before); a new one must fit.
    if (email.trim() !== user.EMAIL && emailProblem(email.trim(), false)) next.email = koJoin.form.emailInvalid;
    setErrors(next);
    setStatus(null);
    if (next.phone) return phoneRef.current?.focus();
    if (next.email) return emailRef.current?.focus();
    setBusy(true);
    const answer = await callUpdateMemberInfo({
      user_key: user.USER_KEY,
      handphone: phone,
      email: email.trim(),
      zipcode: address.zipcode,
      addr1: address.addr1,
      addr2: address.addr2.trim(),
      sms_use_yn: sms ? 'Y' : 'N',
      mailing_use_yn: mailing ? 'Y' : 'N',
    });
    setBusy(false);
    if (answer.kind === 'ok' && answer.data.RESULT === 'SUCCESS' && answer.data.USER_DATA) {
      await onSaved(answer.data.USER_DATA, answer.data.H_ADDR2);
      setStatus({ ok: true, text: koJoin.myInfo.saved });
    } else {
      // What was typed stays in the fields: nothing is lost on a refusal or a dropped network.
      setStatus({ ok: false, text: answer.kind === 'ok' ? answer.data.RESULT_MESSAGE || koJoin.myInfo.failed : answerText(answer, koJoin.myInfo.offline, koJoin.myInfo.failed) });
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <section aria-labelledby={`${id}-title`} className="account-section">
      <h2 id={`${id}-title`} className="section-title">
        {koJoin.myInfo.contact}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="account-form">
        <div ref={statusRef} tabIndex={-1} role={status?.ok ? 'status' : 'alert'} className={status ? (status.ok ? 'status-box status-box--ok' : 'form-error') : 'sr-only'}>
          {status?.text ?? ''}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>{koJoin.myInfo.phone}</label>
          <input
            ref={phoneRef}
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={`${id}-phone-hint${errors.phone ? ` ${id}-phone-error` : ''}`}
            onChange={(event) => setPhone(phoneDigits(event.target.value))}
          />
          <p id={`${id}-phone-hint`} className="field__hint">
            {koJoin.myInfo.phoneHint}
          </p>
          {errors.phone ? (
            <p id={`${id}-phone-error`} className="field__error">
              {errors.phone}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{koJoin.form.email}</label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            onChange={(event) => setEmail(event.target.value.slice(0, 100))}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="field__error">
              {errors.email}
            </p>
          ) : null}
        </div>
        <AddressFields value={address} onChange={setAddress} />
        <fieldset className="fieldset">
          <legend>{koJoin.form.consents}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={sms} onChange={(event) => setSms(event.target.checked)} />
            {koJoin.form.sms}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={mailing} onChange={(event) => setMailing(event.target.checked)} />
            {koJoin.form.mailing}
          </label>
          <p className="field__hint">{koJoin.form.consentHint}</p>
        </fieldset>
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? koJoin.myInfo.saving : koJoin.myInfo.save}
        </button>
      </form>
    </section>
  );
}

function PasswordChange({ userKey, userId }: { userKey: string; userId: string }) {
  const id = useId();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ old?: string; password?: string; confirm?: string }>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const oldRef = useRef<HTMLInputElement>(null);
  const fieldsRef = useRef<PasswordFieldsHandle>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (old === '') next.old = koJoin.myInfo.oldPasswordEmpty;
    const pw = newPasswordProblem(password, userId);
    if (pw) next.password = koJoin.form.passwordProblems[pw];
    const cf = confirmProblem(password, confirm);
    if (cf) next.confirm = cf === 'empty' ? koJoin.form.confirmEmpty : koJoin.form.confirmMismatch;
    setErrors(next);
    setStatus(null);
    if (next.old) return oldRef.current?.focus();
    if (next.password) return fieldsRef.current?.focusPassword();
    if (next.confirm) return fieldsRef.current?.focusConfirm();
    setBusy(true);
    const answer = await callChangePassword(userKey, old, password);
    setBusy(false);
    if (answer.kind !== 'ok') {
      setStatus({ ok: false, text: answerText(answer, koJoin.myInfo.offline, koJoin.myInfo.failed) });
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    const data = answer.data;
    if (data.RESULT === 'SUCCESS') {
      setOld('');
      setPassword('');
      setConfirm('');
      setStatus({ ok: true, text: koJoin.myInfo.passwordChanged });
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    if (data.RESULT_CODE === 'WRONG_PASSWORD') {
      setOld('');
      // The server's sentence is the login's; here it is about the one field.
      setErrors({ old: koJoin.myInfo.oldPasswordWrong });
      return oldRef.current?.focus();
    }
    setErrors({ password: data.RESULT_MESSAGE });
    fieldsRef.current?.focusPassword();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="account-section">
      <h2 id={`${id}-title`} className="section-title">
        {koJoin.myInfo.passwordTitle}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="account-form">
        <div ref={statusRef} tabIndex={-1} role={status?.ok ? 'status' : 'alert'} className={status ? (status.ok ? 'status-box status-box--ok' : 'form-error') : 'sr-only'}>
          {status?.text ?? ''}
        </div>
        <CurrentPasswordField ref={oldRef} label={koJoin.myInfo.oldPassword} value={old} onChange={setOld} error={errors.old} />
        <PasswordFields
          ref={fieldsRef}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={{ password: errors.password, confirm: errors.confirm }}
          labels={{ password: koJoin.find.newPassword, confirm: koJoin.find.newPasswordConfirm }}
        />
        <button type="submit" className="button button--block" disabled={busy}>
          {koJoin.myInfo.changePassword}
        </button>
      </form>
    </section>
  );
}

function CloseAccount({ userKey, onClosed }: { userKey: string; onClosed: (message: string) => Promise<void> }) {
  const id = useId();
  const [preview, setPreview] = useState<CloseAccountPreviewResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [password, setPassword] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; agree?: string }>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const factsRef = useRef<HTMLHeadingElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const showPreview = async () => {
    setLoading(true);
    setFormError('');
    const answer = await callCloseAccountPreview(userKey);
    setLoading(false);
    if (answer.kind !== 'ok') {
      setFormError(answerText(answer, koJoin.myInfo.offline, koJoin.myInfo.failed));
      return;
    }
    setPreview(answer.data);
    requestAnimationFrame(() => factsRef.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (password === '') next.password = koJoin.myInfo.oldPasswordEmpty;
    if (!agree) next.agree = koJoin.myInfo.closeAgreeMissing;
    setErrors(next);
    setFormError('');
    if (next.password) return passwordRef.current?.focus();
    if (next.agree) return agreeRef.current?.focus();
    if (!window.confirm(koJoin.myInfo.closeConfirm)) return;
    setBusy(true);
    const answer = await callCloseAccount(userKey, password);
    setBusy(false);
    setPassword('');
    if (answer.kind !== 'ok') {
      setFormError(answerText(answer, koJoin.myInfo.offline, koJoin.myInfo.failed));
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    const data = answer.data;
    if (data.RESULT === 'SUCCESS') {
      await onClosed(koJoin.myInfo.closed(data.CANCELLED_RESERVATIONS, data.CANCELLED_APPLICATIONS));
      return;
    }
    if (data.RESULT_CODE === 'WRONG_PASSWORD') {
      setErrors({ password: koJoin.myInfo.passwordWrong });
      return passwordRef.current?.focus();
    }
    setFormError(data.RESULT_MESSAGE || koJoin.myInfo.failed);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const blocked = (preview?.LOANS ?? 0) > 0;
  return (
    <section aria-labelledby={`${id}-title`} className="account-section">
      <h2 id={`${id}-title`} className="section-title">
        {koJoin.myInfo.closeTitle}
      </h2>
      <p>{koJoin.myInfo.closeIntro}</p>
      <div ref={errorRef} tabIndex={-1} role="alert" className={formError ? 'form-error' : 'sr-only'}>
        {formError}
      </div>
      {preview === null ? (
        <button type="button" className="button button--secondary" disabled={loading} onClick={() => void showPreview()}>
          {loading ? koJoin.myInfo.closeLoading : koJoin.myInfo.closePreview}
        </button>
      ) : (
        <>
          <h3 ref={factsRef} tabIndex={-1}>
            {koJoin.myInfo.closePreview}
          </h3>
          <ul className="close-facts">
            <li>{blocked ? koJoin.myInfo.closeLoans(preview.LOANS) : koJoin.myInfo.closeNoLoans}</li>
            <li>{koJoin.myInfo.closeReservations(preview.RESERVATIONS)}</li>
            <li>{koJoin.myInfo.closeApplications(preview.APPLICATIONS)}</li>
            <li>{koJoin.myInfo.closeHistory}</li>
          </ul>
          {blocked ? (
            <p className="form-error">{koJoin.myInfo.closeBlocked}</p>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="account-form">
              <CurrentPasswordField ref={passwordRef} label={koJoin.myInfo.closePassword} value={password} onChange={setPassword} error={errors.password} />
              <label className="checkbox">
                <input
                  ref={agreeRef}
                  type="checkbox"
                  checked={agree}
                  aria-invalid={errors.agree ? true : undefined}
                  aria-describedby={errors.agree ? `${id}-agree-error` : undefined}
                  onChange={(event) => setAgree(event.target.checked)}
                />
                {koJoin.myInfo.closeAgree}
              </label>
              {errors.agree ? (
                <p id={`${id}-agree-error`} className="field__error">
                  {errors.agree}
                </p>
              ) : null}
              <button type="submit" className="button button--block button--danger" disabled={busy}>
                {koJoin.myInfo.closeSubmit}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
