import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANAGE_CODE } from '../../contract/constants';
import type { TimelapseStage } from '../../contract/about';
import type { Db, Queryable } from '../db/db';
import { PAGES_DIR } from './seed';

/*
 * The about pages of 경기도서관 (docs/architecture.md "About the library"): the tables they draw
 * (teams, history, floors, colours, construction stages, collection figures) and their prose as
 * CMS pages (server/seed/pages/{word}.md). Written to agree with what the seed already says: the
 * history page (opened October 2025, about 200,000 volumes moved in March 2025), the organisation
 * page (six teams and their phones), the floor guide (B2 … 5F) and the library's facts
 * (server/seed/library-info.ts: address, phone and the rooms' hours, which are not repeated here —
 * a floor room names its facts room by code).
 */

export interface SeedTeam {
  code: string;
  name: string;
  parent: string;
  head: string;
  phone: string;
  staff: number;
  duties: readonly string[];
}

export const SEED_TEAMS: readonly SeedTeam[] = [
  { code: 'DIRECTOR', name: '관장', parent: '', head: '관장', phone: '', staff: 1, duties: ['도서관 운영 총괄', '경기도 대표도서관으로서 도내 공공도서관 정책 조정'] },
  {
    code: 'SUPPORT',
    name: '운영지원팀',
    parent: 'DIRECTOR',
    head: '팀장',
    phone: '031-8008-7100',
    staff: 9,
    duties: ['예산·회계, 계약', '인사·복무, 직원 교육', '시설·안전 관리, 청사 방호', '대관 및 주차 관리'],
  },
  {
    code: 'POLICY',
    name: '자료정책팀',
    parent: 'DIRECTOR',
    head: '팀장',
    phone: '031-8008-7150',
    staff: 8,
    duties: ['장서 개발 정책과 수서', '자료 정리(목록·분류), 장서 점검', '희망도서 접수, 기증 자료 관리', '경기도 향토자료 수집'],
  },
  {
    code: 'SERVICE',
    name: '이용서비스팀',
    parent: 'DIRECTOR',
    head: '팀장',
    phone: '031-8008-7200',
    staff: 14,
    duties: ['종합자료실·어린이자료실 운영', '대출·반납, 회원 관리', '상호대차와 책배달', '장애인·어르신 이용 지원'],
  },
  {
    code: 'DIGITAL',
    name: '디지털혁신팀',
    parent: 'DIRECTOR',
    head: '팀장',
    phone: '031-8008-7250',
    staff: 7,
    duties: ['홈페이지와 앱 운영', '디지털자료실·미디어랩 운영', '생성형 AI 도서관 운영', '전자자료(전자책·데이터베이스) 구독'],
  },
  {
    code: 'CULTURE',
    name: '독서문화팀',
    parent: 'DIRECTOR',
    head: '팀장',
    phone: '031-8008-7300',
    staff: 8,
    duties: ['독서 프로그램과 강좌 운영', '기획전시실 전시 운영', '경기 독서포인트, 독서동아리 지원', '경기 북페스티벌 개최'],
  },
  {
    code: 'COOPERATION',
    name: '협력지원팀',
    parent: 'DIRECTOR',
    head: '팀장',
    phone: '031-8008-7400',
    staff: 6,
    duties: ['경기도 공공도서관 협력과 지원', '31개 시·군 연계 사업', '사서 교육과 연구', '공동 보존서고 운영'],
  },
];

/** [year, month (0: the year only), text], newest last in each year as written. */
export const SEED_HISTORY: readonly (readonly [number, number, string])[] = [
  [2019, 12, '경기도 대표도서관 건립 기본계획 수립'],
  [2020, 6, '건립 타당성 조사와 중앙투자심사 통과'],
  [2021, 5, '국제 설계공모 당선작 선정 (「책의 숲, 빛의 마당」)'],
  [2021, 12, '기본·실시설계 착수'],
  [2022, 9, '건축 공사 착공'],
  [2023, 10, '골조 공사 완료, 지붕 목구조 설치'],
  [2024, 2, '개관 준비단 구성'],
  [2024, 6, '도서관 정보시스템과 통합 홈페이지 구축 시작'],
  [2024, 11, '건축 공사 준공'],
  [2025, 3, '자료 이전 완료 (개관 장서 약 20만 권)'],
  [2025, 7, '시범 운영, 도민 참여단 300명과 함께 서비스 점검'],
  [2025, 10, '경기도서관 개관, 개관 기념 북페스티벌 개최'],
  [2025, 12, '생성형 AI 도서관 정식 운영 시작'],
  [2026, 3, '경기도서관 앱(설치형 웹앱)과 모바일 회원증 서비스 시작'],
  [2026, 5, '경기도서관 독서공동체 운영 시작'],
];

