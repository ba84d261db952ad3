import type { Context, Handler } from 'hono';
import type * as v from 'valibot';
import { EXHIBITION_PAGE_SIZE, ExhibitionDetailRequest, ExhibitionListRequest, type ExhibitionDetailResponse, type ExhibitionListResponse } from '../../contract/exhibition';
import {
  BookMagicRequest,
  type BookMagicResponse,
  ClubApplyRequest,
  type ClubApplyResponse,
  ClubDetailRequest,
  type ClubDetailResponse,
  ClubListRequest,
  type ClubListResponse,
  FestivalRequest,
  type FestivalResponse,
  InsertReviewRequest,
  type InsertReviewResponse,
  MyClubListRequest,
  type MyClubListResponse,
  REVIEW_LIMITS,
  REVIEW_PAGE_SIZE,
  ReadingPointRequest,
  type ReadingPointResponse,
  ReviewDetailRequest,
  type ReviewDetailResponse,
  ReviewListRequest,
  type ReviewListResponse,
} from '../../contract/reading';
import { type Auth, requireMember } from '../auth/auth';
import { seoulDay } from '../calendar';
import type { Queryable } from '../db/db';
import { HttpError, MESSAGES } from '../http/errors';
import { withIdempotency } from '../http/idempotency';
import { sanitizeLine, sanitizeText } from '../http/sanitize';
import { parseRequest } from '../http/validate';
import type { MemberRow } from '../repositories/member-repository';
import { inTransaction, lockMember } from '../repositories/my-library-rules';
import { prescribeBooks } from '../repositories/book-magic';
import {
  READING_MESSAGES,
  applyToClub,
  findClub,
  findExhibition,
  findFestival,
  findReview,
  insertReview,
  listClubs,
  listExhibitions,
  listMemberClubApplications,
  listReviews,
  readingPoints,
} from '../repositories/reading-repository';

/*
 * Exhibitions and reading culture (docs/api.md "Exhibitions and reading culture"). Public reads
 * answer the library's data; member calls (401 without a session, 403 for another member's
 * user_key) answer no-store, and writes accept an Idempotency-Key (per member and call), so an
 * application queued offline and sent twice joins once.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

type MemberSchema = v.GenericSchema<unknown, { user_key: string }>;

function memberWrite<S extends MemberSchema, T extends object>(
  auth: Auth,
  call: string,
  schema: S,
  act: (tx: Queryable, request: v.InferOutput<S>, member: MemberRow, today: string) => Promise<T>,
): Handler {
  return async (c, next) => {
    const request = await parseRequest(c, schema);
    const { member } = await requireMember(c, auth, request.user_key);
    const run = async (inner: Context) => {
      const today = seoulDay(auth.now());
      const body = await inTransaction(auth.db, async (tx) => {
        await lockMember(tx, member.id);
        return act(tx, request, member, today);
      });
      return inner.json(body, 200, NO_STORE);
    };
    return withIdempotency(auth.db, `${call}:${member.id}`, run)(c, next);
  };
}

/** A text field the sanitiser emptied (only control characters) is refused as if it were blank. */
function required(value: string, message: string, field: string): string {
  if (value === '') throw new HttpError(400, message, field);
  return value;
}

