import type { Context, Handler } from 'hono';
import {
  PROGRAM_PAGE_SIZE,
  ProgramApplyRequest,
  type ProgramApplyResponse,
  ProgramDetailRequest,
  type ProgramDetailResponse,
  ProgramListRequest,
  type ProgramListResponse,
} from '../../contract/programs';
import { type Auth, requireMember } from '../auth/auth';
import { seoulDay } from '../calendar';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { withIdempotency } from '../http/idempotency';
import { sanitizeLine } from '../http/sanitize';
import { parseRequest } from '../http/validate';
import type { PushSender } from '../push/send';
import { sendPush } from '../push/send';
import { inTransaction, lockMember } from '../repositories/my-library-rules';
import { applyForProgram, findProgram, listPrograms, type Promotion } from '../repositories/programs-repository';

/*
 * Cultural programs (docs/api.md "Programs"): the list and a program's page are public; applying
 * is a member call (401 without a session, 403 for another member's user_key), accepts an
 * Idempotency-Key (a repeat of the key answers the first answer: one application, never two) and
 * refuses with HTTP 200, RESULT FAIL and a Korean RESULT_MESSAGE.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Places change with every application: a copy may be reused only after asking. */
const REVALIDATE = { 'Cache-Control': 'no-cache' };

/** What the promoted member reads on the phone; the link opens 나의 도서관's list. */
export function promotionPush(title: string) {
  return {
    title: '프로그램 신청이 확정되었습니다',
    body: `「${title}」 대기 순번이 돌아와 신청 완료로 바뀌었습니다.`,
    url: '/mypage/programreserve-list',
  };
}

/**
 * Tells each promoted member by push, on the devices the member registered (only members who
 * allowed notifications have one). After the transaction, never awaited by the answer: a slow
 * push service does not hold the cancelling member; a failure is only logged.
 */
export function notifyPromotions(db: Queryable, sender: PushSender | undefined, promotions: readonly Promotion[]): void {
  if (!sender) return;
  for (const promotion of promotions) {
    if (promotion.memberId === null) continue;
    sendPush(db, sender, promotionPush(promotion.title), promotion.memberId).catch((error: unknown) => {
      (sender.warn ?? console.warn)(`대기 승격 알림 전송 실패 · Promotion push failed (program ${promotion.programId}): ${String(error)}`);
    });
  }
}

/** The calls of the programs pages, by path under the API base. */
export function programCalls(auth: Auth): Record<string, Handler> {
  const db = auth.db;
  const today = () => seoulDay(auth.now());
  return {
    '/selectprogramlist': async (c) => {
      const request = await parseRequest(c, ProgramListRequest);
      const page = request.page;
      const size = request.size ?? PROGRAM_PAGE_SIZE;
      const { rows, total } = await listPrograms(db, {
        manageCode: request.manage_code,
        today: today(),
        month: request.month,
        audience: request.audience,
        state: request.state,
        query: sanitizeLine(request.query),
        page,
        size,
      });
      const body: ProgramListResponse = { RESULT_INFO: 'SUCCESS', RESULT: total > 0 ? 'SUCCESS' : 'NO_DATA', LIST: rows, TOTAL_COUNT: total, PAGE: page, SIZE: size };
      return c.json(body, 200, REVALIDATE);
    },
    '/selectprogramdetail': async (c) => {
      const request = await parseRequest(c, ProgramDetailRequest);
      const day = today();
      const program = await findProgram(db, request.manage_code, request.program_id, day);
      const body: ProgramDetailResponse = { RESULT_INFO: 'SUCCESS', RESULT: program ? 'SUCCESS' : 'NO_DATA', PROGRAM: program, TODAY: day };
      return c.json(body, 200, REVALIDATE);
    },
    '/insertprogramapply': async (c, next) => {
      const request = await parseRequest(c, ProgramApplyRequest);
      const { member } = await requireMember(c, auth, request.user_key);
      const participantName = sanitizeLine(request.participant_name);
      if (participantName === '') throw new HttpError(400, '참가자 이름을 입력해 주세요. (participant_name)', 'participant_name');
      const run = async (inner: Context) => {
        const now = auth.now();
        const outcome = await inTransaction(db, async (tx) => {
          await lockMember(tx, member.id);
          return applyForProgram(tx, {
            memberId: member.id,
            manageCode: request.manage_code,
            programId: request.program_id,
            participantName,
            phone: request.phone,
            childAge: request.child_age,
            today: seoulDay(now),
            now,
          });
        });
        const body: ProgramApplyResponse = outcome.ok
          ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '', APPLICATION: outcome.value }
          : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message, APPLICATION: null };
        return inner.json(body, 200, NO_STORE);
      };
      return withIdempotency(db, `insertprogramapply:${member.id}`, run)(c, next);
    },
  };
}
