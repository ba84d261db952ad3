import { MANAGE_CODE } from '../../contract/constants';
import type { ProgramAudience } from '../../contract/programs';
import { addDays, seoulDay, seoulInstant } from '../calendar';
import type { Db, Queryable } from '../db/db';
import { programDays, SEED_PROGRAMS, type SeedProgram } from './programs';

/*
 * The programs in full (migration 0011): who each seeded program is for, its sessions, fee and
 * page text, plus programs of last month and the weeks ahead, and the places already taken by
 * phone and at the desk, so some programs are full with a waiting list, some closed, some open.
 * Dated relative to the seeding day like the rest of the demo.
 */

interface Detail {
  audience: ProgramAudience;
  fee?: number;
  body: string;
  /** Days between sessions from the first day to the last: 7 weekly, 14 every other week; 0 one session over the whole period. */
  every?: number;
  topics?: readonly string[];
  waitCapacity?: number;
  /** Places taken by phone or at the desk. */
  taken?: number;
  /** Of them, waiting by phone. */
  waitingByPhone?: number;
  companion?: { min: number; max: number };
  /** Days before the first day the cancellation closes (default 1: the day before). */
  cancelDaysBefore?: number;
}

/** The seeded programs of programs.ts, by the start of their title. */
const DETAILS: Record<string, Detail> = {
  '기후위기 함께 읽기': {
    audience: 'ALL',
    body: '기후위기와 생태를 주제로 한 그림책, 과학책, 소설 120여 권을 한자리에 모았습니다.\n\n전시된 책은 전시 기간에도 대출할 수 있으며, 사서가 고른 「처음 읽는 기후 책 10권」 목록을 안내데스크에서 나누어 드립니다.',
    every: 0,
  },
  '작가와의 만남 「소설이': {
    audience: 'ADULT',
    body: '장편소설을 펴낸 작가를 모시고 한 편의 소설이 시작되는 질문과 쓰는 과정에 대해 이야기를 나눕니다.\n\n강연 뒤에는 질의응답과 사인회가 이어집니다. 사인회에는 작가의 책을 한 권씩 가져오실 수 있습니다.',
    taken: 87,
    waitCapacity: 20,
  },
  '토요 그림책 읽어 주기': {
    audience: 'FAMILY',
    companion: { min: 5, max: 7 },
    body: '사서와 자원활동가가 매주 토요일 그림책 두세 권을 읽어 주고, 책 속 장면을 따라 간단한 만들기를 합니다.\n\n아이 한 명과 보호자 한 명이 함께 신청해 주세요. 만들기 재료는 도서관에서 준비합니다.',
    every: 7,
    topics: ['봄을 기다리는 그림책', '동물 친구들 이야기', '색깔 그림책과 물감 놀이', '나만의 그림책 표지 만들기'],
    taken: 9,
    waitCapacity: 5,
  },
  '디지털 기초 교실': {
    audience: 'SENIOR',
    body: '스마트폰 기본 설정부터 정부24 앱으로 주민등록등본을 발급받는 방법까지 차근차근 배웁니다.\n\n본인 스마트폰과 공동인증서 또는 간편인증을 쓸 수 있는 앱을 준비해 오세요. 디지털 배움 강사 두 명이 함께 도와드립니다.',
    every: 7,
    topics: ['스마트폰 기본 설정과 글자 크게 하기', '간편인증 등록하기', '정부24로 민원서류 발급받기'],
    waitCapacity: 6,
  },
  '성인 독서토론 모임': {
    audience: 'ADULT',
    body: '격주 수요일 저녁, 한 권의 책을 함께 읽고 이야기를 나눕니다. 이번 기수에는 한국 현대소설 세 권을 읽습니다.\n\n읽을 책은 도서관에서 빌려 드립니다.',
    every: 14,
    topics: ['첫 번째 책 함께 읽기', '두 번째 책 함께 읽기', '세 번째 책 함께 읽기'],
    taken: 12,
    waitCapacity: 4,
  },
  '청소년 진로 특강': {
    audience: 'TEEN',
    body: '편집자, 과학 커뮤니케이터, 사서가 자신의 일을 소개하고 진로를 고민하는 청소년의 질문에 답합니다.\n\n참석한 학생에게는 봉사활동 확인서 대신 참석 확인서를 발급해 드립니다.',
    waitCapacity: 10,
  },
  '가족 보드게임의 날': {
    audience: 'FAMILY',
    companion: { min: 7, max: 12 },
    body: '책과 연계된 보드게임을 가족이 함께 즐기는 시간입니다. 가족 단위로 신청해 주세요(최대 4인).\n\n초등학생 자녀의 나이를 적어 주시면 나이에 맞는 게임 테이블로 안내해 드립니다.',
    taken: 20,
    waitCapacity: 5,
  },
  '생성형 AI로 나만의 그림책': {
    audience: 'CHILD',
    fee: 0,
    body: '생성형 AI 도구로 이야기를 구상하고 그림을 만들어 여덟 쪽짜리 그림책을 완성합니다. 만든 그림책은 인쇄해 드립니다.\n\n태블릿은 도서관에서 빌려 드립니다. 아이 혼자 참여하며, 보호자는 1층 자료실에서 기다려 주세요.',
    waitCapacity: 4,
  },
  '인문학 강좌': {
    audience: 'ADULT',
    body: '조선 시대의 출판과 서점, 책을 빌려 읽던 세책점까지 옛사람들의 독서 문화를 세 차례에 걸쳐 살펴봅니다.',
    every: 7,
    topics: ['조선의 출판과 책의 유통', '세책점과 방각본 소설', '선비의 서재와 독서법'],
    waitCapacity: 10,
  },
  '그림책 원화 전시': {
    audience: 'ALL',
    body: '그림책 작가의 원화 30여 점과 작업 스케치를 전시합니다. 전시 기간 중 주말에는 작가의 드로잉 시연이 있습니다.',
    every: 0,
  },
  '초등 독서 코칭': {
    audience: 'CHILD',
    body: '독서지도사와 함께 짧은 동화를 끝까지 읽고 생각을 말과 글로 표현해 봅니다.',
    every: 7,
    topics: ['동화 한 권 고르기', '인물의 마음 읽기', '이야기 다시 말하기', '독서 일기 쓰기'],
    taken: 10,
    waitCapacity: 3,
  },
  '지난 강연 다시 보기': {
    audience: 'ALL',
    body: '도서관이 기후위기 시대에 할 수 있는 일을 함께 생각해 본 강연입니다. 강연 요약은 도서관 소식 게시판에서 보실 수 있습니다.',
    taken: 64,
    waitCapacity: 10,
  },
};

