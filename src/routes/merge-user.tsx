import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MergeBand } from '../features/account-merge/components/merge-band';
import { clearMergeFlow, markMergeFlow, markerFacts, mergeGate } from '../features/account-merge/model/merge-gate';
import { isMember } from './-shared/guards';

/**
 * /merge-user/* (spec §2 account merge, §4 its marker): the layout of the merge pages. A page
 * other than /merge-user/login opened without the marker (or without a session) goes to
 * /merge-user/login; the marker is set while these pages are shown and cleared when the person
 * leaves them. Logging out here goes to /merge-user/login (session-manager's
 * destinationAfterLogout).
 */
export const Route = createFileRoute('/merge-user')({
  beforeLoad: ({ location }) => {
    const to = mergeGate(location.pathname, { ...markerFacts(), member: isMember() });
    if (to && to !== location.pathname) throw redirect({ href: to, replace: true });
  },
  component: function MergeUserLayout() {
    useEffect(() => {
      markMergeFlow();
      // Left for a page outside /merge-user/ (checked after the navigation: a re-mount in place keeps it).
      return () => {
        setTimeout(() => {
          if (!window.location.pathname.includes('/merge-user/')) clearMergeFlow();
        }, 0);
      };
    }, []);
    return (
      <>
        <MergeBand />
        <Outlet />
      </>
    );
  },
});
