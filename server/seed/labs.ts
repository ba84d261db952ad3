import { MANAGE_CODE } from '../../contract/constants';
import type { LabGroup } from '../../contract/labs';
import type { ProgramAudience } from '../../contract/programs';
import { addDays, seoulDay, seoulInstant, weekdayOf } from '../calendar';
import type { Db, Queryable } from '../db/db';

/*
 * The library's experiments (4층 생성형 AI 도서관) and playground, as the library would publish
 * them (migration 0019): each lab's page, the terms agreed to before applying, and its sessions
 * as programs dated relative to the seeding day; the reading quiz's question sets about books the
 * catalogue holds (server/seed/books.ts), written as facts about those real books.
 */

export interface SeedLabSession {
  /** 평일 오후반, 토요일 오전반 … (the program's title is the lab's and this). */
  name: string;
  /** Days from the seeding day; moved to `weekday` (0 Sunday) on or after it, and never a Monday. */
  day: number;
  weekday?: number;
  start: string;
  end: string;
  capacity: number;
  waitCapacity: number;
  audience: ProgramAudience;
  target: string;
  place: string;
  /** Days from the seeding day the window opens (default -7); it closes the day before the session. */
  applyStartDay?: number;
  /** Places already taken by phone or at the desk; beyond capacity they wait. */
  taken?: number;
  topic?: string;
}

export interface SeedLab {
  slug: string;
  group: LabGroup;
  title: string;
  tagline: string;
  summary: string;
  facts: readonly (readonly [string, string])[];
  sections: readonly (readonly [string, string])[];
  terms: string;
  /** Program category of its sessions. */
  category: string;
  sessions: readonly SeedLabSession[];
}

const AI_ROOM_1 = '4층 생성형 AI 도서관 그룹 체험실 1';
const AI_ROOM_2 = '4층 생성형 AI 도서관 그룹 체험실 2';
const PLAYGROUND = '1층 플레이그라운드(어린이자료실 옆)';
const MEDIA_LAB = '4층 디지털자료실·미디어랩';

const PRIVACY_APPLY =
  '신청할 때 받는 이름과 연락처는 참가 확인과 일정 변경 안내에만 씁니다. 프로그램이 끝나고 30일이 지나면 지우며, 다른 기관에 제공하지 않습니다.';

