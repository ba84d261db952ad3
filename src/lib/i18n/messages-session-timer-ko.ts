/**
 * The session timer's texts (the header's utility row, the full menu's member row). Apart from
 * messages-ko.ts: the timer is a members-only chunk, so a visitor's first page does not carry them.
 */
export const koSessionTimer = {
  remaining: '로그인 남은 시간',
  extend: '연장',
  extendLabel: '로그인 시간 연장',
  /** Said once when the countdown enters its last five minutes (WCAG 2.2.1: a warning before the idle logout). */
  endingSoon: '로그인 남은 시간이 5분 이내입니다. 계속 이용하시려면 연장을 눌러 주세요.',
} as const;
