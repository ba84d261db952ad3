import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from './-shared/about-route';

/** /version (spec §2): this build, whether a newer one is out, and the open-source licences. */
export const Route = createFileRoute('/version')({
  loader: ({ preload }) => loadAboutRoute('version', [koAbout.crumbs.version], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="version" data={Route.useLoaderData()} />;
  },
});
