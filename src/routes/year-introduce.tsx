import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from './-shared/about-route';

/** /year-introduce (spec §2): the year's highlights. */
export const Route = createFileRoute('/year-introduce')({
  loader: ({ preload }) => loadAboutRoute('year-introduce', [koAbout.section, koAbout.crumbs.yearIntroduce], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="year-introduce" data={Route.useLoaderData()} />;
  },
});
