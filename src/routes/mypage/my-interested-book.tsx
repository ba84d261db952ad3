import { createFileRoute } from '@tanstack/react-router';
import { InterestListView } from '../../features/my-library/components/interest-list-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';

/** /mypage/my-interested-book: interested books (members only: the /mypage layout guards it). */
export const Route = createFileRoute('/mypage/my-interested-book')({
  component: function Page() {
    const userKey = useMemberKey();
    useDocumentTitle(koLibrary.pages['my-interested-book'], ko.app.name);
    return userKey ? <InterestListView userKey={userKey} /> : null;
  },
});
