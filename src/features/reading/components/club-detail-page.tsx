import type { ClubKind } from '../../../../contract/reading';
import { RouteLink } from '../../../components/ui/route-link';
import { Freshness, StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { clubApplyLink, clubListLink } from '../../../links/reading-links';
import { dayText, periodText } from '../model/reading-text';
import { useClub } from '../reading-data';
import { clubTitle } from './club-list-page';
import { ClubStateBadge, Paragraphs } from './reading-parts';
import '../reading.css';

const t = koReading.club;
const c = koReading.common;

function BackToList({ kind }: { kind: ClubKind }) {
  return (
    <div className="form-actions">
      <RouteLink className="button button--secondary" {...clubListLink(kind)}>
        {c.backToList}
      </RouteLink>
    </div>
  );
}

/** One club: its facts, its book, its meetings, and the way to apply while it recruits. */
export function ClubDetailPage({ kind, id }: { kind: ClubKind; id: number | null }) {
  if (id === null) {
    return (
      <div className="container reading">
        <h1 className="page-title">{t.detailTitle}</h1>
        <p className="notice">{c.missing}</p>
        <BackToList kind={kind} />
      </div>
    );
  }
  return <ClubDetail kind={kind} id={id} />;
}

function ClubDetail({ kind, id }: { kind: ClubKind; id: number }) {
  const view = useClub(id);
  const today = useToday();
  const club = view.stored?.data.CLUB;
  useDocumentTitle(club?.NAME ?? clubTitle(kind), ko.app.name);
  return (
    <div className="container reading">
      {club && view.status !== 'missing' ? null : <h1 className="page-title">{t.detailTitle}</h1>}
      <StoredView view={view} labels={c} freshness={false}>
        {({ CLUB: data }) => (
          <article className="club">
            <p className="club__kind">{clubTitle(data.KIND)}</p>
            <h1 className="page-title">{data.NAME}</h1>
            <p>
              <ClubStateBadge state={data.STATE} />
            </p>
            {view.stored ? <Freshness fetchedAt={view.stored.fetchedAt} status={view.status} onRefresh={view.refresh} labels={c} /> : null}
            {data.SUMMARY ? <p className="page-intro">{data.SUMMARY}</p> : null}
            <dl className="info-list">
              <div className="info-list__row">
                <dt>{t.schedule}</dt>
                <dd>{data.SCHEDULE}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t.place}</dt>
                <dd>{data.PLACE}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t.target}</dt>
                <dd>{data.TARGET}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t.leader}</dt>
                <dd>{data.LEADER}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t.members}</dt>
                <dd>
                  {t.memberCount(data.MEMBER_COUNT, data.CAPACITY)}
                  {data.STATE === 'OPEN' ? ` · ${t.seatsLeft(Math.max(0, data.CAPACITY - data.MEMBER_COUNT))}` : ''}
                </dd>
              </div>
              <div className="info-list__row">
                <dt>{t.recruit}</dt>
                <dd>{periodText(data.RECRUIT_START, data.RECRUIT_END)}</dd>
              </div>
              {data.BOOK_TITLE ? (
                <div className="info-list__row">
                  <dt>{t.book}</dt>
                  <dd>
                    {data.BOOK_TITLE}
                    {data.BOOK_AUTHOR ? ` (${data.BOOK_AUTHOR})` : ''}
                  </dd>
                </div>
              ) : null}
            </dl>
            <Paragraphs text={data.DESCRIPTION} className="club__description" />
            <div className="form-actions">
              {data.STATE === 'OPEN' ? (
                <RouteLink className="button" {...clubApplyLink(data.KIND, data.CLUB_ID)}>
                  {data.KIND === 'CLUB' ? t.apply : t.applyProgram}
                </RouteLink>
              ) : (
                <p className="notice">{t.notOpen[data.STATE]}</p>
              )}
            </div>
            <section aria-labelledby="club-meetings">
              <h2 id="club-meetings">{t.meetings}</h2>
              {data.MEETINGS.length === 0 ? (
                <p className="notice">{t.noMeetings}</p>
              ) : (
                <ol className="meetings">
                  {data.MEETINGS.map((meeting) => (
                    <li key={`${meeting.MEET_DATE} ${meeting.START_TIME} ${meeting.TOPIC}`} className={meeting.MEET_DATE < today ? 'meeting meeting--past' : 'meeting'}>
                      <p className="meeting__when">
                        <time dateTime={meeting.MEET_DATE}>{dayText(meeting.MEET_DATE)}</time> {meeting.START_TIME}
                        {meeting.MEET_DATE < today ? <span className="tag tag--plain">{t.meetingPast}</span> : null}
                      </p>
                      <p className="meeting__topic">{meeting.TOPIC}</p>
                      {meeting.BOOK_TITLE ? (
                        <p className="meeting__book">
                          {t.book}: {meeting.BOOK_TITLE}
                          {meeting.BOOK_AUTHOR ? ` (${meeting.BOOK_AUTHOR})` : ''}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </article>
        )}
      </StoredView>
      <BackToList kind={kind} />
    </div>
  );
}
