import * as v from 'valibot';
import { ManageCodeField, ResultWord } from './envelope';
import { CountLike, listOf, numberOr, oneOfOr, requiredText, textOr } from './wire';

/*
 * The library's "about" facts that are tables rather than prose: its teams with their duties and
 * phones, its history by year, its floors with rooms and seats, the symbol's colours, the stages of
 * its construction (the timelapse) and its collection figures by KDC class and by medium. Kept on
 * the server (migration 0017, seeded from server/seed/about.ts) and answered by
 * POST /gglib/selectaboutinfo (docs/api.md "About the library"). The prose of each about page is a
 * CMS page (selectcontents) whose body names these parts as `{{about:…}}` blocks; the address and
 * phone stay with the library's facts (selectlibraryinfo) and a room's hours too (ROOM_CODE).
 *
 * Tolerant: optional fields read as '' / 0 / [], numbers may come as text.
 */

export const AboutRequest = v.object({ manage_code: ManageCodeField });
export type AboutRequest = v.InferOutput<typeof AboutRequest>;

/** A team (or the director's office) of the organisation chart. */
export const AboutTeamSchema = v.object({
  /** Stable code, e.g. SUPPORT. */
  CODE: requiredText(30),
  /** 운영지원팀 */
  NAME: requiredText(100),
  /** The code of the unit above ('' for the top). */
  PARENT: textOr('', 30),
  /** 팀장, 관장 … '' when not said. */
  HEAD: textOr('', 50),
  /** The team's phone ('' when it has none of its own: the library's number applies). */
  PHONE: textOr('', 20),
  /** People in the team; 0 when not said. */
  STAFF: numberOr(0, CountLike),
  DUTIES: listOf(v.string()),
});
export type AboutTeam = v.InferOutput<typeof AboutTeamSchema>;

/** One line of the history: a year, a month (0 when only the year is known) and what happened. */
export const AboutHistorySchema = v.object({
  YEAR: numberOr(0, CountLike),
  MONTH: numberOr(0, CountLike),
  TEXT: requiredText(500),
});
export type AboutHistoryItem = v.InferOutput<typeof AboutHistorySchema>;

/** A room or space on a floor. */
export const AboutFloorRoomSchema = v.object({
  NAME: requiredText(100),
  /** Seats for readers; 0 when the space has none to speak of. */
  SEATS: numberOr(0, CountLike),
  /** A room of the library's facts (GENERAL, CHILD …) whose opening hours apply; '' when none. */
  ROOM_CODE: textOr('', 30),
  /** Hours in words when they are not a facts room's ('예약제', '행사 때 개방'); ''. */
  HOURS: textOr('', 100),
  NOTE: textOr('', 300),
});
export type AboutFloorRoom = v.InferOutput<typeof AboutFloorRoomSchema>;

/** A floor, top to bottom as the server sends them. */
export const AboutFloorSchema = v.object({
  /** 5F … 1F, B1, B2 */
  CODE: requiredText(5),
  /** 5층, 지하 1층 */
  NAME: requiredText(20),
  SUMMARY: textOr('', 300),
  ROOMS: listOf(AboutFloorRoomSchema),
});
export type AboutFloor = v.InferOutput<typeof AboutFloorSchema>;

/** A colour of the symbol, said in words and codes. */
export const AboutColourSchema = v.object({
  NAME: requiredText(50),
  /** #0B5A7A */
  HEX: v.pipe(v.string(), v.regex(/^#[0-9A-Fa-f]{6}$/, '색상 코드는 #RRGGBB 형식이어야 합니다.')),
  RGB: textOr('', 30),
  CMYK: textOr('', 30),
  MEANING: textOr('', 300),
});
export type AboutColour = v.InferOutput<typeof AboutColourSchema>;

/** The stages of the construction the timelapse draws; CODE picks the drawing. */
export const TIMELAPSE_STAGES = ['site', 'foundation', 'frame', 'facade', 'open'] as const satisfies readonly [string, ...string[]];
export type TimelapseStage = (typeof TIMELAPSE_STAGES)[number];

export const AboutStageSchema = v.object({
  /** An unknown stage is drawn as the finished building. */
  CODE: oneOfOr(TIMELAPSE_STAGES, 'open'),
  TITLE: requiredText(100),
  /** 2022년 9월 */
  PERIOD: textOr('', 50),
  TEXT: textOr('', 500),
});
export type AboutStage = v.InferOutput<typeof AboutStageSchema>;

/** Volumes of one KDC main class (0 … 9). */
export const AboutClassCountSchema = v.object({
  CLASS: v.pipe(v.string(), v.regex(/^[0-9]$/, 'CLASS는 KDC 주류 한 자리여야 합니다.')),
  VOLUMES: numberOr(0, CountLike),
});
export type AboutClassCount = v.InferOutput<typeof AboutClassCountSchema>;

/** Holdings of one medium: printed books, e-books, audiobooks … with its unit (권, 종, 점). */
export const AboutMediaCountSchema = v.object({
  CODE: requiredText(30),
  NAME: requiredText(50),
  COUNT: numberOr(0, CountLike),
  UNIT: textOr('', 10),
});
export type AboutMediaCount = v.InferOutput<typeof AboutMediaCountSchema>;

export const AboutCollectionSchema = v.object({
  /** The day the figures were counted, yyyy-MM-dd ('' when not said). */
  BASE_DATE: textOr('', 10),
  CLASSES: listOf(AboutClassCountSchema),
  MEDIA: listOf(AboutMediaCountSchema),
});
export type AboutCollection = v.InferOutput<typeof AboutCollectionSchema>;

export const AboutInfoSchema = v.object({
  TEAMS: listOf(AboutTeamSchema),
  HISTORY: listOf(AboutHistorySchema),
  FLOORS: listOf(AboutFloorSchema),
  COLOURS: listOf(AboutColourSchema),
  STAGES: listOf(AboutStageSchema),
  COLLECTION: v.optional(AboutCollectionSchema, { BASE_DATE: '', CLASSES: [], MEDIA: [] }),
  /** ISO 8601 time of the last change ('' when not sent). */
  UPDATED_AT: textOr(''),
});
export type AboutInfo = v.InferOutput<typeof AboutInfoSchema>;

export const AboutInfoResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  /** null (or missing) with RESULT NO_DATA: a site without these facts. */
  ABOUT: v.nullish(AboutInfoSchema, null),
});
export type AboutInfoResponse = v.InferOutput<typeof AboutInfoResponse>;

/** Total volumes of the KDC classes (the printed books). */
export const totalVolumes = (collection: AboutCollection): number => collection.CLASSES.reduce((sum, row) => sum + row.VOLUMES, 0);
