import { createFileRoute } from '@tanstack/react-router';
import { holdsJoinCertification, keepJoinCitizen } from '../../../features/account/join-citizen';
import { CitizenStepTwo } from '../../../features/session/citizen/citizen-step-two';
import { useSession } from '../../../features/session/use-session';
import { citizenSearch } from '../../gyeonggi-citizen/-citizen-search';

/** /merge-user/gyeonggi-citizen/citizen-verification02: step two, in the merge (the join's visitor keeps the choice for the join). */
export const Route = createFileRoute('/merge-user/gyeonggi-citizen/citizen-verification02')({
  validateSearch: citizenSearch,
  component: function MergeCitizenStepTwoRoute() {
    const session = useSession();
    const visitor = session.status !== 'member' && holdsJoinCertification() ? { keep: keepJoinCitizen } : undefined;
    return <CitizenStepTwo search={Route.useSearch()} visitor={visitor} flow="merge" />;
  },
});