export const SEED_LABS: readonly SeedLab[] = [
  {
    slug: 'ai-quiz',
    group: 'EXPERIMENT',
    title: 'AI 독서 퀴즈',
    tagline: '읽은 책을 퀴즈로 되짚어 보는 시간',
    summary:
      '도서관이 소장한 한국 소설과 어린이 책을 바탕으로 만든 4지선다 퀴즈입니다. 로그인하지 않고 이 페이지에서 바로 풀 수 있고, 문제마다 해설과 책 정보를 함께 보여드립니다.',
    facts: [
      ['대상', '누구나 (어린이 세트는 초등 3학년 이상)'],
      ['이용 방법', '이 페이지에서 바로 풀기 · 로그인 필요 없음'],
      ['문제', '세트마다 6~10문제, 4지선다, 문제마다 해설'],
      ['기록', '점수는 이 기기에만 저장되며 언제든 지울 수 있습니다'],
    ],
    sections: [
      [
        '이렇게 만들었습니다',
        '생성형 AI가 도서관 소장 도서의 서지 정보와 줄거리 소개를 읽고 문제 초안을 만들었습니다. 사서가 책을 다시 읽으며 사실과 다른 문제, 결말을 드러내는 문제, 답이 둘 이상인 문제를 고치거나 뺐습니다.\n\n문제마다 책 제목과 지은이를 밝혀 두었으니, 궁금한 책은 바로 소장 정보를 찾아 빌려 보세요.',
      ],
      ['이렇게 풀어요', '- 세트를 고르고 [퀴즈 시작]을 누릅니다.\n- 보기를 고른 뒤 [정답 확인]을 누르면 맞았는지와 해설이 나옵니다.\n- 키보드로는 방향키로 보기를 고르고 Enter로 확인합니다.\n- 마지막 문제를 풀면 점수와 틀린 문제의 해설을 다시 볼 수 있습니다.'],
      ['AI가 할 수 없는 일', 'AI가 만든 문제는 사서가 확인했지만 틀린 부분이 남아 있을 수 있습니다. 잘못된 문제를 발견하시면 4층 디지털자료실 안내데스크나 묻고 답하기 게시판으로 알려 주세요.'],
      ['개인정보', '퀴즈는 서버에 답을 보내지 않습니다. 점수 기록은 이 기기의 브라우저에만 저장되고, [기록 지우기]로 바로 지울 수 있습니다.'],
    ],
    terms: '',
    category: 'AI 체험',
    sessions: [],
  },
  {
    slug: 'ai-mental',
    group: 'EXPERIMENT',
    title: 'AI 마음 처방',
    tagline: '책 속 문장으로 오늘의 마음을 돌아보는 소그룹 독서 상담',
    summary:
      '간단한 마음 질문에 답하면 AI 도우미가 어울리는 책의 문장을 골라 주고, 독서치료 전문 사서가 그 문장을 함께 읽으며 이야기를 나눕니다. 정해진 회차에 미리 신청해 참여하는 소그룹 프로그램입니다.',
    facts: [
      ['대상', '만 19세 이상 성인'],
      ['장소', AI_ROOM_1],
      ['시간', '회차별 90분 (아래 회차 안내)'],
      ['인원', '회차별 6명 (대기 2명)'],
      ['참가비', '무료'],
      ['진행', '독서치료 전문 사서 1명 · AI 도우미'],
    ],
    sections: [
      [
        '무엇을 하나요',
        '요즘 마음을 가장 많이 차지하는 것, 쉬고 싶은 방식, 좋아하는 이야기의 분위기를 묻는 다섯 개의 질문에 태블릿으로 답합니다. AI 도우미가 도서관 소장 도서 가운데 답과 어울리는 책 세 권과 그 책의 문장을 골라 주면, 사서와 함께 문장을 소리 내어 읽고 떠오른 생각을 짧게 적어 봅니다.\n\n마지막에는 나에게 주는 책 처방전을 한 장 받아 갑니다. 처방된 책은 그 자리에서 대출할 수 있습니다.',
      ],
      ['이렇게 진행됩니다', '- 여는 이야기와 약속 정하기 (10분)\n- 마음 질문에 답하고 AI 도우미의 책 추천 받기 (20분)\n- 사서와 함께 문장 읽고 이야기 나누기 (45분)\n- 나의 책 처방전 쓰기와 대출 안내 (15분)'],
      [
        'AI는 이렇게 씁니다',
        'AI 도우미는 답의 낱말과 분위기를 읽고 도서관 목록에서 책과 문장을 고르는 일만 합니다. 이름이나 연락처는 AI에 보내지 않으며, 답은 회차가 끝나면 태블릿에서 지웁니다. 추천된 책이 마음에 들지 않으면 사서가 다른 책을 함께 찾아 드립니다.',
      ],
      [
        'AI가 할 수 없는 일',
        '이 프로그램은 독서를 통해 마음을 돌아보는 시간이며 심리 검사나 진단, 치료가 아닙니다. AI의 추천은 틀리거나 지금의 마음과 맞지 않을 수 있습니다.\n\n- 마음이 많이 힘들다면 자살예방 상담전화 109 또는 정신건강 위기상담 전화 1577-0199로 언제든 전화해 주세요(24시간).\n- 치료가 필요한 상담은 가까운 정신건강복지센터를 안내해 드립니다.',
      ],
      ['개인정보는 이렇게 다룹니다', `${PRIVACY_APPLY}\n\n이야기 나눈 내용은 기록하지 않고, 참여자끼리도 밖에서 이야기하지 않기로 약속합니다.`],
    ],
    terms:
      '이 프로그램은 독서를 통해 마음을 돌아보는 시간이며 심리 검사·진단·치료가 아님을 이해합니다.\n\nAI 도우미의 책 추천은 틀릴 수 있으며, 참여 중 입력한 답은 회차가 끝나면 지워진다는 것을 알고 있습니다.\n\n다른 참여자의 이야기를 밖에서 전하지 않고, 참여가 어려워지면 하루 전까지 나의 도서관에서 취소하겠습니다.',
    category: 'AI 체험',
    sessions: [
      { name: '평일 오후반', day: 4, weekday: 3, start: '14:00', end: '15:30', capacity: 6, waitCapacity: 2, audience: 'ADULT', target: '만 19세 이상 성인', place: AI_ROOM_1, taken: 6, topic: '지친 마음에 쉼표 찍기' },
      { name: '평일 저녁반', day: 5, weekday: 4, start: '19:00', end: '20:30', capacity: 6, waitCapacity: 2, audience: 'ADULT', target: '만 19세 이상 성인 (직장인 환영)', place: AI_ROOM_1, taken: 2, topic: '하루를 돌아보는 문장' },
      { name: '토요일 오전반', day: 8, weekday: 6, start: '10:30', end: '12:00', capacity: 6, waitCapacity: 2, audience: 'ADULT', target: '만 19세 이상 성인', place: AI_ROOM_1, topic: '관계가 어려울 때 읽는 책' },
      { name: '다음 달 평일 오후반', day: 24, weekday: 3, start: '14:00', end: '15:30', capacity: 6, waitCapacity: 2, audience: 'ADULT', target: '만 19세 이상 성인', place: AI_ROOM_1, applyStartDay: 10, topic: '새로운 시작을 앞둔 마음' },
    ],
  },
  {
    slug: 'ai-studio',
    group: 'EXPERIMENT',
    title: 'AI 스튜디오',
    tagline: '내가 쓴 이야기로 그림책 표지와 삽화를 만들어요',
    summary:
      '짧은 이야기를 직접 쓰고, 생성형 AI 그림 도구로 장면을 그려 여덟 쪽짜리 그림책을 완성합니다. 만든 그림책은 그 자리에서 인쇄해 드립니다.',
    facts: [
      ['대상', '초등 4학년 이상 (회차별 대상 확인)'],
      ['장소', AI_ROOM_2],
      ['시간', '회차별 2시간'],
      ['인원', '회차별 12명 (대기 4명)'],
      ['장비', '태블릿 12대, 스타일러스 펜, 컬러 프린터'],
      ['참가비', '무료 (인쇄 포함)'],
    ],
    sections: [
      ['무엇을 하나요', '이야기의 주인공과 사건을 정하고 여덟 장면으로 나눈 뒤, 장면마다 그림 설명(프롬프트)을 써서 AI 그림 도구로 그림을 만듭니다. 마음에 드는 그림을 고르고 글을 얹어 표지까지 완성하면 종이책으로 인쇄합니다.'],
      ['AI는 이렇게 씁니다', '- 그림 설명을 그림으로 바꾸는 데에만 AI를 씁니다. 이야기는 참여자가 직접 씁니다.\n- 도서관 기관 계정으로 접속하므로 개인 계정이 필요 없습니다.\n- 작가의 이름이나 캐릭터 이름을 넣어 특정 작품을 흉내 내는 그림은 만들지 않습니다.'],
      ['AI가 할 수 없는 일', 'AI는 손가락이나 글자를 틀리게 그리기도 하고, 설명과 다른 그림을 내놓기도 합니다. 몇 번 고쳐 써 보는 것도 체험의 일부입니다. AI가 만든 그림의 저작권 기준은 아직 정해지는 중이라, 완성한 그림책은 개인 소장과 학교 과제에만 써 주세요.'],
      ['개인정보', `${PRIVACY_APPLY}\n\n얼굴 사진 등 사람을 알아볼 수 있는 사진은 올리지 않습니다. 만든 그림은 인쇄 후 도구에서 지웁니다.`],
    ],
    terms:
      '이야기는 직접 쓰고, 다른 사람의 얼굴 사진이나 개인정보를 AI 도구에 입력하지 않겠습니다.\n\nAI가 만든 그림은 틀리거나 뜻과 다를 수 있으며, 완성한 그림책은 개인 소장과 학교 과제에만 쓰겠습니다.\n\n참여가 어려워지면 하루 전까지 나의 도서관에서 취소하겠습니다.',
    category: 'AI 체험',
    sessions: [
      { name: '어린이반', day: 6, weekday: 6, start: '10:00', end: '12:00', capacity: 12, waitCapacity: 4, audience: 'CHILD', target: '초등 4~6학년', place: AI_ROOM_2, taken: 9, topic: '우리 동네 수호신 이야기' },
      { name: '청소년반', day: 6, weekday: 6, start: '14:00', end: '16:00', capacity: 12, waitCapacity: 4, audience: 'TEEN', target: '중학생', place: AI_ROOM_2, taken: 4, topic: '10년 뒤의 나에게 보내는 그림책' },
      { name: '성인반', day: 10, weekday: 3, start: '19:00', end: '21:00', capacity: 12, waitCapacity: 4, audience: 'ADULT', target: '성인 (그림책을 만들어 보고 싶은 누구나)', place: AI_ROOM_2, topic: '우리 가족에게 주는 그림책' },
    ],
  },
  {
    slug: 'ai-reading-discussion',
    group: 'EXPERIMENT',
    title: 'AI 독서토론',
    tagline: 'AI 토론 상대와 책 속 쟁점을 두고 의견을 나눠요',
    summary:
      '한 권의 책을 미리 읽고 와서, 모둠별로 AI 토론 상대와 찬반 토론을 벌입니다. AI가 내 주장의 빈틈을 묻고 반대 의견을 내면, 사서가 진행하는 전체 토론에서 생각을 정리합니다.',
    facts: [
      ['대상', '중학생 이상 (회차별 대상 확인)'],
      ['장소', AI_ROOM_1],
      ['시간', '회차별 2시간'],
      ['인원', '회차별 16명 (4명씩 네 모둠, 대기 4명)'],
      ['준비', '회차별 토론 도서를 미리 읽어 오세요 (도서관에서 대출 가능)'],
      ['참가비', '무료'],
    ],
    sections: [
      ['무엇을 하나요', '회차마다 한 권의 책에서 쟁점 하나를 정해 토론합니다. 모둠별 노트북에서 AI 토론 상대가 반대편 입장을 맡아 질문하고 반박하면, 모둠은 책의 장면을 근거로 답합니다. 마지막 40분은 사서가 진행하는 전체 토론입니다.'],
      ['이번 토론 도서', '- 『아몬드』(손원평): 감정을 느끼지 못하는 것은 결함일까, 다름일까\n- 『불편한 편의점』(김호연): 누군가를 돕는 일에 조건이 있어야 할까\n- 『지구 끝의 온실』(김초엽): 모두를 구할 수 없을 때 무엇을 먼저 지켜야 할까'],
      ['AI는 이렇게 씁니다', 'AI 토론 상대는 정해진 쟁점의 반대 입장에서 질문하고 반박하도록 설정되어 있습니다. 토론 기록은 모둠 화면에만 남고, 회차가 끝나면 지웁니다.'],
      ['AI가 할 수 없는 일', 'AI는 책에 없는 장면을 지어내거나 사실을 틀리게 말할 수 있습니다. 근거는 언제나 책에서 찾고, AI의 말이 책과 다르면 책을 따릅니다. 토론의 승패는 가리지 않습니다.'],
      ['개인정보', PRIVACY_APPLY],
    ],
    terms:
      'AI 토론 상대의 말은 틀릴 수 있으며, 근거는 책에서 찾는다는 것을 이해합니다.\n\n다른 참여자의 의견을 존중하고, 토론 화면에 개인정보를 입력하지 않겠습니다.\n\n참여가 어려워지면 하루 전까지 나의 도서관에서 취소하겠습니다.',
    category: 'AI 체험',
    sessions: [
      { name: '청소년반 『아몬드』', day: 7, weekday: 6, start: '14:00', end: '16:00', capacity: 16, waitCapacity: 4, audience: 'TEEN', target: '중·고등학생', place: AI_ROOM_1, taken: 11, topic: '『아몬드』 감정을 느끼지 못하는 것은 결함일까, 다름일까' },
      { name: '성인반 『불편한 편의점』', day: 9, weekday: 4, start: '19:00', end: '21:00', capacity: 16, waitCapacity: 4, audience: 'ADULT', target: '성인', place: AI_ROOM_1, taken: 5, topic: '『불편한 편의점』 누군가를 돕는 일에 조건이 있어야 할까' },
      { name: '성인반 『지구 끝의 온실』', day: 23, weekday: 4, start: '19:00', end: '21:00', capacity: 16, waitCapacity: 4, audience: 'ADULT', target: '성인', place: AI_ROOM_1, topic: '『지구 끝의 온실』 모두를 구할 수 없을 때 무엇을 먼저 지켜야 할까' },
    ],
  },
  {
    slug: 'bookcraft',
    group: 'PLAYGROUND',
    title: '북크래프트',
    tagline: '실과 바늘로 나만의 책을 엮어요',
    summary:
      '종이를 접고 꿰매어 한 권의 책을 직접 만드는 제본 공방입니다. 실 제본 노트, 팝업북, 아코디언 책까지 회차마다 다른 책을 만들어 가져갑니다.',
    facts: [
      ['대상', '초등 3학년 이상 (초등학생은 보호자와 함께)'],
      ['장소', `${PLAYGROUND} 공방 테이블`],
      ['운영 시간', '화~일 회차별 2시간 (월요일 휴관)'],
      ['인원', '회차별 10명 (대기 3명)'],
      ['장비', '제본용 실과 바늘, 송곳, 본폴더(뼈 헤라), 커팅 매트, 철자, 책등용 풀'],
      ['참가비', '무료 (재료 제공)'],
    ],
    sections: [
      ['무엇을 만드나요', '- 어린이·가족반: 병풍처럼 펼쳐지는 아코디언 책과 간단한 팝업 카드\n- 청소년·성인반: 다섯 묶음을 실로 엮는 사철 제본 노트와 하드커버 싸기\n\n만든 책은 모두 가져갑니다. 표지에 쓸 좋아하는 그림이나 사진(인쇄물)을 가져오셔도 좋습니다.'],
      ['이용 규칙', '- 송곳과 칼은 진행자의 안내에 따라 커팅 매트 위에서만 씁니다.\n- 초등학생은 보호자가 같은 테이블에 함께 앉습니다.\n- 풀과 물감이 옷에 묻을 수 있으니 편한 옷을 입고 오세요.\n- 시작 10분이 지나면 안전 안내를 들을 수 없어 참여가 어렵습니다.'],
      ['개인정보', PRIVACY_APPLY],
    ],
    terms:
      '송곳과 칼 등 공구는 진행자의 안내에 따라 쓰고, 초등학생은 보호자가 함께 참여합니다.\n\n시작 10분이 지나면 참여할 수 없다는 것을 알고 있습니다.\n\n참여가 어려워지면 하루 전까지 나의 도서관에서 취소하겠습니다.',
    category: '플레이그라운드',
    sessions: [
      { name: '가족반 아코디언 책', day: 5, weekday: 6, start: '10:00', end: '12:00', capacity: 10, waitCapacity: 3, audience: 'FAMILY', target: '초등 3~6학년과 보호자', place: `${PLAYGROUND} 공방 테이블`, taken: 4, topic: '아코디언 책과 팝업 카드' },
      { name: '성인반 사철 제본 노트', day: 8, weekday: 2, start: '19:00', end: '21:00', capacity: 10, waitCapacity: 3, audience: 'ADULT', target: '청소년·성인', place: `${PLAYGROUND} 공방 테이블`, taken: 10, topic: '사철 제본 노트와 하드커버' },
      { name: '청소년반 하드커버 수첩', day: 13, weekday: 0, start: '14:00', end: '16:00', capacity: 10, waitCapacity: 3, audience: 'TEEN', target: '중·고등학생', place: `${PLAYGROUND} 공방 테이블`, topic: '하드커버 수첩 만들기' },
    ],
  },
  {
    slug: 'game-play',
    group: 'PLAYGROUND',
    title: '게임 플레이',
    tagline: '책과 이어지는 보드게임과 협동 게임',
    summary:
      '책에서 나온 보드게임, 말과 셈을 쓰는 전략 게임, 여럿이 함께하는 협동 콘솔 게임을 즐기는 놀이 시간입니다. 게임 지도사가 규칙을 알려 주고, 게임과 이어지는 책을 소개합니다.',
    facts: [
      ['대상', '초등학생 이상 (초등 1~2학년은 보호자와 함께)'],
      ['장소', `${PLAYGROUND} 게임존`],
      ['운영 시간', '평일 15:00~18:00, 주말 10:00~17:00 중 회차별 90분'],
      ['인원', '회차별 16명 (대기 4명)'],
      ['장비', '보드게임 120여 종, 콘솔 게임기 4대와 55인치 모니터 4대, 무선 조이패드 16개'],
      ['참가비', '무료'],
    ],
    sections: [
      ['무엇을 하나요', '처음 30분은 게임 지도사와 함께 그날의 게임 규칙을 배우고, 남은 60분은 모둠을 바꿔 가며 자유롭게 즐깁니다. 끝날 때 게임과 이어지는 책 한 권을 소개해 드립니다.'],
      ['이용 규칙', '- 콘솔 게임은 전체이용가 협동 게임만 운영합니다.\n- 한 회차는 90분이며, 한 사람이 한 주에 한 회차만 신청할 수 있습니다.\n- 음료와 음식은 게임존 밖에서 드세요.\n- 게임 도구를 잃어버리거나 망가뜨렸을 때는 진행자에게 바로 알려 주세요.'],
      ['개인정보', PRIVACY_APPLY],
    ],
    terms:
      '콘솔 게임은 전체이용가 협동 게임만 운영하며, 진행자의 안내에 따라 순서를 지켜 이용하겠습니다.\n\n초등 1~2학년은 보호자가 함께 참여합니다.\n\n참여가 어려워지면 하루 전까지 나의 도서관에서 취소하겠습니다.',
    category: '플레이그라운드',
    sessions: [
      { name: '평일 방과후반', day: 3, weekday: 3, start: '16:00', end: '17:30', capacity: 16, waitCapacity: 4, audience: 'CHILD', target: '초등 3~6학년', place: `${PLAYGROUND} 게임존`, taken: 18, topic: '셈과 전략 보드게임' },
      { name: '주말 가족반', day: 6, weekday: 0, start: '10:30', end: '12:00', capacity: 16, waitCapacity: 4, audience: 'FAMILY', target: '초등학생과 보호자', place: `${PLAYGROUND} 게임존`, taken: 6, topic: '책에서 나온 보드게임' },
      { name: '청소년 협동 게임반', day: 7, weekday: 6, start: '15:00', end: '16:30', capacity: 16, waitCapacity: 4, audience: 'TEEN', target: '중·고등학생', place: `${PLAYGROUND} 게임존`, topic: '협동 콘솔 게임' },
    ],
  },
  {
    slug: 'midi-studio',
    group: 'PLAYGROUND',
    title: '미디 스튜디오',
    tagline: '건반과 작곡 프로그램으로 내 곡을 만들어요',
    summary:
      '마스터 키보드와 작곡 프로그램(DAW)으로 드럼, 베이스, 멜로디를 쌓아 1분짜리 곡을 완성하는 작곡 체험입니다. 악보를 읽지 못해도 참여할 수 있습니다.',
    facts: [
      ['대상', '중학생 이상'],
      ['장소', `${MEDIA_LAB} 미디 스튜디오`],
      ['운영 시간', '화~일 회차별 2시간'],
      ['인원', '회차별 6명 (대기 2명)'],
      ['장비', '49건반 마스터 키보드 6대, 작곡 프로그램이 설치된 컴퓨터 6대, 오디오 인터페이스, 모니터 헤드폰'],
      ['참가비', '무료'],
    ],
    sections: [
      ['무엇을 하나요', '- 작곡 프로그램의 화면과 트랙 쌓는 법 익히기\n- 드럼 패턴과 베이스 라인 만들기\n- 건반으로 멜로디 녹음하고 고치기\n- 완성한 곡을 음원 파일로 받아 가기 (USB 메모리를 가져오세요)'],
      ['이용 규칙', '- 헤드폰으로만 소리를 듣습니다. 스튜디오 밖으로 소리가 나가지 않게 해 주세요.\n- 개인 프로그램이나 파일을 컴퓨터에 설치하지 않습니다.\n- 저장한 프로젝트는 회차가 끝나면 컴퓨터에서 지웁니다.'],
      ['개인정보', PRIVACY_APPLY],
    ],
    terms:
      '스튜디오 장비는 진행자의 안내에 따라 쓰고, 개인 프로그램을 설치하지 않겠습니다.\n\n회차가 끝나면 컴퓨터의 프로젝트 파일이 지워진다는 것을 알고 있습니다.\n\n참여가 어려워지면 하루 전까지 나의 도서관에서 취소하겠습니다.',
    category: '플레이그라운드',
    sessions: [
      { name: '입문반', day: 4, weekday: 5, start: '19:00', end: '21:00', capacity: 6, waitCapacity: 2, audience: 'ADULT', target: '중학생 이상 처음 작곡하는 분', place: `${MEDIA_LAB} 미디 스튜디오`, taken: 3, topic: '드럼과 베이스로 1분 곡 만들기' },
      { name: '주말 청소년반', day: 7, weekday: 6, start: '13:00', end: '15:00', capacity: 6, waitCapacity: 2, audience: 'TEEN', target: '중·고등학생', place: `${MEDIA_LAB} 미디 스튜디오`, topic: '책 한 권의 주제곡 만들기' },
      { name: '심화반', day: 14, weekday: 5, start: '19:00', end: '21:00', capacity: 6, waitCapacity: 2, audience: 'ADULT', target: '입문반을 들은 분', place: `${MEDIA_LAB} 미디 스튜디오`, topic: '화음과 편곡' },
    ],
  },
  {
    slug: 'little-theater',
    group: 'PLAYGROUND',
    title: '리틀 시어터',
    tagline: '그림책이 무대가 되는 작은 극장',
    summary:
      '그림책 한 권을 함께 읽고, 역할을 나눠 인형과 소품으로 짧은 낭독극을 꾸며 무대에 올립니다. 마지막에는 보호자 앞에서 공연을 합니다.',
    facts: [
      ['대상', '만 5~9세 어린이와 보호자'],
      ['장소', `${PLAYGROUND} 리틀 시어터 무대`],
      ['운영 시간', '토·일요일 회차별 80분'],
      ['인원', '회차별 어린이 12명 (대기 3명), 보호자 1명 동반'],
      ['장비', '작은 무대와 막, 무대 조명 4개, 손인형 30여 종, 무선 마이크 4개'],
      ['참가비', '무료'],
    ],
    sections: [
      ['무엇을 하나요', '- 사서가 읽어 주는 그림책 듣기\n- 역할 나누고 인형과 소품 고르기\n- 무대에서 대사 연습하기\n- 보호자 앞에서 10분 공연하기'],
      ['이용 규칙', '- 어린이 한 명과 보호자 한 명이 함께 신청합니다.\n- 공연을 찍은 사진과 영상은 가족끼리만 보고, 다른 아이가 나온 장면은 인터넷에 올리지 않습니다.\n- 인형은 공연이 끝나면 제자리에 돌려놓습니다.'],
      ['개인정보', PRIVACY_APPLY],
    ],
    terms:
      '어린이 한 명과 보호자 한 명이 함께 참여하며, 보호자는 프로그램 내내 함께 있겠습니다.\n\n다른 아이가 나온 사진과 영상은 인터넷에 올리지 않겠습니다.\n\n참여가 어려워지면 하루 전까지 나의 도서관에서 취소하겠습니다.',
    category: '플레이그라운드',
    sessions: [
      { name: '토요일 오전 『구름빵』', day: 5, weekday: 6, start: '10:30', end: '11:50', capacity: 12, waitCapacity: 3, audience: 'FAMILY', target: '만 5~7세와 보호자', place: `${PLAYGROUND} 리틀 시어터 무대`, taken: 7, topic: '『구름빵』 낭독극' },
      { name: '일요일 오후 『알사탕』', day: 6, weekday: 0, start: '14:00', end: '15:20', capacity: 12, waitCapacity: 3, audience: 'FAMILY', target: '만 6~9세와 보호자', place: `${PLAYGROUND} 리틀 시어터 무대`, topic: '『알사탕』 인형극' },
      { name: '토요일 오전 『마당을 나온 암탉』', day: 12, weekday: 6, start: '10:30', end: '11:50', capacity: 12, waitCapacity: 3, audience: 'FAMILY', target: '만 7~9세와 보호자', place: `${PLAYGROUND} 리틀 시어터 무대`, topic: '『마당을 나온 암탉』 낭독극' },
    ],
  },
  {
    slug: 'studio-program',
    group: 'PLAYGROUND',
    title: '스튜디오 프로그램',
    tagline: '북튜브 영상과 낭독 팟캐스트를 직접 만들어요',
    summary:
      '미디어랩 스튜디오에서 좋아하는 책을 소개하는 3분 영상이나 낭독 팟캐스트 한 편을 기획부터 촬영, 편집까지 해 봅니다.',
    facts: [
      ['대상', '중학생 이상'],
      ['장소', `${MEDIA_LAB} 1인 방송 스튜디오`],
      ['운영 시간', '화~일 회차별 3시간'],
      ['인원', '회차별 4명 (대기 2명)'],
      ['장비', '4K 카메라 2대, 콘덴서 마이크 2개, LED 조명 3개, 크로마키 배경, 영상 편집 컴퓨터 2대'],
      ['참가비', '무료'],
    ],
    sections: [
      ['무엇을 하나요', '- 소개할 책과 구성안 정하기 (30분)\n- 조명과 마이크 맞추고 촬영·녹음하기 (90분)\n- 자막과 음악을 넣어 편집하기 (60분)\n\n완성한 영상과 음원은 USB 메모리로 받아 가거나, 동의하시면 도서관 소식 게시판에 소개합니다.'],
      ['이용 규칙', '- 장비는 진행자가 켜고 끕니다. 카메라와 조명 위치는 진행자에게 요청해 주세요.\n- 배경음악은 스튜디오에서 제공하는 저작권 걱정 없는 음원만 씁니다.\n- 책의 본문은 한 번에 한 쪽을 넘지 않게 읽습니다(저작권).\n- 촬영 파일은 회차가 끝나면 스튜디오 컴퓨터에서 지웁니다.'],
      ['개인정보', `${PRIVACY_APPLY}\n\n얼굴이 나오는 영상은 본인(만 14세 미만은 보호자)이 동의한 경우에만 게시합니다.`],
    ],
    terms:
      '스튜디오 장비는 진행자의 안내에 따라 쓰고, 제공하는 음원만 배경음악으로 쓰겠습니다.\n\n책의 본문은 한 번에 한 쪽을 넘지 않게 읽고, 촬영 파일은 회차가 끝나면 지워진다는 것을 알고 있습니다.\n\n참여가 어려워지면 하루 전까지 나의 도서관에서 취소하겠습니다.',
    category: '플레이그라운드',
    sessions: [
      { name: '북튜브 영상반', day: 6, weekday: 6, start: '13:00', end: '16:00', capacity: 4, waitCapacity: 2, audience: 'TEEN', target: '중·고등학생', place: `${MEDIA_LAB} 1인 방송 스튜디오`, taken: 2, topic: '3분 책 소개 영상' },
      { name: '낭독 팟캐스트반', day: 9, weekday: 4, start: '18:30', end: '21:30', capacity: 4, waitCapacity: 2, audience: 'ADULT', target: '성인', place: `${MEDIA_LAB} 1인 방송 스튜디오`, topic: '좋아하는 시 낭독 팟캐스트' },
      { name: '주말 영상반', day: 14, weekday: 0, start: '13:00', end: '16:00', capacity: 4, waitCapacity: 2, audience: 'ADULT', target: '중학생 이상', place: `${MEDIA_LAB} 1인 방송 스튜디오`, topic: '3분 책 소개 영상' },
    ],
  },
];

