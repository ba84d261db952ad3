import { createFileRoute } from '@tanstack/react-router';
import { CitizenStepOne } from '../../../features/session/citizen/citizen-step-one';
import { citizenSearch } from '../../gyeonggi-citizen/-citizen-search';

/** /merge-user/gyeonggi-citizen/citizen-verification01?target=ggpoint-check: resident verification, step one, in the merge. */
export const Route = createFileRoute('/merge-user/gyeonggi-citizen/citizen-verification01')({
  validateSearch: citizenSearch,
  component: function MergeCitizenStepOneRoute() {
    return <CitizenStepOne search={Route.useSearch()} flow="merge" />;
  },
});
