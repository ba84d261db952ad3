import { createFileRoute } from '@tanstack/react-router';
import { DiagnosticsPage } from '../../features/about/lab/diagnostics-page';

/** /test/* (spec §2): this device's app diagnostics (테스트), exempt from the guards, out of menus and search. */
export const Route = createFileRoute('/test/$')({
  component: function TestRoute() {
    return <DiagnosticsPage buildId={__BUILD_ID__} />;
  },
});
