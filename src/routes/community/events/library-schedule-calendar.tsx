import { createFileRoute } from '@tanstack/react-router';
import { ScheduleCalendarPage } from '../../../features/events/components/schedule-calendar-page';
import { loadScheduleMonth } from '../../../features/events/events-data';
import { calendarSearch } from '../../../features/events/model/events-search';
import { isoToday } from '../../../lib/dates';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /community/events/library-schedule-calendar?month=yyyy-MM&day=yyyy-MM-dd: a month as a grid (this month by default). */
export const Route = createFileRoute('/community/events/library-schedule-calendar')({
  validateSearch: calendarSearch,
  loaderDeps: ({ search }) => ({ month: search.month ?? isoToday().slice(0, 7) }),
  loader: ({ deps, preload }) => loadScheduleMonth(deps.month, { preload }),
  component: function ScheduleCalendarRoute() {
    useDocumentTitle(koEvents.schedule.calendarTitle, ko.app.name);
    const { month } = Route.useLoaderDeps();
    return (
      <div className="container">
        <ScheduleCalendarPage month={month} day={Route.useSearch().day} initial={Route.useLoaderData()} />
      </div>
    );
  },
});
