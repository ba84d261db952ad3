import { createFileRoute } from '@tanstack/react-router';
import { LoanStateView } from '../../features/my-library/components/loan-state-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';

/** /mypage/bookloan-state: the member's standing (members only: the /mypage layout guards it). */
export const Route = createFileRoute('/mypage/bookloan-state')({
  component: function Page() {
    const userKey = useMemberKey();
    useDocumentTitle(koLibrary.pages['bookloan-state'], ko.app.name);
    return userKey ? <LoanStateView userKey={userKey} /> : null;
  },
});
