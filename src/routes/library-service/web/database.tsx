import { createFileRoute } from '@tanstack/react-router';
import { EResourceListPage } from '../../../features/library-service/components/e-resource-list-page';
import { eResourceListSearch } from '../../../features/library-service/model/library-service-search';
import { DIGITAL_ROOM_HOURS, useMemberGate } from '../-member-gate';

/** /library-service/web/database: 학술 데이터베이스, filtered by subject, access rule and words in the address. */
export const Route = createFileRoute('/library-service/web/database')({
  validateSearch: eResourceListSearch,
  component: function DatabaseRoute() {
    const gate = useMemberGate('/library-service/web/database');
    return <EResourceListPage kind="DATABASE" search={Route.useSearch()} gate={gate} onsiteHours={DIGITAL_ROOM_HOURS} />;
  },
});
