import { createFileRoute } from '@tanstack/react-router';
import { CertReturnPage } from '../../features/account/components/cert-return-page';

/** Where the i-PIN certification returns (#result=<JWS> or #error=…). */
export const Route = createFileRoute('/join/kmc-ipinresult')({
  component: CertReturnPage,
});
