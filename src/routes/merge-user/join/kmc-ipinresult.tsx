import { createFileRoute } from '@tanstack/react-router';
import { CertReturnPage } from '../../../features/account/components/cert-return-page';

/** Where the i-PIN certification of the merge's join returns (#result=<JWS> or #error=…). */
export const Route = createFileRoute('/merge-user/join/kmc-ipinresult')({
  component: function MergeKmcIpinResultRoute() {
    return <CertReturnPage flow="merge" />;
  },
});