export interface SeedQuizQuestion {
  q: string;
  choices: readonly [string, string, string, string];
  answer: 1 | 2 | 3 | 4;
  why: string;
  /** As in SEED_BOOKS, so the page can link the catalogue's record. */
  book: string;
  author: string;
}

export interface SeedQuizSet {
  id: string;
  title: string;
  description: string;
  audience: string;
  questions: readonly SeedQuizQuestion[];
}

export const SEED_QUIZ_SETS: readonly SeedQuizSet[] = [
  {
    id: 'korean-novels',
    title: '한국 소설 속으로',
    description: '역사와 사람을 그린 한국 소설 열 권에서 낸 문제입니다.',
    audience: '청소년·성인',
    questions: [
      { q: '한강의 『소년이 온다』가 배경으로 삼은 역사적 사건은 무엇일까요?', choices: ['4·19 혁명', '5·18 광주민주화운동', '제주 4·3', '6월 민주항쟁'], answer: 2, why: '『소년이 온다』는 1980년 5월 광주에서 숨진 열다섯 살 소년 동호와 그를 기억하는 사람들의 이야기입니다.', book: '소년이 온다', author: '한강' },
      { q: '한강의 『작별하지 않는다』가 다루는 역사는 무엇일까요?', choices: ['제주 4·3', '동학 농민 운동', '한국 전쟁 피란길', '새마을 운동'], answer: 1, why: '『작별하지 않는다』는 제주 4·3을 겪은 사람들의 기억과 애도를 이야기합니다.', book: '작별하지 않는다', author: '한강' },
      { q: '손원평의 『아몬드』에서 감정을 잘 느끼지 못하는 주인공의 이름은?', choices: ['곤이', '도라', '윤재', '동호'], answer: 3, why: '주인공 윤재는 감정을 잘 느끼지 못하는 소년으로, 곤이와 도라를 만나며 조금씩 달라집니다.', book: '아몬드', author: '손원평' },
      { q: '김호연의 『불편한 편의점』에서 편의점이 있는 서울의 동네는?', choices: ['휴남동', '원미동', '청파동', '평사리'], answer: 3, why: '서울 청파동의 작은 편의점에 야간 직원 독고 씨가 오면서 이야기가 시작됩니다.', book: '불편한 편의점', author: '김호연' },
      { q: '김훈의 『칼의 노래』는 누구의 목소리로 쓰인 소설일까요?', choices: ['이순신', '정약전', '안중근', '인조'], answer: 1, why: '『칼의 노래』는 이순신 장군의 1인칭 목소리로 정유재란 무렵의 전쟁과 고뇌를 그립니다.', book: '칼의 노래', author: '김훈' },
      { q: '김훈의 『남한산성』의 배경이 된 전쟁은?', choices: ['임진왜란', '병자호란', '정묘호란', '한국 전쟁'], answer: 2, why: '『남한산성』은 1636년 병자호란 때 인조와 조정이 남한산성에 머문 47일을 그립니다.', book: '남한산성', author: '김훈' },
      { q: '김훈의 『하얼빈』이 그린 인물은 누구일까요?', choices: ['윤봉길', '김구', '안중근', '유관순'], answer: 3, why: '『하얼빈』은 1909년 하얼빈 역에서 이토 히로부미를 쏜 안중근의 이야기입니다.', book: '하얼빈', author: '김훈' },
      { q: '박경리의 『토지』 첫 권에서 이야기가 시작되는 마을은?', choices: ['평사리', '원미동', '청파동', '박적골'], answer: 1, why: '『토지』는 경남 하동 평사리의 최 참판 댁에서 시작되어 최서희 집안의 이야기로 이어집니다.', book: '토지 1', author: '박경리' },
      { q: '조세희의 『난장이가 쏘아올린 작은 공』에서 난장이 가족이 사는 동네 이름은?', choices: ['행복동', '원미동', '청파동', '휴남동'], answer: 1, why: '난장이 가족은 서울 낙원구 행복동에 살다가 재개발로 집을 잃게 됩니다. 동네 이름이 주는 반어가 두드러집니다.', book: '난장이가 쏘아올린 작은 공', author: '조세희' },
      { q: '양귀자의 『원미동 사람들』의 원미동은 경기도의 어느 도시에 있을까요?', choices: ['수원', '부천', '안양', '의정부'], answer: 2, why: '『원미동 사람들』은 1980년대 경기도 부천 원미동에 사는 소시민들의 이야기를 엮은 연작 소설입니다.', book: '원미동 사람들', author: '양귀자' },
    ],
  },
  {
    id: 'children-books',
    title: '어린이 책 탐험대',
    description: '도서관 어린이자료실에서 가장 많이 빌려 가는 그림책과 동화에서 낸 문제입니다.',
    audience: '초등 3학년 이상',
    questions: [
      { q: '백희나의 『구름빵』에서 아이들이 먹은 빵은 무엇으로 만들었을까요?', choices: ['눈송이', '구름', '꽃잎', '무지개'], answer: 2, why: '비 오는 날 아침 나뭇가지에 걸린 작은 구름으로 엄마가 빵을 구웠고, 빵을 먹은 아이들은 둥실 떠올라 하늘을 날게 됩니다.', book: '구름빵', author: '백희나' },
      { q: '백희나의 『알사탕』에서 동동이가 알사탕을 먹으면 무슨 일이 일어날까요?', choices: ['몸이 작아진다', '하늘을 난다', '다른 이의 속마음이 들린다', '동물로 변한다'], answer: 3, why: '알사탕을 먹으면 소파, 강아지, 아빠처럼 평소 듣지 못했던 이들의 속마음이 들립니다.', book: '알사탕', author: '백희나' },
      { q: '황선미의 『마당을 나온 암탉』에서 주인공 암탉의 이름은?', choices: ['잎싹', '초록머리', '나그네', '꽃님'], answer: 1, why: '양계장을 나와 알을 품고 싶었던 암탉의 이름은 잎싹입니다. 잎사귀처럼 무언가를 품어 키우고 싶다는 뜻을 담았습니다.', book: '마당을 나온 암탉', author: '황선미' },
      { q: '『마당을 나온 암탉』에서 잎싹이 품어 키운 아기는 어떤 동물일까요?', choices: ['병아리', '청둥오리', '족제비', '참새'], answer: 2, why: '잎싹은 버려진 알을 품어 청둥오리 아기 초록머리를 키우고, 초록머리는 자라서 무리와 함께 날아갑니다.', book: '마당을 나온 암탉', author: '황선미' },
      { q: '루리의 『긴긴밤』에서 어린 펭귄과 함께 먼 길을 떠나는 노든은 어떤 동물일까요?', choices: ['북극곰', '코끼리', '흰바위코뿔소', '기린'], answer: 3, why: '노든은 세상에 하나 남은 흰바위코뿔소로, 어린 펭귄과 함께 바다를 찾아 긴 여정을 떠납니다.', book: '긴긴밤', author: '루리' },
      { q: '이미예의 『달러구트 꿈 백화점』에서 백화점이 파는 것은?', choices: ['시간', '기억', '꿈', '목소리'], answer: 3, why: '잠든 사람만 들어갈 수 있는 달러구트 꿈 백화점에서는 층마다 다른 꿈을 팝니다.', book: '달러구트 꿈 백화점', author: '이미예' },
    ],
  },
  {
    id: 'new-korean-fiction',
    title: '요즘 한국 소설',
    description: 'SF부터 역사 소설까지, 최근 도서관에서 많이 찾는 한국 소설에서 낸 문제입니다.',
    audience: '청소년·성인',
    questions: [
      { q: '김초엽의 『지구 끝의 온실』에서 더스트 이후의 세계에 퍼진 식물의 이름은?', choices: ['모스바나', '아몬드', '싱아', '알사탕'], answer: 1, why: '더스트로 무너진 세계에서 정체를 알 수 없는 식물 모스바나가 퍼지고, 주인공은 그 기원을 좇습니다.', book: '지구 끝의 온실', author: '김초엽' },
      { q: '천선란의 『천 개의 파랑』에서 경주마 투데이와 함께하는 로봇 콜리의 일은?', choices: ['수의사', '기수', '조련사', '해설가'], answer: 2, why: '콜리는 경주마 투데이를 타는 휴머노이드 기수로, 낙마한 뒤 연재네 가족을 만나게 됩니다.', book: '천 개의 파랑', author: '천선란' },
      { q: '정세랑의 『시선으로부터,』에서 가족이 심시선의 10주기 제사를 지내러 가는 곳은?', choices: ['제주', '하와이', '파리', '하얼빈'], answer: 2, why: '가족들은 심시선이 젊은 시절을 보낸 하와이에서 저마다 찾아 온 것으로 특별한 제사를 지냅니다.', book: '시선으로부터,', author: '정세랑' },
      { q: '정세랑의 『보건교사 안은영』에서 안은영이 젤리 같은 존재들을 물리칠 때 쓰는 도구는?', choices: ['붓과 먹', '장난감 칼과 비비탄 총', '호루라기', '우산'], answer: 2, why: '남들에게 보이지 않는 것을 보는 안은영은 장난감 칼과 비비탄 총으로 학교의 이상한 존재들과 싸웁니다.', book: '보건교사 안은영', author: '정세랑' },
      { q: '김영하의 『살인자의 기억법』의 화자가 앓는 병은?', choices: ['불면증', '알츠하이머', '공황장애', '난독증'], answer: 2, why: '화자는 알츠하이머를 앓는 전직 연쇄살인범으로, 흔들리는 기억 속에서 이야기가 진행됩니다.', book: '살인자의 기억법', author: '김영하' },
      { q: '김영하의 『작별인사』의 주인공 철이는 어떤 존재일까요?', choices: ['휴머노이드', '외계인', '유령', '시간 여행자'], answer: 1, why: '철이는 자신이 사람이라고 믿던 휴머노이드 소년으로, 인간과 기계, 삶과 죽음에 대해 묻게 됩니다.', book: '작별인사', author: '김영하' },
      { q: '김훈의 『흑산』에서 흑산도로 유배되어 물고기를 기록한 인물은?', choices: ['정약용', '정약전', '김정희', '박지원'], answer: 2, why: '정약전은 흑산도 유배 중에 바다 생물을 관찰해 『자산어보』를 남겼고, 『흑산』은 그 시절을 그립니다.', book: '흑산', author: '김훈' },
      { q: '1970년 박완서가 소설가로 이름을 알린 첫 장편소설은?', choices: ['나목', '그 남자네 집', '그 많던 싱아는 누가 다 먹었을까', '엄마를 부탁해'], answer: 1, why: '박완서는 한국 전쟁 시기 미군 PX에서 일하던 경험을 바탕으로 한 『나목』으로 1970년 등단했습니다.', book: '나목', author: '박완서' },
    ],
  },
];

