import { createFileRoute } from '@tanstack/react-router';
import { EventDetailPage } from '../../../features/events/components/event-detail-page';
import { loadEventDetail } from '../../../features/events/events-data';
import { validEventId } from '../../../features/events/model/events-search';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /community/events/librart-events-detail/{id} (the spec's spelling): one library event. */
export const Route = createFileRoute('/community/events/librart-events-detail/$id')({
  loader: ({ params, preload }) => {
    const id = validEventId(params.id);
    return id === undefined ? ({ kind: 'missing' } as const) : loadEventDetail(id, { preload });
  },
  component: function EventDetailRoute() {
    const result = Route.useLoaderData();
    const id = validEventId(Route.useParams().id);
    useDocumentTitle(result.kind === 'data' ? result.data.EVENT.TITLE : koEvents.events.title, ko.app.name);
    return (
      <div className="container narrow-wide">
        <EventDetailPage id={id} initial={result} />
      </div>
    );
  },
});
