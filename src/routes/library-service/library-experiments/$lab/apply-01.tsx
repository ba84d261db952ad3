import { createFileRoute } from '@tanstack/react-router';
import { guardApplyStep } from '../../-labs-guards';
import { LabApply01Route } from '../../-labs';

/** /library-service/library-experiments/{lab}/apply-01 (members, spec §6): choose a session and agree to the terms. */
export const Route = createFileRoute('/library-service/library-experiments/$lab/apply-01')({
  beforeLoad: ({ params, location, preload }) => guardApplyStep('EXPERIMENT', params.lab, { location, preload }),
  component: function LabApply01PageRoute() {
    const { lab } = Route.useParams();
    return <LabApply01Route group="EXPERIMENT" lab={lab} />;
  },
});