/** Programs of last month and of the weeks ahead (kept apart from SEED_PROGRAMS, which the home page's tests read). */
export const MORE_SEED_PROGRAMS: readonly (SeedProgram & Detail)[] = [
  {
    poster: 'author-talk.webp',
    title: '그림책 작가 초청 강연 「이야기가 그림이 되기까지」',
    category: '강연',
    target: '초등학생과 보호자',
    audience: 'FAMILY',
    companion: { min: 6, max: 12 },
    place: '1층 다목적홀',
    startDay: -35,
    weekday: 6,
    startTime: '14:00',
    endDay: -35,
    endTime: '15:30',
    applyStartDay: -50,
    applyEndDay: -37,
    capacity: 60,
    summary: '그림책 작가가 한 권의 그림책이 만들어지는 과정을 스케치와 함께 들려줍니다.',
    body: '그림책 작가가 한 권의 그림책이 만들어지는 과정을 스케치와 더미북을 보여 주며 들려줍니다.\n\n강연 뒤에는 아이들과 함께 한 장면을 그려 보는 시간이 있습니다.',
    colour: '#6a1b9a',
    taken: 60,
    waitCapacity: 10,
  },
  {
    poster: 'digital-basics.webp',
    title: '어르신 디지털 배움터: 키오스크 주문 연습',
    category: '교육',
    target: '만 65세 이상',
    audience: 'SENIOR',
    place: '4층 디지털자료실 교육실',
    startDay: -28,
    startTime: '10:00',
    endDay: -28,
    endTime: '12:00',
    applyStartDay: -42,
    applyEndDay: -30,
    capacity: 12,
    summary: '패스트푸드점, 카페, 병원 무인 접수기와 같은 키오스크로 주문하고 결제하는 방법을 연습합니다.',
    body: '실제와 같은 연습용 키오스크로 음식 주문, 병원 접수, 기차표 발권을 차례로 해 봅니다.\n\n천천히, 여러 번 반복해서 연습할 수 있도록 강사 한 명이 네 분을 돕습니다.',
    colour: '#0277bd',
    taken: 12,
    waitCapacity: 4,
  },
  {
    poster: '',
    title: '청소년 메이커 교실: 3D 프린터로 책갈피 만들기',
    category: '체험',
    target: '중·고등학생',
    audience: 'TEEN',
    place: '4층 메이커스페이스',
    startDay: -21,
    weekday: 6,
    startTime: '13:00',
    endDay: -21,
    endTime: '16:00',
    applyStartDay: -35,
    applyEndDay: -23,
    capacity: 10,
    summary: '3D 모델링 프로그램으로 나만의 책갈피를 디자인하고 3D 프린터로 출력합니다.',
    body: '무료 3D 모델링 프로그램으로 이름과 좋아하는 문장을 새긴 책갈피를 디자인하고, 메이커스페이스의 3D 프린터로 출력합니다.\n\n노트북은 도서관에서 준비합니다.',
    colour: '#00695c',
    taken: 9,
    waitCapacity: 3,
  },
  {
    poster: 'book-discussion.webp',
    title: '성인 글쓰기 교실 「나의 첫 에세이」',
    category: '교육',
    target: '성인',
    audience: 'ADULT',
    place: '3층 세미나실',
    startDay: -42,
    weekday: 4,
    startTime: '19:00',
    endDay: -21,
    endTime: '21:00',
    applyStartDay: -56,
    applyEndDay: -44,
    capacity: 15,
    summary: '일상의 한 장면을 골라 짧은 에세이 한 편을 완성하는 4주 과정입니다.',
    body: '매주 목요일 저녁, 일상의 한 장면을 골라 짧은 에세이 한 편을 완성합니다.\n\n마지막 시간에는 서로의 글을 낭독하고 문집으로 엮습니다.',
    colour: '#4e342e',
    every: 7,
    topics: ['글감 찾기', '첫 문장 쓰기', '고쳐 쓰기', '낭독과 합평'],
    taken: 15,
    waitCapacity: 5,
  },
  {
    poster: '',
    title: '가족 과학 그림책 놀이 「물과 빛의 실험실」',
    category: '체험',
    target: '5~9세 어린이와 보호자',
    audience: 'FAMILY',
    companion: { min: 5, max: 9 },
    place: '1층 어린이자료실 이야기방',
    startDay: -16,
    weekday: 0,
    startTime: '10:30',
    endDay: -16,
    endTime: '12:00',
    applyStartDay: -30,
    applyEndDay: -18,
    capacity: 12,
    summary: '과학 그림책을 함께 읽고 물과 빛으로 간단한 실험을 해 봅니다.',
    body: '과학 그림책을 함께 읽고 프리즘, 물방울 렌즈 같은 간단한 실험을 가족이 함께 해 봅니다.',
    colour: '#ef6c00',
    taken: 11,
    waitCapacity: 4,
  },
  {
    poster: 'ai-studio.webp',
    title: 'AI와 함께하는 코딩 첫걸음',
    category: '교육',
    target: '초등 4~6학년',
    audience: 'CHILD',
    place: '4층 AI 스튜디오',
    startDay: 20,
    weekday: 6,
    startTime: '10:00',
    endDay: 27,
    endTime: '12:00',
    applyStartDay: -6,
    applyEndDay: 15,
    capacity: 12,
    summary: '블록 코딩과 AI 음성 인식을 이용해 말하면 움직이는 캐릭터를 만듭니다. 2회 과정입니다.',
    body: '블록 코딩으로 캐릭터를 움직여 보고, AI 음성 인식 블록을 붙여 말로 조종하는 게임을 완성합니다.\n\n두 번 모두 참석할 수 있는 어린이만 신청해 주세요. 노트북은 도서관에서 준비합니다.',
    colour: '#283593',
    every: 7,
    topics: ['블록 코딩으로 캐릭터 움직이기', 'AI 음성 인식으로 게임 완성하기'],
    taken: 14,
    waitingByPhone: 2,
    waitCapacity: 6,
  },
  {
    poster: 'digital-basics.webp',
    title: '어르신 디지털 배움터: 스마트폰 사진 정리와 가족 앨범',
    category: '교육',
    target: '만 60세 이상',
    audience: 'SENIOR',
    place: '4층 디지털자료실 교육실',
    startDay: 16,
    weekday: 3,
    startTime: '14:00',
    endDay: 30,
    endTime: '16:00',
    applyStartDay: -3,
    applyEndDay: 14,
    capacity: 15,
    summary: '스마트폰 사진을 정리하고 가족과 나누는 앨범을 만드는 3회 과정입니다.',
    body: '스마트폰에 쌓인 사진을 날짜와 사람별로 정리하고, 가족 채팅방에 앨범으로 나누는 방법을 배웁니다.\n\n마지막 시간에는 사진 열두 장으로 달력을 만들어 인쇄해 드립니다.',
    colour: '#0277bd',
    every: 7,
    topics: ['사진 앨범 정리하기', '가족과 사진 나누기', '사진 달력 만들기'],
    taken: 9,
    waitCapacity: 5,
  },
  {
    poster: 'picture-book-reading.webp',
    title: '작가와의 만남: 동시 쓰는 시인과 함께',
    category: '강연',
    target: '초등 1~4학년과 보호자',
    audience: 'FAMILY',
    companion: { min: 7, max: 10 },
    place: '1층 다목적홀',
    startDay: 27,
    weekday: 6,
    startTime: '14:00',
    endDay: 27,
    endTime: '15:30',
    applyStartDay: -2,
    applyEndDay: 24,
    capacity: 30,
    summary: '동시집을 펴낸 시인과 함께 동시를 읽고, 아이와 보호자가 한 편씩 써 봅니다.',
    body: '동시집을 펴낸 시인과 함께 동시를 소리 내어 읽고, 아이와 보호자가 함께 짧은 동시 한 편을 써 봅니다.\n\n아이 한 명과 보호자 한 명이 함께 참여합니다.',
    colour: '#ad1457',
    taken: 18,
    waitCapacity: 6,
  },
  {
    poster: 'youth-career-talk.webp',
    title: '청소년 북토크 「SF로 읽는 미래」',
    category: '강연',
    target: '중·고등학생',
    audience: 'TEEN',
    place: '1층 다목적홀',
    startDay: 34,
    weekday: 6,
    startTime: '15:00',
    endDay: 34,
    endTime: '17:00',
    applyStartDay: 5,
    applyEndDay: 30,
    capacity: 40,
    summary: 'SF 작가와 과학자가 함께 소설 속 미래 기술이 얼마나 가까이 와 있는지 이야기합니다.',
    body: 'SF 작가와 과학자가 함께 소설 속 미래 기술이 얼마나 가까이 와 있는지 이야기합니다.\n\n미리 질문을 보내 주시면 현장에서 답해 드립니다.',
    colour: '#c62828',
    waitCapacity: 10,
  },
  {
    poster: '',
    title: '메이커 스페이스 입문: 레이저 커터로 나무 책꽂이 만들기',
    category: '체험',
    target: '성인',
    audience: 'ADULT',
    place: '4층 메이커스페이스',
    startDay: 23,
    weekday: 0,
    startTime: '13:00',
    endDay: 23,
    endTime: '17:00',
    applyStartDay: -9,
    applyEndDay: 20,
    capacity: 8,
    fee: 5000,
    summary: '레이저 커터 사용법을 익히고 탁상용 나무 책꽂이를 만듭니다. 재료비 5,000원이 있습니다.',
    body: '레이저 커터의 안전 수칙과 사용법을 익히고, 자작나무 합판으로 탁상용 책꽂이를 만들어 가져갑니다.\n\n재료비 5,000원은 첫날 현장에서 카드로 내 주세요.',
    colour: '#5d4037',
    taken: 12,
    waitingByPhone: 4,
    waitCapacity: 4,
  },
  {
    poster: 'book-discussion.webp',
    title: '그림책 읽기 모임 「그림책, 어른이 읽다」',
    category: '독서모임',
    target: '성인',
    audience: 'ADULT',
    place: '3층 세미나실',
    startDay: 40,
    weekday: 2,
    startTime: '10:30',
    endDay: 54,
    endTime: '12:00',
    applyStartDay: 8,
    applyEndDay: 37,
    capacity: 12,
    summary: '어른의 눈으로 그림책을 천천히 읽고 이야기 나누는 격주 모임입니다.',
    body: '어른의 눈으로 그림책을 천천히 읽고, 그림과 글 사이에 숨은 이야기를 나눕니다.\n\n격주 화요일 오전에 모입니다.',
    colour: '#4e342e',
    every: 14,
    topics: ['상실과 위로의 그림책', '나이 듦을 다룬 그림책'],
    waitCapacity: 4,
  },
  {
    poster: '',
    title: '가족 독서 캠프 「도서관에서 하룻밤」',
    category: '체험',
    target: '초등학생 자녀를 둔 가족',
    audience: 'FAMILY',
    companion: { min: 7, max: 12 },
    place: '1층 어린이자료실',
    startDay: 45,
    weekday: 6,
    startTime: '17:00',
    endDay: 45,
    endTime: '22:00',
    applyStartDay: 10,
    applyEndDay: 40,
    capacity: 20,
    fee: 10000,
    summary: '문을 닫은 도서관에서 가족이 함께 책을 읽고 손전등 독서를 하는 저녁 캠프입니다.',
    body: '문을 닫은 뒤의 도서관에서 가족이 함께 책 보물찾기, 손전등 독서, 그림책 낭독회를 합니다.\n\n저녁 식사가 제공되며 참가비는 가족당 10,000원입니다.',
    colour: '#00695c',
    waitCapacity: 6,
  },
];

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황'];
const GIVEN = ['민준', '서연', '도윤', '하은', '지호', '수아', '예준', '지우', '현우', '서윤', '정숙', '영호', '미경', '상철', '은지', '태민'];
const phoneName = (n: number) => `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 7) % GIVEN.length]}`;

