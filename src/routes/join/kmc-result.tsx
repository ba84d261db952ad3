import { createFileRoute } from '@tanstack/react-router';
import { CertReturnPage } from '../../features/account/components/cert-return-page';

/** Where the mobile-phone certification returns (#result=<JWS> or #error=…). */
export const Route = createFileRoute('/join/kmc-result')({
  component: CertReturnPage,
});
