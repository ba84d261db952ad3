import { MANAGE_CODE } from '../../contract/constants';
import { addDays, daysOfMonth, nextMonthOf, seoulDay, weekdayOf } from '../calendar';
import type { Db, Queryable } from '../db/db';

/*
 * Demo library events and link31 events (migration 0012), dated relative to the seeding day:
 * last month, this month and next month. Invented but plausible; the venues are public libraries
 * of Gyeonggi's 31 cities and counties, with representative addresses and coordinates (for the
 * demo map, not for navigation).
 */

/** Serialises concurrent first starts against one PostgreSQL. */
const EVENTS_SEED_LOCK_KEY = 1416740012;

export interface SeedLibraryEvent {
  title: string;
  category: string;
  /** -1 last month, 0 this month, 1 next month (of the seeding day). */
  month: -1 | 0 | 1;
  /** Day of that month; moved off Mondays (the weekly closing day) to the Tuesday. */
  day: number;
  /** Days the event lasts (1: a single day). */
  days: number;
  startTime: string;
  endTime: string;
  place: string;
  organiser: string;
  target: string;
  body: string;
  /** The seeded program this event is (taking part needs an application there), by title. */
  program?: string;
}

export const SEED_LIBRARY_EVENTS: readonly SeedLibraryEvent[] = [
  {
    title: '한 달 한 권 「경기 작가 읽기」 캠페인',
    category: '독서 캠페인',
    month: -1,
    day: 1,
    days: 30,
    startTime: '',
    endTime: '',
    place: '도서관 전체',
    organiser: '경기도서관',
    target: '누구나',
    body: '한 달 동안 도서관 곳곳에서 경기도 작가들의 책을 소개합니다.\n\n자료실마다 사서 추천 코너를 열고, 한 달 동안 책을 세 권 이상 빌린 분께는 독서 노트를 드립니다. 신청 없이 누구나 참여할 수 있습니다.',
  },
  {
    title: '북토크 「기억하는 도시, 걷는 문장」',
    category: '북토크',
    month: -1,
    day: 12,
    days: 1,
    startTime: '19:00',
    endTime: '20:30',
    place: '1층 다목적홀',
    organiser: '경기도서관',
    target: '성인',
    body: '도시를 걸으며 쓴 산문집의 작가와 함께 동네의 기억을 글로 남기는 방법을 이야기합니다.\n\n현장에서 선착순 80명까지 입장할 수 있으며, 행사 뒤 작가 사인회가 이어집니다.',
  },
  {
    title: '어린이 인형극 「책 먹는 여우의 도서관 나들이」',
    category: '공연',
    month: -1,
    day: 20,
    days: 1,
    startTime: '11:00',
    endTime: '11:50',
    place: '1층 어린이자료실 이야기방',
    organiser: '경기도서관 · 극단 솜사탕',
    target: '어린이(4~7세)와 보호자',
    body: '그림책 속 여우가 도서관에서 길을 잃으며 책 읽는 즐거움을 알게 되는 인형극입니다.\n\n공연 시작 10분 전까지 입장해 주세요. 보호자와 함께 관람합니다.',
  },
  {
    title: '인문학 콘서트 「음악으로 읽는 고전」',
    category: '인문학 콘서트',
    month: 0,
    day: 7,
    days: 1,
    startTime: '18:30',
    endTime: '20:00',
    place: '1층 다목적홀',
    organiser: '경기도서관 · 경기필하모닉 실내악단',
    target: '청소년·성인',
    body: '『데미안』과 『어린 왕자』를 낭독과 실내악 연주로 함께 만납니다.\n\n해설이 있는 공연으로, 자유석이며 선착순 입장입니다. 공연 중 사진 촬영은 삼가 주세요.',
  },
  {
    title: '도서관 주간 「도서관에서 하룻밤」 전시·체험',
    category: '도서관 주간',
    month: 0,
    day: 14,
    days: 7,
    startTime: '09:00',
    endTime: '18:00',
    place: '1층 로비·전시실',
    organiser: '경기도서관',
    target: '누구나',
    body: '도서관 주간 동안 보존서고 사진전, 책 수선 시연, 나만의 책갈피 만들기 체험을 운영합니다.\n\n체험 재료가 떨어지면 그날 체험은 마감됩니다. 전시는 자유 관람입니다.',
  },
  {
    title: '작가와의 만남 「소설이 질문하는 방식」',
    category: '작가 강연',
    month: 0,
    day: 9,
    days: 1,
    startTime: '19:00',
    endTime: '21:00',
    place: '1층 다목적홀',
    organiser: '경기도서관',
    target: '성인',
    body: '장편소설을 펴낸 작가를 모시고 한 편의 소설이 시작되는 질문과 쓰는 과정에 대해 이야기를 나눕니다.\n\n참여하려면 프로그램 신청이 필요합니다. 신청은 프로그램 안내 페이지에서 할 수 있습니다.',
    program: '작가와의 만남 「소설이 질문하는 방식」',
  },
  {
    title: '어린이 책 축제 「그림책 속으로 풍덩」',
    category: '어린이',
    month: 0,
    day: 22,
    days: 2,
    startTime: '10:00',
    endTime: '17:00',
    place: '1층 어린이자료실 · 야외 마당',
    organiser: '경기도서관',
    target: '어린이와 가족',
    body: '그림책 작가 사인회, 책 놀이터, 그림책 보물찾기를 이틀 동안 엽니다.\n\n보물찾기를 마친 어린이에게 작은 선물을 드립니다. 비가 오면 야외 행사는 실내로 옮깁니다.',
  },
  {
    title: '인문학 강좌 「조선의 책과 독서 문화」',
    category: '인문학',
    month: 1,
    day: 3,
    days: 1,
    startTime: '14:00',
    endTime: '16:00',
    place: '4층 소세미나실',
    organiser: '경기도서관',
    target: '성인',
    body: '세책점과 방각본, 정조의 독서 정책까지 조선 사람들이 책을 만들고 읽던 방식을 살펴봅니다.\n\n참여하려면 프로그램 신청이 필요합니다.',
    program: '인문학 강좌 「조선의 책과 독서 문화」',
  },
  {
    title: '북토크 「사서가 고른 이달의 책」',
    category: '북토크',
    month: 1,
    day: 18,
    days: 1,
    startTime: '19:00',
    endTime: '20:30',
    place: '1층 다목적홀',
    organiser: '경기도서관',
    target: '성인',
    body: '사서와 서평가가 이달 많이 읽힌 책과 다시 읽고 싶은 책을 골라 이야기합니다.\n\n현장 참여자에게 독서 계획표를 나누어 드립니다.',
  },
  {
    title: '가족 영화와 책 「원작을 찾아서」',
    category: '가족',
    month: 1,
    day: 27,
    days: 1,
    startTime: '14:00',
    endTime: '16:00',
    place: '1층 다목적홀',
    organiser: '경기도서관',
    target: '가족',
    body: '원작 동화가 있는 가족 영화를 함께 보고, 원작 그림책을 자료실에서 바로 빌릴 수 있도록 안내합니다.\n\n자유석이며 선착순 100명까지 입장합니다.',
  },
  {
    title: '필사 모임 「손으로 읽는 시」',
    category: '독서 모임',
    month: 1,
    day: 10,
    days: 1,
    startTime: '10:00',
    endTime: '12:00',
    place: '3층 열람실 세미나 공간',
    organiser: '경기도서관',
    target: '성인',
    body: '한국 현대시 다섯 편을 천천히 옮겨 적고 소감을 나눕니다. 필기구와 노트는 도서관에서 준비합니다.',
  },
];

