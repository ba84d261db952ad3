import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../../-shared/about-route';

/** /about/introduce/architecture: 건축 이야기 — the building's story by chapters. */
export const Route = createFileRoute('/about/introduce/architecture')({
  loader: ({ preload }) => loadAboutRoute('about-architecture', [koAbout.section, koAbout.crumbs.overview, koAbout.crumbs.architecture], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="about-architecture" data={Route.useLoaderData()} />;
  },
});
