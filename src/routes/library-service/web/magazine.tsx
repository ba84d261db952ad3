import { createFileRoute } from '@tanstack/react-router';
import { EResourceListPage } from '../../../features/library-service/components/e-resource-list-page';
import { eResourceListSearch } from '../../../features/library-service/model/library-service-search';
import { DIGITAL_ROOM_HOURS, useMemberGate } from '../-member-gate';

/** /library-service/web/magazine: 전자잡지, filtered by subject, access rule and words in the address. */
export const Route = createFileRoute('/library-service/web/magazine')({
  validateSearch: eResourceListSearch,
  component: function MagazineRoute() {
    const gate = useMemberGate('/library-service/web/magazine');
    return <EResourceListPage kind="MAGAZINE" search={Route.useSearch()} gate={gate} onsiteHours={DIGITAL_ROOM_HOURS} />;
  },
});
