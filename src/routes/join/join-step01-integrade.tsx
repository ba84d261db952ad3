import { createFileRoute } from '@tanstack/react-router';
import { SSO_TARGETS } from '../../../contract/auth';
import { JoinTermsPage } from '../../features/account/components/join-terms-page';
import { oneOf, searchSchema } from '../../lib/search-schema';

/** 통합회원 가입 1단계: the terms with the sister services' use; ?target= the service that sent the person. */
export const Route = createFileRoute('/join/join-step01-integrade')({
  validateSearch: searchSchema({ target: oneOf(SSO_TARGETS) }),
  component: function JoinIntegratedRoute() {
    const { target } = Route.useSearch();
    return <JoinTermsPage integrated service={target} />;
  },
});
