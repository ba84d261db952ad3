import { deleteFamilies } from '../db/repositories/resource-edit-repository';
import { familiesOfScope, sessionEntriesOfScope } from './registry';
import { clearSessionEntriesExcept } from './vault';

/**
 * A logout: everything the registry marks `member` leaves the device (the member's lists, chat
 * history, the sealed session), so the next person using a shared device sees none of it. What
 * the registry marks `device` stays (the saved id, the sealing key, writes waiting for a login).
 */
export async function purgeMemberData(): Promise<void> {
  await Promise.all([deleteFamilies(familiesOfScope('member')), clearSessionEntriesExcept(sessionEntriesOfScope('device'))]);
}
