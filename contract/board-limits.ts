/** Board limits, apart from the schemas so pages that only need a number do not load them. */
export const BOARD_PAGE_SIZES = [10, 20, 30] as const;
export const BOARD_TITLE_MAX = 200;
/** Characters; 10,000 Hangul stay well under the 64 KB request limit (3 bytes each in UTF-8). */
export const BOARD_CONTENT_MAX = 10_000;
export const BOARD_KEYWORD_MAX = 50;
