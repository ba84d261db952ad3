import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../../-shared/about-route';

/** /about/introduce/greeting: 관장 인사말 — the same CMS page as /contents/greeting (menu 501), one text. */
export const Route = createFileRoute('/about/introduce/greeting')({
  loader: ({ preload }) => loadAboutRoute('greeting', [koAbout.section, koAbout.crumbs.greeting], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="greeting" data={Route.useLoaderData()} />;
  },
});
