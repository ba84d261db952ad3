import { createFileRoute } from '@tanstack/react-router';
import { MergeNaverStartPage } from '../../../features/account-merge/components/merge-pages';

/** /merge-user/sns-callback/naver-login (spec §2): the start of the naver proof of the account to merge. */
export const Route = createFileRoute('/merge-user/sns-callback/naver-login')({
  component: MergeNaverStartPage,
});
