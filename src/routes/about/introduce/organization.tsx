import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../../-shared/about-route';

/** /about/introduce/organization: 조직도 — the chart and the table of teams, duties and phones (tel: links). */
export const Route = createFileRoute('/about/introduce/organization')({
  loader: ({ preload }) => loadAboutRoute('about-organization', [koAbout.section, koAbout.crumbs.organization], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="about-organization" data={Route.useLoaderData()} />;
  },
});
