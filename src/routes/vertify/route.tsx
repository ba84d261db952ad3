import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { MembersOnlyOutlet } from '../-shared/members-only';
import { requireMember } from '../-shared/guards';

/** The integrated account's pages: members only, except the integrated terms anyone may read. */
const PUBLIC = '/vertify/integrade-term';

export const Route = createFileRoute('/vertify')({
  beforeLoad: async ({ location, preload }) => {
    if (location.pathname !== PUBLIC) await requireMember({ location, preload });
  },
  component: function VertifyLayout() {
    const pathname = useRouterState({ select: (state) => state.location.pathname });
    return pathname === PUBLIC ? <Outlet /> : <MembersOnlyOutlet />;
  },
});
