import { useEffect, useMemo, useRef } from 'react';
import {
  BookMagicResponse,
  ClubDetailResponse,
  ClubListResponse,
  FestivalResponse,
  MyClubListResponse,
  ReadingPointResponse,
  ReviewDetailResponse,
  ReviewListResponse,
} from '../../../contract/reading';
import { defineResource } from '../../data/resource';
import { usePendingWrites } from '../../data/use-outbox';
import { useResource, type ResourceView } from '../../data/use-resource';
import {
  READING_OUTBOX_PREFIX,
  selectBookMagic,
  selectClubDetail,
  selectClubList,
  selectFestival,
  selectMyClubs,
  selectReadingPoint,
  selectReviewDetail,
  selectReviewList,
  type ClubListQuery,
  type MagicAnswers,
} from './api/reading-calls';

/* The reading pages' data, local first: the device's copy at once, then the server's. */

export const clubListResource = defineResource({
  family: 'club-list',
  id: (query: ClubListQuery) => `${query.kind}:${query.state}:${query.q}`,
  schema: ClubListResponse,
  policy: 'cache-first',
  fetch: (query) => selectClubList(query),
});

export const clubResource = defineResource({
  family: 'club',
  id: (id: number) => String(id),
  schema: ClubDetailResponse,
  policy: 'cache-first',
  fetch: (id) => selectClubDetail(id),
});

export const festivalResource = defineResource({
  family: 'reading-festival',
  id: () => '',
  schema: FestivalResponse,
  policy: 'cache-first',
  fetch: () => selectFestival(),
});

export const reviewListResource = defineResource({
  family: 'reading-review-list',
  id: (query: { q: string; page: number }) => `${query.page}:${query.q}`,
  schema: ReviewListResponse,
  policy: 'cache-first',
  fetch: (query) => selectReviewList(query),
});

export const reviewResource = defineResource({
  family: 'reading-review',
  id: (id: number) => String(id),
  schema: ReviewDetailResponse,
  policy: 'cache-first',
  fetch: (id) => selectReviewDetail(id),
});

/** The last prescription for one set of answers: asked again each time, kept for offline reading. */
export const bookMagicResource = defineResource({
  family: 'reading-magic',
  id: (answers: MagicAnswers) => `${answers.reader}:${answers.mood}:${answers.time}:${answers.available ? 'Y' : 'N'}`,
  schema: BookMagicResponse,
  policy: 'cache-first',
  fetch: (answers) => selectBookMagic(answers),
});

export const myClubsResource = defineResource({
  family: 'club-mine',
  id: () => '',
  owner: (userKey: string) => userKey,
  schema: MyClubListResponse,
  policy: 'cache-first',
  fetch: (userKey) => selectMyClubs(userKey),
});

export const readingPointResource = defineResource({
  family: 'reading-point',
  id: () => '',
  owner: (userKey: string) => userKey,
  schema: ReadingPointResponse,
  policy: 'cache-first',
  fetch: (userKey) => selectReadingPoint(userKey),
});

export const useClubList = (query: ClubListQuery): ResourceView<ClubListResponse> => useResource(clubListResource, query);
export const useClub = (id: number): ResourceView<ClubDetailResponse> => useResource(clubResource, id);
export const useFestival = (): ResourceView<FestivalResponse> => useResource(festivalResource, undefined);
export const useReviewList = (query: { q: string; page: number }): ResourceView<ReviewListResponse> => useResource(reviewListResource, query);
export const useReview = (id: number): ResourceView<ReviewDetailResponse> => useResource(reviewResource, id);
export const useBookMagic = (answers: MagicAnswers): ResourceView<BookMagicResponse> => useResource(bookMagicResource, answers);
export const useReadingPoint = (userKey: string): ResourceView<ReadingPointResponse> => useResource(readingPointResource, userKey);

/** A write of this feature still waiting in the outbox. */
export interface PendingReadingWrite {
  kind: string;
  body: Record<string, unknown>;
}

/** The member's writes of `kind` waiting for the network (live: the list shrinks as they are sent). */
export function usePendingReading(kind: string, userKey: string): PendingReadingWrite[] {
  const rows = usePendingWrites(READING_OUTBOX_PREFIX);
  return useMemo(
    () =>
      rows.flatMap((row) => {
        const body = row.body;
        if (row.kind !== kind || typeof body !== 'object' || body === null) return [];
        const fields = body as Record<string, unknown>;
        return fields.user_key === userKey ? [{ kind: row.kind, body: fields }] : [];
      }),
    [rows, kind, userKey],
  );
}

/**
 * The member's clubs, refreshed when a queued application has been sent (the outbox shrank),
 * so a page that said 'waiting' then says 'applied'.
 */
export function useMyClubs(userKey: string, pendingCount: number): ResourceView<MyClubListResponse> {
  const view = useResource(myClubsResource, userKey);
  const previous = useRef(pendingCount);
  const { refresh } = view;
  useEffect(() => {
    if (pendingCount < previous.current) refresh();
    previous.current = pendingCount;
  }, [pendingCount, refresh]);
  return view;
}
