import { createFileRoute } from '@tanstack/react-router';
import { ScheduleListPage } from '../../../features/events/components/schedule-list-page';
import { loadScheduleMonth } from '../../../features/events/events-data';
import { scheduleListSearch } from '../../../features/events/model/events-search';
import { isoToday } from '../../../lib/dates';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /community/events/library_schedule_list?month=yyyy-MM: a month's schedule as a list (this month by default). */
export const Route = createFileRoute('/community/events/library_schedule_list')({
  validateSearch: scheduleListSearch,
  loaderDeps: ({ search }) => ({ month: search.month ?? isoToday().slice(0, 7) }),
  loader: ({ deps, preload }) => loadScheduleMonth(deps.month, { preload }),
  component: function ScheduleListRoute() {
    useDocumentTitle(koEvents.schedule.listTitle, ko.app.name);
    const { month } = Route.useLoaderDeps();
    return (
      <div className="container">
        <ScheduleListPage month={month} initial={Route.useLoaderData()} />
      </div>
    );
  },
});
