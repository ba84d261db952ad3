import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../../../-shared/about-route';

/** /about/introduce/overview/facility: 시설 현황 — floors B2 … 5F with rooms, seats and hours (the facts rooms' hours). */
export const Route = createFileRoute('/about/introduce/overview/facility')({
  loader: ({ preload }) => loadAboutRoute('about-facility', [koAbout.section, koAbout.crumbs.overview, koAbout.crumbs.facility], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="about-facility" data={Route.useLoaderData()} />;
  },
});
