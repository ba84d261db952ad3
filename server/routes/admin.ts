import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { AdminPushRequest, type AdminPushResponse } from '../../contract/push';
import type { Queryable } from '../db/db';
import { HttpError, MESSAGES } from '../http/errors';
import { parseRequest } from '../http/validate';
import { type PushSender, sendPush } from '../push/send';
import { findMemberByLoginId } from '../repositories/member-repository';

export const ADMIN_MESSAGES = {
  unauthorized: '관리자 토큰이 올바르지 않습니다. Authorization: Bearer {관리자 토큰} 헤더를 보내 주세요.',
  unknownMember: '존재하지 않는 회원입니다.',
} as const;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares in constant time (over the digests, so the length leaks nothing either). */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The staff calls under /api/admin (our design), authorised by `Authorization: Bearer {token}`.
 * adminToken null: no token is configured and every call is refused.
 */
export function adminRoutes(db: Queryable, adminToken: string | null, sender: PushSender): Hono {
  const routes = new Hono();
  routes.use(async (c, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (adminToken === null || !match?.[1] || !sameToken(match[1], adminToken)) {
      throw new HttpError(401, ADMIN_MESSAGES.unauthorized, undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    await next();
  });

  /** POST /api/admin/push: sends a push message to every device or to one member's. */
  routes.post('/push', async (c) => {
    const request = await parseRequest(c, AdminPushRequest);
    let memberId: number | undefined;
    if (request.member_id !== undefined) {
      const member = await findMemberByLoginId(db, request.member_id);
      if (!member) throw new HttpError(404, ADMIN_MESSAGES.unknownMember);
      memberId = member.id;
    }
    const result = await sendPush(db, sender, { title: request.title, body: request.body, url: request.url }, memberId);
    const body: v.InferOutput<typeof AdminPushResponse> = {
      RESULT_INFO: 'SUCCESS',
      SENT: result.sent,
      REMOVED: result.removed,
      FAILED: result.failed,
    };
    return c.json(body, 200, { 'Cache-Control': 'no-store' });
  });
  routes.all('/push', () => {
    throw new HttpError(405, MESSAGES.methodNotAllowed, undefined, { Allow: 'POST' });
  });
  routes.all('*', () => {
    throw new HttpError(404, MESSAGES.notFound);
  });
  return routes;
}