export interface SeedFloorRoom {
  name: string;
  seats?: number;
  /** A room of the library's facts whose hours apply. */
  roomCode?: string;
  hours?: string;
  note?: string;
}

export interface SeedFloor {
  code: string;
  name: string;
  summary: string;
  rooms: readonly SeedFloorRoom[];
}

export const SEED_FLOORS: readonly SeedFloor[] = [
  {
    code: '5F',
    name: '5층',
    summary: '모임과 배움의 층입니다. 하늘정원에서 광교호수공원이 내려다보입니다.',
    rooms: [
      { name: '대회의실', seats: 72, hours: '대관 예약제 (09:00–22:00)', note: '도서관 회의와 대관, 영상 장비 완비' },
      { name: '하늘정원', seats: 40, hours: '종합자료실 운영일 10:00–17:00', note: '비 오는 날과 강풍 때는 닫습니다.' },
      { name: '도서관 사무실', hours: '평일 09:00–18:00', note: '직원 전용 공간입니다. 방문은 안내데스크에 문의해 주세요.' },
    ],
  },
  {
    code: '4F',
    name: '4층',
    summary: '디지털 자료와 새로운 기술을 만나는 층입니다.',
    rooms: [
      { name: '디지털자료실', seats: 96, roomCode: 'DIGITAL', note: 'PC 60석, 노트북 좌석 36석, 데이터베이스 전용 PC' },
      { name: '미디어랩', seats: 18, roomCode: 'DIGITAL', note: '영상 편집실 2실, 녹음 부스 2실 (예약제)' },
      { name: '생성형 AI 도서관', seats: 24, roomCode: 'DIGITAL', note: '개인 체험석 24석, 그룹 체험실 2실' },
    ],
  },
  {
    code: '3F',
    name: '3층',
    summary: '종합자료실의 자연과학·기술과학·예술·문학 자료가 있습니다.',
    rooms: [
      { name: '종합자료실(자연과학·기술과학·예술·문학)', seats: 210, roomCode: 'GENERAL', note: 'KDC 400~800 자료' },
      { name: '큰글자도서 코너', seats: 12, roomCode: 'GENERAL', note: '확대경과 독서대를 빌려 드립니다.' },
      { name: '세미나실 1·2', seats: 32, hours: '대관 예약제 (09:00–22:00)', note: '20석과 12석, 영상 장비 완비' },
    ],
  },
  {
    code: '2F',
    name: '2층',
    summary: '종합자료실의 총류·철학·종교·사회과학·언어·역사 자료와 경기도의 기록이 있습니다.',
    rooms: [
      { name: '종합자료실(총류·철학·종교·사회과학·언어·역사)', seats: 186, roomCode: 'GENERAL', note: 'KDC 000~300, 700, 900 자료' },
      { name: '정기간행물 코너', seats: 30, roomCode: 'GENERAL', note: '신문 20종, 잡지 400여 종' },
      { name: '경기도 향토자료실', seats: 24, roomCode: 'GENERAL', note: '경기도와 31개 시·군의 기록, 지역 출판물' },
    ],
  },
  {
    code: '1F',
    name: '1층',
    summary: '도서관의 첫 층입니다. 안내데스크와 어린이 공간, 북카페와 전시실이 있습니다.',
    rooms: [
      { name: '안내데스크', roomCode: 'GENERAL', note: '회원 가입, 물품보관함, 휠체어·유아차 대여' },
      { name: '어린이자료실', seats: 120, roomCode: 'CHILD', note: '초등학생 이하 어린이와 보호자' },
      { name: '유아자료실', seats: 40, roomCode: 'CHILD', note: '영유아와 보호자 (수유실은 지하 1층)' },
      { name: '북카페', seats: 60, roomCode: 'CAFE' },
      { name: '기획전시실', roomCode: 'CAFE', note: '전시 일정은 전시 안내에서 확인해 주세요.' },
    ],
  },
  {
    code: 'B1',
    name: '지하 1층',
    summary: '행사와 보존의 층입니다.',
    rooms: [
      { name: '다목적강당', seats: 300, hours: '행사·대관 때 개방', note: '무대, 동시통역 부스, 휠체어석 6석' },
      { name: '보존서고', hours: '직원 전용 (자료는 자료실에서 신청)', note: '공동 보존서고 약 50만 권 규모' },
      { name: '수유실', roomCode: 'CHILD' },
    ],
  },
  {
    code: 'B2',
    name: '지하 2층',
    summary: '주차장입니다.',
    rooms: [{ name: '주차장', hours: '07:00–23:00', note: '장애인 전용 주차구역 8면, 전기차 충전구역 12면' }],
  },
];

