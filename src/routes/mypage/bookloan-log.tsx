import { createFileRoute } from '@tanstack/react-router';
import { LoanLogView, type LoanLogParams } from '../../features/my-library/components/loan-log-view';
import { koLibrary } from '../../lib/i18n/messages-library-ko';
import { ko } from '../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMemberKey } from '../-member-key';

function positiveInt(value: unknown, max: number): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/** /mypage/bookloan-log?year=&page=: returned loans (members only). */
export const Route = createFileRoute('/mypage/bookloan-log')({
  validateSearch: (search: Record<string, unknown>): LoanLogParams => {
    const year = positiveInt(search.year, 2100);
    const page = positiveInt(search.page, 1000);
    return { ...(year !== undefined && year >= 2000 ? { year } : {}), ...(page !== undefined && page > 1 ? { page } : {}) };
  },
  component: function Page() {
    const userKey = useMemberKey();
    const params = Route.useSearch();
    useDocumentTitle(koLibrary.pages['bookloan-log'], ko.app.name);
    return userKey ? <LoanLogView userKey={userKey} params={params} /> : null;
  },
});
