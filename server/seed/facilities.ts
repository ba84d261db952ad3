import { MANAGE_CODE } from '../../contract/constants';
import type { FacilityKind } from '../../contract/facilities';
import type { Queryable } from '../db/db';

/*
 * The rooms members book online (대관·시설 예약; docs/api.md "Rental facilities"): the main
 * library's seminar rooms, group study rooms and the 생성형 AI 도서관's studio, recording booth,
 * creators' lab and media room. The three rooms 나의 도서관's seed already made (세미나실 1·2,
 * 창작스튜디오, 디지털 미디어실) get their details here; the others are added. Rooms of the other
 * branches stay booked at their desks (bookable false).
 */

export interface SeedRentalFacility {
  code: string;
  name: string;
  kind: FacilityKind;
  place: string;
  summary: string;
  equipment: readonly string[];
  capacity: number;
  minPeople: number;
  /** Weekdays opens–closes; weekends opens–weekendCloses. */
  opens: string;
  closes: string;
  weekendCloses: string;
  maxHours: number;
  aiLibrary: boolean;
}

const AI_FLOOR = '4층 생성형 AI 도서관';

export const SEED_RENTAL_FACILITIES: readonly SeedRentalFacility[] = [
  {
    code: 'MAIN-AI-STUDIO',
    name: 'AI 창작 스튜디오',
    kind: 'AI_STUDIO',
    place: AI_FLOOR,
    summary: '생성형 AI로 그림책 삽화, 포스터, 짧은 영상을 함께 만드는 창작실입니다. 동아리·가족 단위 창작 활동에 알맞습니다.',
    equipment: ['고성능 그래픽 PC 4대 (이미지·영상 생성 도구 설치)', '펜 태블릿 4대', '75인치 대형 모니터', '컬러 프린터'],
    capacity: 8,
    minPeople: 2,
    opens: '09:00',
    closes: '22:00',
    weekendCloses: '18:00',
    maxHours: 3,
    aiLibrary: true,
  },
  {
    code: 'MAIN-REC-BOOTH',
    name: '녹음 부스',
    kind: 'RECORDING',
    place: AI_FLOOR,
    summary: '오디오북 낭독, 팟캐스트, AI 더빙 결과 다듬기에 쓰는 방음 부스입니다.',
    equipment: ['콘덴서 마이크 2대', '오디오 인터페이스', '모니터 헤드폰 2개', '녹음·편집 PC (AI 잡음 제거 도구)'],
    capacity: 3,
    minPeople: 1,
    opens: '09:00',
    closes: '22:00',
    weekendCloses: '18:00',
    maxHours: 2,
    aiLibrary: true,
  },
  {
    code: 'MAIN-STUDIO',
    name: '창작스튜디오',
    kind: 'CREATOR_LAB',
    place: AI_FLOOR,
    summary: '1인 크리에이터와 소모임을 위한 촬영·편집 공간(크리에이터 랩)입니다. 크로마키 배경과 조명을 갖추었습니다.',
    equipment: ['크로마키 배경막', 'LED 조명 3등', '4K 카메라와 삼각대', '영상 편집 PC 2대 (AI 자막 도구)'],
    capacity: 6,
    minPeople: 1,
    opens: '09:00',
    closes: '22:00',
    weekendCloses: '18:00',
    maxHours: 3,
    aiLibrary: true,
  },
  {
    code: 'MAIN-MEDIA',
    name: '디지털 미디어실',
    kind: 'MEDIA',
    place: AI_FLOOR,
    summary: 'AI 도구가 설치된 PC로 단체 실습을 하는 교육실입니다. 학교·기관의 디지털 리터러시 수업에 빌려드립니다.',
    equipment: ['AI 도구가 설치된 PC 16대', '강사용 PC와 빔프로젝터', '무선 마이크'],
    capacity: 16,
    minPeople: 4,
    opens: '09:00',
    closes: '22:00',
    weekendCloses: '18:00',
    maxHours: 3,
    aiLibrary: true,
  },
  {
    code: 'MAIN-SEMINAR-1',
    name: '세미나실 1',
    kind: 'SEMINAR',
    place: '3층',
    summary: '강연, 독서 모임, 회의를 위한 세미나실입니다.',
    equipment: ['빔프로젝터와 스크린', '전자칠판', '무선 마이크 2대', '화상회의 카메라'],
    capacity: 20,
    minPeople: 4,
    opens: '09:00',
    closes: '22:00',
    weekendCloses: '18:00',
    maxHours: 3,
    aiLibrary: false,
  },
  {
    code: 'MAIN-SEMINAR-2',
    name: '세미나실 2',
    kind: 'SEMINAR',
    place: '3층',
    summary: '10명 안팎의 모임에 알맞은 작은 세미나실입니다.',
    equipment: ['65인치 모니터 (HDMI 연결)', '화이트보드'],
    capacity: 12,
    minPeople: 3,
    opens: '09:00',
    closes: '22:00',
    weekendCloses: '18:00',
    maxHours: 3,
    aiLibrary: false,
  },
  {
    code: 'MAIN-GROUP-1',
    name: '그룹 스터디룸 1',
    kind: 'GROUP_STUDY',
    place: '3층 종합자료실 옆',
    summary: '함께 공부하고 토론하는 소규모 스터디룸입니다.',
    equipment: ['화이트보드', '32인치 모니터 (HDMI 연결)'],
    capacity: 6,
    minPeople: 2,
    opens: '09:00',
    closes: '22:00',
    weekendCloses: '18:00',
    maxHours: 2,
    aiLibrary: false,
  },
  {
    code: 'MAIN-GROUP-2',
    name: '그룹 스터디룸 2',
    kind: 'GROUP_STUDY',
    place: '3층 종합자료실 옆',
    summary: '함께 공부하고 토론하는 소규모 스터디룸입니다.',
    equipment: ['화이트보드'],
    capacity: 4,
    minPeople: 2,
    opens: '09:00',
    closes: '22:00',
    weekendCloses: '18:00',
    maxHours: 2,
    aiLibrary: false,
  },
];

