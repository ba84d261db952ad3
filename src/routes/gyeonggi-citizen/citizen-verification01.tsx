import { createFileRoute } from '@tanstack/react-router';
import { CitizenStepOne } from '../../features/session/citizen/citizen-step-one';
import { citizenSearch } from './-citizen-search';

/** /gyeonggi-citizen/citizen-verification01?target=ggpoint-check (spec §2, §4). */
export const Route = createFileRoute('/gyeonggi-citizen/citizen-verification01')({
  validateSearch: citizenSearch,
  component: function CitizenStepOneRoute() {
    return <CitizenStepOne search={Route.useSearch()} />;
  },
});
