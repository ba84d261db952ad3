import type { YesNo } from '../../contract/envelope';
import { libraryHours } from '../../contract/library-info';
import { addDays, koreanDay } from '../calendar';
import { closedRules, hoursLines } from '../library-facts';
import type { SeedClosedDay } from './closed-days';
import { seedLibraryInfoRecord } from './library-info';
import { programDays, seedProgram } from './programs';
import { withParticle } from '../../contract/particles';

export interface SeedBoard {
  code: string;
  name: string;
  description: string;
  write: YesNo;
  showWriter: YesNo;
}

/** Board codes match the menu seed's board words (notice, news, qna, free) and spec §2's named routes. */
export const SEED_BOARDS: readonly SeedBoard[] = [
  { code: 'notice', name: '공지사항', description: '도서관 운영과 서비스에 관한 알림을 전해 드립니다.', write: 'N', showWriter: 'N' },
  { code: 'news', name: '도서관 소식', description: '경기도서관에서 있었던 일과 새 소식을 전합니다.', write: 'N', showWriter: 'N' },
  { code: 'report', name: '보도자료', description: '경기도서관이 언론에 배포한 자료입니다.', write: 'N', showWriter: 'N' },
  { code: 'social', name: 'SNS 소식', description: '경기도서관 SNS에 올린 소식을 모아 보여드립니다.', write: 'N', showWriter: 'N' },
  { code: 'qna', name: '묻고 답하기', description: '도서관 이용에 관한 궁금한 점을 남겨 주시면 사서가 답해 드립니다.', write: 'Y', showWriter: 'N' },
  { code: 'qnanotice', name: '자주 묻는 질문', description: '이용자들이 자주 묻는 질문과 답을 모았습니다.', write: 'N', showWriter: 'N' },
  { code: 'free', name: '자유게시판', description: '도서관을 이용하며 느낀 점, 책 이야기를 자유롭게 나누는 공간입니다.', write: 'Y', showWriter: 'Y' },
];

export interface SeedAttachment {
  /** What the download is called. */
  name: string;
  /** File under server/assets/uploads/board/. */
  file: string;
}

export type SeedWriter = 'library' | 'member1' | 'member2';

export interface SeedPost {
  board: string;
  title: string;
  /** Markdown for the library's posts, plain text for members'. */
  body: string;
  writer: SeedWriter;
  /** Days before the seeding day, and the Seoul wall-clock time it was written. */
  daysAgo: number;
  time: string;
  views: number;
  pinned?: boolean;
  /** Not yet published: shown only in preview. */
  draft?: boolean;
  /** qna: the librarian's answer (markdown) and when it came. */
  answer?: string;
  answeredDaysAgo?: number;
  /** Days before the seeding day the writer last edited it. */
  editedDaysAgo?: number;
  attachments?: readonly SeedAttachment[];
}

export interface PostContext {
  /** The seeding day in Seoul, yyyy-MM-dd. */
  today: string;
  /** Closed days of the month after the seeding day's. */
  nextMonthClosed: readonly SeedClosedDay[];
  /** The next public-holiday closure within 120 days, if the calendar lists one. */
  nextHoliday: { reason: string; days: readonly string[] } | null;
}

/** The files the posts attach (all under /uploads/board/). */
export const BOARD_FILES = {
  interlibraryLoan: { name: '상호대차 서비스 이용 안내.txt', file: 'interlibrary-loan-guide.txt' },
  wishBookForm: { name: '희망도서 신청서 양식.csv', file: 'wish-book-request-form.csv' },
  maintenance: { name: '홈페이지 점검 상세 안내.txt', file: 'system-maintenance.txt' },
  hallPlan: { name: '다목적홀 배치도.svg', file: 'hall-floor-plan.svg' },
  survey: { name: '도서관 이용 만족도 조사 결과.csv', file: 'satisfaction-survey-results.csv' },
  overdue: { name: '연체 및 대출 정지 기준.txt', file: 'overdue-rules.txt' },
  volunteer: { name: '자원활동 신청서.txt', file: 'volunteer-application.txt' },
  programTimetable: { name: '문화 프로그램 시간표.csv', file: 'program-timetable.csv' },
} as const satisfies Record<string, SeedAttachment>;

const monthOf = (day: string) => Number(day.slice(5, 7));

/** 성탄절을, 설날을, 추석을 … : 을 after a final consonant, 를 after a vowel. */
export function withObjectParticle(word: string): string {
  return withParticle(word, '을');
}

function closingNotice(ctx: PostContext): SeedPost {
  const next = ctx.nextMonthClosed[0]?.day ?? addDays(ctx.today, 31);
  const lines = ctx.nextMonthClosed.map(({ day, reason }) => `- ${koreanDay(day)} ${reason}`);
  return {
    board: 'notice',
    title: `${monthOf(next)}월 휴관일 안내`,
    body: [
      `${monthOf(next)}월 경기도서관 휴관일을 알려 드립니다.`,
      '',
      '## 휴관일',
      '',
      ...lines,
      '',
      '휴관일에도 도서관 정문 옆 **무인 반납기**는 24시간 이용하실 수 있습니다.',
      '',
      '자세한 이용시간은 [이용시간·휴관일](/contents/hours) 안내를 참고해 주세요.',
    ].join('\n'),
    writer: 'library',
    daysAgo: 1,
    time: '10:00',
    views: 212,
  };
}

