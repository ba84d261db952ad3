import { useId, useRef, useState, type FormEvent } from 'react';
import { CLUB_MOTIVATION_MAX, type ClubDetail, type ClubKind } from '../../../../contract/reading';
import { RouteLink } from '../../../components/ui/route-link';
import { useQueuedWriteGone } from '../../../data/use-outbox';
import { StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clubLink, clubListLink } from '../../../links/reading-links';
import { applyToClub, CLUB_APPLY_KIND } from '../api/reading-calls';
import { isPhone } from '../model/reading-text';
import { useClub, useMyClubs, usePendingReading } from '../reading-data';
import { ClubStateBadge } from './reading-parts';
import '../reading.css';

const t = koReading.apply;
const c = koReading.common;

export interface ApplyingMember {
  userKey: string;
  name: string;
  /** The phone of the member's data, offered in the form. */
  phone: string;
}

/** `requestId`: the outbox key of an application kept on this device. */
type Outcome = { tone: 'ok'; text: string } | { tone: 'queued'; text: string; requestId: string } | { tone: 'error'; text: string } | null;

/** The application form of a club (members only: the route guards it and hands over the member). */
export function ClubApplyPage({ kind, clubId, member }: { kind: ClubKind; clubId: number | null; member: ApplyingMember }) {
  const title = kind === 'CLUB' ? t.title : t.programTitle;
  useDocumentTitle(title, ko.app.name);
  return (
    <div className="container narrow reading">
      <h1 className="page-title">{title}</h1>
      {clubId === null ? (
        <>
          <p className="notice">{t.chooseClub}</p>
          <div className="form-actions">
            <RouteLink className="button" {...clubListLink(kind)}>
              {t.toList}
            </RouteLink>
          </div>
        </>
      ) : (
        <ClubApply kind={kind} clubId={clubId} member={member} />
      )}
    </div>
  );
}

function ClubApply({ kind, clubId, member }: { kind: ClubKind; clubId: number; member: ApplyingMember }) {
  const view = useClub(clubId);
  const pending = usePendingReading(CLUB_APPLY_KIND, member.userKey).filter((write) => write.body.club_id === clubId);
  const mine = useMyClubs(member.userKey, pending.length);
  const applied = mine.stored?.data.LIST.some((application) => application.CLUB_ID === clubId) ?? false;
  const [asked, setOutcome] = useState<Outcome>(null);
  // A queued application that has since been sent and is in the member's list: say it is done. Sent
  // but not (yet) in the list, say it was sent: 'kept on this device' is no longer true.
  const gone = useQueuedWriteGone(CLUB_APPLY_KIND, asked?.tone === 'queued' ? asked.requestId : null);
  const sentLater = asked?.tone === 'queued' && pending.length === 0 && applied;
  const refresh = () => {
    view.refresh();
    mine.refresh();
  };
  return (
    <StoredView view={view} labels={c}>
      {({ CLUB: club }) => {
        const outcome: Outcome = sentLater ? { tone: 'ok', text: t.done(club.NAME) } : asked?.tone === 'queued' && gone ? { ...asked, text: t.queuedSent } : asked;
        return (
          <>
            <ClubFacts club={club} kind={kind} />
            <p role="status" className={outcome && outcome.tone !== 'error' ? `status-box ${outcome.tone === 'ok' ? 'status-box--ok' : 'notice--queued'}` : 'sr-only'}>
              {outcome && outcome.tone !== 'error' ? outcome.text : ''}
            </p>
            {outcome?.tone === 'ok' ? <p className="field__hint">{t.doneHint}</p> : null}
            {outcome?.tone === 'error' ? (
              <div role="alert" className="status-box status-box--refused">
                <strong>{t.refused}</strong>
                <p>{outcome.text}</p>
              </div>
            ) : null}
            {pending.length > 0 && outcome?.tone !== 'queued' ? <p className="notice notice--queued">{t.pendingItem(club.NAME)}</p> : null}
            {outcome?.tone === 'ok' || outcome?.tone === 'queued' || pending.length > 0 ? null : applied ? (
              <p className="status-box status-box--ok">{t.already}</p>
            ) : club.STATE !== 'OPEN' ? (
              <p className="notice">{koReading.club.notOpen[club.STATE]}</p>
            ) : (
              <ApplyForm
                clubId={clubId}
                member={member}
                onOutcome={(next) => {
                  setOutcome(next);
                  if (next?.tone === 'ok') refresh();
                }}
                clubName={club.NAME}
              />
            )}
            <div className="form-actions">
              <RouteLink className="button button--secondary" {...clubLink(kind, clubId)}>
                {t.toDetail}
              </RouteLink>
            </div>
          </>
        );
      }}
    </StoredView>
  );
}

