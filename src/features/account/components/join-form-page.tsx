import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { accountPaths, type AccountFlow } from '../model/account-paths';
import { isoToday } from '../../../lib/dates';
import { ko } from '../../../lib/i18n/messages-ko';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { callJoin } from '../api/account-calls';
import {
  confirmProblem,
  emailProblem,
  guardianNeeded,
  guardianProblems,
  newPasswordProblem,
  phoneDigits,
  phoneText,
} from '../model/account-form';
import { certValid, clearDraft, readDraft, writeDone, writeDraft, type JoinFields } from '../model/join-draft';
import { useIdCheck } from '../use-id-check';
import { AddressFields, type AddressFieldsHandle } from './address-fields';
import { IdField } from './id-field';
import { JoinSteps } from './join-steps';
import { PasswordFields, type PasswordFieldsHandle } from './password-fields';
import '../account.css';
import { toKoreanDate } from '../../../lib/date-format';

type FieldKey = 'id' | 'password' | 'confirm' | 'email' | 'guardianName' | 'guardianPhone' | 'guardianAgree';
type Errors = Partial<Record<FieldKey, string>>;

/**
 * /join/join-step03: the account form. What is typed is kept in this tab as it is typed (never the
 * passwords), so an error, a dropped network or a reload loses nothing; the id is checked live
 * (debounced); the §5 rule is shown as a checklist; a child under 14 adds a guardian's consent.
 */