function holidayNotice(ctx: PostContext): SeedPost {
  const holiday = ctx.nextHoliday;
  if (!holiday) {
    return {
      board: 'notice',
      title: '자료실 장서 점검에 따른 부분 휴실 안내',
      body: [
        `${koreanDay(addDays(ctx.today, 20))}부터 ${koreanDay(addDays(ctx.today, 21))}까지 3층 종합자료실(문학)의 장서 점검을 합니다.`,
        '',
        '- 점검 기간에는 3층 자료의 대출과 열람이 어렵습니다.',
        '- 2층 종합자료실과 어린이자료실은 평소처럼 이용하실 수 있습니다.',
        '- 예약 도서는 1층 안내데스크에서 받아 가실 수 있습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 3,
      time: '09:40',
      views: 187,
    };
  }
  const first = holiday.days[0] ?? ctx.today;
  const last = holiday.days[holiday.days.length - 1] ?? first;
  const range = first === last ? koreanDay(first) : `${koreanDay(first)}부터 ${koreanDay(last)}까지`;
  const base = holiday.reason.replace(/^대체공휴일\((.+)\)$/, '$1 대체공휴일').replace(/ 연휴$/, '');
  const name = holiday.days.length > 1 ? `${base} 연휴` : base;
  return {
    board: 'notice',
    title: `${name} 휴관 안내`,
    body: [
      `${withObjectParticle(name)} 맞아 ${range} 도서관 전체가 휴관합니다.`,
      '',
      '## 이용 안내',
      '',
      '- 휴관 기간에 반납 예정일이 돌아오는 자료는 휴관 다음 날까지 반납하시면 연체되지 않습니다.',
      '- 무인 반납기는 휴관 중에도 이용하실 수 있습니다.',
      '- 전자책과 온라인 데이터베이스는 평소처럼 이용하실 수 있습니다.',
      '',
      '편안한 휴일 보내시기 바랍니다.',
    ].join('\n'),
    writer: 'library',
    daysAgo: 3,
    time: '09:40',
    views: 341,
  };
}

const LIBRARY = seedLibraryInfoRecord();

/** All seed posts, dated relative to the seeding day. */
export function seedPosts(ctx: PostContext): SeedPost[] {
  const day = (offset: number) => koreanDay(addDays(ctx.today, offset));
  const programStart = (titleStart: string) => koreanDay(programDays(ctx.today, seedProgram(titleStart)).start);
  const applyEnd = (titleStart: string) => day(seedProgram(titleStart).applyEndDay);
  const notices: SeedPost[] = [
    {
      board: 'notice',
      title: '경기도서관 이용시간 및 정기 휴관일 안내',
      body: [
        '경기도서관 이용시간과 정기 휴관일을 알려 드립니다.',
        '',
        '## 이용시간',
        '',
        // Written from the seed's one record of the facts (server/seed/library-info.ts).
        ...hoursLines(libraryHours(LIBRARY.ROOMS)).map((line) => `- ${line}`),
        '- 자료실마다 이용시간이 다릅니다. [이용시간·휴관일](/contents/hours)에서 확인해 주세요.',
        '',
        '## 정기 휴관일',
        '',
        ...closedRules(LIBRARY).map((rule) => `- ${rule}`),
        '',
        '임시 휴관은 최소 7일 전에 공지사항으로 알려 드립니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 58,
      time: '09:00',
      views: 4821,
      pinned: true,
    },
    {
      board: 'notice',
      title: '모바일 회원증 이용 안내',
      body: [
        '경기도서관 앱과 홈페이지에서 **모바일 회원증**을 쓰실 수 있습니다.',
        '',
        '1. 로그인한 뒤 화면 위쪽의 회원증 단추를 누릅니다.',
        '2. 화면에 나온 바코드를 대출 데스크나 무인 대출기에 보여 주세요.',
        '3. 화면 밝기를 높이면 바코드가 더 잘 읽힙니다.',
        '',
        '실물 회원증도 계속 사용하실 수 있습니다. 회원증을 잃어버리셨다면 1층 안내데스크에 알려 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 50,
      time: '14:20',
      views: 2954,
      pinned: true,
    },
    closingNotice(ctx),
    holidayNotice(ctx),
    {
      board: 'notice',
      title: '홈페이지 및 모바일 앱 정기 점검 안내',
      body: [
        `시스템 안정화를 위해 ${day(5)} 02:00부터 06:00까지 홈페이지와 모바일 앱 점검을 합니다.`,
        '',
        '## 점검 중 이용할 수 없는 서비스',
        '',
        '- 로그인, 대출 연장, 예약, 희망도서 신청',
        '- 문화 프로그램 신청',
        '- 모바일 회원증 (이미 열어 둔 화면의 바코드는 쓸 수 있습니다)',
        '',
        '점검 시간은 작업 상황에 따라 달라질 수 있습니다. 자세한 내용은 첨부 파일을 참고해 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 2,
      time: '17:30',
      views: 156,
      attachments: [BOARD_FILES.maintenance],
    },
    {
      board: 'notice',
      title: '무인 반납기 일시 운영 중지 안내',
      body: [
        `정문 옆 무인 반납기 부품 교체로 ${day(2)} 하루 동안 무인 반납기를 운영하지 않습니다.`,
        '',
        '- 이 기간에는 각 자료실 데스크에서 반납해 주세요.',
        '- 반납 예정일이 이날인 자료는 다음 날까지 반납하셔도 연체되지 않습니다.',
        '',
        '이용에 불편을 드려 죄송합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 0,
      time: '08:30',
      views: 64,
    },
    {
      board: 'notice',
      title: '작가와의 만남 「소설이 질문하는 방식」 참가자 모집',
      body: [
        '장편소설을 펴낸 작가를 모시고 독자와의 만남을 엽니다.',
        '',
        `- **일시**: ${programStart('작가와의 만남')} 19:00~21:00`,
        '- **장소**: 1층 다목적홀',
        '- **대상**: 성인 120명 (선착순)',
        `- **신청**: ${applyEnd('작가와의 만남')}까지 [문화 프로그램](/community/events/program-list)에서 신청`,
        '',
        '강연 뒤에는 사인회가 이어집니다. 사인을 받으실 책은 직접 가져오시거나 현장에서 구입하실 수 있습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 5,
      time: '10:10',
      views: 688,
      attachments: [BOARD_FILES.programTimetable],
    },
    {
      board: 'notice',
      title: '토요 그림책 읽어 주기 「책 읽는 토요일」 모집',
      body: [
        '매주 토요일 오전, 어린이자료실 이야기방에서 그림책을 읽어 드립니다.',
        '',
        `- **기간**: ${programStart('토요 그림책')}부터 4주 동안, 토요일 10:30~11:30`,
        '- **대상**: 5~7세 어린이와 보호자 15가족',
        `- **신청**: ${applyEnd('토요 그림책')}까지 온라인 신청`,
        '',
        '보호자께서도 함께 참여해 주세요. 준비물은 없습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 7,
      time: '11:00',
      views: 534,
    },
    {
      board: 'notice',
      title: '디지털 기초 교실 수강생 모집',
      body: [
        '스마트폰이 어려우신 어르신을 위한 디지털 기초 교실을 엽니다.',
        '',
        '1. 스마트폰 기본 설정과 글자 크기 바꾸기',
        '2. 사진 찍고 가족에게 보내기',
        '3. 정부24 앱으로 민원서류 떼기',
        '',
        `- **일시**: ${programStart('디지털 기초 교실')}부터 3회, 14:00~16:00`,
        '- **장소**: 4층 디지털자료실 교육실',
        `- **신청**: ${day(seedProgram('디지털 기초 교실').applyStartDay)}부터 ${applyEnd('디지털 기초 교실')}까지 (전화 신청 가능: 031-8008-7251)`,
      ].join('\n'),
      writer: 'library',
      daysAgo: 4,
      time: '15:00',
      views: 402,
    },
    {
      board: 'notice',
      title: '희망도서 신청 일정 안내',
      body: [
        '읽고 싶은 책을 도서관에 신청해 주세요. 이번 달 희망도서 신청 일정을 알려 드립니다.',
        '',
        `- **신청 기간**: ${day(-6)}부터 ${day(14)}까지`,
        '- **신청 권수**: 1인 한 달 3권',
        '- **신청 방법**: [나의 도서관 › 희망도서 신청](/mypage/bookwish-list) 또는 첨부한 신청서를 작성해 종합자료실에 제출',
        '',
        '## 신청할 수 없는 자료',
        '',
        '- 이미 소장하고 있거나 주문 중인 자료',
        '- 수험서, 문제집, 학습지, 만화 잡지',
        '- 출간된 지 5년이 지난 자료',
        '',
        '신청한 책이 들어오면 문자로 알려 드리고, 신청자에게 먼저 대출해 드립니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 6,
      time: '09:30',
      views: 911,
      attachments: [BOARD_FILES.wishBookForm],
    },
    {
      board: 'notice',
      title: '연체 도서 반납 안내',
      body: [
        '반납 예정일이 지난 자료가 늘고 있어 안내드립니다.',
        '',
        '- 연체된 자료가 있으면 연체 일수만큼 대출이 정지됩니다.',
        '- 연체 중에는 대출 연장과 예약을 할 수 없습니다.',
        '- 반납 예정일 3일 전과 당일에 문자로 알려 드립니다. 문자 수신 여부는 [나의 정보](/mypage/mypage-info)에서 바꿀 수 있습니다.',
        '',
        '다른 이용자를 위해 빌린 책은 기한 안에 반납해 주세요. 대출 정지 기준은 첨부 파일에 정리했습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 9,
      time: '13:40',
      views: 743,
      attachments: [BOARD_FILES.overdue],
    },
    {
      board: 'notice',
      title: '상호대차 서비스 이용 안내',
      body: [
        '경기도 내 공공도서관의 책을 경기도서관에서 받아 보실 수 있습니다.',
        '',
        '## 이용 방법',
        '',
        '1. [통합검색](/search/search-list)에서 다른 도서관 소장 자료를 찾습니다.',
        '2. 자료 상세 화면에서 **상호대차 신청**을 누르고 받을 도서관을 경기도서관으로 고릅니다.',
        '3. 책이 도착하면 문자로 알려 드립니다. 보통 3~5일 걸립니다.',
        '',
        '## 유의 사항',
        '',
        '- 1인 5권까지 신청할 수 있습니다.',
        '- 도착 알림을 받은 날부터 5일 안에 찾아가지 않으면 신청이 취소됩니다.',
        '- 대출 기간은 빌린 날부터 14일이며, 연장할 수 없습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 12,
      time: '10:00',
      views: 1290,
      attachments: [BOARD_FILES.interlibraryLoan],
    },
    {
      board: 'notice',
      title: '청소년 독서토론 동아리 회원 모집',
      body: [
        '책을 읽고 생각을 나누고 싶은 청소년을 기다립니다.',
        '',
        '- **대상**: 중학생 10명',
        '- **모임**: 격주 토요일 14:00~16:00, 3층 세미나실',
        `- **신청**: ${day(10)}까지 종합자료실 방문 또는 전화(031-8008-7211)`,
        '',
        '활동 시간은 자원봉사 시간으로 인정받을 수 있습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 14,
      time: '16:20',
      views: 377,
    },
    {
      board: 'notice',
      title: '종합자료실 서가 재배치에 따른 이용 안내',
      body: [
        '2층 종합자료실 서가를 주제별로 다시 배치했습니다.',
        '',
        '- 000~300번대(총류, 철학, 종교, 사회과학): 2층 동쪽',
        '- 400~700번대(자연과학, 기술과학, 예술, 언어): 2층 서쪽',
        '- 800번대(문학): 3층',
        '',
        '찾는 책이 보이지 않으면 자료실 데스크나 검색대에서 도움을 받으세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 16,
      time: '09:10',
      views: 455,
    },
    {
      board: 'notice',
      title: '전자책 서비스 이용 방법 변경 안내',
      body: [
        '전자책 대출 서비스가 **경기도 사이버도서관**으로 통합되었습니다.',
        '',
        '- 경기도서관 회원이시면 따로 가입하지 않고 로그인해서 이용하실 수 있습니다.',
        '- 전자책은 1인 5권, 7일 동안 빌리실 수 있습니다.',
        '- 기존에 쓰시던 전자책 앱은 최신 버전으로 업데이트해 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 18,
      time: '11:30',
      views: 826,
    },
    {
      board: 'notice',
      title: '도서관 주차장 이용 안내',
      body: [
        '도서관 지하 주차장(120면)을 운영하고 있습니다.',
        '',
        '- 도서관 이용자는 2시간까지 무료이며, 이후 10분마다 500원입니다.',
        '- 장애인, 국가유공자, 경차, 친환경 자동차는 감면 대상입니다.',
        '- 주말에는 주차장이 혼잡하니 가급적 대중교통을 이용해 주세요.',
        '',
        '찾아오는 길은 [오시는 길](/custom/directions)에서 확인하세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 22,
      time: '14:00',
      views: 1033,
    },
    {
      board: 'notice',
      title: '회원 정보 재동의 안내',
      body: [
        '「개인정보 보호법」에 따라 마지막 이용일로부터 3년이 지난 회원의 정보는 파기됩니다.',
        '',
        '회원 자격을 유지하시려면 홈페이지에 로그인해 개인정보 수집·이용에 다시 동의해 주세요. 대출 기록이 있는 분은 도서관 이용만으로도 자격이 유지됩니다.',
        '',
        '자세한 내용은 [개인정보처리방침](/terms/privacy)을 참고해 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 25,
      time: '10:30',
      views: 619,
    },
    {
      board: 'notice',
      title: '분실·훼손 자료 변상 절차 안내',
      body: [
        '빌린 자료를 잃어버리거나 훼손하셨다면 같은 자료로 변상해 주셔야 합니다.',
        '',
        '1. 자료실 데스크에 분실·훼손 사실을 알립니다.',
        '2. 같은 자료(같은 판)를 구입해 가져오십니다.',
        '3. 절판 등으로 구할 수 없는 자료는 사서와 상의해 비슷한 자료로 변상합니다.',
        '',
        '변상이 끝날 때까지 대출이 정지됩니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 27,
      time: '15:45',
      views: 288,
    },
    {
      board: 'notice',
      title: '책이음 서비스 안내',
      body: [
        '**책이음 서비스**에 가입하시면 회원증 하나로 전국의 참여 도서관에서 책을 빌릴 수 있습니다.',
        '',
        '- 참여 도서관 어디서든 회원증 하나로 대출과 반납',
        '- 대출 권수는 참여 도서관 전체를 합해 계산합니다.',
        '- 빌린 책은 빌린 도서관에 반납해 주세요.',
        '',
        '가입은 1층 안내데스크에서 하실 수 있습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 30,
      time: '10:00',
      views: 512,
    },
    {
      board: 'notice',
      title: '도서관 자원활동가 모집',
      body: [
        '도서관과 함께할 자원활동가를 모집합니다.',
        '',
        '- **활동 분야**: 자료 정리, 그림책 읽어 주기, 프로그램 진행 보조',
        '- **대상**: 만 16세 이상 누구나',
        '- **활동 시간**: 주 1회 3시간 이상',
        `- **신청**: ${day(12)}까지 첨부한 신청서를 작성해 이메일이나 방문으로 제출`,
        '',
        '활동 시간은 1365 자원봉사 포털에 등록해 드립니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 33,
      time: '09:20',
      views: 464,
      attachments: [BOARD_FILES.volunteer],
    },
    {
      board: 'notice',
      title: '다목적홀 대관 신청 안내',
      body: [
        '독서·문화 활동을 위한 다목적홀 대관 신청을 받습니다.',
        '',
        '- **규모**: 120석, 빔프로젝터와 음향 설비',
        '- **대관 시간**: 화~일요일 09:00~21:00 (3시간 단위)',
        '- **신청**: 이용일 14일 전까지',
        '',
        '영리 목적의 행사, 특정 정당이나 종교를 위한 행사에는 대관하지 않습니다. 좌석 배치는 첨부한 배치도를 참고해 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 35,
      time: '11:10',
      views: 301,
      attachments: [BOARD_FILES.hallPlan],
    },
    {
      board: 'notice',
      title: '열람실 좌석 예약 시스템 도입 안내',
      body: [
        '4층 열람실 좌석을 앱에서 미리 예약하실 수 있게 되었습니다.',
        '',
        '- 예약은 당일만 할 수 있으며, 1회 4시간까지 이용하실 수 있습니다.',
        '- 예약 시간 30분 안에 입실하지 않으면 자동으로 취소됩니다.',
        '- 외출은 1회 1시간까지 가능합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 38,
      time: '14:30',
      views: 1588,
    },
    {
      board: 'notice',
      title: '무선 인터넷(Wi-Fi) 이용 안내',
      body: [
        '도서관 전 층에서 무료 무선 인터넷을 이용하실 수 있습니다.',
        '',
        '- 네트워크 이름: **GGLIB_Free**',
        '- 별도의 비밀번호 없이 약관에 동의하면 연결됩니다.',
        '- 공공장소이니 금융 거래 등 민감한 작업은 삼가 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 42,
      time: '10:50',
      views: 722,
    },
    {
      board: 'notice',
      title: '분실물 보관 및 처리 안내',
      body: [
        '도서관에서 습득한 분실물은 1층 안내데스크에서 보관합니다.',
        '',
        '- 보관 기간은 습득일로부터 14일입니다.',
        '- 기간이 지난 물품은 관할 경찰서에 넘기거나 폐기합니다.',
        '- 귀중품은 습득 즉시 경찰서에 인계합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 45,
      time: '16:00',
      views: 198,
    },
    {
      board: 'notice',
      title: '기증 도서 접수 기준 안내',
      body: [
        '책을 기증해 주시는 분들께 감사드립니다. 기증 도서는 아래 기준에 맞는 자료만 받습니다.',
        '',
        '- 출간된 지 5년이 지나지 않은 깨끗한 도서',
        '- 수험서, 문제집, 전집, 정기간행물은 받지 않습니다.',
        '- 한 번에 20권 이하로 가져와 주세요.',
        '',
        '소장하지 않는 기증 도서는 작은도서관과 복지시설에 보냅니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 48,
      time: '09:50',
      views: 245,
    },
    {
      board: 'notice',
      title: '경기 독서포인트 서비스 안내',
      body: [
        '책을 빌리고 프로그램에 참여하면 **경기 독서포인트**가 쌓입니다.',
        '',
        '1. 로그인한 뒤 [도민인증](/gyeonggi-citizen/citizen-verification01)을 합니다.',
        '2. 대출, 독서 기록, 프로그램 참여로 포인트가 적립됩니다.',
        '3. 모은 포인트는 독서포인트 누리집에서 확인하세요.',
        '',
        '독서포인트는 경기도에 주민등록이 된 회원만 이용하실 수 있습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 52,
      time: '13:00',
      views: 867,
    },
    {
      board: 'notice',
      title: '도서관 이용 만족도 조사 결과 안내',
      body: [
        '지난 분기 도서관 이용 만족도 조사에 참여해 주신 1,204분께 감사드립니다.',
        '',
        '## 주요 결과',
        '',
        '- 전반적 만족도: 5점 만점에 4.3점',
        '- 가장 만족한 서비스: 자료실 환경, 상호대차',
        '- 개선 요청이 많았던 점: 주말 주차, 열람실 좌석 부족',
        '',
        '의견을 반영해 열람실 좌석 예약 시스템을 도입했습니다. 항목별 결과는 첨부 파일을 참고해 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 55,
      time: '10:20',
      views: 433,
      attachments: [BOARD_FILES.survey],
    },
    {
      board: 'notice',
      title: '장애인·임산부 도서 택배 서비스 안내',
      body: [
        '도서관을 방문하기 어려운 분께 책을 집까지 보내 드립니다.',
        '',
        '- **대상**: 장애인, 국가유공자, 임산부, 만 65세 이상 거동이 불편한 분',
        '- **권수**: 1회 5권, 대출 기간 28일',
        '- **비용**: 무료 (반납할 때도 택배 회수)',
        '',
        '처음 한 번은 증빙 서류를 가지고 방문하거나 우편으로 보내 등록해 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 60,
      time: '11:40',
      views: 356,
    },
    {
      board: 'notice',
      title: '방학 독서교실 운영 계획(내부 검토 중)',
      body: [
        '아직 공개하지 않은 초안입니다.',
        '',
        '- 대상: 초등 3~6학년',
        '- 기간: 방학 중 2주',
        '- 세부 일정은 확정 후 공지합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 0,
      time: '07:00',
      views: 0,
      draft: true,
    },
  ];

  const news: SeedPost[] = [
    {
      board: 'news',
      title: '생성형 AI 도서관 서비스 시범 운영을 시작했습니다',
      body: [
        '4층 **생성형 AI 도서관**에서 AI 독서 도우미와 AI 스튜디오를 시범 운영합니다.',
        '',
        '- AI 독서 도우미: 읽고 싶은 주제를 말하면 소장 도서를 찾아 추천합니다.',
        '- AI 스튜디오: 글과 그림을 만들어 나만의 책을 만들어 봅니다.',
        '',
        '자세한 안내는 [생성형 AI 도서관](/custom/ai-library)에서 보실 수 있습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 2,
      time: '10:00',
      views: 402,
    },
    {
      board: 'news',
      title: '기후위기 함께 읽기 특별전이 열리고 있습니다',
      body: [
        '1층 전시실에서 기후위기와 생태를 다룬 책 120여 권을 전시하고 있습니다.',
        '',
        '사서들이 고른 그림책, 과학책, 소설을 직접 읽어 보고 빌려 가실 수 있습니다. 전시장 한쪽에는 "내가 할 수 있는 일" 메모 벽도 마련했습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 9,
      time: '14:00',
      views: 318,
    },
    {
      board: 'news',
      title: '이달의 사서 추천도서',
      body: [
        '이번 달 사서들이 함께 읽고 싶은 책을 골랐습니다.',
        '',
        '1. 『긴긴밤』 루리 — 함께 걷는 존재에 대하여',
        '2. 『물고기는 존재하지 않는다』 룰루 밀러 — 질서와 혼돈 사이에서',
        '3. 『어서 오세요, 휴남동 서점입니다』 황보름 — 쉬어 가는 법',
        '4. 『코스모스』 칼 세이건 — 다시 밤하늘을 올려다보며',
        '',
        '추천도서는 2층 안내데스크 옆 서가에 모아 두었습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 4,
      time: '09:30',
      views: 529,
    },
    {
      board: 'news',
      title: '어린이자료실 북스타트 꾸러미를 나눠 드립니다',
      body: [
        '**북스타트**는 아기와 부모가 그림책으로 함께 시간을 보내도록 돕는 프로그램입니다.',
        '',
        '- 대상: 경기도에 사는 18개월 이하 아기와 보호자',
        '- 꾸러미: 그림책 두 권과 가이드북, 가방',
        '- 받는 곳: 1층 어린이자료실 (주민등록등본 지참)',
      ].join('\n'),
      writer: 'library',
      daysAgo: 13,
      time: '11:20',
      views: 611,
    },
    {
      board: 'news',
      title: '시니어 디지털 교실 1기 수료식을 열었습니다',
      body: [
        '8주 동안 스마트폰과 키오스크 사용법을 배운 어르신 16분이 수료하셨습니다.',
        '',
        '수료생들은 "기차표 예매를 혼자 할 수 있게 되었다", "손주에게 사진을 보낼 수 있어 기쁘다"는 소감을 남기셨습니다. 2기 모집은 공지사항에서 안내합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 20,
      time: '16:00',
      views: 274,
    },
    {
      board: 'news',
      title: '지역 작가 기증 도서 코너를 새로 만들었습니다',
      body: [
        '경기도에서 활동하는 작가들이 기증한 책 300여 권으로 **경기 작가의 서가**를 꾸몄습니다.',
        '',
        '3층 문학자료실 입구에서 만나 보세요. 작가들이 남긴 친필 메모도 함께 전시합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 27,
      time: '10:40',
      views: 355,
    },
    {
      board: 'news',
      title: '31개 시·군 도서관과 함께 읽는 「경기도가 함께 읽는 책」',
      body: [
        '경기도 31개 시·군 공공도서관과 함께 올해의 책 읽기 캠페인을 시작합니다.',
        '',
        '- 도민 추천과 사서 심사를 거쳐 일반·청소년·어린이 부문 책을 골랐습니다.',
        '- 각 도서관에서 함께 읽기 모임과 작가 강연이 이어집니다.',
        '- 캠페인 도서는 모든 참여 도서관에 비치했습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 34,
      time: '09:00',
      views: 498,
    },
    {
      board: 'news',
      title: '지난달 도서관 이용 통계',
      body: [
        '지난달 경기도서관을 찾아 주신 이용자 현황입니다.',
        '',
        '- 방문자: 약 8만 2천 명',
        '- 대출: 약 3만 1천 권',
        '- 가장 많이 빌린 분야: 문학, 아동, 사회과학',
        '',
        '늘 찾아 주셔서 감사합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 41,
      time: '13:30',
      views: 389,
    },
    {
      board: 'news',
      title: '옥상 정원 「책마당」을 새로 단장했습니다',
      body: [
        '5층 옥상 정원에 그늘막과 야외 서가를 새로 놓았습니다.',
        '',
        '날씨가 좋은 날에는 책을 들고 올라가 바람을 쐬며 읽어 보세요. 비가 오거나 바람이 강한 날에는 안전을 위해 문을 닫습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 49,
      time: '15:10',
      views: 447,
    },
  ];

  const reports: SeedPost[] = [
    {
      board: 'report',
      title: '경기도서관, 도민과 함께하는 「기후위기 함께 읽기」 캠페인 추진',
      body: [
        '경기도서관은 도내 공공도서관과 함께 「기후위기 함께 읽기」 캠페인을 추진한다고 밝혔다.',
        '',
        '캠페인은 기후위기 관련 도서 전시, 저자 강연, 독서 토론으로 구성되며, 참여 도서관마다 추천 도서 목록을 비치한다.',
        '',
        '도서관 관계자는 "책을 통해 기후위기를 함께 이해하고 일상에서 실천할 방법을 찾는 계기가 되기를 바란다"고 말했다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 10,
      time: '10:00',
      views: 166,
    },
    {
      board: 'report',
      title: '경기도서관, 장애인·임산부 대상 도서 택배 서비스 확대',
      body: [
        '경기도서관은 도서관 방문이 어려운 도민을 위한 도서 택배 서비스의 대상을 만 65세 이상 거동이 불편한 도민까지 넓힌다고 밝혔다.',
        '',
        '이용자는 1회 5권까지 28일 동안 빌릴 수 있으며, 택배 비용은 도서관이 부담한다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 19,
      time: '09:30',
      views: 142,
    },
    {
      board: 'report',
      title: '경기도서관, 시·군 공공도서관 상호대차 협력 확대',
      body: [
        '경기도서관은 도내 시·군 공공도서관과의 상호대차 협력을 확대해, 도민이 가까운 도서관에서 다른 지역 도서관의 책을 받아 볼 수 있도록 한다고 밝혔다.',
        '',
        '신청부터 도착까지 걸리는 기간은 평균 3~5일이며, 도착하면 문자로 알린다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 28,
      time: '11:00',
      views: 131,
    },
    {
      board: 'report',
      title: '경기도서관, 평일 야간 개관 시간 22시까지 운영',
      body: [
        '경기도서관은 직장인과 학생의 이용 편의를 위해 화요일부터 금요일까지 도서관을 22시까지 연다고 밝혔다.',
        '',
        '야간에는 열람실과 북카페 일부 공간을 운영하며, 자료 대출과 반납은 자료실 운영 시간 안에 할 수 있다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 37,
      time: '14:00',
      views: 204,
    },
    {
      board: 'report',
      title: '경기도서관, 청소년 진로 특강 시리즈 개최',
      body: [
        '경기도서관은 중·고등학생을 대상으로 책과 직업을 잇는 진로 특강 시리즈를 연다고 밝혔다.',
        '',
        '편집자, 과학 커뮤니케이터, 사서 등 책과 관련된 일을 하는 사람들이 강연자로 나서며, 참가 신청은 도서관 누리집에서 받는다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 46,
      time: '10:30',
      views: 118,
    },
    {
      board: 'report',
      title: '경기도서관, 디지털 취약계층 위한 스마트폰 교실 운영',
      body: [
        '경기도서관은 만 60세 이상 도민을 대상으로 스마트폰 기초 교실을 운영한다고 밝혔다.',
        '',
        '교육은 소규모로 진행되며, 실생활에 필요한 민원서류 발급과 교통 예매 등을 실습 위주로 배운다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 56,
      time: '09:00',
      views: 97,
    },
  ];

  const social: SeedPost[] = [
    {
      board: 'social',
      title: '[카드뉴스] 사서가 고른 이번 주 한 권: 『긴긴밤』',
      body: [
        '"긴긴밤을 함께 걸어 줄 누군가가 있다면."',
        '',
        '이번 주 사서 추천 도서는 루리 작가의 『긴긴밤』입니다. 어린이자료실과 종합자료실에서 빌려 가실 수 있어요.',
        '',
        '#경기도서관 #사서추천 #긴긴밤',
      ].join('\n'),
      writer: 'library',
      daysAgo: 1,
      time: '18:00',
      views: 98,
    },
    {
      board: 'social',
      title: '[현장 스케치] 토요일 아침 그림책 읽어 주기',
      body: [
        '지난 토요일 이야기방에서 아이들과 『구름빵』을 읽고 빵 모양 종이접기를 했어요.',
        '',
        '다음 회차 신청은 [문화 프로그램](/community/events/program-list)에서 하실 수 있습니다.',
        '',
        '#어린이자료실 #그림책 #구름빵',
      ].join('\n'),
      writer: 'library',
      daysAgo: 6,
      time: '17:20',
      views: 143,
    },
    {
      board: 'social',
      title: '[도서관 사용법] 모바일 회원증 30초 만에 꺼내기',
      body: [
        '1. 앱을 열고 로그인합니다.',
        '2. 위쪽 회원증 단추를 누릅니다.',
        '3. 바코드를 대출기에 보여 주면 끝!',
        '',
        '#경기도서관 #모바일회원증',
      ].join('\n'),
      writer: 'library',
      daysAgo: 15,
      time: '12:00',
      views: 221,
    },
    {
      board: 'social',
      title: '[이벤트 결과] 「나의 인생 책」 댓글 이벤트 당첨자 발표',
      body: [
        '「나의 인생 책」 이벤트에 480여 분이 참여해 주셨습니다.',
        '',
        '- 가장 많이 언급된 책: 『데미안』, 『어린 왕자』, 『아몬드』',
        '- 당첨자께는 개별 문자로 안내드렸습니다.',
        '',
        '#경기도서관 #인생책',
      ].join('\n'),
      writer: 'library',
      daysAgo: 24,
      time: '15:00',
      views: 187,
    },
    {
      board: 'social',
      title: '[공간 소개] 4층 미디어랩을 소개합니다',
      body: [
        '영상 편집용 컴퓨터와 녹음 부스를 갖춘 미디어랩을 소개합니다.',
        '',
        '- 이용 시간: 화~일 09:00~18:00 (2시간 단위 예약)',
        '- 대상: 회원 누구나',
        '',
        '#미디어랩 #경기도서관',
      ].join('\n'),
      writer: 'library',
      daysAgo: 39,
      time: '11:00',
      views: 164,
    },
    {
      board: 'social',
      title: '[북큐레이션] 퇴근길에 읽기 좋은 짧은 소설',
      body: [
        '지하철 몇 정거장이면 한 편을 읽을 수 있는 소설집을 모았어요.',
        '',
        '- 『쇼코의 미소』 최은영',
        '- 『바깥은 여름』 김애란',
        '- 『우리가 빛의 속도로 갈 수 없다면』 김초엽',
        '',
        '#북큐레이션 #퇴근길',
      ].join('\n'),
      writer: 'library',
      daysAgo: 53,
      time: '18:30',
      views: 256,
    },
  ];

  const qna: SeedPost[] = [
    {
      board: 'qna',
      title: '상호대차 신청한 책은 언제 도착하나요?',
      body: '지난주 화요일에 상호대차를 신청했는데 아직 도착 문자가 없습니다.\n보통 얼마나 걸리는지, 신청 상태는 어디서 볼 수 있는지 궁금합니다.',
      writer: 'member1',
      daysAgo: 5,
      time: '20:14',
      views: 37,
      answer: [
        '안녕하세요, 경기도서관입니다.',
        '',
        '상호대차는 신청 후 보통 **3~5일**이 걸리며, 책을 보내는 도서관의 사정에 따라 조금 늦어질 수 있습니다.',
        '',
        '- 신청 상태는 [나의 도서관](/mypage/lib-service)에서 확인하실 수 있습니다.',
        '- 도착하면 문자로 알려 드리고, 5일 동안 1층 안내데스크에 보관합니다.',
        '',
        '확인해 보니 신청하신 책은 내일 도착할 예정입니다. 감사합니다.',
      ].join('\n'),
      answeredDaysAgo: 4,
    },
    {
      board: 'qna',
      title: '회원증을 잃어버렸어요',
      body: '지갑과 함께 회원증을 잃어버렸습니다.\n재발급을 받으려면 무엇을 가져가야 하나요? 모바일 회원증만 써도 되는지도 궁금합니다.',
      writer: 'member2',
      daysAgo: 8,
      time: '12:31',
      views: 52,
      answer: [
        '안녕하세요, 경기도서관입니다.',
        '',
        '신분증을 가지고 1층 안내데스크에 오시면 바로 재발급해 드립니다. 재발급 비용은 없습니다.',
        '',
        '앱과 홈페이지의 **모바일 회원증**으로도 대출과 반납을 모두 하실 수 있으니, 실물 회원증이 꼭 필요하지 않으시면 모바일 회원증을 써 주세요.',
        '',
        '잃어버린 회원증이 다른 사람에게 쓰이지 않도록 분실 신고도 함께 해 두었습니다.',
      ].join('\n'),
      answeredDaysAgo: 7,
    },
    {
      board: 'qna',
      title: '주말에도 주차할 수 있나요?',
      body: '토요일 오전에 아이와 그림책 프로그램에 가려고 합니다.\n주말에도 지하 주차장을 쓸 수 있나요?',
      writer: 'member1',
      daysAgo: 16,
      time: '09:02',
      views: 64,
      answer: [
        '네, 주말에도 지하 주차장을 운영합니다.',
        '',
        '- 도서관 이용자는 **2시간 무료**입니다.',
        '- 주말 오전에는 자리가 빨리 차니 조금 일찍 오시거나 대중교통을 이용해 주세요.',
        '',
        '자세한 내용은 [도서관 주차장 이용 안내](/notice)를 참고해 주세요.',
      ].join('\n'),
      answeredDaysAgo: 15,
    },
    {
      board: 'qna',
      title: '희망도서 신청 권수 제한이 있나요?',
      body: '읽고 싶은 책이 여러 권인데 한 번에 몇 권까지 신청할 수 있나요?',
      writer: 'member2',
      daysAgo: 21,
      time: '22:47',
      views: 45,
      answer: [
        '안녕하세요. 희망도서는 **1인 한 달 3권**까지 신청하실 수 있습니다.',
        '',
        '이미 소장한 책이나 수험서, 출간된 지 5년이 지난 책은 신청할 수 없으니 신청 전에 [통합검색](/search/search-list)으로 확인해 주세요.',
      ].join('\n'),
      answeredDaysAgo: 20,
    },
    {
      board: 'qna',
      title: '모바일 회원증으로도 무인 대출기를 쓸 수 있나요?',
      body: [
        '이용자분들이 전화로 자주 물어 오시는 질문을 정리해 올립니다.',
        '',
        '모바일 회원증의 바코드로 무인 대출기와 자료실 데스크에서 대출할 수 있는지요?',
      ].join('\n'),
      writer: 'library',
      daysAgo: 29,
      time: '10:00',
      views: 118,
      answer: [
        '네, 쓰실 수 있습니다.',
        '',
        '1. 앱에서 회원증을 엽니다.',
        '2. 바코드를 무인 대출기의 스캐너에 비춥니다.',
        '3. 화면 밝기를 최대로 올리면 더 잘 인식됩니다.',
      ].join('\n'),
      answeredDaysAgo: 29,
    },
    {
      board: 'qna',
      title: '전자책은 몇 권까지 빌릴 수 있나요?',
      body: '종이책 말고 전자책도 빌려 보고 싶습니다.\n대출 권수와 기간, 어디서 빌리는지 알려 주세요.',
      writer: 'member1',
      daysAgo: 31,
      time: '19:26',
      views: 71,
      answer: [
        '전자책은 **경기도 사이버도서관**에서 빌리실 수 있습니다.',
        '',
        '- 1인 5권, 7일 동안',
        '- 경기도서관 회원이시면 따로 가입하지 않아도 됩니다.',
        '',
        '앱의 전체 메뉴에서 전자책을 누르시면 바로 이동합니다.',
      ].join('\n'),
      answeredDaysAgo: 30,
    },
    {
      board: 'qna',
      title: '아이와 함께 쓸 수 있는 수유실이 있나요?',
      body: '돌 지난 아기와 어린이자료실에 가려고 합니다.\n수유실이나 기저귀 교환대가 있는지 궁금합니다.',
      writer: 'member2',
      daysAgo: 36,
      time: '14:05',
      views: 49,
      answer: [
        '**수유실**은 지하 1층에 있습니다. 1층 어린이자료실 옆 엘리베이터로 바로 내려갈 수 있고, 수유 의자와 기저귀 교환대, 정수기를 갖추고 있습니다.',
        '',
        '유모차는 어린이자료실 안까지 가지고 들어오실 수 있습니다.',
      ].join('\n'),
      answeredDaysAgo: 35,
    },
    {
      board: 'qna',
      title: '연체 중인데 다른 책 예약이 되나요?',
      body: '한 권이 이틀 연체되었습니다.\n반납하기 전에 다른 책을 예약해 둘 수 있을까요?',
      writer: 'member1',
      daysAgo: 1,
      time: '21:40',
      views: 12,
    },
    {
      board: 'qna',
      title: '초등학교 단체 견학을 신청하고 싶습니다',
      body: '초등학교 3학년 한 반(25명)이 도서관 견학을 하고 싶습니다.\n신청 방법과 가능한 요일을 알려 주세요.',
      writer: 'member2',
      daysAgo: 0,
      time: '07:50',
      views: 4,
    },
  ];

  const faq: SeedPost[] = [
    {
      board: 'qnanotice',
      title: '회원가입은 어떻게 하나요?',
      body: [
        '1. 홈페이지나 앱에서 [회원가입](/join/join-step01)을 합니다. 휴대폰 본인인증이 필요합니다.',
        '2. 신분증을 가지고 1층 안내데스크에서 정회원 전환을 신청합니다.',
        '3. 실물 회원증을 받거나 **모바일 회원증**을 사용합니다.',
        '',
        '만 14세 미만 어린이는 보호자의 동의가 필요합니다. 자세한 내용은 [회원가입 안내](/contents/membership)를 보세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 59,
      time: '09:00',
      views: 2210,
    },
    {
      board: 'qnanotice',
      title: '몇 권까지, 며칠 동안 빌릴 수 있나요?',
      body: [
        '- **일반·어린이 회원**: 1인 7권, 14일',
        '- **장애인·국가유공자·임산부 회원**: 1인 14권, 28일',
        '- **DVD 등 영상 자료**: 1인 2점, 7일',
        '',
        '자세한 내용은 [자료 대출·반납](/contents/loan-return) 안내를 참고해 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 59,
      time: '09:10',
      views: 3120,
    },
    {
      board: 'qnanotice',
      title: '대출 기간을 연장할 수 있나요?',
      body: [
        '반납 예정일 전까지 **1회, 7일** 연장할 수 있습니다.',
        '',
        '- 예약자가 있는 자료와 이미 연체된 자료는 연장할 수 없습니다.',
        '- [나의 도서관 › 대출 현황](/mypage/bookloan-list)에서 직접 연장해 주세요.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 59,
      time: '09:20',
      views: 1874,
    },
    {
      board: 'qnanotice',
      title: '대출 중인 책을 예약하려면 어떻게 하나요?',
      body: [
        '[통합검색](/search/search-list)에서 책을 찾은 뒤 **예약** 단추를 누르세요.',
        '',
        '- 1인 3권까지 예약할 수 있습니다.',
        '- 책이 반납되면 문자로 알려 드리고, 알림을 받은 날부터 3일 동안 보관합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 59,
      time: '09:30',
      views: 1402,
    },
    {
      board: 'qnanotice',
      title: '빌린 책을 잃어버리거나 훼손했어요',
      body: [
        '같은 자료로 변상해 주셔야 합니다.',
        '',
        '1. 자료실 데스크에 알려 주세요.',
        '2. 같은 책(같은 판)을 구입해 가져오시면 됩니다.',
        '3. 구할 수 없는 책은 사서와 상의해 비슷한 자료로 변상합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 59,
      time: '09:40',
      views: 690,
    },
    {
      board: 'qnanotice',
      title: '경기도민인증은 왜 필요한가요?',
      body: [
        '**경기 독서포인트** 등 도민 전용 서비스를 이용하려면 도민인증이 필요합니다.',
        '',
        '로그인한 뒤 [도민인증](/gyeonggi-citizen/citizen-verification01) 화면에서 주민등록상 주소지의 시·군을 확인하면 됩니다. 도서 대출 등 일반 서비스는 도민인증 없이도 이용하실 수 있습니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 44,
      time: '10:00',
      views: 955,
    },
    {
      board: 'qnanotice',
      title: '자료실에 음료를 가지고 들어갈 수 있나요?',
      body: [
        '뚜껑이 있는 용기에 담긴 **물과 음료**는 가지고 들어오실 수 있습니다.',
        '',
        '- 음식물은 1층 북카페와 5층 옥상 정원에서 드셔 주세요.',
        '- 책이 젖거나 얼룩지면 변상해 주셔야 합니다.',
      ].join('\n'),
      writer: 'library',
      daysAgo: 44,
      time: '10:10',
      views: 512,
    },
  ];

  const free: SeedPost[] = [
    {
      board: 'free',
      title: '3층 창가 자리 정말 좋네요',
      body: '퇴근하고 3층 문학자료실 창가 자리에 앉아 봤는데 해 질 녘 풍경이 정말 좋았어요.\n의자도 편하고 콘센트도 있어서 자주 오게 될 것 같습니다.',
      writer: 'member1',
      daysAgo: 3,
      time: '21:05',
      views: 88,
    },
    {
      board: 'free',
      title: '『아몬드』 같이 읽으실 분 계신가요?',
      body: '도서관 세미나실에서 한 달에 한 번 모여 소설을 읽는 작은 모임을 만들어 보고 싶어요.\n첫 책으로 손원평 작가의 『아몬드』를 생각하고 있습니다.\n관심 있으신 분은 댓글 기능이 생기면 알려 주세요!',
      writer: 'member2',
      daysAgo: 6,
      time: '13:44',
      views: 102,
      editedDaysAgo: 5,
    },
    {
      board: 'free',
      title: '토요일 그림책 프로그램 후기',
      body: '여섯 살 아이와 토요일 그림책 읽어 주기에 다녀왔습니다.\n선생님이 목소리를 바꿔 가며 읽어 주셔서 아이가 정말 좋아했어요.\n끝나고 만든 종이 빵을 아직도 들고 다닙니다. 다음 회차도 신청했어요.',
      writer: 'member1',
      daysAgo: 10,
      time: '15:30',
      views: 134,
    },
    {
      board: 'free',
      title: '어린이자료실에 새 책이 많이 들어왔어요',
      body: '오늘 어린이자료실에 갔더니 신간 코너가 꽉 차 있었어요.\n아이가 고른 그림책 일곱 권을 빌려 왔습니다. 사서 선생님들 감사합니다.',
      writer: 'member2',
      daysAgo: 17,
      time: '18:12',
      views: 76,
    },
    {
      board: 'free',
      title: '무인 반납기 위치 안내판이 있으면 좋겠어요',
      body: '밤에 처음 무인 반납기를 찾느라 정문 주변을 한참 돌았습니다.\n주차장 쪽에서 오는 사람도 찾기 쉽게 안내판이 하나 더 있으면 좋겠습니다.',
      writer: 'member1',
      daysAgo: 23,
      time: '22:03',
      views: 59,
    },
    {
      board: 'free',
      title: '시험 기간 열람실 좌석 예약 후기',
      body: '좌석 예약 시스템이 생긴 뒤로 자리 맡아 두는 일이 줄어서 좋아요.\n다만 외출 시간이 1시간이라 점심 먹고 오기가 조금 빠듯합니다.',
      writer: 'member2',
      daysAgo: 32,
      time: '11:27',
      views: 141,
    },
    {
      board: 'free',
      title: '옥상 정원에서 책 읽기 추천합니다',
      body: '날씨 좋은 날 옥상 정원 그늘막 아래에서 책을 읽었어요.\n바람도 시원하고 조용해서 한 권을 다 읽고 내려왔습니다.',
      writer: 'member1',
      daysAgo: 47,
      time: '16:48',
      views: 97,
    },
  ];

  return [...notices, ...news, ...reports, ...social, ...qna, ...faq, ...free];
}
