import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from './-shared/about-route';

/** /introduce (spec §2): the library introduction hub, a card for each about page. */
export const Route = createFileRoute('/introduce')({
  loader: ({ preload }) => loadAboutRoute('introduce', [koAbout.crumbs.introduce], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="introduce" data={Route.useLoaderData()} />;
  },
});
