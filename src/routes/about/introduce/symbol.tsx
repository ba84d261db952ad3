import { createFileRoute } from '@tanstack/react-router';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { AboutRoutePage, loadAboutRoute } from '../../-shared/about-route';

/** /about/introduce/symbol: 상징물 — the mark, its colours in words and codes, its meaning. */
export const Route = createFileRoute('/about/introduce/symbol')({
  loader: ({ preload }) => loadAboutRoute('about-symbol', [koAbout.section, koAbout.crumbs.overview, koAbout.crumbs.symbol], { preload }),
  component: function AboutRoute() {
    return <AboutRoutePage word="about-symbol" data={Route.useLoaderData()} />;
  },
});
