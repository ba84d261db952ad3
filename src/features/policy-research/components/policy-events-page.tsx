import type { PolicyEvent } from '../../../../contract/policy-research';
import { StoredView } from '../../../components/ui/stored-view';
import { toDateWeekday } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPolicy } from '../../../lib/i18n/messages-policy-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { eventStatus, splitEvents, type EventStatus } from '../model/event-status';
import { usePolicyEvents } from '../policy-data';
import { PolicyRelatedLinks } from './policy-parts';
import '../policy.css';

const t = koPolicy.events;
const c = koPolicy.common;

function registrationText(event: PolicyEvent, status: EventStatus): string {
  const until = event.REGISTRATION_UNTIL ? toDateWeekday(event.REGISTRATION_UNTIL) : '';
  switch (status.registration) {
    case 'phoneOpen':
      return t.registrationText.phoneOpen(until, event.CONTACT);
    case 'phoneClosed':
      return t.registrationText.phoneClosed(until);
    case 'invited':
      return t.registrationText.invited;
    case 'ended':
      return t.registrationText.ended;
    default:
      return t.registrationText.none;
  }
}

/** The state in words, with the days left for a coming event. */
function StateBadges({ status }: { status: EventStatus }) {
  const tone = status.state === 'ENDED' ? 'closed' : status.state === 'TODAY' ? 'open' : 'soon';
  return (
    <p className="policy-event__badges">
      <span className={`status status--${tone}`}>
        {t.states[status.state]}
        {status.state === 'UPCOMING' ? ` ${t.dDay(status.daysLeft)}` : ''}
      </span>{' '}
      {status.registration !== 'ended' ? <span className={`status status--${status.registration === 'phoneOpen' || status.registration === 'none' ? 'open' : 'closed'}`}>{t.registrationBadge[status.registration]}</span> : null}
    </p>
  );
}

function EventCard({ event, today }: { event: PolicyEvent; today: string }) {
  const status = eventStatus(event, today);
  const time = event.START_TIME && event.END_TIME ? ` ${event.START_TIME}–${event.END_TIME}` : '';
  return (
    <article className="policy-event" aria-labelledby={`policy-event-${event.EVENT_ID}`}>
      <p className="policy-event__kind">{t.kinds[event.KIND]}</p>
      <h3 id={`policy-event-${event.EVENT_ID}`} className="policy-event__title">
        {event.TITLE}
      </h3>
      <StateBadges status={status} />
      <dl className="facts">
        <div>
          <dt>{t.when}</dt>
          <dd>
            {toDateWeekday(event.EVENT_DAY)}
            {time}
          </dd>
        </div>
        {event.PLACE ? (
          <div>
            <dt>{t.place}</dt>
            <dd>{event.PLACE}</dd>
          </div>
        ) : null}
        {event.HOST ? (
          <div>
            <dt>{t.host}</dt>
            <dd>{event.HOST}</dd>
          </div>
        ) : null}
        {event.AUDIENCE ? (
          <div>
            <dt>{t.audience}</dt>
            <dd>{event.AUDIENCE}</dd>
          </div>
        ) : null}
        {event.SPEAKERS ? (
          <div>
            <dt>{t.speakers}</dt>
            <dd>{event.SPEAKERS}</dd>
          </div>
        ) : null}
        {event.CAPACITY > 0 ? (
          <div>
            <dt>{t.capacity}</dt>
            <dd>{t.capacityCount(event.CAPACITY)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.registration}</dt>
          <dd>{registrationText(event, status)}</dd>
        </div>
        {event.CONTACT ? (
          <div>
            <dt>{t.contact}</dt>
            <dd>
              <a href={`tel:${event.CONTACT.replace(/[^0-9+]/g, '')}`} aria-label={t.call(event.CONTACT)}>
                {event.CONTACT}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {event.DESCRIPTION ? <p className="policy-event__description">{event.DESCRIPTION}</p> : null}
      {status.state === 'ENDED' && event.RESULT_SUMMARY ? (
        <div className="policy-event__result">
          <h4>{t.result}</h4>
          <p>{event.RESULT_SUMMARY}</p>
        </div>
      ) : null}
    </article>
  );
}

/** /policy-research/events: coming seminars and forums with how to take part, then past ones with their results. */
export function PolicyEventsPage() {
  useDocumentTitle(t.title, ko.app.name);
  const view = usePolicyEvents();
  const today = useToday();
  return (
    <div className="container policy">
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      <StoredView view={view} labels={c}>
        {(data) => {
          const { coming, past } = splitEvents(data.LIST, today);
          return (
            <>
              <section className="policy-section" aria-labelledby="policy-upcoming">
                <h2 id="policy-upcoming">
                  {t.upcoming} <span className="muted">{t.eventCount(coming.length)}</span>
                </h2>
                {coming.length === 0 ? <p className="notice">{t.noUpcoming}</p> : coming.map((event) => <EventCard key={event.EVENT_ID} event={event} today={today} />)}
              </section>
              <section className="policy-section" aria-labelledby="policy-past">
                <h2 id="policy-past">
                  {t.past} <span className="muted">{t.eventCount(past.length)}</span>
                </h2>
                {past.length === 0 ? <p className="notice">{t.noPast}</p> : past.map((event) => <EventCard key={event.EVENT_ID} event={event} today={today} />)}
              </section>
            </>
          );
        }}
      </StoredView>
      <p className="muted policy__demo">{c.demoNote}</p>
      <PolicyRelatedLinks current="events" />
    </div>
  );
}
