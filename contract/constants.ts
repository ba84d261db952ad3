/** Site code of 경기도서관, sent in menu, popup, push and sync calls (spec §1, §9). */
export const MANAGE_CODE = '141674';
/** Default base path of the portal API (spec §3, app-settings/config). */
export const DEFAULT_API_BASE = '/gglib';
/** Base path of the chat assistant API (spec §7). */
export const CHAT_API_BASE = '/api';
/** The menu with this id is never shown (spec §2, §9). */
export const HIDDEN_MENU_ID = 17;
/** Delay before the full-menu drawer closes after a choice, in milliseconds (spec §9). */
export const MENU_CLOSE_DELAY_MS = 200;
/** RESULT_CODE meaning "ok" in the section-7 envelope. */
export const RESULT_CODE_OK = 100;

/**
 * Header carrying a write's idempotency key (a UUID per queued action): the server answers a
 * repeated key with the first answer instead of acting twice, so a replay lands exactly once.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The library's time zone (경기도서관 is in Korea: KST, no daylight saving). Every day and time
 * the portal shows or sends — today's popups, due dates, '마지막 업데이트', opening hours — is
 * the library's, whatever zone the device or the server host is set to.
 */
export const LIBRARY_TIME_ZONE = 'Asia/Seoul';