const LAB_LOCK_KEY = 1416740019;

/** The session's day: moved to its weekday (0 Sunday) on or after the offset day, and off Mondays. */
export function sessionDay(today: string, session: Pick<SeedLabSession, 'day' | 'weekday'>): string {
  let day = addDays(today, session.day);
  if (session.weekday !== undefined) day = addDays(day, (session.weekday - weekdayOf(day) + 7) % 7);
  while (weekdayOf(day) === 1) day = addDays(day, 1);
  return day;
}

const PHONE_NAMES = ['김서연', '이도윤', '박하은', '최민준', '정지우', '강서준', '조하린', '윤지호', '장수아', '임예준', '한지민', '오건우', '서유나', '신시우', '권다인', '황도현', '안채원', '송주원', '류지안', '홍태윤'];

async function insertSession(tx: Queryable, lab: SeedLab, session: SeedLabSession, sort: number, today: string, now: number): Promise<void> {
  const day = sessionDay(today, session);
  const applyStart = addDays(today, Math.min(session.applyStartDay ?? -7, session.day - 1));
  const applyEnd = addDays(day, -1);
  const body = `${lab.summary}\n\n이번 회차 주제: ${session.topic ?? session.name}\n\n신청과 회차 안내는 ${lab.title} 페이지에서 볼 수 있습니다.`;
  const [row] = await tx.query<{ program_id: number }>(
    `INSERT INTO programs (manage_code, title, category, target, place, start_at, end_at, apply_start, apply_end, capacity, poster_url, summary,
                           audience, apply_yn, wait_capacity, body, lab_slug)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8::date, $9::date, $10, '', $11, $12, 'Y', $13, $14, $15) RETURNING program_id`,
    [
      MANAGE_CODE,
      `${lab.title} · ${session.name}`,
      lab.category,
      session.target,
      session.place,
      seoulInstant(day, session.start),
      seoulInstant(day, session.end),
      applyStart,
      applyEnd,
      session.capacity,
      lab.tagline,
      session.audience,
      session.waitCapacity,
      body,
      lab.slug,
    ],
  );
  if (!row) return;
  await tx.query(`INSERT INTO program_sessions (program_id, session_no, start_at, end_at, topic) VALUES ($1, 1, $2::timestamptz, $3::timestamptz, $4)`, [
    row.program_id,
    seoulInstant(day, session.start),
    seoulInstant(day, session.end),
    session.topic ?? '',
  ]);
  const taken = Math.min(session.taken ?? 0, session.capacity + session.waitCapacity);
  for (let n = 0; n < taken; n += 1) {
    const waiting = n >= session.capacity;
    await tx.query(
      `INSERT INTO program_applications (apply_key, member_id, program_id, status, wait_no, applied_at, channel, participant_name)
       VALUES ($1, NULL, $2, $3, $4, $5::timestamptz, $6, $7)`,
      [
        `LB${row.program_id}x${n + 1}`,
        row.program_id,
        waiting ? 'WAITING' : 'APPLIED',
        waiting ? n - session.capacity + 1 : 0,
        new Date(Math.min(Date.parse(seoulInstant(applyStart, '09:30')) + (n + sort) * 600_000, now)).toISOString(),
        n % 3 === 2 ? 'DESK' : 'PHONE',
        PHONE_NAMES[(n + sort * 3) % PHONE_NAMES.length] ?? '김서연',
      ],
    );
  }
}

