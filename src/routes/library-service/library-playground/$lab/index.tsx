import { createFileRoute } from '@tanstack/react-router';
import { checkLab } from '../../-labs-guards';
import { LabRoute } from '../../-labs';

/** /library-service/library-playground/{lab}: a lab's page with its sessions; another word is a 404. */
export const Route = createFileRoute('/library-service/library-playground/$lab/')({
  beforeLoad: ({ params }) => checkLab('PLAYGROUND', params.lab),
  component: function LabPageRoute() {
    const { lab } = Route.useParams();
    return <LabRoute group="PLAYGROUND" lab={lab} />;
  },
});