/**
 * Writes the rooms' details once (a room already described — kind other than OTHER — is left as
 * the library edited it), adding the rooms that are missing. Its own start-up step, after
 * 나의 도서관's seed; needs the library's row. Answers whether anything was written.
 */
export async function seedRentalFacilitiesIfNeeded(db: Queryable, manageCode = MANAGE_CODE): Promise<boolean> {
  const [library] = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM libraries WHERE manage_code = $1) AS ok', [manageCode]);
  if (!library?.ok) return false;
  let written = 0;
  for (const [order, room] of SEED_RENTAL_FACILITIES.entries()) {
    const rows = await db.query(
      `INSERT INTO facilities (facility_code, manage_code, branch_code, name, capacity, kind, place, summary, equipment, min_people,
                               opens, closes, weekend_closes, max_hours, ai_library, sort_order, bookable)
       VALUES ($1, $2, 'MAIN', $3, $4, $5, $6, $7, $8::text[], $9, $10::time, $11::time, $12::time, $13, $14, $15, true)
       ON CONFLICT (facility_code) DO UPDATE SET
         name = EXCLUDED.name, capacity = EXCLUDED.capacity, kind = EXCLUDED.kind, place = EXCLUDED.place, summary = EXCLUDED.summary,
         equipment = EXCLUDED.equipment, min_people = EXCLUDED.min_people, opens = EXCLUDED.opens, closes = EXCLUDED.closes,
         weekend_closes = EXCLUDED.weekend_closes, max_hours = EXCLUDED.max_hours, ai_library = EXCLUDED.ai_library,
         sort_order = EXCLUDED.sort_order, bookable = true
       WHERE facilities.kind = 'OTHER'
       RETURNING facility_code`,
      [
        room.code,
        manageCode,
        room.name,
        room.capacity,
        room.kind,
        room.place,
        room.summary,
        [...room.equipment],
        room.minPeople,
        room.opens,
        room.closes,
        room.weekendCloses,
        room.maxHours,
        room.aiLibrary,
        order,
      ],
    );
    written += rows.length;
  }
  return written > 0;
}
