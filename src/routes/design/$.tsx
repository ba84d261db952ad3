import { createFileRoute } from '@tanstack/react-router';
import { DesignPage } from '../../features/about/lab/design-page';

/** /design/* (spec §2, §4): the living style guide (시안), exempt from the guards, out of menus and search. */
export const Route = createFileRoute('/design/$')({
  component: function DesignRoute() {
    return <DesignPage path={Route.useParams()._splat ?? ''} />;
  },
});
