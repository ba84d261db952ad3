import { createFileRoute, useLocation } from '@tanstack/react-router';
import { JournalDetailPage } from '../../../features/library-service/components/journal-detail-page';
import { journalDetailSearch } from '../../../features/library-service/model/library-service-search';
import { DIGITAL_ROOM_HOURS, useMemberGate } from '../-member-gate';

/** /library-service/web/journal-detail?id=: one journal (spec §2 lists journal-detail beside the lists). */
export const Route = createFileRoute('/library-service/web/journal-detail')({
  validateSearch: journalDetailSearch,
  component: function JournalDetailRoute() {
    const location = useLocation();
    const gate = useMemberGate(location.href);
    return <JournalDetailPage id={Route.useSearch().id} gate={gate} onsiteHours={DIGITAL_ROOM_HOURS} />;
  },
});
