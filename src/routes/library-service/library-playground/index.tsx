import { createFileRoute } from '@tanstack/react-router';
import { LabIndexPage } from '../../../features/labs/components/lab-index-page';

/** /library-service/library-playground: the group's labs (spec §2). */
export const Route = createFileRoute('/library-service/library-playground/')({
  component: function LabGroupRoute() {
    return <LabIndexPage group="PLAYGROUND" />;
  },
});
