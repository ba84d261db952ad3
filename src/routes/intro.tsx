import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from './-shared/about-route';

/** /intro (spec §2): the start introduction — what the app does and where to begin. */
export const Route = createFileRoute('/intro')({
  loader: ({ preload }) => loadAboutRoute('intro', [koAbout.crumbs.intro], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="intro" data={Route.useLoaderData()} />;
  },
});
