import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../../../-shared/about-route';

/** /about/introduce/overview/history: 연혁 by year. */
export const Route = createFileRoute('/about/introduce/overview/history')({
  loader: ({ preload }) => loadAboutRoute('about-history', [koAbout.section, koAbout.crumbs.overview, koAbout.crumbs.history], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="about-history" data={Route.useLoaderData()} />;
  },
});
