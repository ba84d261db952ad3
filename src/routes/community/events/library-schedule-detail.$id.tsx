import { createFileRoute } from '@tanstack/react-router';
import { ScheduleDetailPage } from '../../../features/events/components/schedule-detail-page';
import { loadScheduleEntry } from '../../../features/events/events-data';
import { validEntryId } from '../../../features/events/model/events-search';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /community/events/library-schedule-detail/{id}: one schedule entry (event-n, program-n, closed-yyyy-MM-dd). */
export const Route = createFileRoute('/community/events/library-schedule-detail/$id')({
  loader: ({ params, preload }) => {
    const id = validEntryId(params.id);
    return id === undefined ? ({ kind: 'missing' } as const) : loadScheduleEntry(id, { preload });
  },
  component: function ScheduleDetailRoute() {
    const result = Route.useLoaderData();
    const id = validEntryId(Route.useParams().id);
    useDocumentTitle(result.kind === 'data' ? result.data.ENTRY.TITLE : koEvents.schedule.detailTitle, ko.app.name);
    return (
      <div className="container narrow-wide">
        <ScheduleDetailPage id={id} initial={result} />
      </div>
    );
  },
});
