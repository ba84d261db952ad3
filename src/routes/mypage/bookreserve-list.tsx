import { createFileRoute } from '@tanstack/react-router';
import { ReserveListView } from '../../features/my-library/components/reserve-list-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';

/** /mypage/bookreserve-list: reservations (members only: the /mypage layout guards it). */
export const Route = createFileRoute('/mypage/bookreserve-list')({
  component: function Page() {
    const userKey = useMemberKey();
    useDocumentTitle(koLibrary.pages['bookreserve-list'], ko.app.name);
    return userKey ? <ReserveListView userKey={userKey} /> : null;
  },
});
