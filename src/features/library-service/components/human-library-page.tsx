import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { HUMAN_ACTIVE_LIMIT, HUMAN_BOOKING_OUTBOX_KIND, HUMAN_QUESTION_MAX, seatsLeft, type HumanBook, type HumanBooking, type HumanSession } from '../../../../contract/library-service';
import { charCount } from '../../../../contract/text-length';
import { StoredView } from '../../../components/ui/stored-view';
import { RouteLink } from '../../../components/ui/route-link';
import { useQueuedWriteGone } from '../../../data/use-outbox';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLibraryService } from '../../../lib/i18n/messages-library-service-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cancelHumanBooking, sendHumanBooking, type BookingAnswer } from '../api/library-service-calls';
import { useHumanLibrary, useMyHumanBookings, usePendingBookings } from '../library-service-data';
import { checkBooking, phoneForForm, sessionWhen, type BookingField, type BookingInput } from '../model/booking-form';
import { HUMAN_CATEGORY_KEYS, LIST_QUERY_MAX, type HumanCategoryKey, type HumanLibrarySearch } from '../model/library-service-search';
import { filterHumanBooks } from '../model/list-filter';
import { LoginOffer, Paragraphs } from './library-service-parts';
import '../library-service.css';

const t = koLibraryService.human;
const c = koLibraryService.common;
const PATH = '/library-service/central-contents/human';

export interface HumanMember {
  userKey: string;
  /** The member's phone from the session (HANDPHONE), '' when none. */
  phone: string;
}

export interface HumanLibraryPageProps {
  search: HumanLibrarySearch;
  /** The logged-in member, or null for a visitor (who is offered the login, back to this page). */
  member: HumanMember | null;
}

/**
 * /library-service/central-contents/human: the human books with their sessions and seats; a
 * member books a seat (queued in the outbox when offline) and finds the bookings under 나의 신청,
 * where they can be cancelled until the session begins.
 */
export function HumanLibraryPage({ search, member }: HumanLibraryPageProps) {
  useDocumentTitle(t.title, ko.app.name);
  return member ? <MemberHumanLibrary search={search} member={member} /> : <VisitorHumanLibrary search={search} />;
}

function VisitorHumanLibrary({ search }: { search: HumanLibrarySearch }) {
  return <HumanLibraryView search={search} member={null} mine={null} library={useHumanLibrary()} />;
}

/** What a member's view adds: their bookings (stored, refreshed) and those still in the outbox. */
interface MineState {
  bookings: readonly HumanBooking[];
  pending: readonly number[];
  refresh: () => void;
}

function MemberHumanLibrary({ search, member }: { search: HumanLibrarySearch; member: HumanMember }) {
  const library = useHumanLibrary();
  const pending = usePendingBookings(member.userKey);
  const refreshLibrary = library.refresh;
  const mineView = useMyHumanBookings(member.userKey, pending.length, refreshLibrary);
  const refreshMine = mineView.refresh;
  const refresh = useCallback(() => {
    refreshMine();
    refreshLibrary();
  }, [refreshMine, refreshLibrary]);
  const mine: MineState = { bookings: mineView.stored?.data.LIST ?? [], pending: pending.map((p) => p.sessionId), refresh };
  return (
    <HumanLibraryView search={search} member={member} mine={mine} library={library}>
      <MyBookings member={member} view={mineView} pendingCount={pending.length} refresh={refresh} />
    </HumanLibraryView>
  );
}

