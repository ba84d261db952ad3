import { notFound } from '@tanstack/react-router';
import { isApplyLab, type LabGroupKey } from '../../features/labs/model/labs-search';
import { requireMember, type GuardContext } from '../-shared/guards';

/*
 * The experiments' and playground's route options (run at boot, never code-split: small imports
 * only): which labs each group answers for (any other word is a 404) and the apply steps' login.
 */

export function checkLab(group: LabGroupKey, lab: string): void {
  if (!isApplyLab(group, lab)) throw notFound();
}

/** The apply steps need a login (spec §6): the alert, then /login, coming back to this step. */
export async function guardApplyStep(group: LabGroupKey, lab: string, context: GuardContext): Promise<void> {
  checkLab(group, lab);
  await requireMember(context);
}
