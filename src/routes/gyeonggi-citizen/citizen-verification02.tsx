import { createFileRoute } from '@tanstack/react-router';
import { holdsJoinCertification, keepJoinCitizen } from '../../features/account/join-citizen';
import { CitizenStepTwo } from '../../features/session/citizen/citizen-step-two';
import { useSession } from '../../features/session/use-session';
import { citizenSearch } from './-citizen-search';

/** /gyeonggi-citizen/citizen-verification02?target=ggpoint-check (spec §2, §4). */
export const Route = createFileRoute('/gyeonggi-citizen/citizen-verification02')({
  validateSearch: citizenSearch,
  component: function CitizenStepTwoRoute() {
    const session = useSession();
    // Spec §6: a person joining with certification data may verify residency before the account exists.
    const visitor = session.status !== 'member' && holdsJoinCertification() ? { keep: keepJoinCitizen } : undefined;
    return <CitizenStepTwo search={Route.useSearch()} visitor={visitor} />;
  },
});
