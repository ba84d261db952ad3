import { useMemo } from 'react';
import * as v from 'valibot';
import { LabDetailResponse, LabListResponse, QuizSetsResponse, type LabGroup } from '../../../contract/labs';
import { PROGRAM_APPLY_OUTBOX_KIND } from '../../../contract/programs';
import { defineResource } from '../../data/resource';
import { writeStored } from '../../data/resource-edits';
import { usePendingWrites } from '../../data/use-outbox';
import { useResource, useStored, type ResourceView } from '../../data/use-resource';
import { selectLabDetail, selectLabList, selectQuizSets } from './api/lab-calls';
import { addRecord, QUIZ_HISTORY_MAX, type QuizRecord } from './model/quiz';

/*
 * The labs' pages, local first: the device's copy at once with its 마지막 업데이트, then the
 * server's (places change, so every visit asks again). The quiz's sets are kept too, so a quiz
 * seen once plays offline; its scores stay on this device only.
 */

export const labListResource = defineResource({
  family: 'lab-list',
  id: (group: LabGroup) => group,
  schema: LabListResponse,
  policy: 'cache-first',
  fetch: (group) => selectLabList(group),
});

export const labDetailResource = defineResource({
  family: 'lab-detail',
  id: (lab: string) => lab,
  schema: LabDetailResponse,
  policy: 'cache-first',
  fetch: (lab) => selectLabDetail(lab),
});

export const quizSetsResource = defineResource({
  family: 'quiz-sets',
  id: () => '',
  schema: QuizSetsResponse,
  policy: 'cache-first',
  fetch: () => selectQuizSets(),
});

const QuizRecordSchema = v.object({
  setId: v.pipe(v.string(), v.maxLength(40)),
  title: v.pipe(v.string(), v.maxLength(100)),
  correct: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  at: v.number(),
});

/** The device's quiz scores, newest first (never sent). */
export const quizHistoryResource = defineResource({
  family: 'quiz-history',
  id: () => '',
  schema: v.pipe(v.array(QuizRecordSchema), v.maxLength(QUIZ_HISTORY_MAX)),
  policy: 'local',
});

export const useLabList = (group: LabGroup): ResourceView<LabListResponse> => useResource(labListResource, group);
export const useLabDetail = (lab: string): ResourceView<LabDetailResponse> => useResource(labDetailResource, lab);
export const useQuizSets = (): ResourceView<QuizSetsResponse> => useResource(quizSetsResource, undefined);

export function useQuizHistory(): QuizRecord[] {
  const stored = useStored(quizHistoryResource, undefined);
  return stored?.data ?? [];
}

export function saveQuizRecord(history: readonly QuizRecord[], record: QuizRecord): Promise<void> {
  return writeStored(quizHistoryResource, undefined, addRecord(history, record));
}

export function clearQuizHistory(): Promise<void> {
  return writeStored(quizHistoryResource, undefined, []);
}

/** The program ids of this member's applications to `lab` still waiting in the outbox (live). */
export function usePendingLabApplications(userKey: string | null, lab: string): number[] {
  const rows = usePendingWrites(PROGRAM_APPLY_OUTBOX_KIND);
  return useMemo(
    () =>
      rows.flatMap((row) => {
        const body = typeof row.body === 'object' && row.body !== null ? (row.body as Record<string, unknown>) : {};
        return userKey !== null && body.user_key === userKey && body.lab === lab && typeof body.program_id === 'number' ? [body.program_id] : [];
      }),
    [rows, userKey, lab],
  );
}