export interface SeedColour {
  name: string;
  hex: string;
  rgb: string;
  cmyk: string;
  meaning: string;
}

export const SEED_COLOURS: readonly SeedColour[] = [
  {
    name: '광교 물빛 파랑',
    hex: '#0B5A7A',
    rgb: 'R11 G90 B122',
    cmyk: 'C91 M26 Y0 K52',
    meaning: '광교호수의 깊은 물빛. 지식의 깊이와 신뢰를 뜻하는 도서관의 대표 색입니다.',
  },
  {
    name: '짙은 서가 파랑',
    hex: '#07445D',
    rgb: 'R7 G68 B93',
    cmyk: 'C92 M27 Y0 K64',
    meaning: '오래 쌓인 서가의 그늘. 글자와 선을 또렷하게 보여 주는 보조 색입니다.',
  },
  {
    name: '새벽 하늘빛',
    hex: '#E6F1F5',
    rgb: 'R230 G241 B245',
    cmyk: 'C6 M2 Y0 K4',
    meaning: '책장을 넘기는 이른 아침의 빛. 바탕과 여백에 쓰는 색입니다.',
  },
  {
    name: '종이 흰색',
    hex: '#FFFFFF',
    rgb: 'R255 G255 B255',
    cmyk: 'C0 M0 Y0 K0',
    meaning: '펼친 책의 종이. 심볼의 책장을 그리는 색입니다.',
  },
];

export interface SeedStage {
  code: TimelapseStage;
  title: string;
  period: string;
  text: string;
}

export const SEED_STAGES: readonly SeedStage[] = [
  { code: 'site', title: '빈 터', period: '2022년 9월', text: '도청 옆 빈 터에 가림막이 서고 착공식이 열렸습니다.' },
  { code: 'foundation', title: '터파기와 기초', period: '2022년 10월 ~ 2023년 3월', text: '지하 2층까지 땅을 파고 지하 주차장과 보존서고의 기초를 놓았습니다.' },
  { code: 'frame', title: '골조와 지붕', period: '2023년 4월 ~ 2023년 10월', text: '지상 5층의 철골 구조가 올라가고, 숲을 닮은 목구조 지붕을 얹었습니다.' },
  { code: 'facade', title: '외장과 내부', period: '2023년 11월 ~ 2024년 11월', text: '빛을 거르는 세로 루버를 두르고 서가와 계단, 열람 공간을 채워 준공했습니다.' },
  { code: 'open', title: '개관', period: '2025년 10월', text: '약 20만 권의 책이 들어오고 도민을 맞이하는 도서관이 문을 열었습니다.' },
];

/** Volumes by KDC main class on BASE_DATE: the library's count, not the demo catalogue's sample. */
export const SEED_COLLECTION_BASE_DATE = '2026-10-31';
export const SEED_COLLECTION_CLASSES: readonly (readonly [string, number])[] = [
  ['0', 9870],
  ['1', 12450],
  ['2', 5320],
  ['3', 41260],
  ['4', 14380],
  ['5', 22910],
  ['6', 15640],
  ['7', 7180],
  ['8', 76830],
  ['9', 25640],
];

/** [code, name, count (null: the KDC classes' sum), unit] */
export const SEED_COLLECTION_MEDIA: readonly (readonly [string, string, number | null, string])[] = [
  ['PRINT', '인쇄 도서', null, '권'],
  ['EBOOK', '전자책', 18400, '종'],
  ['AUDIOBOOK', '오디오북', 3250, '종'],
  ['AV', '비도서(DVD·CD)', 4120, '점'],
  ['SERIAL', '연속간행물', 420, '종'],
  ['DATABASE', '웹 데이터베이스', 36, '종'],
];

/** The prose of the about and top-level pages: CMS pages (kind contents), bodies in pages/{word}.md. */
export const ABOUT_PAGES: readonly { word: string; title: string }[] = [
  { word: 'about-management', title: '운영 안내' },
  { word: 'about-symbol', title: '상징물' },
  { word: 'about-timelapse', title: '건립 타임랩스' },
  { word: 'about-architecture', title: '건축 이야기' },
  { word: 'about-organization', title: '조직도' },
  { word: 'about-history', title: '연혁' },
  { word: 'about-facility', title: '시설 현황' },
  { word: 'about-collection', title: '장서 현황' },
  { word: 'intro', title: '경기도서관에 오신 것을 환영합니다' },
  { word: 'introduce', title: '도서관 소개' },
  { word: 'year-introduce', title: '2026 경기도서관' },
  { word: 'advance', title: '미리 알려 드립니다' },
  { word: 'loading-service', title: '연계 서비스 안내' },
  { word: 'contents-service', title: '콘텐츠 서비스' },
  { word: 'version', title: '앱 정보' },
];

