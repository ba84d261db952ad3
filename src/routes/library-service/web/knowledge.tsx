import { createFileRoute } from '@tanstack/react-router';
import { EResourceListPage } from '../../../features/library-service/components/e-resource-list-page';
import { eResourceListSearch } from '../../../features/library-service/model/library-service-search';
import { DIGITAL_ROOM_HOURS, useMemberGate } from '../-member-gate';

/** /library-service/web/knowledge: 지식정보, filtered by subject, access rule and words in the address. */
export const Route = createFileRoute('/library-service/web/knowledge')({
  validateSearch: eResourceListSearch,
  component: function KnowledgeRoute() {
    const gate = useMemberGate('/library-service/web/knowledge');
    return <EResourceListPage kind="KNOWLEDGE" search={Route.useSearch()} gate={gate} onsiteHours={DIGITAL_ROOM_HOURS} />;
  },
});
