import { createFileRoute } from '@tanstack/react-router';
import { CitizenStepTwo } from '../../features/session/citizen/citizen-step-two';
import { citizenSearch } from './-citizen-search';

/** /gyeonggi-citizen/citizen-verification02?target=ggpoint-check (spec §2, §4). */
export const Route = createFileRoute('/gyeonggi-citizen/citizen-verification02')({
  validateSearch: citizenSearch,
  component: function CitizenStepTwoRoute() {
    return <CitizenStepTwo search={Route.useSearch()} />;
  },
});