export function JoinFormPage({ flow = 'main' }: { flow?: AccountFlow }) {
  const navigate = useNavigate();
  const id = useId();
  const [draft] = useState(() => readDraft(sessionStorage));
  const [fields, setFields] = useState<JoinFields>(draft.fields);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ text: string; recertify?: boolean; find?: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<PasswordFieldsHandle>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<AddressFieldsHandle>(null);
  const guardianRefs = { guardianName: useRef<HTMLInputElement>(null), guardianPhone: useRef<HTMLInputElement>(null), guardianAgree: useRef<HTMLInputElement>(null) };
  const formErrorRef = useRef<HTMLDivElement>(null);
  const idCheck = useIdCheck(fields.userId);
  const cert = draft.cert;
  const allowed = cert !== null && certValid(draft, Date.now());
  useDocumentTitle(`${koJoin.form.title} - ${draft.integrated ? koJoin.integratedTitle : koJoin.title}`, ko.app.name);

  useEffect(() => {
    if (!allowed) void navigate({ to: accountPaths(flow).step02, replace: true });
  }, [allowed, navigate, flow]);

  // Everything but the passwords is kept as typed.
  useEffect(() => {
    writeDraft(sessionStorage, { ...readDraft(sessionStorage), fields });
  }, [fields]);

  if (!allowed || !cert) return null;
  const guardian = guardianNeeded({ BIRTHDAY: cert.birthday }, isoToday());
  const set = (patch: Partial<JoinFields>) => setFields((current) => ({ ...current, ...patch }));

  const validate = (): Errors => {
    const next: Errors = {};
    const idProblem = idCheck.problem;
    if (idProblem) next.id = koJoin.form.idProblems[idProblem];
    else if (idCheck.state.kind === 'taken') next.id = idCheck.state.message;
    const pw = newPasswordProblem(password, fields.userId);
    if (pw) next.password = koJoin.form.passwordProblems[pw];
    const cf = confirmProblem(password, confirm);
    if (cf) next.confirm = cf === 'empty' ? koJoin.form.confirmEmpty : koJoin.form.confirmMismatch;
    if (emailProblem(fields.email, false)) next.email = koJoin.form.emailInvalid;
    if (guardian.needed) {
      const problems = guardianProblems({ name: fields.guardianName, phone: fields.guardianPhone, agree: fields.guardianAgree });
      if (problems.name) next.guardianName = koJoin.form.guardianNameEmpty;
      if (problems.phone) next.guardianPhone = koJoin.form.guardianPhoneInvalid;
      if (problems.agree) next.guardianAgree = koJoin.form.guardianAgreeMissing;
    }
    return next;
  };

  const focusField = (key: FieldKey) => {
    if (key === 'id') idRef.current?.focus();
    else if (key === 'password') passwordRef.current?.focusPassword();
    else if (key === 'confirm') passwordRef.current?.focusConfirm();
    else if (key === 'email') emailRef.current?.focus();
    else guardianRefs[key].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const next = validate();
    setErrors(next);
    setFormError(null);
    const first = (['id', 'password', 'confirm', 'email', 'guardianName', 'guardianPhone', 'guardianAgree'] as const).find((key) => next[key]);
    if (first) {
      focusField(first);
      return;
    }
    setSubmitting(true);
    const answer = await callJoin({
      cert_ticket: cert.ticket,
      user_id: fields.userId,
      password,
      email: fields.email.trim(),
      zipcode: fields.zipcode,
      addr1: fields.addr1,
      addr2: fields.addr2.trim(),
      sms_use_yn: fields.sms ? 'Y' : 'N',
      mailing_use_yn: fields.mailing ? 'Y' : 'N',
      agree_terms_yn: 'Y',
      agree_privacy_yn: 'Y',
      agree_video_yn: draft.terms?.video ? 'Y' : 'N',
      guardian_name: guardian.needed ? fields.guardianName.trim() : '',
      guardian_phone: guardian.needed ? fields.guardianPhone : '',
      guardian_agree_yn: guardian.needed && fields.guardianAgree ? 'Y' : 'N',
      citizen_sigungu: draft.citizen,
    });
    setSubmitting(false);
    const showFormError = (text: string, extra: { recertify?: boolean; find?: boolean } = {}) => {
      setFormError({ text, ...extra });
      requestAnimationFrame(() => formErrorRef.current?.focus());
    };
    if (answer.kind === 'offline') return showFormError(koJoin.form.offline);
    if (answer.kind !== 'ok') return showFormError(answer.kind === 'failed' && answer.message ? answer.message : koJoin.form.failed);
    const data = answer.data;
    if (data.RESULT === 'SUCCESS') {
      const done = { userId: data.USER_ID, userNo: data.USER_NO, name: data.USER_NAME, service: readDraft(sessionStorage).service };
      writeDone(sessionStorage, done);
      clearDraft(sessionStorage);
      setPassword('');
      setConfirm('');
      void navigate({ to: accountPaths(flow).step04, replace: true });
      return;
    }
    switch (data.RESULT_CODE) {
      case 'ID_FORMAT':
      case 'ID_TAKEN':
        setErrors({ id: data.RESULT_MESSAGE });
        idCheck.recheck();
        return focusField('id');
      case 'PASSWORD':
        setErrors({ password: data.RESULT_MESSAGE });
        return focusField('password');
      case 'GUARDIAN':
        setErrors({ guardianName: data.RESULT_MESSAGE });
        return focusField('guardianName');
      case 'DUPLICATE_CI':
        return showFormError(data.RESULT_MESSAGE, { find: true });
      case 'TICKET':
        return showFormError(koJoin.form.ticket, { recertify: true });
      default:
        return showFormError(data.RESULT_MESSAGE || koJoin.form.failed);
    }
  };

  const describe = (key: FieldKey, ...more: string[]) => [errors[key] ? `${id}-${key}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const fieldError = (key: FieldKey) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="field__error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <div className="container narrow">
      <h1 className="page-title">{draft.integrated ? koJoin.integratedTitle : koJoin.title}</h1>
      <JoinSteps current={3} />
      <h2 className="section-title">{koJoin.form.title}</h2>
      <p className="page-intro">{koJoin.form.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting} className="account-form">
        <div ref={formErrorRef} tabIndex={-1} role="alert" className={formError ? 'form-error' : 'sr-only'}>
          {formError ? (
            <>
              <p>{formError.text}</p>
              {formError.recertify ? (
                <p>
                  <RouteLink to={accountPaths(flow).step02}>{koJoin.form.recertify}</RouteLink>
                </p>
              ) : null}
              {formError.find ? (
                <p>
                  {flow === 'merge' ? (
                    <RouteLink to="/merge-user/find-info">{koJoin.cert.goFind}</RouteLink>
                  ) : (
                    <RouteLink to="/login/find-info" search={{ from: 'join' }}>
                      {koJoin.cert.goFind}
                    </RouteLink>
                  )}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
        <section className="certified-box" aria-labelledby={`${id}-certified`}>
          <h3 id={`${id}-certified`}>{koJoin.form.certified}</h3>
          <dl className="info-pairs">
            <div>
              <dt>{koJoin.form.name}</dt>
              <dd>{cert.name}</dd>
            </div>
            <div>
              <dt>{koJoin.form.birth}</dt>
              <dd>{toKoreanDate(cert.birthday)}</dd>
            </div>
            <div>
              <dt>{koJoin.form.phone}</dt>
              <dd>{phoneText(cert.phone)}</dd>
            </div>
            <div>
              <dt>{koJoin.form.citizen}</dt>
              <dd>
                {draft.citizen ? (
                  koJoin.form.citizenDone(draft.citizen)
                ) : (
                  <>
                    <RouteLink to={accountPaths(flow).citizen01}>{koJoin.form.citizenOffer}</RouteLink>
                    <span className="field__hint"> {koJoin.form.citizenHint}</span>
                  </>
                )}
              </dd>
            </div>
          </dl>
        </section>
        <IdField ref={idRef} label={koJoin.form.id} value={fields.userId} onChange={(userId) => set({ userId })} check={idCheck} error={errors.id} />
        <PasswordFields
          ref={passwordRef}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={{ password: errors.password, confirm: errors.confirm }}
        />
        <div className="field">
          <label htmlFor={`${id}-email`}>{koJoin.form.email}</label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={fields.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe('email')}
            onChange={(event) => set({ email: event.target.value.slice(0, 100) })}
          />
          {fieldError('email')}
        </div>
        <AddressFields
          ref={addressRef}
          value={{ zipcode: fields.zipcode, addr1: fields.addr1, addr2: fields.addr2 }}
          onChange={(address) => set(address)}
        />
        <fieldset className="fieldset">
          <legend>{koJoin.form.consents}</legend>
          <label className="checkbox">
            <input type="checkbox" checked={fields.sms} onChange={(event) => set({ sms: event.target.checked })} />
            {koJoin.form.sms}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={fields.mailing} onChange={(event) => set({ mailing: event.target.checked })} />
            {koJoin.form.mailing}
          </label>
          <p className="field__hint">{koJoin.form.consentHint}</p>
        </fieldset>
        {guardian.needed ? (
          <fieldset className="fieldset guardian">
            <legend>{koJoin.form.guardianTitle}</legend>
            <p>{koJoin.form.guardianIntro(guardian.age)}</p>
            <div className="field">
              <label htmlFor={`${id}-gname`}>{koJoin.form.guardianName}</label>
              <input
                ref={guardianRefs.guardianName}
                id={`${id}-gname`}
                autoComplete="off"
                value={fields.guardianName}
                aria-invalid={errors.guardianName ? true : undefined}
                aria-describedby={describe('guardianName')}
                onChange={(event) => set({ guardianName: event.target.value.slice(0, 50) })}
              />
              {fieldError('guardianName')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-gphone`}>{koJoin.form.guardianPhone}</label>
              <input
                ref={guardianRefs.guardianPhone}
                id={`${id}-gphone`}
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                value={fields.guardianPhone}
                aria-invalid={errors.guardianPhone ? true : undefined}
                aria-describedby={describe('guardianPhone', `${id}-gphone-hint`)}
                onChange={(event) => set({ guardianPhone: phoneDigits(event.target.value) })}
              />
              <p id={`${id}-gphone-hint`} className="field__hint">
                {koJoin.form.guardianPhoneHint}
              </p>
              {fieldError('guardianPhone')}
            </div>
            <label className="checkbox">
              <input
                ref={guardianRefs.guardianAgree}
                type="checkbox"
                checked={fields.guardianAgree}
                aria-invalid={errors.guardianAgree ? true : undefined}
                aria-describedby={describe('guardianAgree')}
                onChange={(event) => set({ guardianAgree: event.target.checked })}
              />
              {koJoin.form.guardianAgree}
            </label>
            {fieldError('guardianAgree')}
          </fieldset>
        ) : null}
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting ? koJoin.form.submitting : koJoin.form.submit}
        </button>
      </form>
    </div>
  );
}
