import { createFileRoute } from '@tanstack/react-router';
import { EResourceListPage } from '../../../features/library-service/components/e-resource-list-page';
import { eResourceListSearch } from '../../../features/library-service/model/library-service-search';
import { DIGITAL_ROOM_HOURS, useMemberGate } from '../-member-gate';

/** /library-service/web/journal: 전자저널, filtered by subject, access rule and words in the address. */
export const Route = createFileRoute('/library-service/web/journal')({
  validateSearch: eResourceListSearch,
  component: function JournalRoute() {
    const gate = useMemberGate('/library-service/web/journal');
    return <EResourceListPage kind="JOURNAL" search={Route.useSearch()} gate={gate} onsiteHours={DIGITAL_ROOM_HOURS} />;
  },
});
