import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from './-shared/about-route';

/** /advance (spec §2): advance notice of coming changes. */
export const Route = createFileRoute('/advance')({
  loader: ({ preload }) => loadAboutRoute('advance', [koAbout.crumbs.advance], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="advance" data={Route.useLoaderData()} />;
  },
});