/** Session days: every `every` days from the first day to the last (0: one session over the whole period). */
function sessionDays(start: string, end: string, every: number): string[] {
  if (every === 0 || start === end) return [start];
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, every)) days.push(day);
  return days;
}

async function fillProgram(tx: Queryable, programId: number, program: SeedProgram, detail: Detail, today: string, now: number): Promise<void> {
  const { start, end } = programDays(today, program);
  const every = detail.every ?? (start === end ? 0 : 7);
  const days = sessionDays(start, end, every);
  const single = every === 0;
  for (const [index, day] of days.entries()) {
    await tx.query(
      `INSERT INTO program_sessions (program_id, session_no, start_at, end_at, topic) VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $5)`,
      [
        programId,
        index + 1,
        seoulInstant(day, program.startTime),
        seoulInstant(single ? end : day, program.endTime),
        detail.topics?.[index] ?? '',
      ],
    );
  }
  const cancelEnd = detail.cancelDaysBefore === undefined ? null : addDays(start, -detail.cancelDaysBefore);
  await tx.query(
    `UPDATE programs SET audience = $2, apply_yn = $3, wait_capacity = $4, fee = $5, body = $6, companion_yn = $7,
            child_age_min = $8, child_age_max = $9, cancel_end = $10::date,
            start_at = $11::timestamptz, end_at = $12::timestamptz
      WHERE program_id = $1`,
    [
      programId,
      detail.audience,
      program.capacity === 0 ? 'N' : 'Y',
      detail.waitCapacity ?? 0,
      detail.fee ?? 0,
      detail.body,
      detail.companion ? 'Y' : 'N',
      detail.companion?.min ?? 0,
      detail.companion?.max ?? 13,
      cancelEnd,
      seoulInstant(days[0] ?? start, program.startTime),
      seoulInstant(single ? end : (days[days.length - 1] ?? end), program.endTime),
    ],
  );
  // Places taken by phone and at the desk, in the order they came; ATTENDED once the program is over.
  const ended = end < today;
  const taken = Math.min(detail.taken ?? 0, program.capacity);
  const total = taken + Math.min(detail.waitingByPhone ?? 0, detail.waitCapacity ?? 0);
  const lastDay = Math.min(program.applyEndDay, 0);
  const span = Math.max(0, lastDay - program.applyStartDay);
  for (let n = 0; n < total; n += 1) {
    const isWaiting = n >= taken;
    const appliedDay = addDays(today, program.applyStartDay + Math.floor((n * span) / Math.max(total, 1)));
    await tx.query(
      `INSERT INTO program_applications (apply_key, member_id, program_id, status, wait_no, applied_at, channel, participant_name)
       VALUES ($1, NULL, $2, $3, $4, $5::timestamptz, $6, $7)`,
      [
        `PH${programId}x${n + 1}`,
        programId,
        isWaiting ? 'WAITING' : ended ? 'ATTENDED' : 'APPLIED',
        isWaiting ? n - taken + 1 : 0,
        new Date(Math.min(Date.parse(seoulInstant(appliedDay, '09:30')) + n * 60_000, now)).toISOString(),
        n % 4 === 3 ? 'DESK' : 'PHONE',
        phoneName(programId + n),
      ],
    );
  }
}