async function needsLabs(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ library: boolean; labs: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM libraries WHERE manage_code = $1) AS library, EXISTS (SELECT 1 FROM labs WHERE manage_code = $1) AS labs',
    [MANAGE_CODE],
  );
  return Boolean(row?.library && !row.labs);
}

/**
 * The labs, their sessions (programs with places already taken by phone and at the desk, so one
 * is full with a waiting list) and the quiz. Its own start-up step after the programs; once:
 * false when the library is not seeded or any lab exists.
 */
export async function seedLabsIfEmpty(db: Db, options: { now?: number } = {}): Promise<boolean> {
  const now = options.now ?? Date.now();
  if (!(await needsLabs(db))) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LAB_LOCK_KEY]);
    if (!(await needsLabs(tx))) return false;
    const today = seoulDay(now);
    for (const [order, lab] of SEED_LABS.entries()) {
      await tx.query(
        `INSERT INTO labs (lab_slug, manage_code, lab_group, sort_order, title, tagline, summary, apply_yn, terms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [lab.slug, MANAGE_CODE, lab.group, order, lab.title, lab.tagline, lab.summary, lab.sessions.length > 0 ? 'Y' : 'N', lab.terms],
      );
      for (const [index, [label, value]] of lab.facts.entries()) {
        await tx.query('INSERT INTO lab_facts (lab_slug, sort_order, label, value) VALUES ($1, $2, $3, $4)', [lab.slug, index, label, value]);
      }
      for (const [index, [heading, body]] of lab.sections.entries()) {
        await tx.query('INSERT INTO lab_sections (lab_slug, sort_order, heading, body) VALUES ($1, $2, $3, $4)', [lab.slug, index, heading, body]);
      }
      for (const [index, session] of lab.sessions.entries()) await insertSession(tx, lab, session, order * 10 + index, today, now);
    }
    for (const [order, set] of SEED_QUIZ_SETS.entries()) {
      await tx.query('INSERT INTO quiz_sets (set_id, manage_code, sort_order, title, description, audience) VALUES ($1, $2, $3, $4, $5, $6)', [
        set.id,
        MANAGE_CODE,
        order,
        set.title,
        set.description,
        set.audience,
      ]);
      for (const [index, question] of set.questions.entries()) {
        await tx.query(
          `INSERT INTO quiz_questions (set_id, question_no, question, choices, answer, explanation, book_title, book_author)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [set.id, index + 1, question.q, [...question.choices], question.answer, question.why, question.book, question.author],
        );
      }
    }
    return true;
  });
}