function ClubFacts({ club, kind }: { club: ClubDetail; kind: ClubKind }) {
  const k = koReading.club;
  return (
    <section className="club-apply__club" aria-label={kind === 'CLUB' ? k.clubTitle : k.libraryTitle}>
      <h2 className="club-apply__name">{club.NAME}</h2>
      <p>
        <ClubStateBadge state={club.STATE} />
      </p>
      <dl className="facts">
        <div>
          <dt>{k.schedule}</dt>
          <dd>{club.SCHEDULE}</dd>
        </div>
        <div>
          <dt>{k.place}</dt>
          <dd>{club.PLACE}</dd>
        </div>
        <div>
          <dt>{k.members}</dt>
          <dd>{k.memberCount(club.MEMBER_COUNT, club.CAPACITY)}</dd>
        </div>
      </dl>
    </section>
  );
}

function ApplyForm({ clubId, clubName, member, onOutcome }: { clubId: number; clubName: string; member: ApplyingMember; onOutcome: (outcome: Outcome) => void }) {
  const id = useId();
  const [phone, setPhone] = useState(member.phone);
  const [motivation, setMotivation] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; consent?: string }>({});
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(isPhone(phone) ? {} : { phone: t.phoneInvalid }),
      ...(consent ? {} : { consent: t.consentNeeded }),
    };
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.consent) return consentRef.current?.focus();
    setBusy(true);
    try {
      const answer = await applyToClub({
        userKey: member.userKey,
        clubId,
        phone: phone.trim(),
        motivation,
      });
      switch (answer.kind) {
        case 'done':
          return onOutcome({
            tone: 'ok',
            text: t.done(answer.data.APPLICATION?.CLUB_NAME || clubName),
          });
        case 'queued':
          return onOutcome({ tone: 'queued', text: t.queued, requestId: answer.requestId });
        case 'session':
          return onOutcome({ tone: 'error', text: t.sessionEnded });
        case 'refused':
          if (answer.field === 'phone') {
            setErrors({ phone: answer.message });
            phoneRef.current?.focus();
            return onOutcome(null);
          }
          return onOutcome({
            tone: 'error',
            text: answer.message || t.refusedFallback,
          });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="reading-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="page-intro">{t.intro}</p>
      <div className="field">
        <span className="field__label">{t.applicant}</span>
        <p className="field__value">{member.name}</p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t.phone}</label>
        <input
          ref={phoneRef}
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={`${id}-phone-hint${errors.phone ? ` ${id}-phone-error` : ''}`}
        />
        <p id={`${id}-phone-hint`} className="field__hint">
          {t.phoneHint}
        </p>
        {errors.phone ? (
          <p id={`${id}-phone-error`} className="field__error">
            {errors.phone}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-motivation`}>{t.motivation}</label>
        <textarea
          id={`${id}-motivation`}
          rows={4}
          value={motivation}
          onChange={(event) => setMotivation(event.target.value.slice(0, CLUB_MOTIVATION_MAX))}
          aria-describedby={`${id}-motivation-hint`}
        />
        <p id={`${id}-motivation-hint`} className="field__hint">
          {t.motivationHint(CLUB_MOTIVATION_MAX)}
        </p>
      </div>
      <div className="field">
        <label className="checkbox">
          <input
            ref={consentRef}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
          />
          {t.consent}
        </label>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="field__error">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.sending : t.submit}
        </button>
      </div>
    </form>
  );
}
