import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MembersOnlyOutlet } from '../-shared/members-only';
import { requireMember } from '../-shared/guards';

/**
 * Every /mypage page needs login (spec §6), except the password check opened by a sister
 * service with target and token.
 */
export const Route = createFileRoute('/mypage')({
  beforeLoad: async ({ location, preload }) => {
    const search = location.search as Record<string, unknown>;
    const serviceCheck = location.pathname === '/mypage/mypage-pwcheck' && typeof search.target === 'string' && typeof search.token === 'string';
    if (!serviceCheck) await requireMember({ location, preload });
  },
  component: MyPageLayout,
});

function MyPageLayout() {
  const search = Route.useSearch() as Record<string, unknown>;
  const serviceCheck = typeof search.target === 'string' && typeof search.token === 'string';
  return serviceCheck ? <Outlet /> : <MembersOnlyOutlet />;
}
