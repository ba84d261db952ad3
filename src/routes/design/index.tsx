import { createFileRoute } from '@tanstack/react-router';
import { DesignPage } from '../../features/about/lab/design-page';

/** /design (spec §2, §4): every section of the style guide (시안). */
export const Route = createFileRoute('/design/')({
  component: function DesignIndexRoute() {
    return <DesignPage path="" />;
  },
});