function HumanLibraryView({
  search,
  member,
  mine,
  library,
  children,
}: {
  search: HumanLibrarySearch;
  member: HumanMember | null;
  mine: MineState | null;
  library: ReturnType<typeof useHumanLibrary>;
  children?: ReactNode;
}) {
  return (
    <div className="container library-service">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      <section className="human-rules" aria-labelledby="human-rules-title">
        <h2 id="human-rules-title" className="section-title">
          {t.rulesTitle}
        </h2>
        <ul>
          {t.rules(HUMAN_ACTIVE_LIMIT).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      {children}
      <HumanFilters key={`${search.category ?? ''}|${search.q ?? ''}`} search={search} />
      <StoredView view={library} labels={c}>
        {(data) => {
          const shown = filterHumanBooks(data.LIST, search);
          return (
            <>
              <p className="board__count" role="status">
                {c.resultCount(shown.length, data.LIST.length)}
              </p>
              {data.LIST.length === 0 ? (
                <p className="notice">{t.empty}</p>
              ) : shown.length === 0 ? (
                <p className="notice">{c.noResults}</p>
              ) : (
                <ul className="human-books">
                  {shown.map((book) => (
                    <li key={book.HUMAN_BOOK_ID}>
                      <HumanBookCard book={book} member={member} mine={mine} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </StoredView>
    </div>
  );
}

function HumanFilters({ search }: { search: HumanLibrarySearch }) {
  const router = useRouter();
  const id = useId();
  const [category, setCategory] = useState<HumanCategoryKey | ''>(search.category ?? '');
  const [q, setQ] = useState(search.q ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate({ to: PATH, search: { category: category || undefined, q: q.trim() || undefined } });
  };
  return (
    <form className="eres-filters" role="search" aria-label={t.title} onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t.category}</label>
        <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value as HumanCategoryKey | '')}>
          <option value="">{c.all}</option>
          {HUMAN_CATEGORY_KEYS.map((key) => (
            <option key={key} value={key}>
              {t.categories[key]}
            </option>
          ))}
        </select>
      </div>
      <div className="field eres-filters__words">
        <label htmlFor={`${id}-q`}>{c.keyword}</label>
        <input id={`${id}-q`} type="search" value={q} maxLength={LIST_QUERY_MAX} placeholder={t.keywordPlaceholder} onChange={(event) => setQ(event.target.value)} />
      </div>
      <div className="eres-filters__actions">
        <button type="submit" className="button">
          {c.search}
        </button>
        {search.category || search.q ? (
          <RouteLink className="button button--secondary" to={PATH} search={{}}>
            {c.reset}
          </RouteLink>
        ) : null}
      </div>
    </form>
  );
}

function HumanBookCard({ book, member, mine }: { book: HumanBook; member: HumanMember | null; mine: MineState | null }) {
  const [chosen, setChosen] = useState<HumanSession | null>(null);
  const [answer, setAnswer] = useState<{ answer: BookingAnswer; session: HumanSession } | null>(null);
  const titleId = useId();
  const bookedSessions = new Set((mine?.bookings ?? []).filter((b) => b.STATUS === 'BOOKED').map((b) => b.SESSION_ID));
  const pendingSessions = new Set(mine?.pending ?? []);
  const openSeats = book.SESSIONS.some((session) => seatsLeft(session) > 0);
  // One session per human book (the server's rule): once one is booked or on its way, the others wait.
  const holdsOne = book.SESSIONS.some((session) => bookedSessions.has(session.SESSION_ID) || pendingSessions.has(session.SESSION_ID));
  return (
    <article className="human-book" aria-labelledby={titleId}>
      <p className="eres-card__tags">
        <span className="tag tag--subject">{t.categories[book.CATEGORY]}</span>
      </p>
      <h2 id={titleId} className="human-book__title">
        {book.TITLE}
      </h2>
      {book.NARRATOR ? <p className="human-book__narrator">{book.NARRATOR}</p> : null}
      {book.SUMMARY ? <p className="human-book__summary">{book.SUMMARY}</p> : null}
      {book.DESCRIPTION ? <Paragraphs text={book.DESCRIPTION} className="human-book__description" /> : null}
      {book.TOPICS.length > 0 ? (
        <>
          <h3 className="human-book__subtitle">{t.topics}</h3>
          <ul className="human-book__topics">
            {book.TOPICS.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="human-book__subtitle">{t.sessions}</h3>
      {book.SESSIONS.length === 0 ? (
        <p className="notice">{t.noSessions}</p>
      ) : (
        <ul className="human-sessions">
          {book.SESSIONS.map((session) => {
            const left = seatsLeft(session);
            const when = sessionWhen(session.START_AT, session.END_AT);
            let action: ReactNode = null;
            if (pendingSessions.has(session.SESSION_ID)) action = <span className="status status--soon">{t.pending}</span>;
            else if (bookedSessions.has(session.SESSION_ID)) action = <span className="status status--open">{t.booked}</span>;
            else if (left === 0) action = <span className="status status--closed">{t.full}</span>;
            else if (member && !holdsOne)
              action = (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.bookLabel(book.TITLE, when)}
                  aria-expanded={chosen?.SESSION_ID === session.SESSION_ID}
                  onClick={() => {
                    setAnswer(null);
                    setChosen(session);
                  }}
                >
                  {t.book}
                </button>
              );
            return (
              <li key={session.SESSION_ID} className="human-session">
                <dl className="human-session__facts">
                  <div>
                    <dt>{t.when}</dt>
                    <dd>{when}</dd>
                  </div>
                  <div>
                    <dt>{t.place}</dt>
                    <dd>{session.PLACE}</dd>
                  </div>
                  <div>
                    <dt>{t.seats}</dt>
                    <dd>{t.seatsText(left, session.CAPACITY)}</dd>
                  </div>
                </dl>
                {action ? <div className="human-session__action">{action}</div> : null}
              </li>
            );
          })}
        </ul>
      )}
      {member && holdsOne && book.SESSIONS.length > 1 ? <p className="human-book__note">{t.oneSession}</p> : null}
      {!member && openSeats ? <LoginOffer why={t.loginWhy} label={t.loginToBook} returnTo={PATH} /> : null}
      {member && chosen ? (
        <BookingForm
          book={book}
          session={chosen}
          member={member}
          onClose={() => setChosen(null)}
          onRefused={() => mine?.refresh()}
          onAnswer={(next) => {
            setAnswer({ answer: next, session: chosen });
            setChosen(null);
            if (next.kind === 'done' || next.kind === 'queued') mine?.refresh();
          }}
        />
      ) : null}
      {answer ? <BookingResult answer={answer.answer} title={book.TITLE} when={sessionWhen(answer.session.START_AT, answer.session.END_AT)} /> : null}
    </article>
  );
}

function BookingForm({
  book,
  session,
  member,
  onClose,
  onRefused,
  onAnswer,
}: {
  book: HumanBook;
  session: HumanSession;
  member: HumanMember;
  onClose: () => void;
  /** The library said no (full, already booked …): the seats and bookings are fetched again. */
  onRefused: () => void;
  onAnswer: (answer: BookingAnswer) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [input, setInput] = useState<BookingInput>({ phone: phoneForForm(member.phone), question: '', consent: false });
  const [error, setError] = useState<{ field: BookingField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  // One key per submission, kept for every attempt of it (online, then the outbox): booked once.
  const requestId = useRef<string>(crypto.randomUUID());
  const refs: Record<BookingField, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = { phone: useRef(null), question: useRef(null), consent: useRef(null) };
  useEffect(() => heading.current?.focus(), [session.SESSION_ID]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkBooking(input, session.SESSION_ID);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      refs[checked.field].current?.focus();
      return;
    }
    setError(null);
    setRefused('');
    setBusy(true);
    try {
      const answer = await sendHumanBooking(member.userKey, checked.fields, requestId.current);
      if (answer.kind === 'refused' || answer.kind === 'session') requestId.current = crypto.randomUUID();
      if (answer.kind === 'session') setRefused(t.result.session);
      else if (answer.kind === 'refused') {
        setRefused(answer.message || t.result.failed);
        onRefused();
      }
      else onAnswer(answer);
    } finally {
      setBusy(false);
    }
  };
  const errorId = (field: BookingField) => `${id}-${field}-error`;
  const hintId = (field: BookingField) => `${id}-${field}-hint`;
  const described = (field: BookingField) => ({
    'aria-invalid': error?.field === field ? (true as const) : undefined,
    'aria-describedby': [error?.field === field ? errorId(field) : '', hintId(field)].filter(Boolean).join(' '),
  });
  const fieldError = (field: BookingField) =>
    error?.field === field ? (
      <p id={errorId(field)} className="field__error" role="alert">
        {error.message}
      </p>
    ) : null;
  return (
    <form className="human-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="human-form__title" ref={heading} tabIndex={-1}>
        {t.form.title(book.TITLE)}
      </h4>
      <p>{t.form.session(sessionWhen(session.START_AT, session.END_AT), session.PLACE)}</p>
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          {t.form.phone} <span className="human-form__required">{t.form.required}</span>
        </label>
        <input
          id={`${id}-phone`}
          ref={refs.phone as RefObject<HTMLInputElement | null>}
          type="tel"
          value={input.phone}
          autoComplete="tel"
          inputMode="tel"
          required
          onChange={(event) => setInput({ ...input, phone: event.target.value.replace(/[^\d-]/g, '').slice(0, 13) })}
          {...described('phone')}
        />
        <p id={hintId('phone')} className="field__hint">
          {t.form.phoneHint}
        </p>
        {fieldError('phone')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-question`}>{t.form.question}</label>
        <textarea
          id={`${id}-question`}
          ref={refs.question as RefObject<HTMLTextAreaElement | null>}
          value={input.question}
          rows={3}
          onChange={(event) => setInput({ ...input, question: event.target.value })}
          {...described('question')}
        />
        <p id={hintId('question')} className="field__hint">
          {t.form.questionHint(HUMAN_QUESTION_MAX)} ({charCount(input.question.trim())}/{HUMAN_QUESTION_MAX})
        </p>
        {fieldError('question')}
      </div>
      <fieldset className="human-form__consent">
        <legend>{t.form.consentTitle}</legend>
        <p id={hintId('consent')}>{t.form.consentText}</p>
        <label>
          <input
            type="checkbox"
            ref={refs.consent as RefObject<HTMLInputElement | null>}
            checked={input.consent}
            onChange={(event) => setInput({ ...input, consent: event.target.checked })}
            {...described('consent')}
          />{' '}
          {t.form.consent} <span className="human-form__required">{t.form.required}</span>
        </label>
        {fieldError('consent')}
      </fieldset>
      {refused ? (
        <p className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.form.sending : t.form.submit}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t.form.cancel}
        </button>
      </div>
    </form>
  );
}

/** 예약되었습니다 / 전송 대기 중, as a heading the focus moves to. */
function BookingResult({ answer, title, when }: { answer: BookingAnswer; title: string; when: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  // Once the outbox has sent it, 'kept on this device' is no longer true (outside walk).
  const sent = useQueuedWriteGone(HUMAN_BOOKING_OUTBOX_KIND, answer.kind === 'queued' ? answer.requestId : null);
  const queued = answer.kind === 'queued' && !sent;
  return (
    <div className={`human-result human-result--${queued ? 'queued' : 'ok'}`}>
      <h4 className="human-result__title" ref={heading} tabIndex={-1}>
        {queued ? t.result.queued : sent ? t.result.sent : t.result.done}
      </h4>
      <p role="status">{queued ? t.result.queuedText : sent ? t.result.sentText : t.result.doneText(title, when)}</p>
      <p>
        <a href="#human-mine-title">{t.result.toMine}</a>
      </p>
    </div>
  );
}

/** 나의 신청: the member's bookings, those still waiting to be sent, and the cancel of each. */
function MyBookings({ member, view, pendingCount, refresh }: { member: HumanMember; view: ReturnType<typeof useMyHumanBookings>; pendingCount: number; refresh: () => void }) {
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [busyKey, setBusyKey] = useState('');
  const cancel = async (booking: HumanBooking) => {
    const when = sessionWhen(booking.START_AT, booking.END_AT);
    if (!window.confirm(t.mine.confirm(booking.TITLE, when))) return;
    setBusyKey(booking.BOOKING_KEY);
    try {
      const answer = await cancelHumanBooking(member.userKey, booking.BOOKING_KEY);
      if (answer.kind === 'done') {
        setNotice({ text: t.mine.cancelled, tone: 'ok' });
        refresh();
      } else if (answer.kind === 'offline') setNotice({ text: t.mine.cancelOffline, tone: 'error' });
      else {
        setNotice({ text: answer.message || t.mine.cancelFailed, tone: 'error' });
        refresh();
      }
    } finally {
      setBusyKey('');
    }
  };
  return (
    <section className="human-mine" aria-labelledby="human-mine-title">
      <h2 id="human-mine-title" className="section-title" tabIndex={-1}>
        {t.mine.title}
      </h2>
      <p>{t.mine.intro}</p>
      {notice ? (
        <p className={`notice ${notice.tone === 'ok' ? 'notice--ok' : 'notice--queued'}`} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      {pendingCount > 0 ? (
        <p className="notice notice--queued">
          <strong>{t.mine.pendingTitle}</strong> {`${pendingCount}건`} · {t.mine.pendingText}
        </p>
      ) : null}
      <StoredView view={view} labels={c}>
        {(data) =>
          data.LIST.length === 0 ? (
            <p className="notice">{t.mine.empty}</p>
          ) : (
            <ul className="human-mine__list">
              {data.LIST.map((booking) => {
                const when = sessionWhen(booking.START_AT, booking.END_AT);
                const ended = booking.STATUS === 'BOOKED' && booking.CANCELABLE_YN === 'N';
                return (
                  <li key={booking.BOOKING_KEY} className="human-mine__item">
                    <p className="human-mine__head">
                      <span className={`status ${booking.STATUS === 'BOOKED' && !ended ? 'status--open' : 'status--closed'}`}>
                        {ended ? t.mine.ended : t.mine.status[booking.STATUS]}
                      </span>{' '}
                      <strong>{booking.TITLE}</strong>
                    </p>
                    <p>
                      {when} · {booking.PLACE}
                    </p>
                    {booking.QUESTION ? (
                      <p className="human-mine__question">
                        {t.mine.question}: {booking.QUESTION}
                      </p>
                    ) : null}
                    {booking.CANCELABLE_YN === 'Y' ? (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={t.mine.cancelLabel(booking.TITLE)}
                        disabled={busyKey === booking.BOOKING_KEY}
                        onClick={() => void cancel(booking)}
                      >
                        {t.mine.cancel}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )
        }
      </StoredView>
    </section>
  );
}
