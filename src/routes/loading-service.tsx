import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from './-shared/about-route';

/** /loading-service (spec §2): the sister services reached through the single sign-on, and what to do when one does not open. */
export const Route = createFileRoute('/loading-service')({
  loader: ({ preload }) => loadAboutRoute('loading-service', [koAbout.crumbs.loadingService], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="loading-service" data={Route.useLoaderData()} />;
  },
});
