import { createFileRoute, redirect } from '@tanstack/react-router';

/** /merge-user/gyeonggi-citizen: the merge's resident verification starts at its first step. */
export const Route = createFileRoute('/merge-user/gyeonggi-citizen/')({
  beforeLoad: () => {
    throw redirect({ to: '/merge-user/gyeonggi-citizen/citizen-verification01', replace: true });
  },
});
