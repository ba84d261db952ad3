/**
 * The member's reminders at the top of the home page (overdue loans, reservations ready to collect,
 * loans due soon): loaded with their chunk, only when a member is logged in.
 */
export const koReminders = {
  title: '나의 도서관 알림',
  overdue: (days: number) => `연체 ${days}일`,
  /** until: yyyy-MM-dd, or '' when the server sent no date. */
  ready: (until: string) => (until ? `예약도서 도착 · 보관기한 ${until}까지` : '예약도서 도착'),
  dueToday: '오늘 반납',
  dueIn: (days: number) => `반납 D-${days}`,
  /** The books of one line: '아몬드', or '아몬드 외 2권'. */
  books: (first: string, more: number) => (more > 0 ? `${first} 외 ${more}권` : first),
  lastUpdated: (when: string) => `마지막 업데이트 ${when}`,
  offline: '오프라인 상태라 이 기기에 저장된 정보입니다.',
} as const;
