import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../-shared/about-route';

/** /about/management (spec §2): 운영 안내 — who runs the library, its principles, what is outsourced, its rules. */
export const Route = createFileRoute('/about/management')({
  loader: ({ preload }) => loadAboutRoute('about-management', [koAbout.section, koAbout.crumbs.management], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="about-management" data={Route.useLoaderData()} />;
  },
});
