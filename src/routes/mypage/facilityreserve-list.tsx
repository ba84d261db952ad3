import { createFileRoute } from '@tanstack/react-router';
import { FacilityListView } from '../../features/my-library/components/booking-list-views';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';

/** /mypage/facilityreserve-list: facility bookings (members only: the /mypage layout guards it). */
export const Route = createFileRoute('/mypage/facilityreserve-list')({
  component: function Page() {
    const userKey = useMemberKey();
    useDocumentTitle(koLibrary.pages['facilityreserve-list'], ko.app.name);
    return userKey ? <FacilityListView userKey={userKey} /> : null;
  },
});
