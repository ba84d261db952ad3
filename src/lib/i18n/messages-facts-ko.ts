/**
 * Labels of the library's facts (address, phone, hours, closed days) wherever they show: the
 * footer on every page, the home page's hours card, the directions and hours pages. The facts
 * themselves are never written here: they come from selectlibraryinfo (docs/architecture.md
 * "Library facts").
 */
export const koFacts = {
  /** Day names by weekday, 0 = Sunday. */
  weekdays: ['일', '월', '화', '수', '목', '금', '토'] as const,
  /** 매주 월요일 */
  weekly: (days: string) => `매주 ${days}`,
  dayName: (day: string) => `${day}요일`,
  address: '주소',
  postalCode: (code: string) => `(${code})`,
  phone: '대표전화',
  fax: '팩스',
  email: '이메일',
  hours: '이용시간',
  closed: '휴관일',
  /** '화–금 09:00–22:00, 토·일 09:00–18:00' */
  hoursList: (lines: readonly string[]) => lines.join(', '),
  closedList: (rules: readonly string[]) => rules.join(', '),
  roomHours: '자료실별 이용시간',
  room: '자료실',
  place: '위치',
  contacts: '문의 전화',
  /** Said to screen readers while the facts are read from the device or the network. */
  loading: '도서관 정보를 불러오는 중입니다.',
  unavailable: '도서관 정보를 불러오지 못했습니다. 네트워크에 연결된 뒤 다시 확인해 주세요.',
  directions: {
    title: '찾아오시는 길',
    intro: '경기도서관의 주소와 연락처, 이용시간입니다.',
    hoursTitle: '이용시간·휴관일',
    maps: '지도에서 보기',
    kakao: '카카오맵',
    naver: '네이버 지도',
    guide: '대중교통·주차 안내',
    hoursGuide: '자료실별 이용시간·휴관일',
  },
} as const;
