import { createFileRoute } from '@tanstack/react-router';
import { LoanListView } from '../../features/my-library/components/loan-list-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';

/** /mypage/bookloan-list: current loans and renewal (members only: the /mypage layout guards it). */
export const Route = createFileRoute('/mypage/bookloan-list')({
  component: function Page() {
    const userKey = useMemberKey();
    useDocumentTitle(koLibrary.pages['bookloan-list'], ko.app.name);
    return userKey ? <LoanListView userKey={userKey} /> : null;
  },
});
