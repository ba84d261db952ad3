import { useMemo } from 'react';
import { PROGRAM_APPLY_OUTBOX_KIND } from '../../../contract/programs';
import { usePendingWrites } from '../../data/use-outbox';

/** The program ids of this member's applications still waiting in the outbox (live: they go as they are sent). */
export function usePendingApplications(userKey: string | null): number[] {
  const rows = usePendingWrites(PROGRAM_APPLY_OUTBOX_KIND);
  return useMemo(
    () =>
      rows.flatMap((row) => {
        const body = typeof row.body === 'object' && row.body !== null ? (row.body as Record<string, unknown>) : {};
        return userKey !== null && body.user_key === userKey && typeof body.program_id === 'number' ? [body.program_id] : [];
      }),
    [rows, userKey],
  );
}
