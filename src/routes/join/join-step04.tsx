import { createFileRoute } from '@tanstack/react-router';
import { JoinDonePage } from '../../features/account/components/join-done-page';

/** 회원가입 4단계: done, with the member number and the way to the card. */
export const Route = createFileRoute('/join/join-step04')({
  component: JoinDonePage,
});
