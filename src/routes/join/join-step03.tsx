import { createFileRoute } from '@tanstack/react-router';
import { JoinFormPage } from '../../features/account/components/join-form-page';

/** 회원가입 3단계: the account form. */
export const Route = createFileRoute('/join/join-step03')({
  component: JoinFormPage,
});
