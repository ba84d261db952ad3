import { createFileRoute } from '@tanstack/react-router';
import { StatisticsPage } from '../../features/policy-research/components/statistics-page';
import { statisticsSearch } from '../../features/policy-research/model/statistics-search';

/** /policy-research/lib-statistics?year=2025: the library statistics as charts beside tables (spec §2 About and services). */
export const Route = createFileRoute('/policy-research/lib-statistics')({
  validateSearch: statisticsSearch,
  component: function LibraryStatisticsRoute() {
    return <StatisticsPage year={Route.useSearch().year} />;
  },
});
