import { createFileRoute, redirect } from '@tanstack/react-router';

/** /merge-user/join: the merge's join starts at its first step. */
export const Route = createFileRoute('/merge-user/join/')({
  beforeLoad: () => {
    throw redirect({ to: '/merge-user/join/join-step01', replace: true });
  },
});
