import { useEffect, useMemo } from 'react';
import { LabApply01Page } from '../../features/labs/components/lab-apply-01-page';
import { LabApply02Page } from '../../features/labs/components/lab-apply-02-page';
import { LabPage, type LabMember, type MyLabApplication } from '../../features/labs/components/lab-page';
import type { LabGroupKey } from '../../features/labs/model/labs-search';
import { MY_LIST_RESOURCES, refreshProgramBookings } from '../../features/my-library/my-library-data';
import { useSession } from '../../features/session/use-session';
import { useStored } from '../../data/use-resource';
import { MembersOnlyOutlet } from '../-shared/members-only';

/*
 * The experiments' and playground's route views (loaded with their lazy chunks): the labs feature
 * composed with the session (the member) and 나의 도서관 (the member's program applications,
 * asked again on arrival and after applying).
 */

function useMember(): LabMember | null {
  const session = useSession();
  if (session.status !== 'member') return null;
  const user = session.session.user;
  return { userKey: user.USER_KEY, name: user.USER_NAME, phone: user.HANDPHONE };
}

/** The member's active program applications from 나의 도서관's stored list, fetched again on arrival. */
function useMyApplications(userKey: string | null): MyLabApplication[] {
  const stored = useStored(MY_LIST_RESOURCES.programs, userKey === null ? null : { userKey });
  useEffect(() => {
    if (userKey !== null && navigator.onLine) void refreshProgramBookings(userKey);
  }, [userKey]);
  return useMemo(
    () =>
      (stored?.data.LIST ?? []).flatMap((item) =>
        item.STATUS === 'APPLIED' || item.STATUS === 'WAITING' ? [{ programId: item.PROGRAM_ID, status: item.STATUS, waitNo: item.WAIT_NO }] : [],
      ),
    [stored],
  );
}

export function LabRoute({ group, lab }: { group: LabGroupKey; lab: string }) {
  const member = useMember();
  const mine = useMyApplications(member?.userKey ?? null);
  return <LabPage group={group} slug={lab} member={member} mine={mine} />;
}

export function LabApply01Route({ group, lab }: { group: LabGroupKey; lab: string }) {
  const member = useMember();
  const mine = useMyApplications(member?.userKey ?? null);
  // A session that ended while the page was open: the way back in, not an empty page.
  if (!member) return <MembersOnlyOutlet />;
  return <LabApply01Page group={group} slug={lab} mine={mine} />;
}

export function LabApply02Route({ group, lab, session }: { group: LabGroupKey; lab: string; session: number | undefined }) {
  const member = useMember();
  if (!member) return <MembersOnlyOutlet />;
  return <LabApply02Page group={group} slug={lab} session={session ?? null} member={member} onApplied={() => void refreshProgramBookings(member.userKey)} />;
}
