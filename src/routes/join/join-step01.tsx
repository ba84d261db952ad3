import { createFileRoute } from '@tanstack/react-router';
import { JoinTermsPage } from '../../features/account/components/join-terms-page';

/** 회원가입 1단계: terms (spec §2 account routes). */
export const Route = createFileRoute('/join/join-step01')({
  component: function JoinStepOneRoute() {
    return <JoinTermsPage integrated={false} />;
  },
});
