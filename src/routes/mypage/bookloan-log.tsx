import { createFileRoute } from '@tanstack/react-router';
import { LoanLogView } from '../../features/my-library/components/loan-log-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { integer, searchSchema } from '../../lib/search-schema';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../../features/session/use-session';

/** /mypage/bookloan-log?year=&page=: returned loans (members only). */
export const Route = createFileRoute('/mypage/bookloan-log')({
  validateSearch: searchSchema({ year: integer({ min: 2000, max: 2100 }), page: integer({ min: 1, max: 1000, drop: 1 }) }),
  component: function Page() {
    const userKey = useMemberKey();
    const params = Route.useSearch();
    useDocumentTitle(koLibrary.pages['bookloan-log'], ko.app.name);
    return userKey ? <LoanLogView userKey={userKey} params={params} /> : null;
  },
});
