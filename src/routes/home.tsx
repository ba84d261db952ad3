import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /home (spec §2): the home page under another name. Spec §2 treats / and /main as home; /home is
 * the same page, so it redirects to /main (replacing the entry, as / does) rather than keeping a
 * second copy of the front page.
 */
export const Route = createFileRoute('/home')({
  beforeLoad: () => {
    throw redirect({ to: '/main', replace: true });
  },
});
