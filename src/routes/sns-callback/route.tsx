import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { MembersOnlyOutlet } from '../-shared/members-only';
import { requireMember } from '../-shared/guards';

/** The social-login callbacks (spec §2): the naver login's pages are anyone's; linking and unlinking are a member's. */
const PUBLIC = /^\/sns-callback\/naver(-login)?\/?$/;

export const Route = createFileRoute('/sns-callback')({
  beforeLoad: async ({ location, preload }) => {
    if (!PUBLIC.test(location.pathname)) await requireMember({ location, preload });
  },
  component: function SnsCallbackLayout() {
    const pathname = useRouterState({ select: (state) => state.location.pathname });
    return PUBLIC.test(pathname) ? <Outlet /> : <MembersOnlyOutlet />;
  },
});
