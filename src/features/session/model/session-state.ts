import * as v from 'valibot';
import { SessionUserSchema, type SessionUser } from '../../../../contract/auth';

/** What the browser keeps about a logged-in member (sealed with AES-GCM at rest). */
export interface MemberSession {
  user: SessionUser;
  /** Session lifetime in seconds, from the server. */
  sessionTime: number;
  /** Epoch ms when the countdown reaches zero. */
  expiresAt: number;
  /** Epoch ms of the last answer from the server confirming the session ('last verified'). */
  lastVerifiedAt: number;
  /** Revocable credential for the one-time auto-login, when the member opted in. */
  deviceCredential: string | null;
}

export const MemberSessionSchema = v.object({
  user: SessionUserSchema,
  sessionTime: v.pipe(v.number(), v.integer(), v.minValue(1)),
  expiresAt: v.number(),
  lastVerifiedAt: v.number(),
  deviceCredential: v.nullable(v.string()),
});

export type SessionState = { status: 'visitor' } | { status: 'member'; session: MemberSession };

export const VISITOR: SessionState = { status: 'visitor' };

/** Spec §6: citizen button only for members with flag N. */
export function needsCitizenVerification(state: SessionState): boolean {
  return state.status === 'member' && state.session.user.certAdminYn === 'N';
}
