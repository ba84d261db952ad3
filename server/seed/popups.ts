/** A main-page popup of the seed; position in the array is display order. */
export interface SeedPopup {
  title: string;
  image: string;
  /** In-app path; omitted when the popup is not a link (POPUP_LINK_USE_YN N). */
  link?: string;
  start: string;
  end: string;
}

/** Far enough ahead that the demo popups show whatever day the demo is run. */
const DEMO_START = '2025-01-01';
const DEMO_END = '2099-12-31';

export const SEED_POPUPS: SeedPopup[] = [
  {
    title: '경기도서관 개관 기념 북페스티벌',
    image: '/uploads/popup/book-festival.webp',
    link: '/ever-reading/festival',
    start: DEMO_START,
    end: DEMO_END,
  },
  {
    title: '겨울방학 어린이 독서교실 참가자 모집',
    image: '/uploads/popup/winter-reading-class.webp',
    link: '/community/events/program-list',
    start: DEMO_START,
    end: DEMO_END,
  },
  {
    // Not a link: a notice to read, nothing to open.
    title: '12월 정기 휴관일 안내',
    image: '/uploads/popup/december-closing.webp',
    start: DEMO_START,
    end: DEMO_END,
  },
  {
    title: '경기도서관 앱 출시 안내',
    image: '/uploads/popup/app-launch.webp',
    link: '/main',
    start: DEMO_START,
    end: DEMO_END,
  },
  {
    // Ended: never returned for a day after 2024-12-31.
    title: '2024 송년 독서 주간',
    image: '/uploads/popup/book-festival.webp',
    link: '/community/events/library-events',
    start: '2024-12-01',
    end: '2024-12-31',
  },
];