/** Serialises concurrent first starts against one PostgreSQL (see migrate.ts, seed.ts). */
const ABOUT_SEED_LOCK_KEY = 1416740017;

async function shouldSeed(q: Queryable): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM libraries l WHERE l.manage_code = $1 AND NOT EXISTS (SELECT 1 FROM about_info a WHERE a.manage_code = l.manage_code)`,
    [MANAGE_CODE],
  );
  return rows.length > 0;
}

/** Writes one site's about tables. */
export async function insertAboutInfo(tx: Queryable, manageCode: string): Promise<void> {
  await tx.query(`INSERT INTO about_info (manage_code, collection_base_date) VALUES ($1, $2::date)`, [manageCode, SEED_COLLECTION_BASE_DATE]);
  for (const [order, team] of SEED_TEAMS.entries()) {
    await tx.query(
      `INSERT INTO about_teams (manage_code, team_code, sort_order, name, parent_code, head, phone, staff, duties)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[])`,
      [manageCode, team.code, order, team.name, team.parent, team.head, team.phone, team.staff, [...team.duties]],
    );
  }
  for (const [order, [year, month, text]] of SEED_HISTORY.entries()) {
    await tx.query(`INSERT INTO about_history (manage_code, year, month, sort_order, text) VALUES ($1, $2, $3, $4, $5)`, [manageCode, year, month, order, text]);
  }
  for (const [order, floor] of SEED_FLOORS.entries()) {
    await tx.query(`INSERT INTO about_floors (manage_code, floor_code, sort_order, name, summary) VALUES ($1, $2, $3, $4, $5)`, [
      manageCode,
      floor.code,
      order,
      floor.name,
      floor.summary,
    ]);
    for (const [roomOrder, room] of floor.rooms.entries()) {
      await tx.query(
        `INSERT INTO about_floor_rooms (manage_code, floor_code, sort_order, name, seats, room_code, hours, note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [manageCode, floor.code, roomOrder, room.name, room.seats ?? 0, room.roomCode ?? '', room.hours ?? '', room.note ?? ''],
      );
    }
  }
  for (const [order, colour] of SEED_COLOURS.entries()) {
    await tx.query(`INSERT INTO about_colours (manage_code, sort_order, name, hex, rgb, cmyk, meaning) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      manageCode,
      order,
      colour.name,
      colour.hex,
      colour.rgb,
      colour.cmyk,
      colour.meaning,
    ]);
  }
  for (const [order, stage] of SEED_STAGES.entries()) {
    await tx.query(`INSERT INTO about_stages (manage_code, sort_order, stage_code, title, period, text) VALUES ($1, $2, $3, $4, $5, $6)`, [
      manageCode,
      order,
      stage.code,
      stage.title,
      stage.period,
      stage.text,
    ]);
  }
  for (const [kdc, volumes] of SEED_COLLECTION_CLASSES) {
    await tx.query(`INSERT INTO about_collection_classes (manage_code, kdc_class, volumes) VALUES ($1, $2, $3)`, [manageCode, kdc, volumes]);
  }
  for (const [order, [code, name, count, unit]] of SEED_COLLECTION_MEDIA.entries()) {
    await tx.query(`INSERT INTO about_collection_media (manage_code, media_code, sort_order, name, count, unit) VALUES ($1, $2, $3, $4, $5, $6)`, [
      manageCode,
      code,
      order,
      name,
      count,
      unit,
    ]);
  }
}

/**
 * Writes the about tables and pages when the demo site has none: on a fresh database after
 * seedIfEmpty, and on a data directory made before 0017. A page that exists (edited since, or of
 * the same word) is kept. Returns whether it wrote them.
 */
export async function seedAboutIfEmpty(db: Db, pagesDir = PAGES_DIR): Promise<boolean> {
  if (!(await shouldSeed(db))) return false;
  const bodies = await Promise.all(ABOUT_PAGES.map((page) => readFile(join(pagesDir, `${page.word}.md`), 'utf8')));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ABOUT_SEED_LOCK_KEY]);
    if (!(await shouldSeed(tx))) return false;
    await insertAboutInfo(tx, MANAGE_CODE);
    for (const [index, page] of ABOUT_PAGES.entries()) {
      await tx.query(
        `INSERT INTO content_pages (manage_code, kind, menu_url_word, title, body_md, published)
         VALUES ($1, 'contents', $2, $3, $4, true)
         ON CONFLICT (manage_code, kind, menu_url_word) DO NOTHING`,
        [MANAGE_CODE, page.word, page.title, bodies[index] ?? ''],
      );
    }
    return true;
  });
}
