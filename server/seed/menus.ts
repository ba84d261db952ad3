import type { MenuType } from '../../contract/menu';

/** A menu as written in the seed; position in its array is its display order. */
export interface SeedMenu {
  id: number;
  name: string;
  type: MenuType;
  /** Types 1 (contents), 2 (board), 6 (custom). */
  word?: string;
  /** Types 3, 7, 8: in-app module path. */
  module?: string;
  /** Type 4: in-app path. */
  inside?: string;
  /** Type 5: https address, opened in a new tab. */
  outside?: string;
  login?: boolean;
  children?: SeedMenu[];
}

/**
 * The demo site's menu, shaped like a provincial library's: every MENU_TYPE appears, three levels
 * deep in places. Ids are stable (the client hides id 17) and deliberately not in display order,
 * so ordering by id instead of sort_order shows up in tests.
 */
export const SEED_MENUS: SeedMenu[] = [
  {
    id: 1,
    name: '자료검색',
    type: 0,
    children: [
      { id: 101, name: '통합검색', type: 3, module: '/search/search-list' },
      { id: 102, name: '신착도서', type: 3, module: '/search/new/new-list' },
      {
        id: 103,
        name: '추천도서',
        type: 0,
        children: [
          { id: 1031, name: '경기도서관 추천', type: 3, module: '/search/recommend/gyeonggi-list' },
          { id: 1032, name: '사서추천', type: 3, module: '/search/recommend/local-list' },
          { id: 1033, name: '기후위기 함께 읽기', type: 3, module: '/search/recommend/climate-list' },
          { id: 1034, name: '주제별 컬렉션', type: 3, module: '/search/recommend/collection-list' },
          { id: 1035, name: '다른 기관 추천도서', type: 3, module: '/search/recommend/others-list' },
        ],
      },
      { id: 104, name: '인기도서', type: 3, module: '/search/popular/popular-list' },
      { id: 105, name: '베스트셀러', type: 3, module: '/search/bestseller/bestseller-list' },
      { id: 106, name: 'KDC 주제별 검색', type: 3, module: '/search/decimal/class-list' },
      { id: 107, name: '북큐레이션', type: 3, module: '/curation/curation-list' },
      { id: 108, name: '신간도서', type: 3, module: '/newbook/newbook-list' },
      { id: 109, name: 'ISBN 바코드로 찾기', type: 4, inside: '/barcodeScanner' },
    ],
  },
  {
    id: 3,
    name: '이용안내',
    type: 0,
    children: [
      { id: 301, name: '이용시간·휴관일', type: 1, word: 'hours' },
      { id: 302, name: '회원가입 안내', type: 1, word: 'membership' },
      { id: 303, name: '자료 대출·반납', type: 1, word: 'loan-return' },
      { id: 304, name: '층별 안내', type: 1, word: 'floor-guide' },
      { id: 305, name: '찾아오시는 길', type: 6, word: 'directions' },
      {
        id: 306,
        name: '디지털 자료',
        type: 0,
        children: [
          { id: 3061, name: '전자저널', type: 3, module: '/library-service/web/journal' },
          { id: 3062, name: '학술 데이터베이스', type: 3, module: '/library-service/web/database' },
          { id: 3063, name: '전자잡지', type: 3, module: '/library-service/web/magazine' },
          { id: 3064, name: '지식정보', type: 3, module: '/library-service/web/knowledge' },
        ],
      },
      { id: 307, name: '도서관 이용 방법', type: 4, inside: '/library-service/method' },
      { id: 308, name: '휴먼라이브러리', type: 4, inside: '/library-service/central-contents/human' },
    ],
  },
  {
    id: 2,
    name: '독서문화·행사',
    type: 0,
    children: [
      { id: 201, name: '프로그램 신청', type: 7, module: '/community/events/program-list' },
      {
        id: 202,
        name: '행사 일정',
        type: 0,
        children: [
          { id: 2021, name: '행사 달력', type: 7, module: '/community/events/library-schedule-calendar' },
          { id: 2022, name: '행사 목록', type: 7, module: '/community/events/library_schedule_list' },
          { id: 2023, name: '31개 시군 연계 행사', type: 7, module: '/community/events/link31' },
        ],
      },
      { id: 203, name: '도서관 행사', type: 7, module: '/community/events/library-events' },
      { id: 204, name: '전시', type: 3, module: '/community/exhibition/exhibition-list' },
      {
        id: 205,
        name: '생성형 AI 도서관',
        type: 0,
        children: [
          { id: 2051, name: '생성형 AI 도서관 안내', type: 4, inside: '/our-library/core-contents/generative-ai-library' },
          { id: 230, name: '대관·시설 예약', type: 4, inside: '/our-library/core-contents/generative-ai-library/rental-facility' },
          // The CMS page about the AI experiences (the assistant quotes it): kept under its menu word.
          { id: 2052, name: 'AI 체험 안내', type: 6, word: 'ai-library' },
        ],
      },
      { id: 206, name: '독서동아리', type: 8, module: '/ever-reading/reading-helper/reading-club' },
      { id: 207, name: '경기 독서포인트', type: 8, module: '/ever-reading/gg-point', login: true },
      { id: 208, name: '경기 북페스티벌', type: 8, module: '/ever-reading/festival' },
      { id: 209, name: '독서 감상문', type: 8, module: '/ever-reading/reading-helper/review' },
      { id: 210, name: '북매직 책 처방', type: 8, module: '/ever-reading/bookmagic' },
      { id: 211, name: '경기도서관 독서공동체', type: 8, module: '/life-reading/reading-community/ggl-readingclub' },
      { id: 220, name: 'AI 체험', type: 3, module: '/library-service/library-experiments' },
      { id: 221, name: '도서관 놀이터', type: 3, module: '/library-service/library-playground' },
    ],
  },
  {
    id: 4,
    name: '참여마당',
    type: 0,
    children: [
      { id: 401, name: '공지사항', type: 2, word: 'notice' },
      { id: 402, name: '도서관 소식', type: 2, word: 'news' },
      { id: 403, name: '묻고 답하기', type: 2, word: 'qna' },
      { id: 404, name: '자유게시판', type: 2, word: 'free', login: true },
      { id: 405, name: '희망도서 신청', type: 3, module: '/mypage/bookwish-list', login: true },
    ],
  },
  {
    id: 5,
    name: '도서관 소개',
    type: 0,
    children: [
      { id: 501, name: '인사말', type: 1, word: 'greeting' },
      { id: 502, name: '연혁', type: 1, word: 'history' },
      { id: 503, name: '조직도', type: 1, word: 'organization' },
      {
        id: 504,
        name: '경기도서관 둘러보기',
        type: 0,
        children: [
          { id: 5041, name: '시설 현황', type: 4, inside: '/about/introduce/overview/facility' },
          { id: 5042, name: '장서 현황', type: 4, inside: '/about/introduce/overview/collection' },
          { id: 5043, name: '건축 이야기', type: 4, inside: '/about/introduce/architecture' },
          { id: 5044, name: '상징물', type: 4, inside: '/about/introduce/symbol' },
          { id: 5045, name: '건립 타임랩스', type: 4, inside: '/about/introduce/timelapse' },
        ],
      },
      { id: 505, name: '도서관 통계', type: 3, module: '/policy-research/lib-statistics' },
      { id: 506, name: '도서관 정책연구', type: 3, module: '/policy-research/info' },
      { id: 507, name: '정책 세미나·포럼', type: 3, module: '/policy-research/events' },
      { id: 508, name: '운영 안내', type: 4, inside: '/about/management' },
      { id: 509, name: '도서관 소개 한눈에 보기', type: 4, inside: '/introduce' },
    ],
  },
  {
    id: 6,
    name: '나의 도서관',
    type: 0,
    login: true,
    children: [
      { id: 601, name: '대출 현황', type: 3, module: '/mypage/bookloan-list', login: true },
      { id: 602, name: '대출 이력', type: 3, module: '/mypage/bookloan-log', login: true },
      { id: 603, name: '예약 현황', type: 3, module: '/mypage/bookreserve-list', login: true },
      { id: 604, name: '관심도서', type: 3, module: '/mypage/my-interested-book', login: true },
      { id: 605, name: '프로그램 신청 내역', type: 3, module: '/mypage/programreserve-list', login: true },
      { id: 606, name: '시설 예약 내역', type: 3, module: '/mypage/facilityreserve-list', login: true },
      { id: 607, name: '회원정보', type: 4, inside: '/mypage/mypage-info', login: true },
    ],
  },
  {
    id: 7,
    name: '관련 사이트',
    type: 0,
    children: [
      { id: 701, name: '경기도 사이버도서관', type: 5, outside: 'https://www.library.kr/cyber' },
      { id: 702, name: '경기도청', type: 5, outside: 'https://www.gg.go.kr' },
      { id: 703, name: '국립중앙도서관', type: 5, outside: 'https://www.nl.go.kr' },
      { id: 704, name: '경기도교육청', type: 5, outside: 'https://www.goe.go.kr' },
    ],
  },
  {
    // HIDDEN_MENU_ID: staff pages kept in the menu data but never shown by the client.
    id: 17,
    name: '관리자 전용',
    type: 0,
    login: true,
    children: [
      { id: 1701, name: '스마트도서관 안내(작성 중)', type: 1, word: 'smart-library-draft', login: true },
    ],
  },
];
