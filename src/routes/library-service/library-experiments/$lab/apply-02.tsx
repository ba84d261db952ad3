import { createFileRoute } from '@tanstack/react-router';
import { applyStepSearch } from '../../../../features/labs/model/labs-search';
import { guardApplyStep } from '../../-labs-guards';
import { LabApply02Route } from '../../-labs';

/** /library-service/library-experiments/{lab}/apply-02?session= (members, spec §6): confirm and send; the result. */
export const Route = createFileRoute('/library-service/library-experiments/$lab/apply-02')({
  validateSearch: applyStepSearch,
  beforeLoad: ({ params, location, preload }) => guardApplyStep('EXPERIMENT', params.lab, { location, preload }),
  component: function LabApply02PageRoute() {
    const { lab } = Route.useParams();
    const { session } = Route.useSearch();
    return <LabApply02Route group="EXPERIMENT" lab={lab} session={session} />;
  },
});
