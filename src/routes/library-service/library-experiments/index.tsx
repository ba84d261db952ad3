import { createFileRoute } from '@tanstack/react-router';
import { LabIndexPage } from '../../../features/labs/components/lab-index-page';

/** /library-service/library-experiments: the group's labs (spec §2). */
export const Route = createFileRoute('/library-service/library-experiments/')({
  component: function LabGroupRoute() {
    return <LabIndexPage group="EXPERIMENT" />;
  },
});
