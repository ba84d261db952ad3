import { createFileRoute } from '@tanstack/react-router';
import { checkLab } from '../../-labs-guards';
import { LabRoute } from '../../-labs';

/** /library-service/library-experiments/{lab}: a lab's page with its sessions; another word is a 404. */
export const Route = createFileRoute('/library-service/library-experiments/$lab/')({
  beforeLoad: ({ params }) => checkLab('EXPERIMENT', params.lab),
  component: function LabPageRoute() {
    const { lab } = Route.useParams();
    return <LabRoute group="EXPERIMENT" lab={lab} />;
  },
});
