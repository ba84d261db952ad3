import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { SessionUserSchema, type SessionUser } from '../../../contract/auth';
import { InfoList } from '../../components/ui/info-list';
import { readCheckedUserData } from '../../features/session/session-store';
import { ko } from '../../lib/i18n/messages-ko';
import { koAccount } from '../../lib/i18n/messages-account-ko';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Member information; without the password check's data it goes to the check (spec §4). */
export const Route = createFileRoute('/mypage/mypage-info')({
  loader: async (): Promise<SessionUser> => {
    const parsed = v.safeParse(SessionUserSchema, await readCheckedUserData());
    if (!parsed.success) throw redirect({ to: '/mypage/mypage-pwcheck' });
    return parsed.output;
  },
  component: MemberInfoPage,
});

function masked(value: string, keep: number): string {
  return value.length <= keep ? value : `${value.slice(0, keep)}${'*'.repeat(Math.max(0, value.length - keep))}`;
}

function MemberInfoPage() {
  const user = Route.useLoaderData();
  useDocumentTitle(koAccount.myLibrary.myInfo, ko.app.name);
  const rows: Array<[string, string]> = [
    [koAccount.memberInfo.name, user.USER_NAME],
    [koAccount.memberInfo.id, user.USER_ID],
    [koAccount.memberInfo.userNo, user.USER_NO],
    [koAccount.memberInfo.userClass, user.USER_CLASS],
    [koAccount.memberInfo.birth, user.BIRTH_DATE || koAccount.memberInfo.none],
    [koAccount.memberInfo.phone, user.HANDPHONE ? masked(user.HANDPHONE, 8) : koAccount.memberInfo.none],
    [koAccount.memberInfo.email, user.EMAIL || koAccount.memberInfo.none],
    [koAccount.memberInfo.address, user.H_ADDR1 ? `(${user.H_ZIPCODE}) ${user.H_ADDR1}` : koAccount.memberInfo.none],
    [koAccount.memberInfo.sms, user.SMS_USE_YN === 'Y' ? koAccount.memberInfo.agree : koAccount.memberInfo.disagree],
    [koAccount.memberInfo.mailing, user.MAILING_USE_YN === 'Y' ? koAccount.memberInfo.agree : koAccount.memberInfo.disagree],
    [koAccount.memberInfo.citizen, user.certAdminYn === 'Y' ? koAccount.myLibrary.citizenDone : koAccount.myLibrary.citizenNotYet],
  ];
  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.myLibrary.myInfo}</h1>
      <InfoList rows={rows} />
      <p className="field__hint">{koAccount.memberInfo.changeHint}</p>
    </div>
  );
}