export function readingCalls(auth: Auth): Record<string, Handler> {
  const db = auth.db;
  const today = () => seoulDay(auth.now());
  return {
    /* ---- Exhibitions ---- */
    '/selectexhibitionlist': async (c) => {
      const input = await parseRequest(c, ExhibitionListRequest);
      const { rows, total } = await listExhibitions(db, { manageCode: input.manage_code, state: input.state, keyword: input.keyword, page: input.page, size: EXHIBITION_PAGE_SIZE, today: today() });
      const body: ExhibitionListResponse = { RESULT_INFO: 'SUCCESS', LIST: rows, TOTAL_COUNT: total, PAGE: input.page, SIZE: EXHIBITION_PAGE_SIZE };
      return c.json(body);
    },
    '/selectexhibitiondetail': async (c) => {
      const input = await parseRequest(c, ExhibitionDetailRequest);
      const exhibition = await findExhibition(db, input.manage_code, input.exhibition_id, today());
      if (!exhibition) throw new HttpError(404, MESSAGES.notFound);
      const body: ExhibitionDetailResponse = { RESULT_INFO: 'SUCCESS', EXHIBITION: exhibition };
      return c.json(body);
    },

    /* ---- Reading clubs ---- */
    '/selectclublist': async (c) => {
      const input = await parseRequest(c, ClubListRequest);
      const list = await listClubs(db, { manageCode: input.manage_code, kind: input.kind, state: input.state, keyword: input.keyword, today: today() });
      const body: ClubListResponse = { RESULT_INFO: 'SUCCESS', LIST: list, TOTAL_COUNT: list.length };
      return c.json(body);
    },
    '/selectclubdetail': async (c) => {
      const input = await parseRequest(c, ClubDetailRequest);
      const club = await findClub(db, input.manage_code, input.club_id, today());
      if (!club) throw new HttpError(404, MESSAGES.notFound);
      const body: ClubDetailResponse = { RESULT_INFO: 'SUCCESS', CLUB: club };
      return c.json(body);
    },
    '/insertclubapplication': memberWrite(auth, 'insertclubapplication', ClubApplyRequest, async (tx, request, member, day): Promise<ClubApplyResponse> => {
      const outcome = await applyToClub(tx, {
        manageCode: request.manage_code,
        memberId: member.id,
        clubId: request.club_id,
        phone: request.phone,
        motivation: sanitizeText(request.motivation),
        today: day,
      });
      return outcome.ok ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '', APPLICATION: outcome.value } : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message, APPLICATION: null };
    }),
    '/selectmyclublist': async (c) => {
      const input = await parseRequest(c, MyClubListRequest);
      const { member } = await requireMember(c, auth, input.user_key);
      const body: MyClubListResponse = { RESULT_INFO: 'SUCCESS', LIST: await listMemberClubApplications(db, member.id) };
      return c.json(body, 200, NO_STORE);
    },

    /* ---- Festival ---- */
    '/selectfestival': async (c) => {
      const input = await parseRequest(c, FestivalRequest);
      const festival = await findFestival(db, input.manage_code, today());
      if (!festival) throw new HttpError(404, MESSAGES.notFound);
      const body: FestivalResponse = { RESULT_INFO: 'SUCCESS', FESTIVAL: festival };
      return c.json(body);
    },

    /* ---- Reviews ---- */
    '/selectreviewlist': async (c) => {
      const input = await parseRequest(c, ReviewListRequest);
      const { rows, total } = await listReviews(db, { manageCode: input.manage_code, keyword: input.keyword, page: input.page, size: REVIEW_PAGE_SIZE });
      const body: ReviewListResponse = { RESULT_INFO: 'SUCCESS', LIST: rows, TOTAL_COUNT: total, PAGE: input.page, SIZE: REVIEW_PAGE_SIZE };
      return c.json(body);
    },
    '/selectreviewdetail': async (c) => {
      const input = await parseRequest(c, ReviewDetailRequest);
      const review = await findReview(db, input.manage_code, input.review_id);
      if (!review) throw new HttpError(404, MESSAGES.notFound);
      const body: ReviewDetailResponse = { RESULT_INFO: 'SUCCESS', REVIEW: review };
      return c.json(body);
    },
    '/insertreview': memberWrite(auth, 'insertreview', InsertReviewRequest, async (tx, request, member): Promise<InsertReviewResponse> => {
      const title = required(sanitizeLine(request.title), '제목을 입력해 주세요.', 'title');
      const bookTitle = required(sanitizeLine(request.book_title), '책 제목을 입력해 주세요.', 'book_title');
      const body = sanitizeText(request.body);
      if (body.length < REVIEW_LIMITS.body.min) throw new HttpError(400, `감상문은 ${REVIEW_LIMITS.body.min}자 이상 입력해 주세요.`, 'body');
      const reviewId = await insertReview(tx, {
        manageCode: request.manage_code,
        memberId: member.id,
        writerName: member.name || member.user_id,
        title,
        bookTitle,
        bookAuthor: sanitizeLine(request.book_author),
        body,
      });
      return { RESULT: 'SUCCESS', RESULT_MESSAGE: '', REVIEW_ID: reviewId };
    }),

    /* ---- 북매직 (책 처방) ---- */
    '/selectbookmagic': async (c) => {
      const input = await parseRequest(c, BookMagicRequest);
      const { prescription, list } = await prescribeBooks(db, { reader: input.reader, mood: input.mood, time: input.time, availableOnly: input.available_yn === 'Y' });
      const body: BookMagicResponse = { RESULT_INFO: 'SUCCESS', PRESCRIPTION: prescription, LIST: list };
      return c.json(body);
    },

    /* ---- 경기 독서포인트 ---- */
    '/selectreadingpoint': async (c) => {
      const input = await parseRequest(c, ReadingPointRequest);
      const { member } = await requireMember(c, auth, input.user_key);
      const year = today().slice(0, 4);
      if (member.cert_admin_yn !== 'Y') {
        const refused: ReadingPointResponse = { RESULT: 'FAIL', RESULT_CODE: 'CITIZEN', RESULT_MESSAGE: READING_MESSAGES.needCitizen, YEAR: year, TOTAL: 0, ITEMS: [] };
        return c.json(refused, 200, NO_STORE);
      }
      const { total, items } = await readingPoints(db, member.id, year);
      const body: ReadingPointResponse = { RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', YEAR: year, TOTAL: total, ITEMS: items };
      return c.json(body, 200, NO_STORE);
    },
  };
}
