import { createFileRoute } from '@tanstack/react-router';
import { Link31IntroPage } from '../../../../features/events/components/link31-intro-page';
import { loadLink31Venues } from '../../../../features/events/events-data';
import { koEvents } from '../../../../lib/i18n/messages-events-ko';
import { ko } from '../../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** /community/events/link31: the 31 cities' and counties' linked events, introduced by city/county. */
export const Route = createFileRoute('/community/events/link31/')({
  loader: ({ preload }) => loadLink31Venues({ preload }),
  component: function Link31Route() {
    useDocumentTitle(koEvents.link31.title, ko.app.name);
    return (
      <div className="container">
        <Link31IntroPage initial={Route.useLoaderData()} />
      </div>
    );
  },
});
