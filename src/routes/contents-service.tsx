import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from './-shared/about-route';

/** /contents-service (spec §2): the library's reading and digital content services. */
export const Route = createFileRoute('/contents-service')({
  loader: ({ preload }) => loadAboutRoute('contents-service', [koAbout.crumbs.contentsService], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="contents-service" data={Route.useLoaderData()} />;
  },
});
