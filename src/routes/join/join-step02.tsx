import { createFileRoute } from '@tanstack/react-router';
import { JoinCertPage } from '../../features/account/components/join-cert-page';

/** 회원가입 2단계: identity certification. */
export const Route = createFileRoute('/join/join-step02')({
  component: JoinCertPage,
});
