import { addDays, weekdayOf } from '../calendar';

/**
 * Invented but plausible programs, dated relative to the seeding day (day 0) so the home page
 * always has some running, some about to start and a mix of application states.
 */
export interface SeedProgram {
  /** File name under /uploads/programs/, or '' for no poster. */
  poster: string;
  title: string;
  category: string;
  target: string;
  place: string;
  /**
   * Days from the seeding day, and Seoul wall-clock times. The seed moves start and end together
   * to the first `weekday` on or after startDay when one is given, and off Mondays (closed) always.
   */
  startDay: number;
  weekday?: number;
  startTime: string;
  endDay: number;
  endTime: string;
  applyStartDay: number;
  applyEndDay: number;
  capacity: number;
  summary: string;
  /** Poster colours. */
  colour: string;
}

export const SEED_PROGRAMS: readonly SeedProgram[] = [
  {
    poster: 'climate-reading-exhibition.webp',
    title: '기후위기 함께 읽기 특별전 「지구를 읽는 책」',
    category: '전시',
    target: '누구나',
    place: '1층 전시실',
    startDay: -10,
    startTime: '09:00',
    endDay: 20,
    endTime: '18:00',
    applyStartDay: -10,
    applyEndDay: 20,
    capacity: 0,
    summary: '기후위기와 생태를 다룬 그림책, 과학책, 소설 120여 권과 사서의 읽기 안내를 함께 전시합니다. 신청 없이 자유롭게 관람하세요.',
    colour: '#2e7d32',
  },
  {
    poster: 'author-talk.webp',
    title: '작가와의 만남 「소설이 질문하는 방식」',
    category: '강연',
    target: '성인',
    place: '1층 다목적홀',
    startDay: 9,
    startTime: '19:00',
    endDay: 9,
    endTime: '21:00',
    applyStartDay: -5,
    applyEndDay: 7,
    capacity: 120,
    summary: '장편소설을 펴낸 작가를 모시고 한 편의 소설이 시작되는 질문과 쓰는 과정에 대해 이야기를 나눕니다. 사인회가 이어집니다.',
    colour: '#6a1b9a',
  },
  {
    poster: 'picture-book-reading.webp',
    title: '토요 그림책 읽어 주기 「책 읽는 토요일」',
    category: '독서',
    target: '어린이(5~7세)와 보호자',
    place: '1층 어린이자료실 이야기방',
    startDay: 4,
    weekday: 6,
    startTime: '10:30',
    endDay: 25,
    endTime: '11:30',
    applyStartDay: -7,
    applyEndDay: 3,
    capacity: 15,
    summary: '사서와 자원활동가가 매주 토요일 그림책 두세 권을 읽어 주고, 책 속 장면을 따라 간단한 만들기를 합니다. 4회 과정입니다.',
    colour: '#ef6c00',
  },
  {
    poster: 'digital-basics.webp',
    title: '디지털 기초 교실: 스마트폰으로 민원서류 떼기',
    category: '교육',
    target: '만 60세 이상',
    place: '4층 디지털자료실 교육실',
    startDay: 12,
    startTime: '14:00',
    endDay: 26,
    endTime: '16:00',
    applyStartDay: 2,
    applyEndDay: 10,
    capacity: 16,
    summary: '스마트폰 기본 설정부터 정부24 앱으로 주민등록등본을 발급받는 방법까지 차근차근 배웁니다. 본인 스마트폰을 가져오세요. 3회 과정입니다.',
    colour: '#0277bd',
  },
  {
    poster: 'book-discussion.webp',
    title: '성인 독서토론 모임 「함께 읽는 저녁」',
    category: '독서모임',
    target: '성인',
    place: '3층 세미나실',
    startDay: -9,
    weekday: 3,
    startTime: '19:00',
    endDay: 32,
    endTime: '21:00',
    applyStartDay: -20,
    applyEndDay: -5,
    capacity: 12,
    summary: '격주 수요일 저녁, 한 권의 책을 함께 읽고 이야기를 나눕니다. 이번 기수에는 한국 현대소설 세 권을 읽습니다.',
    colour: '#4e342e',
  },
  {
    poster: 'youth-career-talk.webp',
    title: '청소년 진로 특강 「책에서 찾은 나의 일」',
    category: '강연',
    target: '청소년(중·고등학생)',
    place: '1층 다목적홀',
    startDay: 18,
    startTime: '15:00',
    endDay: 18,
    endTime: '17:00',
    applyStartDay: 5,
    applyEndDay: 16,
    capacity: 80,
    summary: '편집자, 과학 커뮤니케이터, 사서가 자신의 일을 소개하고 진로를 고민하는 청소년의 질문에 답합니다.',
    colour: '#c62828',
  },
  {
    poster: '',
    title: '가족 보드게임의 날',
    category: '체험',
    target: '초등학생 자녀를 둔 가족',
    place: '4층 미디어랩',
    startDay: 6,
    weekday: 0,
    startTime: '13:00',
    endDay: 6,
    endTime: '16:00',
    applyStartDay: -8,
    applyEndDay: 5,
    capacity: 20,
    summary: '책과 연계된 보드게임을 가족이 함께 즐기는 시간입니다. 가족 단위로 신청해 주세요(최대 4인).',
    colour: '#00695c',
  },
  {
    poster: 'ai-studio.webp',
    title: '생성형 AI로 나만의 그림책 만들기',
    category: '체험',
    target: '초등 3~6학년',
    place: '4층 AI 스튜디오',
    startDay: 25,
    startTime: '10:00',
    endDay: 25,
    endTime: '12:00',
    applyStartDay: 12,
    applyEndDay: 22,
    capacity: 12,
    summary: '생성형 AI 도구로 이야기를 구상하고 그림을 만들어 여덟 쪽짜리 그림책을 완성합니다. 만든 그림책은 인쇄해 드립니다.',
    colour: '#283593',
  },
  {
    poster: 'humanities-lecture.webp',
    title: '인문학 강좌 「조선의 책과 독서 문화」',
    category: '강연',
    target: '성인',
    place: '1층 다목적홀',
    startDay: 30,
    startTime: '19:00',
    endDay: 44,
    endTime: '21:00',
    applyStartDay: 14,
    applyEndDay: 28,
    capacity: 60,
    summary: '조선 시대의 출판과 서점, 책을 빌려 읽던 세책점까지 옛사람들의 독서 문화를 세 차례에 걸쳐 살펴봅니다.',
    colour: '#5d4037',
  },
  {
    poster: 'original-art-exhibition.webp',
    title: '그림책 원화 전시 「여름밤의 숲」',
    category: '전시',
    target: '누구나',
    place: '1층 어린이자료실 갤러리',
    startDay: 15,
    startTime: '09:00',
    endDay: 45,
    endTime: '18:00',
    applyStartDay: 15,
    applyEndDay: 45,
    capacity: 0,
    summary: '그림책 작가의 원화 30여 점과 작업 스케치를 전시합니다. 전시 기간 중 주말에는 작가의 드로잉 시연이 있습니다.',
    colour: '#1565c0',
  },
  {
    poster: 'reading-helper.webp',
    title: '초등 독서 코칭 「한 권을 끝까지」',
    category: '독서',
    target: '초등 1~2학년',
    place: '1층 어린이자료실 이야기방',
    startDay: 1,
    startTime: '16:00',
    endDay: 22,
    endTime: '17:00',
    applyStartDay: -14,
    applyEndDay: -2,
    capacity: 10,
    summary: '독서지도사와 함께 짧은 동화를 끝까지 읽고 생각을 말과 글로 표현해 봅니다. 4회 과정입니다.',
    colour: '#ad1457',
  },
  {
    poster: '',
    title: '지난 강연 다시 보기: 도서관과 기후위기',
    category: '강연',
    target: '누구나',
    place: '1층 다목적홀',
    startDay: -9,
    startTime: '19:00',
    endDay: -9,
    endTime: '21:00',
    applyStartDay: -25,
    applyEndDay: -11,
    capacity: 100,
    summary: '도서관이 기후위기 시대에 할 수 있는 일을 함께 생각해 본 강연입니다. 강연 요약은 도서관 소식 게시판에서 보실 수 있습니다.',
    colour: '#455a64',
  },
];

/**
 * A program's first and last day for a seeding day: moved forward (start and end together) to
 * its weekday, and until neither end falls on a Monday, when the library is closed.
 */
export function programDays(today: string, program: SeedProgram): { start: string; end: string; shift: number } {
  const start = addDays(today, program.startDay);
  let shift = program.weekday === undefined ? 0 : (program.weekday - weekdayOf(start) + 7) % 7;
  while (weekdayOf(addDays(start, shift)) === 1 || weekdayOf(addDays(today, program.endDay + shift)) === 1) shift += 1;
  return { start: addDays(start, shift), end: addDays(today, program.endDay + shift), shift };
}

/** The seed program whose title starts with the given words (for the notices that announce it). */
export function seedProgram(titleStart: string): SeedProgram {
  const program = SEED_PROGRAMS.find((p) => p.title.startsWith(titleStart));
  if (!program) throw new Error(`시드 프로그램이 없습니다: ${titleStart}`);
  return program;
}
