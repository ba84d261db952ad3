import * as v from 'valibot';
import { maxChars } from './text-length';
import { IsoDate, ManageCodeField, ResultWord } from './envelope';
import { PARTICIPANT_NAME_MAX, PHONE_PATTERN, ProgramSummarySchema } from './programs';
import { CountLike, IntegerLike, TextLike, lenientListOf, listOf, numberOr, oneOfOr, requiredText, textOr, yesNoOr } from './wire';

/*
 * The library's experiments (AI 체험) and playground (docs/api.md "Experiments and playground"):
 * the labs of a group, one lab's page with its sessions, applying for a session, and the reading
 * quiz's question sets. A lab's sessions are programs (contract/programs.ts): their places,
 * waiting lists and cancelling are the programs' own, and 나의 도서관 lists them with the others.
 */

export const LAB_GROUPS = ['EXPERIMENT', 'PLAYGROUND'] as const;
export type LabGroup = (typeof LAB_GROUPS)[number];

/** A lab's address word: ai-mental, game-play … */
export const LAB_SLUG_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

const Slug = v.pipe(v.string('lab은 문자열이어야 합니다.'), v.regex(LAB_SLUG_PATTERN, 'lab이 올바르지 않습니다.'));

/* ---- List ---- */

/** POST /gglib/selectlablist: the labs of a group (both groups when none is given), in display order. */
export const LabListRequest = v.object({
  manage_code: ManageCodeField,
  group: v.optional(v.picklist(LAB_GROUPS, 'group이 올바르지 않습니다.')),
});
export type LabListRequest = v.InferInput<typeof LabListRequest>;

export const LabSummarySchema = v.object({
  LAB_SLUG: v.pipe(v.string(), v.regex(LAB_SLUG_PATTERN)),
  /** An unknown word reads as EXPERIMENT. */
  GROUP: oneOfOr(LAB_GROUPS, 'EXPERIMENT'),
  TITLE: requiredText(100),
  TAGLINE: textOr(''),
  SUMMARY: textOr(''),
  /** Y: members apply for a session; N: used in the page. */
  APPLY_YN: yesNoOr('N'),
  /** Sessions not yet over. */
  SESSION_COUNT: numberOr(0, CountLike),
  /** Of them, taking applications (places or waiting places left) today. */
  OPEN_COUNT: numberOr(0, CountLike),
  /** ISO 8601 with offset: the next session's start, '' when none. */
  NEXT_START_AT: textOr(''),
});
export type LabSummary = v.InferOutput<typeof LabSummarySchema>;

export const LabListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.fallback(ResultWord, 'SUCCESS'),
  LIST: listOf(LabSummarySchema),
});
export type LabListResponse = v.InferOutput<typeof LabListResponse>;

/* ---- Detail ---- */

export const LabDetailRequest = v.object({
  manage_code: ManageCodeField,
  lab: Slug,
});
export type LabDetailRequest = v.InferInput<typeof LabDetailRequest>;

export const LabFactSchema = v.object({ LABEL: TextLike, VALUE: TextLike });
export type LabFact = v.InferOutput<typeof LabFactSchema>;

/** Plain paragraphs separated by blank lines; a line starting with '- ' is an item of a list. */
export const LabSectionSchema = v.object({ HEADING: TextLike, BODY: TextLike });
export type LabSection = v.InferOutput<typeof LabSectionSchema>;

export const LabDetailSchema = v.object({
  ...LabSummarySchema.entries,
  FACTS: lenientListOf(LabFactSchema),
  SECTIONS: lenientListOf(LabSectionSchema),
  /** What the member agrees to at apply-01 (plain paragraphs), '' for a lab without applications. */
  TERMS: textOr(''),
  /** Its sessions not yet over, by start: programs, with their state of applying today. */
  SESSIONS: listOf(ProgramSummarySchema),
});
export type LabDetail = v.InferOutput<typeof LabDetailSchema>;

/** RESULT NO_DATA with LAB null: no such lab. */
export const LabDetailResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  LAB: v.nullish(LabDetailSchema, null),
  TODAY: v.optional(IsoDate),
});
export type LabDetailResponse = v.InferOutput<typeof LabDetailResponse>;

/* ---- Apply ---- */

/**
 * POST /gglib/insertlabapply (members; Idempotency-Key): a session (program_id) of the lab, the
 * participant and phone as the programs' form takes them, the privacy consent and the lab's terms.
 * Answers as insertprogramapply (contract ProgramApplyResponse). One active application per member
 * and lab: a second session of the same lab is refused.
 */
export const LabApplyRequest = v.object({
  user_key: v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 필요합니다.'), v.maxLength(64)),
  manage_code: ManageCodeField,
  lab: Slug,
  program_id: v.pipe(v.number('program_id는 숫자여야 합니다.'), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  participant_name: v.pipe(
    v.string('참가자 이름은 문자열이어야 합니다.'),
    v.trim(),
    v.minLength(1, '참가자 이름을 입력해 주세요.'),
    maxChars(PARTICIPANT_NAME_MAX, `참가자 이름은 ${PARTICIPANT_NAME_MAX}자 이하로 입력해 주세요.`),
  ),
  phone: v.pipe(v.string('연락처는 문자열이어야 합니다.'), v.trim(), v.regex(PHONE_PATTERN, '연락처를 010-1234-5678 형식으로 입력해 주세요.')),
  agree_yn: v.literal('Y', '개인정보 수집·이용에 동의해 주세요.'),
  terms_yn: v.literal('Y', '체험 이용 약관에 동의해 주세요.'),
});
export type LabApplyRequest = v.InferInput<typeof LabApplyRequest>;

/* ---- Quiz ---- */

/** POST /gglib/selectquizsets: every question set with its questions, answers and explanations. */
export const QuizSetsRequest = v.object({ manage_code: ManageCodeField });

export const QUIZ_CHOICES = 4;

export const QuizQuestionSchema = v.object({
  NO: IntegerLike,
  QUESTION: TextLike,
  CHOICES: v.pipe(v.array(TextLike), v.length(QUIZ_CHOICES)),
  /** 1-based index of the right choice. */
  ANSWER: v.pipe(IntegerLike, v.minValue(1), v.maxValue(QUIZ_CHOICES)),
  EXPLANATION: textOr(''),
  BOOK_TITLE: textOr(''),
  BOOK_AUTHOR: textOr(''),
  /** The catalogue's key of the book, '' when the catalogue does not hold it. */
  BOOK_KEY: textOr(''),
});
export type QuizQuestion = v.InferOutput<typeof QuizQuestionSchema>;

export const QuizSetSchema = v.object({
  SET_ID: v.pipe(v.string(), v.regex(LAB_SLUG_PATTERN)),
  TITLE: TextLike,
  DESCRIPTION: textOr(''),
  AUDIENCE: textOr(''),
  /** A question that does not read is left out; a set keeps the others. */
  QUESTIONS: lenientListOf(QuizQuestionSchema),
});
export type QuizSet = v.InferOutput<typeof QuizSetSchema>;

export const QuizSetsResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.fallback(ResultWord, 'SUCCESS'),
  SETS: lenientListOf(QuizSetSchema),
});
export type QuizSetsResponse = v.InferOutput<typeof QuizSetsResponse>;
