import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FACILITY_BOOK_OUTBOX_KIND, FACILITY_RULES, type Facility, type FacilityListResponse } from '../../../../contract/facilities';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { usePendingWrites } from '../../../data/use-outbox';
import { toDateTime, toDateWeekday } from '../../../lib/date-format';
import { isoToday } from '../../../lib/dates';
import { ko } from '../../../lib/i18n/messages-ko';
import { koFacilities } from '../../../lib/i18n/messages-facilities-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loginLink, myLibraryLink } from '../../../links/account-links';
import { aiLibraryLink, rentalFacilityLink } from '../../../links/facility-links';
import { sendBooking, type BookAnswer } from '../api/facility-calls';
import { useFacilityList, useFacilitySlots } from '../facilities-data';
import {
  bookableDays,
  canStart,
  checkBooking,
  dayRefusal,
  durationsFrom,
  endOf,
  slotWords,
  unknownSlots,
  type BookingField,
  type BookingInput,
  type ShownSlot,
} from '../model/booking-form';
import type { RentalSearch } from '../model/rental-search';
import { ListUpdated, LoadProblem, RoomFacts } from './facility-parts';

const t = koFacilities.rental;

export interface RentalFacilityPageProps {
  loaded: Loaded<FacilityListResponse>;
  search: RentalSearch;
  /** The logged-in member (null: a visitor, who sees the rooms and slots and a way to log in). */
  member: { userKey: string } | null;
  /** After the library took a booking (or a queued one left the outbox): 나의 도서관's list is fetched again. */
  onBooked: () => void;
}

