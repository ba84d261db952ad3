import { createFileRoute, redirect } from '@tanstack/react-router';

/** /join: every join link lands on the first step. */
export const Route = createFileRoute('/join/')({
  beforeLoad: () => {
    throw redirect({ to: '/join/join-step01', replace: true });
  },
});