/** The seeding day of the boards step, read back from the first seed program's application start. */
async function seedingDay(q: Queryable, fallback: string): Promise<string> {
  const first = SEED_PROGRAMS[0];
  if (!first) return fallback;
  const [row] = await q.query<{ day: string }>(`SELECT to_char(apply_start, 'YYYY-MM-DD') AS day FROM programs WHERE manage_code = $1 AND title = $2`, [MANAGE_CODE, first.title]);
  return row ? addDays(row.day, -first.applyStartDay) : fallback;
}

async function needsDetails(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ seeded: boolean; detailed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM programs WHERE manage_code = $1) AS seeded,
            EXISTS (SELECT 1 FROM programs WHERE manage_code = $1 AND body <> '') AS detailed`,
    [MANAGE_CODE],
  );
  return Boolean(row?.seeded && !row.detailed);
}

/**
 * Gives the seeded programs their details and sessions, adds MORE_SEED_PROGRAMS and the phone and
 * desk applications. Its own step after seedBoardsIfEmpty (which adds the programs) and before
 * seedMyLibraryIfEmpty (members' applications); once: false when no program is seeded or any
 * program already has its page text.
 */
export async function seedProgramDetailsIfEmpty(db: Db, options: { now?: number } = {}): Promise<boolean> {
  const now = options.now ?? Date.now();
  if (!(await needsDetails(db))) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [1416740011]);
    if (!(await needsDetails(tx))) return false;
    // The day the programs were seeded (a data directory may be older than this step): every date
    // here is relative to it, so the programs keep the dates the boards' notices announced.
    const today = await seedingDay(tx, seoulDay(now));
    const programs = await tx.query<{ program_id: number; title: string }>('SELECT program_id, title FROM programs WHERE manage_code = $1 ORDER BY program_id', [MANAGE_CODE]);
    await tx.query('DELETE FROM program_sessions WHERE program_id IN (SELECT program_id FROM programs WHERE manage_code = $1)', [MANAGE_CODE]);
    for (const program of SEED_PROGRAMS) {
      const row = programs.find((p) => p.title === program.title);
      const detail = Object.entries(DETAILS).find(([start]) => program.title.startsWith(start))?.[1];
      if (row && detail) await fillProgram(tx, row.program_id, program, detail, today, now);
    }
    for (const program of MORE_SEED_PROGRAMS) {
      const { start, end } = programDays(today, program);
      const [row] = await tx.query<{ program_id: number }>(
        `INSERT INTO programs (manage_code, title, category, target, place, start_at, end_at, apply_start, apply_end, capacity, poster_url, summary)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8::date, $9::date, $10, $11, $12) RETURNING program_id`,
        [
          MANAGE_CODE,
          program.title,
          program.category,
          program.target,
          program.place,
          seoulInstant(start, program.startTime),
          seoulInstant(end, program.endTime),
          addDays(today, program.applyStartDay),
          addDays(today, program.applyEndDay),
          program.capacity,
          program.poster ? `/uploads/programs/${program.poster}` : '',
          program.summary,
        ],
      );
      if (row) await fillProgram(tx, row.program_id, program, program, today, now);
    }
    return true;
  });
}
