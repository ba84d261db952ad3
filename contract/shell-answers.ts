/*
 * Answers the app shell may carry (docs/architecture.md "Answers carried in the shell").
 *
 * On a first visit every page waits for API answers the server already knows when it sends the
 * page: the menus (the login guard of every page but /main needs them, spec §6) and, on /main,
 * the day's popups (its largest paint). The reference server puts them in the shell it sends for a
 * navigation, as one JSON data block (never executed); the app takes each at most once, checks it
 * with the call's own schema and otherwise asks the API as before. A library server that carries
 * nothing changes nothing.
 */

/** The id of the `<script type="application/json">` element that holds the answers. */
export const SHELL_ANSWERS_ELEMENT_ID = 'shell-answers';

/** The key of each carried answer: the call's path, and for a day's answer the day too. */
export const shellAnswerKey = {
  menus: 'selectMenu',
  popups: (today: string): string => `getpopuplist:${today}`,
} as const;

/**
 * The cookie that tells the server the popups are hidden today ('오늘 하루 보지 않기', spec §4): its
 * value is that day (yyyy-MM-dd, the library's day in Asia/Seoul). The shell of /main then names no
 * popup picture to preload, so a phone does not download a picture it will not show. What the app
 * shows is still decided on the device (its own stored choice); the cookie only saves the download.
 */
export const POPUP_HIDDEN_COOKIE = 'gglib_popup_hidden';

/** A day as the cookie holds it. */
export const POPUP_HIDDEN_DAY = /^\d{4}-\d{2}-\d{2}$/;