/** /our-library/core-contents/generative-ai-library/rental-facility: rooms, a day's hours, the booking. */
export function RentalFacilityPage({ loaded, search, member, onBooked }: RentalFacilityPageProps) {
  useDocumentTitle(t.title, ko.app.name);
  const current = useFacilityList(loaded);
  return (
    <div className="container facilities">
      <p className="facilities__up">
        <RouteLink {...aiLibraryLink()}>{koFacilities.ai.title}</RouteLink>
      </p>
      <h1 className="page-title">{t.title}</h1>
      <p className="facilities__lead">{t.lead}</p>
      <section aria-labelledby="rental-rules-title">
        <h2 id="rental-rules-title" className="section-title">
          {t.rulesTitle}
        </h2>
        <ul className="facilities__list">
          {t.rules(FACILITY_RULES.maxActive, FACILITY_RULES.maxHoursPerDay, FACILITY_RULES.daysAhead).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {member ? (
          <p>
            <RouteLink {...myLibraryLink('facilityreserve-list')}>{t.myBookings}</RouteLink>
          </p>
        ) : null}
      </section>
      {current.kind === 'data' ? (
        <>
          <ListUpdated fetchedAt={current.fetchedAt} />
          <Booking list={current.data} search={search} member={member} onBooked={onBooked} />
        </>
      ) : (
        <LoadProblem result={current} />
      )}
    </div>
  );
}

/** What the page shows after a submission: the call's answer, or that a queued booking has since been sent. */
type ShownAnswer = BookAnswer | { kind: 'sent' };

/** This member's bookings waiting in the outbox (live: they go as they are sent). */
function useQueuedBookings(userKey: string | null): number {
  const rows = usePendingWrites(FACILITY_BOOK_OUTBOX_KIND);
  return rows.filter((row) => userKey !== null && typeof row.body === 'object' && row.body !== null && (row.body as Record<string, unknown>).user_key === userKey).length;
}

function Booking({ list, search, member, onBooked }: { list: FacilityListResponse; search: RentalSearch; member: RentalFacilityPageProps['member']; onBooked: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const router = useRouter();
  // The library's day: the stored list may be from an earlier day.
  const localToday = isoToday();
  const today = list.TODAY > localToday ? list.TODAY : localToday;
  const last = list.LAST_DAY >= today ? list.LAST_DAY : '';
  const facility = list.LIST.find((room) => room.FACILITY_CODE === search.facility) ?? null;
  const date = search.date ?? '';
  const refusal = date === '' ? null : dayRefusal(date, { today, last, closed: list.CLOSED_DAYS });
  const days = useMemo(() => bookableDays(today, last, list.CLOSED_DAYS), [today, last, list.CLOSED_DAYS]);
  const [start, setStart] = useState('');
  const [hours, setHours] = useState(1);
  const [people, setPeople] = useState('');
  const [purpose, setPurpose] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<{ field: BookingField; message: string } | null>(null);
  const [answer, setAnswer] = useState<ShownAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per submission, kept for every attempt of it (online, then the outbox): booked once.
  const requestId = useRef<string>(crypto.randomUUID());
  const [slotsTick, setSlotsTick] = useState(0);
  const refs: Record<BookingField, RefObject<HTMLElement | null>> = {
    facility: useRef(null),
    date: useRef(null),
    start: useRef(null),
    people: useRef(null),
    purpose: useRef(null),
    consent: useRef(null),
  };

  const choose = (next: RentalSearch) => {
    setStart('');
    setHours(1);
    setError(null);
    void navigate({ ...rentalFacilityLink({ facility: next.facility, date: next.date }), replace: true, resetScroll: false });
  };

  // A queued booking that has left the outbox: the library has it; 나의 도서관 says how it stands.
  const queued = useQueuedBookings(member?.userKey ?? null);
  const queuedBefore = useRef(queued);
  useEffect(() => {
    if (queued < queuedBefore.current) {
      setAnswer((shown) => (shown?.kind === 'queued' ? { kind: 'sent' } : shown));
      onBooked();
    }
    queuedBefore.current = queued;
  }, [queued, onBooked]);

  const input: BookingInput = { facility: facility?.FACILITY_CODE ?? '', date: refusal ? '' : date, start, hours, people, purpose, consent };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !member) return;
    const checked = checkBooking(input, facility);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      refs[checked.field].current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const next = await sendBooking(member.userKey, checked.fields, requestId.current);
      // Answered (or queued under this key): a new submission gets a key of its own.
      requestId.current = crypto.randomUUID();
      setAnswer(next);
      if (next.kind === 'done') onBooked();
      // Booked, or kept to be sent by itself: the form starts over, so a second tap cannot send
      // the same booking again under a new key (it would be refused as the member's own hour).
      if (next.kind === 'done' || next.kind === 'queued') {
        setStart('');
        setPurpose('');
        setConsent(false);
      }
      // Another booking took the hour: show the day as it is now.
      if (next.kind === 'refused' && next.conflict) setStart('');
      setSlotsTick((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const errorId = (field: BookingField) => `${id}-${field}-error`;
  const hintId = (field: BookingField) => `${id}-${field}-hint`;
  const described = (field: BookingField, ...more: string[]) => {
    const ids = [error?.field === field ? errorId(field) : '', ...more].filter(Boolean).join(' ');
    return { 'aria-invalid': error?.field === field ? (true as const) : undefined, 'aria-describedby': ids || undefined };
  };
  const fieldError = (field: BookingField) =>
    error?.field === field ? (
      <p id={errorId(field)} className="field__error" role="alert">
        {error.message}
      </p>
    ) : null;

  const returnTo = router.buildLocation(rentalFacilityLink({ facility: search.facility, date: search.date })).href;

  return (
    <>
      {queued > 0 ? <p className="notice notice--queued">{t.queuedNotice(queued)}</p> : null}
      <form className="rental-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
        <fieldset>
          <legend>
            <h2 className="section-title">{t.step1}</h2>
          </legend>
          <div className="rental-rooms">
            {list.LIST.map((room, index) => (
              <RoomChoice
                key={room.FACILITY_CODE}
                room={room}
                checked={room.FACILITY_CODE === facility?.FACILITY_CODE}
                inputRef={index === 0 || room.FACILITY_CODE === facility?.FACILITY_CODE ? (refs.facility as RefObject<HTMLInputElement | null>) : undefined}
                onChoose={() => choose({ facility: room.FACILITY_CODE, date: search.date })}
              />
            ))}
          </div>
          {fieldError('facility')}
          {search.facility && !facility ? <p className="notice">{t.unknownFacility}</p> : null}
        </fieldset>

        <fieldset>
          <legend>
            <h2 className="section-title">{t.step2}</h2>
          </legend>
          <div className="field rental-date">
            <label htmlFor={`${id}-date`}>
              {t.date} <span className="rental-required">{t.required}</span>
            </label>
            <select
              id={`${id}-date`}
              ref={refs.date as RefObject<HTMLSelectElement | null>}
              value={date}
              onChange={(event) => choose({ facility: search.facility, date: event.target.value || undefined })}
              {...described('date', hintId('date'), refusal ? `${id}-day-refusal` : '')}
            >
              <option value="">{t.datePlaceholder}</option>
              {days.map((day) => (
                <option key={day.day} value={day.day} disabled={day.closed !== null}>
                  {day.closed === null ? toDateWeekday(day.day) : t.closedOption(toDateWeekday(day.day), day.closed)}
                </option>
              ))}
              {date !== '' && !days.some((day) => day.day === date) ? (
                <option value={date} disabled>
                  {toDateWeekday(date)}
                </option>
              ) : null}
            </select>
            <p id={hintId('date')} className="field__hint">
              {t.dateHint(toDateWeekday(today), toDateWeekday(days.at(-1)?.day ?? today))}
            </p>
            {fieldError('date')}
            {refusal ? (
              <p id={`${id}-day-refusal`} className="field__error" role="alert">
                {refusal}
              </p>
            ) : null}
          </div>
          {facility && date !== '' && !refusal ? (
            <Slots
              key={`${facility.FACILITY_CODE}:${date}:${slotsTick}`}
              facility={facility}
              date={date}
              start={start}
              hours={hours}
              onStart={(value) => {
                setStart(value);
                setHours(1);
              }}
              onHours={setHours}
              startRef={refs.start as RefObject<HTMLInputElement | null>}
              describedBy={error?.field === 'start' ? errorId('start') : undefined}
            />
          ) : null}
          {fieldError('start')}
        </fieldset>

        {member ? (
          <fieldset>
            <legend>
              <h2 className="section-title">{t.step3}</h2>
            </legend>
            <div className="field">
              <label htmlFor={`${id}-people`}>
                {t.people} <span className="rental-required">{t.required}</span>
              </label>
              <input
                id={`${id}-people`}
                ref={refs.people as RefObject<HTMLInputElement | null>}
                inputMode="numeric"
                autoComplete="off"
                value={people}
                onChange={(event) => setPeople(event.target.value.replace(/\D/g, '').slice(0, 3))}
                {...described('people', facility ? hintId('people') : '')}
              />
              {facility ? (
                <p id={hintId('people')} className="field__hint">
                  {t.peopleHint(facility.MIN_PEOPLE, facility.CAPACITY)}
                </p>
              ) : null}
              {fieldError('people')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-purpose`}>
                {t.purpose} <span className="rental-required">{t.required}</span>
              </label>
              <textarea
                id={`${id}-purpose`}
                ref={refs.purpose as RefObject<HTMLTextAreaElement | null>}
                value={purpose}
                rows={3}
                onChange={(event) => setPurpose(event.target.value)}
                {...described('purpose', hintId('purpose'))}
              />
              <p id={hintId('purpose')} className="field__hint">
                {t.purposeHint(FACILITY_RULES.purposeMax)}
              </p>
              {fieldError('purpose')}
            </div>
            <fieldset className="rental-consent">
              <legend>{t.consentTitle}</legend>
              <p id={hintId('consent')}>{t.consentText}</p>
              <label className="rental-consent__check">
                <input
                  type="checkbox"
                  ref={refs.consent as RefObject<HTMLInputElement | null>}
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  {...described('consent', hintId('consent'))}
                />
                {t.consent}
              </label>
              {fieldError('consent')}
            </fieldset>
            {facility && start && !refusal && date ? (
              <p className="rental-summary" aria-live="polite">
                {t.summary(facility.NAME, toDateWeekday(date), start, endOf(start, hours))}
              </p>
            ) : null}
            <div className="form-actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? t.sending : t.submit}
              </button>
            </div>
          </fieldset>
        ) : (
          <section className="rental-login" aria-labelledby={`${id}-login`}>
            <h2 id={`${id}-login`}>{t.loginTitle}</h2>
            <p>{t.loginText}</p>
            <RouteLink className="button" {...loginLink(returnTo)}>
              {t.login}
            </RouteLink>
          </section>
        )}
      </form>
      {answer ? <BookResult answer={answer} /> : null}
    </>
  );
}

function RoomChoice({ room, checked, onChoose, inputRef }: { room: Facility; checked: boolean; onChoose: () => void; inputRef: RefObject<HTMLInputElement | null> | undefined }) {
  const id = useId();
  return (
    <div className="rental-room">
      <input id={id} ref={inputRef} type="radio" name="rental-facility" value={room.FACILITY_CODE} checked={checked} onChange={onChoose} aria-describedby={`${id}-details`} />
      <label htmlFor={id}>
        {room.NAME}
        {room.AI_LIBRARY_YN === 'Y' ? <span className="room-badge">{t.aiBadge}</span> : null}
      </label>
      {/* The chosen room in full; the others in one line, so a phone's list stays short. */}
      <div id={`${id}-details`} className="rental-room__details">
        {checked ? (
          <>
            {room.SUMMARY ? <p>{room.SUMMARY}</p> : null}
            <RoomFacts room={room} />
          </>
        ) : (
          <p className="rental-room__brief">{t.brief(room.PLACE, t.capacityRange(room.MIN_PEOPLE, room.CAPACITY))}</p>
        )}
      </div>
    </div>
  );
}

interface SlotsProps {
  facility: Facility;
  date: string;
  start: string;
  hours: number;
  onStart: (start: string) => void;
  onHours: (hours: number) => void;
  startRef: RefObject<HTMLInputElement | null>;
  /** The start's error, when the form named it. */
  describedBy: string | undefined;
}

/** The day's hours as radio buttons, each said in words (예약 가능, 예약됨, 지난 시간), and the length. */
function Slots({ facility, date, start, hours, onStart, onHours, startRef, describedBy }: SlotsProps) {
  const id = useId();
  const view = useFacilitySlots(useMemo(() => ({ facility: facility.FACILITY_CODE, date }), [facility.FACILITY_CODE, date]));
  const stored = view.stored;
  const known = stored && stored.data.FACILITY_CODE === facility.FACILITY_CODE ? stored.data : null;
  if (known?.CLOSED_YN === 'Y') return <p className="field__error">{t.closedDay(known.CLOSED_REASON)}</p>;
  if (known?.OUT_OF_RANGE_YN === 'Y') return <p className="field__error">{t.outOfRange}</p>;
  if (!known && view.status === 'loading') {
    return (
      <p className="notice" aria-busy="true">
        {t.slotsLoading}
      </p>
    );
  }
  const offline = !known && (view.status === 'offline' || view.status === 'failed');
  const slots: ShownSlot[] = known ? known.SLOTS : offline ? unknownSlots(facility, date) : [];
  const free = slots.filter((slot) => slot.STATE === 'FREE').length;
  const durations = start ? durationsFrom(slots, start, facility.MAX_HOURS) : [];
  const firstOpen = slots.find(canStart)?.START;
  return (
    <div className="rental-slots">
      {offline ? <p className="notice">{t.slotsOffline}</p> : null}
      {known && view.status !== 'fresh' && view.status !== 'loading' && stored ? <p className="notice">{t.slotsSaved(toDateTime(stored.fetchedAt))}</p> : null}
      {view.status === 'failed' && !known ? (
        <p>
          <button type="button" className="button button--secondary" onClick={view.refresh}>
            {t.retry}
          </button>
        </p>
      ) : null}
      <fieldset aria-describedby={describedBy}>
        <legend className="rental-slots__legend">{t.slotsLegend(facility.NAME, toDateWeekday(date))}</legend>
        {known ? (
          <p id={`${id}-count`} className="field__hint" aria-live="polite">
            {free > 0 ? t.freeCount(free, slots.length) : t.noFree}
          </p>
        ) : null}
        <ul className="slot-grid">
          {slots.map((slot) => {
            const open = canStart(slot);
            const state = slot.STATE ?? 'unknown';
            return (
              <li key={slot.START} className={`slot slot--${state.toLowerCase()}`}>
                <input
                  id={`${id}-${slot.START}`}
                  ref={slot.START === (start || firstOpen) ? startRef : undefined}
                  type="radio"
                  name="rental-start"
                  value={slot.START}
                  checked={slot.START === start}
                  disabled={!open}
                  onChange={() => onStart(slot.START)}
                  aria-label={slotWords(slot)}
                />
                <label htmlFor={`${id}-${slot.START}`} aria-hidden="true">
                  <span className="slot__time">
                    {slot.START}–{slot.END}
                  </span>
                  {slot.STATE ? <span className="slot__state">{t.slotState[slot.STATE]}</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {start && durations.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-hours`}>{t.duration}</label>
          <select id={`${id}-hours`} value={hours} onChange={(event) => onHours(Number(event.target.value))} aria-describedby={`${id}-hours-hint`}>
            {durations.map((length) => (
              <option key={length} value={length}>
                {t.durationOption(length, endOf(start, length))}
              </option>
            ))}
          </select>
          <p id={`${id}-hours-hint`} className="field__hint">
            {t.durationHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** 예약 신청 완료 / 연결되면 보냄 / 보냄 / the refusal, as a heading the focus moves to. */
function BookResult({ answer }: { answer: ShownAnswer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  const r = t.result;
  let title: string;
  let text: string;
  let error = false;
  switch (answer.kind) {
    case 'done':
      title = r.done;
      text = r.doneText(`${answer.booking.FACILITY_NAME} · ${toDateWeekday(answer.booking.USE_DATE)} ${answer.booking.START_TIME}–${answer.booking.END_TIME}`);
      break;
    case 'queued':
      title = r.queued;
      text = r.queuedText;
      break;
    case 'sent':
      title = r.sent;
      text = r.sentText;
      break;
    case 'refused':
      error = true;
      title = answer.conflict ? r.conflict : r.refused;
      text = answer.message || r.failed;
      break;
    case 'session':
      error = true;
      title = r.refused;
      text = r.session;
      break;
  }
  return (
    <section className={`rental-result${error ? ' rental-result--error' : ''}`} aria-labelledby="rental-result-title">
      <h2 id="rental-result-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p role={error ? 'alert' : 'status'}>{text}</p>
      <div className="rental-actions">
        <RouteLink className="button" {...myLibraryLink('facilityreserve-list')}>
          {r.toMyList}
        </RouteLink>
      </div>
    </section>
  );
}
