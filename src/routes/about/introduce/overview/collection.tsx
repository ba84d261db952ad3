import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../../../-shared/about-route';

/** /about/introduce/overview/collection: 장서 현황 — volumes by KDC class and holdings by medium. */
export const Route = createFileRoute('/about/introduce/overview/collection')({
  loader: ({ preload }) => loadAboutRoute('about-collection', [koAbout.section, koAbout.crumbs.overview, koAbout.crumbs.collection], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="about-collection" data={Route.useLoaderData()} />;
  },
});
