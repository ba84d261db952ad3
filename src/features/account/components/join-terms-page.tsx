import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SsoTarget } from '../../../../contract/auth';
import { RouteLink } from '../../../components/ui/route-link';
import { ko } from '../../../lib/i18n/messages-ko';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accountPaths, type AccountFlow } from '../model/account-paths';
import { readDraft, writeDraft, type JoinTerms } from '../model/join-draft';
import { JoinSteps } from './join-steps';
import '../account.css';

type TermKey = keyof JoinTerms;

const TERMS_PAGES: Partial<Record<TermKey, 'agree' | 'privacy' | 'video'>> = { agree: 'agree', privacy: 'privacy', video: 'video' };

/** A sister service's name, as the catalogue says it. */
export function serviceName(target: SsoTarget): string {
  return koJoin.vertify.services.find((service) => service.target === target)?.name ?? target;
}

/**
 * /join/join-step01 (and -integrade): the terms. 이용약관 and 개인정보 수집·이용 are required;
 * 영상정보 and 소식 수신 optional; 전체 동의 checks or clears all. Each term's full text is a page
 * of its own (/terms/…); what was checked is kept in this tab, so reading it loses nothing.
 * The integrated variant adds the consent to use the account at the sister services (required).
 */
export function JoinTermsPage({ integrated, service, flow = 'main' }: { integrated: boolean; service?: SsoTarget; flow?: AccountFlow }) {
  const navigate = useNavigate();
  const id = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const [agreed, setAgreed] = useState<JoinTerms>(() => readDraft(sessionStorage).terms ?? { agree: false, privacy: false, video: false, marketing: false, integrated: false });
  const [error, setError] = useState('');
  useDocumentTitle(integrated ? koJoin.integratedTitle : koJoin.title, ko.app.name);

  const items: Array<{ key: TermKey; required: boolean }> = [
    ...(integrated ? [{ key: 'integrated' as const, required: true }] : []),
    { key: 'agree', required: true },
    { key: 'privacy', required: true },
    { key: 'video', required: false },
    { key: 'marketing', required: false },
  ];
  const all = items.every((item) => agreed[item.key]);

  // Kept as checked, so the terms pages and a reload lose nothing.
  useEffect(() => {
    const draft = readDraft(sessionStorage);
    writeDraft(sessionStorage, { ...draft, integrated, service: service ?? (integrated ? draft.service : null), terms: agreed });
  }, [agreed, integrated, service]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = items.filter((item) => item.required && !agreed[item.key]);
    if (missing.length > 0) {
      setError(koJoin.terms.requiredMissing);
      document.getElementById(`${id}-${missing[0]?.key ?? 'agree'}`)?.focus();
      return;
    }
    const draft = readDraft(sessionStorage);
    // 소식 수신 agreed here is the default of the mail consent on the form (until it is touched there).
    const fields = draft.fields.userId === '' && draft.fields.email === '' ? { ...draft.fields, mailing: agreed.marketing } : draft.fields;
    writeDraft(sessionStorage, { ...draft, integrated, service: service ?? (integrated ? draft.service : null), terms: agreed, fields });
    void navigate({ to: accountPaths(flow).step02 });
  };

  return (
    <div className="container narrow">
      <h1 className="page-title">{integrated ? koJoin.integratedTitle : koJoin.title}</h1>
      <JoinSteps current={1} />
      <p className="page-intro">{integrated ? koJoin.terms.integratedIntro : koJoin.terms.intro}</p>
      {service ? <p className="notice">{koJoin.terms.fromService(serviceName(service))}</p> : null}
      <form noValidate onSubmit={submit} className="join-terms">
        <div ref={errorRef} id={`${id}-error`} role="alert" className={error ? 'form-error' : 'sr-only'}>
          {error}
        </div>
        <div className="join-terms__all">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={all}
              aria-describedby={`${id}-all-hint`}
              onChange={(event) => {
                const next = event.target.checked;
                setAgreed({ agree: next, privacy: next, video: next, marketing: next, integrated: next && integrated });
                if (next) setError('');
              }}
            />
            <strong>{koJoin.terms.all}</strong>
          </label>
          <p id={`${id}-all-hint`} className="field__hint">
            {koJoin.terms.allHint}
          </p>
        </div>
        <ul className="join-terms__list">
          {items.map(({ key, required }) => {
            const name = koJoin.terms.items[key];
            const page = TERMS_PAGES[key];
            return (
              <li key={key} className="join-terms__item">
                <label className="checkbox">
                  <input
                    id={`${id}-${key}`}
                    type="checkbox"
                    checked={agreed[key]}
                    aria-invalid={error && required && !agreed[key] ? true : undefined}
                    aria-describedby={error && required && !agreed[key] ? `${id}-error ${id}-${key}-text` : `${id}-${key}-text`}
                    onChange={(event) => {
                      const next = event.target.checked;
                      setAgreed((current) => ({ ...current, [key]: next }));
                    }}
                  />
                  <span>
                    <span className={required ? 'join-terms__required' : 'join-terms__optional'}>{required ? koJoin.terms.required : koJoin.terms.optional}</span> {name}
                  </span>
                </label>
                <p id={`${id}-${key}-text`} className="join-terms__summary">
                  {koJoin.terms.summaries[key]}
                </p>
                {page ? (
                  <p className="join-terms__more">
                    <RouteLink to="/terms/$termsKind" params={{ termsKind: page }}>
                      {koJoin.terms.readFull(name)}
                    </RouteLink>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <button type="submit" className="button button--block">
          {koJoin.terms.next}
        </button>
      </form>
    </div>
  );
}