export interface SeedVenue {
  sigungu: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/** One public library in each of Gyeonggi's 31 cities and counties. */
export const SEED_LINK31_VENUES: readonly SeedVenue[] = [
  { sigungu: '수원시', name: '수원시 선경도서관', address: '경기도 수원시 팔달구 팔달산로', latitude: 37.2794, longitude: 127.0126 },
  { sigungu: '성남시', name: '성남시 중앙도서관', address: '경기도 성남시 분당구 성남대로', latitude: 37.3827, longitude: 127.1218 },
  { sigungu: '고양시', name: '고양시 아람누리도서관', address: '경기도 고양시 일산동구 중앙로', latitude: 37.6575, longitude: 126.7703 },
  { sigungu: '용인시', name: '용인중앙도서관', address: '경기도 용인시 처인구 중부대로', latitude: 37.2363, longitude: 127.2036 },
  { sigungu: '부천시', name: '부천시립 상동도서관', address: '경기도 부천시 원미구 조마루로', latitude: 37.5035, longitude: 126.7527 },
  { sigungu: '안산시', name: '안산중앙도서관', address: '경기도 안산시 단원구 화랑로', latitude: 37.3183, longitude: 126.8307 },
  { sigungu: '안양시', name: '안양시 석수도서관', address: '경기도 안양시 만안구 석수로', latitude: 37.4146, longitude: 126.9007 },
  { sigungu: '남양주시', name: '남양주시 정약용도서관', address: '경기도 남양주시 다산순환로', latitude: 37.6115, longitude: 127.1545 },
  { sigungu: '화성시', name: '화성시립 동탄중앙도서관', address: '경기도 화성시 동탄대로', latitude: 37.2006, longitude: 127.0733 },
  { sigungu: '평택시', name: '평택시립 배다리도서관', address: '경기도 평택시 평택5로', latitude: 36.9928, longitude: 127.0896 },
  { sigungu: '의정부시', name: '의정부 미술도서관', address: '경기도 의정부시 민락로', latitude: 37.7447, longitude: 127.0907 },
  { sigungu: '시흥시', name: '시흥시 중앙도서관', address: '경기도 시흥시 시청로', latitude: 37.3801, longitude: 126.8029 },
  { sigungu: '파주시', name: '파주시 중앙도서관', address: '경기도 파주시 금정로', latitude: 37.7600, longitude: 126.7798 },
  { sigungu: '김포시', name: '김포시 장기도서관', address: '경기도 김포시 김포한강1로', latitude: 37.6434, longitude: 126.6681 },
  { sigungu: '광명시', name: '광명시 하안도서관', address: '경기도 광명시 하안로', latitude: 37.4663, longitude: 126.8753 },
  { sigungu: '광주시', name: '광주시립 중앙도서관', address: '경기도 광주시 회안대로', latitude: 37.4113, longitude: 127.2574 },
  { sigungu: '군포시', name: '군포시 중앙도서관', address: '경기도 군포시 군포로', latitude: 37.3617, longitude: 126.9352 },
  { sigungu: '하남시', name: '하남시 나룰도서관', address: '경기도 하남시 대청로', latitude: 37.5393, longitude: 127.2149 },
  { sigungu: '오산시', name: '오산시 꿈두레도서관', address: '경기도 오산시 청학로', latitude: 37.1499, longitude: 127.0697 },
  { sigungu: '이천시', name: '이천시립 효양도서관', address: '경기도 이천시 부악로', latitude: 37.2720, longitude: 127.4350 },
  { sigungu: '안성시', name: '안성시립 중앙도서관', address: '경기도 안성시 중앙로', latitude: 37.0080, longitude: 127.2797 },
  { sigungu: '의왕시', name: '의왕시 중앙도서관', address: '경기도 의왕시 내손순환로', latitude: 37.3448, longitude: 126.9683 },
  { sigungu: '양주시', name: '양주시 옥정호수도서관', address: '경기도 양주시 옥정동로', latitude: 37.8206, longitude: 127.0931 },
  { sigungu: '구리시', name: '구리시 인창도서관', address: '경기도 구리시 인창1로', latitude: 37.6036, longitude: 127.1436 },
  { sigungu: '포천시', name: '포천시립 중앙도서관', address: '경기도 포천시 호국로', latitude: 37.8949, longitude: 127.2002 },
  { sigungu: '여주시', name: '여주시립 여주도서관', address: '경기도 여주시 세종로', latitude: 37.2983, longitude: 127.6370 },
  { sigungu: '동두천시', name: '동두천시립 중앙도서관', address: '경기도 동두천시 중앙로', latitude: 37.9036, longitude: 127.0607 },
  { sigungu: '과천시', name: '과천시 정보과학도서관', address: '경기도 과천시 통영로', latitude: 37.4292, longitude: 126.9876 },
  { sigungu: '가평군', name: '가평군립 한석봉도서관', address: '경기도 가평군 가평읍 석봉로', latitude: 37.8315, longitude: 127.5105 },
  { sigungu: '양평군', name: '양평군립도서관', address: '경기도 양평군 양평읍 양평로', latitude: 37.4917, longitude: 127.4876 },
  { sigungu: '연천군', name: '연천군립 중앙도서관', address: '경기도 연천군 연천읍 연천로', latitude: 38.0966, longitude: 127.0748 },
];

interface Link31Template {
  title: string;
  category: string;
  target: string;
  startTime: string;
  endTime: string;
  days: number;
  summary: (sigungu: string) => string;
}

const LINK31_TEMPLATES: readonly Link31Template[] = [
  { title: '우리 동네 작가 북토크', category: '북토크', target: '성인', startTime: '19:00', endTime: '20:30', days: 1, summary: (s) => `${s}에 사는 작가와 함께 동네를 배경으로 쓴 책 이야기를 나눕니다.` },
  { title: '어린이 인형극 「도서관에 온 도깨비」', category: '공연', target: '어린이와 가족', startTime: '11:00', endTime: '11:50', days: 1, summary: () => '옛이야기 그림책을 바탕으로 한 인형극입니다. 공연 뒤 원작 그림책을 함께 읽습니다.' },
  { title: '경기 한 책 함께 읽기 릴레이 토론', category: '독서 토론', target: '청소년·성인', startTime: '14:00', endTime: '16:00', days: 1, summary: (s) => `올해의 경기 한 책을 읽고 ${s} 독서동아리가 릴레이로 토론합니다.` },
  { title: '인문학 콘서트 「시와 노래의 밤」', category: '인문학 콘서트', target: '누구나', startTime: '18:30', endTime: '20:00', days: 1, summary: () => '시 낭독과 어쿠스틱 공연이 어우러지는 저녁 콘서트입니다.' },
  { title: '그림책 원화 순회 전시', category: '전시', target: '누구나', startTime: '09:00', endTime: '18:00', days: 12, summary: (s) => `경기도 그림책 작가들의 원화가 ${s}를 찾아갑니다. 자유 관람입니다.` },
  { title: '작가 강연 「쓰는 삶, 읽는 삶」', category: '작가 강연', target: '성인', startTime: '19:00', endTime: '21:00', days: 1, summary: () => '에세이스트와 함께 일상을 기록하는 글쓰기의 즐거움을 이야기합니다.' },
  { title: '가족 독서 골든벨', category: '가족', target: '초등학생과 가족', startTime: '13:00', endTime: '15:00', days: 1, summary: () => '사전에 안내한 책 다섯 권을 읽고 가족이 한 팀이 되어 퀴즈를 풉니다.' },
  { title: '청소년 북 콘서트 「책으로 여는 진로」', category: '청소년', target: '청소년', startTime: '16:00', endTime: '18:00', days: 1, summary: () => '다양한 직업을 가진 저자들이 책과 함께 자신의 길을 소개합니다.' },
];

const firstDayOfMonthOffset = (today: string, offset: -1 | 0 | 1): string => {
  const month = today.slice(0, 7);
  if (offset === 0) return `${month}-01`;
  if (offset === 1) return `${nextMonthOf(today)}-01`;
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return mon === 1 ? `${year - 1}-12-01` : `${year}-${String(mon - 1).padStart(2, '0')}-01`;
};

/** Day `day` of the month at `offset`, clamped to the month and moved off Monday. */
export function seedDay(today: string, offset: -1 | 0 | 1, day: number): string {
  const first = firstDayOfMonthOffset(today, offset);
  const days = daysOfMonth(first.slice(0, 7));
  let chosen = days[Math.min(day, days.length) - 1] ?? first;
  if (weekdayOf(chosen) === 1) chosen = addDays(chosen, 1);
  return chosen;
}

/** The last day of the month at `offset`. */
function lastDayOf(today: string, offset: -1 | 0 | 1): string {
  const days = daysOfMonth(firstDayOfMonthOffset(today, offset).slice(0, 7));
  return days[days.length - 1] ?? today;
}

async function insertLibraryEvents(tx: Queryable, today: string): Promise<void> {
  for (const event of SEED_LIBRARY_EVENTS) {
    let start = seedDay(today, event.month, event.day);
    let end = event.days >= 28 ? lastDayOf(today, event.month) : addDays(start, event.days - 1);
    let programId: number | null = null;
    if (event.program) {
      // The event is that program: its days are the program's (in Seoul).
      const [program] = await tx.query<{ program_id: number; start_day: string; end_day: string }>(
        `SELECT program_id, to_char(start_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS start_day,
                to_char(end_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS end_day
           FROM programs WHERE manage_code = $1 AND title = $2 ORDER BY program_id LIMIT 1`,
        [MANAGE_CODE, event.program],
      );
      if (!program) continue;
      programId = program.program_id;
      start = program.start_day;
      end = program.end_day;
    }
    await tx.query(
      `INSERT INTO library_events (manage_code, title, category, start_day, end_day, start_time, end_time, place,
                                   organiser, target, body, apply_yn, program_id)
       VALUES ($1, $2, $3, $4::date, $5::date, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [MANAGE_CODE, event.title, event.category, start, end, event.startTime, event.endTime, event.place, event.organiser, event.target, event.body, programId === null ? 'N' : 'Y', programId],
    );
  }
}

async function insertLink31(tx: Queryable, today: string): Promise<void> {
  const offsets = [-1, 0, 1] as const;
  for (const [index, venue] of SEED_LINK31_VENUES.entries()) {
    const [row] = await tx.query<{ venue_id: number }>(
      `INSERT INTO link31_venues (manage_code, sigungu, name, address, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING venue_id`,
      [MANAGE_CODE, venue.sigungu, venue.name, venue.address, venue.latitude, venue.longitude],
    );
    if (!row) continue;
    // Two events for most venues, three for every third: spread over the three months.
    const count = index % 3 === 0 ? 3 : 2;
    for (let n = 0; n < count; n += 1) {
      const template = LINK31_TEMPLATES[(index + n * 3) % LINK31_TEMPLATES.length];
      if (!template) continue;
      const offset = offsets[(index + n) % offsets.length] ?? 0;
      const start = seedDay(today, offset, 3 + ((index * 7 + n * 11) % 24));
      await tx.query(
        `INSERT INTO link31_events (venue_id, title, category, target, start_day, end_day, start_time, end_time, summary)
         VALUES ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9)`,
        [row.venue_id, template.title, template.category, template.target, start, addDays(start, template.days - 1), template.startTime, template.endTime, template.summary(venue.sigungu)],
      );
    }
  }
}

async function hasNoEvents(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ count: number }>('SELECT (SELECT count(*) FROM library_events) + (SELECT count(*) FROM link31_venues) AS count');
  return Number(row?.count ?? 0) === 0;
}

/**
 * Adds the demo library events and link31 venues and events when there are none. Its own step,
 * after seedBoardsIfEmpty (events that are programs point at the seeded programs); idempotent:
 * returns false and does nothing once any exists, or when the site is missing.
 */
export async function seedEventsIfEmpty(db: Db, options: { now?: number } = {}): Promise<boolean> {
  if (!(await hasNoEvents(db))) return false;
  const today = seoulDay(options.now ?? Date.now());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [EVENTS_SEED_LOCK_KEY]);
    if (!(await hasNoEvents(tx))) return false;
    const [site] = await tx.query('SELECT 1 FROM libraries WHERE manage_code = $1', [MANAGE_CODE]);
    if (!site) return false;
    await insertLibraryEvents(tx, today);
    await insertLink31(tx, today);
    return true;
  });
}
