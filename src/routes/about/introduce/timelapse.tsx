import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../../-shared/about-route';

/** /about/introduce/timelapse: 건립 타임랩스 — the construction in drawn scenes with captions and controls. */
export const Route = createFileRoute('/about/introduce/timelapse')({
  loader: ({ preload }) => loadAboutRoute('about-timelapse', [koAbout.section, koAbout.crumbs.overview, koAbout.crumbs.timelapse], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="about-timelapse" data={Route.useLoaderData()} />;
  },
});
