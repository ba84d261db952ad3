import { createFileRoute } from '@tanstack/react-router';
import { CertReturnPage } from '../../../features/account/components/cert-return-page';

/** Where the mobile-phone certification of the merge's join returns (#result=<JWS> or #error=…). */
export const Route = createFileRoute('/merge-user/join/kmc-result')({
  component: function MergeKmcResultRoute() {
    return <CertReturnPage flow="merge" />;
  },
});
