import type { Context, Handler } from 'hono';
import { LabApplyRequest, LabDetailRequest, type LabDetailResponse, LabListRequest, type LabListResponse, QuizSetsRequest, type QuizSetsResponse } from '../../contract/labs';
import type { ProgramApplyResponse } from '../../contract/programs';
import { type Auth, requireMember } from '../auth/auth';
import { seoulDay } from '../calendar';
import { HttpError } from '../http/errors';
import { withIdempotency } from '../http/idempotency';
import { sanitizeLine } from '../http/sanitize';
import { parseRequest } from '../http/validate';
import { applyForLab, findLab, listLabs, listQuizSets } from '../repositories/labs-repository';
import { inTransaction, lockMember } from '../repositories/my-library-rules';

/*
 * The experiments and playground (docs/api.md "Experiments and playground"): the labs and a lab's
 * page are public, the quiz's sets too; applying for a session is a member call (401 without a
 * session, 403 for another member's user_key) with an Idempotency-Key, answered as
 * insertprogramapply answers (RESULT FAIL with a Korean RESULT_MESSAGE when refused).
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Places change with every application: a copy may be reused only after asking. */
const REVALIDATE = { 'Cache-Control': 'no-cache' };

export function labCalls(auth: Auth): Record<string, Handler> {
  const db = auth.db;
  return {
    '/selectlablist': async (c) => {
      const request = await parseRequest(c, LabListRequest);
      const now = auth.now();
      const list = await listLabs(db, { manageCode: request.manage_code, group: request.group, today: seoulDay(now), now });
      const body: LabListResponse = { RESULT_INFO: 'SUCCESS', RESULT: list.length > 0 ? 'SUCCESS' : 'NO_DATA', LIST: list };
      return c.json(body, 200, REVALIDATE);
    },
    '/selectlabdetail': async (c) => {
      const request = await parseRequest(c, LabDetailRequest);
      const now = auth.now();
      const today = seoulDay(now);
      const lab = await findLab(db, request.manage_code, request.lab, today, now);
      const body: LabDetailResponse = { RESULT_INFO: 'SUCCESS', RESULT: lab ? 'SUCCESS' : 'NO_DATA', LAB: lab, TODAY: today };
      return c.json(body, 200, REVALIDATE);
    },
    '/selectquizsets': async (c) => {
      const request = await parseRequest(c, QuizSetsRequest);
      const sets = await listQuizSets(db, request.manage_code);
      const body: QuizSetsResponse = { RESULT_INFO: 'SUCCESS', RESULT: sets.length > 0 ? 'SUCCESS' : 'NO_DATA', SETS: sets };
      return c.json(body, 200, REVALIDATE);
    },
    '/insertlabapply': async (c, next) => {
      const request = await parseRequest(c, LabApplyRequest);
      const { member } = await requireMember(c, auth, request.user_key);
      const participantName = sanitizeLine(request.participant_name);
      if (participantName === '') throw new HttpError(400, '참가자 이름을 입력해 주세요. (participant_name)', 'participant_name');
      const run = async (inner: Context) => {
        const now = auth.now();
        const outcome = await inTransaction(db, async (tx) => {
          await lockMember(tx, member.id);
          return applyForLab(tx, request.lab, {
            memberId: member.id,
            manageCode: request.manage_code,
            programId: request.program_id,
            participantName,
            phone: request.phone,
            childAge: undefined,
            today: seoulDay(now),
            now,
          });
        });
        const body: ProgramApplyResponse = outcome.ok
          ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '', APPLICATION: outcome.value }
          : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message, APPLICATION: null };
        return inner.json(body, 200, NO_STORE);
      };
      return withIdempotency(db, `insertlabapply:${member.id}`, run)(c, next);
    },
  };
}
