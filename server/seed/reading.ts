import { MANAGE_CODE } from '../../contract/constants';
import { addDays, seoulDay, seoulInstant } from '../calendar';
import type { Db, Queryable } from '../db/db';

/*
 * The demo's exhibitions, reading clubs, book festival and reading reviews (docs/api.md
 * "Exhibitions and reading culture"), dated relative to the day the seed runs, so there is always
 * an exhibition on, one to come and some over, clubs that recruit and clubs that are full or closed,
 * and a festival in the coming weeks. Books named in clubs and reviews are real titles of the
 * seeded catalogue; a work's image is the cover of the book it shows, when the catalogue has one.
 */

const READING_SEED_LOCK_KEY = 1416740013;

interface SeedWork {
  title: string;
  artist: string;
  note: string;
  description: string;
  /** A catalogue title whose cover is the work's image. */
  coverOf?: string;
}

interface SeedExhibition {
  title: string;
  subtitle: string;
  place: string;
  /** Days from the seed's day. */
  start: number;
  end: number;
  summary: string;
  description: string;
  organizer: string;
  hours: string;
  poster: string;
  works: SeedWork[];
}

const GALLERY_HOURS = '화–일 09:00–18:00 (매주 월요일 휴관)';

export const SEED_EXHIBITIONS: readonly SeedExhibition[] = [
  {
    title: '그림책 원화전 「백희나의 작은 세계」',
    subtitle: '구름빵에서 알사탕까지, 손으로 빚은 그림책 원화',
    place: '1층 전시실',
    start: -20,
    end: 25,
    summary: '백희나 작가의 그림책 원화와 인형, 작업 노트를 한자리에서 만나는 원화 전시입니다.',
    description:
      '천과 종이, 점토로 인물을 빚고 작은 세트를 만들어 사진으로 담아내는 백희나 작가의 작업을 원화와 입체 작품으로 소개합니다.\n\n' +
      '『구름빵』의 고양이 남매가 살던 골목, 『알사탕』의 동동이 방을 실제 크기의 세트로 재현했고, 작가가 직접 쓴 작업 노트와 스케치도 함께 전시합니다. ' +
      '전시실 한쪽 그림책 서가에서 작가의 책을 모두 읽어 볼 수 있습니다.',
    organizer: '경기도서관 어린이자료실',
    hours: GALLERY_HOURS,
    poster: '/uploads/programs/original-art-exhibition.webp',
    works: [
      { title: '구름빵 — 비 오는 아침', artist: '백희나', note: '2004, 입체 세트·사진', description: '나뭇가지에 걸린 구름을 엄마에게 가져가는 첫 장면의 세트와 사진 원본입니다.', coverOf: '구름빵' },
      {
        title: '알사탕 — 동동이의 방',
        artist: '백희나',
        note: '2017, 점토 인형·사진',
        description: '알사탕을 입에 넣자 소파의 목소리가 들리는 장면을 작은 방 세트로 재현했습니다.',
        coverOf: '알사탕',
      },
      { title: '장수탕 선녀님 — 목욕탕 세트', artist: '백희나', note: '2012, 입체 세트', description: '낡은 동네 목욕탕과 선녀 할머니 인형. 타일 한 장까지 손으로 만들었습니다.' },
      { title: '작업 노트와 스케치', artist: '백희나', note: '2003–2020, 종이에 연필', description: '인물의 표정을 정하기까지 수십 번 고쳐 그린 스케치와 촬영 메모를 펼쳐 보입니다.' },
    ],
  },
  {
    title: '경기 출판 100년: 책으로 본 경기도의 한 세기',
    subtitle: '파주출판도시와 경기도의 출판사들이 펴낸 책의 역사',
    place: '2층 기획전시실',
    start: -40,
    end: 50,
    summary: '경기도에서 만들어지고 경기도를 그린 책으로 지난 100년의 출판 문화를 돌아봅니다.',
    description:
      '1920년대 근대 잡지에서 파주출판도시의 오늘까지, 경기도에서 만들어지고 경기도를 배경으로 한 책 200여 점을 시대별로 전시합니다.\n\n' +
      '부천 원미동을 그린 소설, 경기 남부의 산성을 다룬 역사소설, 파주의 출판사들이 펴낸 스테디셀러의 초판을 함께 볼 수 있으며, ' +
      '활판 인쇄기와 제본 도구를 직접 만져 보는 체험 공간도 마련했습니다.',
    organizer: '경기도서관 · 경기도 출판문화 협의회',
    hours: GALLERY_HOURS,
    poster: '',
    works: [
      {
        title: '『원미동 사람들』 초판',
        artist: '양귀자',
        note: '1987, 문학과지성사',
        description: '부천 원미동 골목 사람들의 삶을 그린 연작소설. 1980년대 경기도 신도시 변두리의 풍경이 담겼습니다.',
        coverOf: '원미동 사람들',
      },
      { title: '『남한산성』', artist: '김훈', note: '2007, 학고재', description: '병자호란 때 남한산성에서 보낸 47일을 그린 소설. 광주 남한산성의 지도와 함께 전시합니다.', coverOf: '남한산성' },
      {
        title: '『난장이가 쏘아올린 작은 공』',
        artist: '조세희',
        note: '1978, 문학과지성사',
        description: '산업화 시대 도시 빈민의 삶을 그린 연작소설. 판을 거듭한 표지의 변화를 함께 보여 줍니다.',
        coverOf: '난장이가 쏘아올린 작은 공',
      },
      {
        title: '『마당을 나온 암탉』',
        artist: '황선미',
        note: '2000, 사계절',
        description: '파주의 출판사가 펴낸 대표 아동문학. 100만 부를 넘긴 판본들을 나란히 놓았습니다.',
        coverOf: '마당을 나온 암탉',
      },
      { title: '활판 인쇄기와 조판 도구', artist: '경기도 근대출판 자료', note: '1960년대', description: '납 활자를 한 자씩 골라 판을 짜던 인쇄소의 도구. 전시 기간 토요일마다 시연합니다.' },
    ],
  },
  {
    title: '기후위기 특별전 「지구를 읽는 시간」',
    subtitle: '사서가 고른 기후·생태 도서 120권',
    place: '1층 북카페 전시 서가',
    start: -7,
    end: 40,
    summary: '기후위기와 생태를 다룬 그림책, 과학책, 소설을 읽고 바로 빌려 갈 수 있는 도서 전시입니다.',
    description:
      '기후위기와 생태를 다룬 책 120여 권을 주제별 서가로 전시합니다. 전시된 책은 모두 그 자리에서 읽고 빌려 갈 수 있습니다.\n\n' +
      '전시장 한쪽의 "내가 할 수 있는 일" 메모 벽에 한 줄을 남겨 주세요. 모인 메모는 전시가 끝난 뒤 도서관 소식에 소개합니다.',
    organizer: '경기도서관 자료봉사과',
    hours: '화–일 09:00–22:00',
    poster: '/uploads/programs/climate-reading-exhibition.webp',
    works: [
      { title: '『지구 끝의 온실』', artist: '김초엽', note: '2021, 자이언트북스', description: '더스트로 멸망한 세계에서 식물로 살아남는 사람들의 이야기.', coverOf: '지구 끝의 온실' },
      { title: '『물고기는 존재하지 않는다』', artist: '룰루 밀러', note: '2021, 곰출판', description: '분류와 질서에 대한 믿음을 뒤흔드는 과학 논픽션.', coverOf: '물고기는 존재하지 않는다' },
      { title: '『코스모스』', artist: '칼 세이건', note: '2006, 사이언스북스', description: '창백한 푸른 점, 지구를 우주의 눈으로 다시 보게 하는 고전.', coverOf: '코스모스' },
    ],
  },
  {
    title: '한글 타이포그래피전 「글자가 된 책」',
    subtitle: '한글 글꼴과 책 디자인의 만남',
    place: '2층 기획전시실',
    start: 55,
    end: 110,
    summary: '한글 글꼴이 책의 얼굴이 되기까지, 표지와 본문 디자인의 변화를 보여 주는 전시입니다.',
    description:
      '손글씨 레터링 표지에서 디지털 글꼴까지, 한글 글꼴이 책의 표지와 본문을 바꾸어 온 과정을 소개합니다.\n\n' +
      '한글날 주간에는 글꼴 디자이너와 함께하는 강연과 나만의 책 표지 만들기 체험이 열립니다.',
    organizer: '경기도서관 · 한글 글꼴 연구 모임',
    hours: GALLERY_HOURS,
    poster: '',
    works: [
      { title: '레터링 표지 모음', artist: '1970–1980년대 출판 디자인', note: '인쇄물', description: '디자이너가 손으로 그린 제목 글자로 꾸민 소설 표지 40여 점.' },
      { title: '본문 글꼴 견본첩', artist: '한글 글꼴 연구 모임', note: '2024', description: '같은 문단을 열두 가지 본문 글꼴로 조판해 읽는 느낌을 비교합니다.' },
    ],
  },
  {
    title: '2025 경기 청소년 책표지 공모전 수상작전',
    subtitle: '내가 다시 그린 나의 인생책',
    place: '1층 전시실',
    start: -140,
    end: -90,
    summary: '경기도 청소년들이 좋아하는 책의 표지를 새로 그린 공모전 수상작 21점을 전시했습니다.',
    description: '도내 중·고등학생 620명이 참여한 책표지 공모전의 수상작 21점을 전시했습니다. 학생들이 다시 그린 표지와 원래 표지를 나란히 놓아 비교해 볼 수 있었습니다.',
    organizer: '경기도서관 청소년자료실',
    hours: GALLERY_HOURS,
    poster: '',
    works: [
      {
        title: '대상 — 『아몬드』 다시 그리기',
        artist: '수원 ○○고 2학년 김하은',
        note: '2025, 디지털 드로잉',
        description: '감정을 느끼지 못하는 소년의 머릿속을 유리병 속 아몬드로 표현했습니다.',
        coverOf: '아몬드',
      },
      { title: '금상 — 『긴긴밤』 다시 그리기', artist: '고양 ○○중 3학년 이도윤', note: '2025, 수채화', description: '코뿔소와 어린 펭귄이 걷는 긴 밤을 별빛 하나로 그렸습니다.', coverOf: '긴긴밤' },
    ],
  },
  {
    title: '세계 책의 날 기념 「사서가 고른 인생책」',
    subtitle: '경기도서관 사서 30명의 한 권',
    place: '3층 문학자료실 입구',
    start: -230,
    end: -200,
    summary: '사서 30명이 인생책 한 권과 그 책을 권하는 손글씨 편지를 전시했습니다.',
    description: '4월 23일 세계 책의 날을 맞아 경기도서관 사서 30명이 인생책 한 권씩을 골라 손글씨 추천 편지와 함께 전시했습니다.',
    organizer: '경기도서관',
    hours: '화–일 09:00–22:00',
    poster: '',
    works: [
      { title: '『어린 왕자』와 편지', artist: '어린이자료실 사서', note: '손글씨 편지', description: '"어른이 되어 다시 읽으면 다른 책이 됩니다."', coverOf: '어린 왕자' },
      { title: '『불편한 편의점』과 편지', artist: '자료봉사과 사서', note: '손글씨 편지', description: '"지친 퇴근길에 가장 많이 권한 책입니다."', coverOf: '불편한 편의점' },
    ],
  },
];

interface SeedMeeting {
  day: number;
  time: string;
  topic: string;
  book?: string;
  author?: string;
}

interface SeedClub {
  kind: 'CLUB' | 'LIBRARY';
  name: string;
  summary: string;
  description: string;
  schedule: string;
  place: string;
  leader: string;
  target: string;
  book: string;
  author: string;
  memberBase: number;
  capacity: number;
  recruitStart: number;
  recruitEnd: number;
  meetings: SeedMeeting[];
}

export const SEED_CLUBS: readonly SeedClub[] = [
  {
    kind: 'CLUB',
    name: '수원 새벽독서회',
    summary: '토요일 아침 한 시간, 한 달에 한 권의 소설을 함께 읽고 이야기합니다.',
    description:
      '2019년부터 이어 온 직장인 중심의 독서동아리입니다. 매주 토요일 아침 정해진 분량을 읽고 와서 인상 깊은 문장을 나눕니다.\n\n' +
      '이번 분기에는 한강 작가의 장편을 차례로 읽습니다. 처음 오시는 분도 부담 없이 참여하실 수 있도록 발제는 돌아가며 맡습니다.',
    schedule: '매주 토요일 07:00–08:00',
    place: '3층 세미나실 1',
    leader: '정미경',
    target: '성인',
    book: '작별하지 않는다',
    author: '한강',
    memberBase: 9,
    capacity: 15,
    recruitStart: -10,
    recruitEnd: 20,
    meetings: [
      { day: -6, time: '07:00', topic: '1부 「새」 함께 읽기', book: '작별하지 않는다', author: '한강' },
      { day: 1, time: '07:00', topic: '2부 「밤」 — 기억과 애도에 대하여', book: '작별하지 않는다', author: '한강' },
      { day: 8, time: '07:00', topic: '3부 「불꽃」과 전체 토론', book: '작별하지 않는다', author: '한강' },
      { day: 15, time: '07:00', topic: '새 책 고르기와 『흰』 발제', book: '흰', author: '한강' },
    ],
  },
  {
    kind: 'CLUB',
    name: '청소년 독서토론 동아리 「책수다」',
    summary: '중·고등학생이 한 달에 두 번 모여 책을 읽고 찬반 토론을 합니다.',
    description: '도서관 청소년자료실이 지원하는 학생 독서토론 동아리입니다. 올해 회원 모집은 정원이 모두 찼습니다. 다음 모집은 도서관 소식으로 알려 드립니다.',
    schedule: '매월 둘째·넷째 토요일 14:00–16:00',
    place: '2층 청소년자료실 토론방',
    leader: '청소년자료실 사서 한지우',
    target: '중·고등학생',
    book: '아몬드',
    author: '손원평',
    memberBase: 12,
    capacity: 12,
    recruitStart: -20,
    recruitEnd: 10,
    meetings: [
      { day: 3, time: '14:00', topic: '공감은 배울 수 있을까', book: '아몬드', author: '손원평' },
      { day: 17, time: '14:00', topic: '인공지능에게 마음이 있을까', book: '천 개의 파랑', author: '천선란' },
    ],
  },
  {
    kind: 'CLUB',
    name: '그림책 읽는 부모 모임',
    summary: '아이에게 읽어 줄 그림책을 어른이 먼저 읽고 이야기 나눕니다.',
    description: '영유아 자녀를 둔 부모들이 그림책을 함께 소리 내어 읽고, 집에서 아이와 나눌 질문을 만듭니다. 모임 시간에는 어린이자료실 옆 돌봄 공간을 이용할 수 있습니다.',
    schedule: '매월 첫째·셋째 수요일 10:30–12:00',
    place: '1층 어린이자료실 이야기방',
    leader: '김소라',
    target: '영유아 부모',
    book: '알사탕',
    author: '백희나',
    memberBase: 6,
    capacity: 10,
    recruitStart: -5,
    recruitEnd: 25,
    meetings: [
      { day: 5, time: '10:30', topic: '마음을 말하는 그림책', book: '알사탕', author: '백희나' },
      { day: 19, time: '10:30', topic: '상상력을 키우는 그림책', book: '구름빵', author: '백희나' },
    ],
  },
  {
    kind: 'CLUB',
    name: 'SF 읽는 밤',
    summary: '한국 SF 소설을 읽고 과학과 상상의 경계를 이야기하는 저녁 모임입니다.',
    description: '퇴근 후 저녁에 모여 한국 SF 단편과 장편을 읽습니다. 과학 배경 지식이 없어도 괜찮습니다. 매 모임 끝에 다음 책을 투표로 정합니다.',
    schedule: '매월 둘째·넷째 목요일 19:30–21:00',
    place: '4층 생성형 AI 도서관 라운지',
    leader: '오태현',
    target: '성인',
    book: '우리가 빛의 속도로 갈 수 없다면',
    author: '김초엽',
    memberBase: 4,
    capacity: 12,
    recruitStart: -3,
    recruitEnd: 30,
    meetings: [
      { day: 4, time: '19:30', topic: '단편 「스펙트럼」과 「공생 가설」', book: '우리가 빛의 속도로 갈 수 없다면', author: '김초엽' },
      { day: 18, time: '19:30', topic: '식물과 인간의 공존', book: '지구 끝의 온실', author: '김초엽' },
    ],
  },
  {
    kind: 'CLUB',
    name: '『토지』 완독 모임',
    summary: '1년 동안 『토지』 스무 권을 함께 완독합니다.',
    description: '박경리의 『토지』를 한 달에 두 권씩 읽는 장기 완독 모임입니다. 올해 모집은 마감되었습니다.',
    schedule: '매월 마지막 일요일 14:00–16:00',
    place: '3층 세미나실 2',
    leader: '윤정희',
    target: '성인',
    book: '토지 1',
    author: '박경리',
    memberBase: 11,
    capacity: 16,
    recruitStart: -60,
    recruitEnd: -5,
    meetings: [
      { day: -12, time: '14:00', topic: '1부 1권 — 평사리의 사람들', book: '토지 1', author: '박경리' },
      { day: 16, time: '14:00', topic: '1부 2권 — 최참판댁의 몰락' },
    ],
  },
  {
    kind: 'CLUB',
    name: '은빛 독서회',
    summary: '60세 이상 어르신이 큰 글자 책으로 함께 읽고 글을 씁니다.',
    description: '큰 글자 도서로 수필과 소설을 읽고, 책에서 떠오른 기억을 짧은 글로 남깁니다. 연말에는 회원 문집을 펴냅니다.',
    schedule: '매주 화요일 10:00–11:30',
    place: '1층 북카페',
    leader: '이순자',
    target: '60세 이상',
    book: '그 많던 싱아는 누가 다 먹었을까',
    author: '박완서',
    memberBase: 14,
    capacity: 20,
    recruitStart: -15,
    recruitEnd: 15,
    meetings: [
      { day: 2, time: '10:00', topic: '어린 시절의 고향', book: '그 많던 싱아는 누가 다 먹었을까', author: '박완서' },
      { day: 9, time: '10:00', topic: '기억을 글로 옮기기' },
    ],
  },
  {
    kind: 'LIBRARY',
    name: '경기 한 책 읽기 「아몬드」',
    summary: '경기도민이 같은 책 한 권을 읽고 도서관에서 함께 이야기하는 독서공동체입니다.',
    description:
      '올해의 경기 한 책 『아몬드』를 함께 읽습니다. 신청하신 분께는 책 읽기 길잡이를 드리며, 세 번의 모임과 작가 초청 강연에 참여하실 수 있습니다.\n\n' +
      '모임은 도서관 사서가 진행하며, 마지막 모임에서는 참여자들이 쓴 한 줄 서평을 모아 전시합니다.',
    schedule: '격주 금요일 19:00–20:30 (3회)',
    place: '3층 다목적홀',
    leader: '경기도서관 독서문화팀',
    target: '경기도민 누구나',
    book: '아몬드',
    author: '손원평',
    memberBase: 8,
    capacity: 30,
    recruitStart: -7,
    recruitEnd: 21,
    meetings: [
      { day: 6, time: '19:00', topic: '여는 모임 — 감정을 읽는다는 것', book: '아몬드', author: '손원평' },
      { day: 20, time: '19:00', topic: '함께 읽기 — 윤재와 곤이', book: '아몬드', author: '손원평' },
      { day: 34, time: '19:00', topic: '작가 초청 강연과 닫는 모임', book: '아몬드', author: '손원평' },
    ],
  },
  {
    kind: 'LIBRARY',
    name: '작가와 함께하는 「소설 쓰는 시간」',
    summary: '소설가와 함께 읽고 쓰는 8주 독서공동체입니다.',
    description: '현역 소설가가 진행하는 8주 과정입니다. 매주 단편 한 편을 읽고 짧은 장면을 써 와 합평합니다. 이번 기수는 정원이 모두 찼습니다.',
    schedule: '매주 수요일 19:00–21:00 (8주)',
    place: '3층 세미나실 1',
    leader: '소설가 정세랑 (초청)',
    target: '성인',
    book: '피프티 피플',
    author: '정세랑',
    memberBase: 15,
    capacity: 15,
    recruitStart: -14,
    recruitEnd: 7,
    meetings: [
      { day: 4, time: '19:00', topic: '1주 — 인물 한 명을 만드는 법', book: '피프티 피플', author: '정세랑' },
      { day: 11, time: '19:00', topic: '2주 — 장면과 대화', book: '쇼코의 미소', author: '최은영' },
    ],
  },
  {
    kind: 'LIBRARY',
    name: '가족 독서공동체 「책 읽는 우리 집」',
    summary: '초등학생 자녀와 보호자가 함께 읽고 독서 활동을 하는 가족 모임입니다.',
    description: '가족이 같은 책을 읽고 도서관에서 독서 놀이와 만들기 활동을 합니다. 한 가족당 한 명이 신청해 주세요(보호자 포함 최대 4명 참여).',
    schedule: '매월 셋째 토요일 10:00–12:00',
    place: '1층 어린이자료실 이야기방',
    leader: '어린이자료실',
    target: '초등학생 가족',
    book: '마당을 나온 암탉',
    author: '황선미',
    memberBase: 5,
    capacity: 20,
    recruitStart: -2,
    recruitEnd: 28,
    meetings: [
      { day: 12, time: '10:00', topic: '잎싹의 꿈 그리기', book: '마당을 나온 암탉', author: '황선미' },
      { day: 40, time: '10:00', topic: '우리 가족 그림책 만들기', book: '긴긴밤', author: '루리' },
    ],
  },
  {
    kind: 'LIBRARY',
    name: '인문고전 독서공동체 「오래된 질문들」',
    summary: '철학·역사 고전을 한 학기 동안 천천히 읽는 모임입니다.',
    description: '『정의란 무엇인가』와 『사피엔스』를 함께 읽은 지난 학기 모임입니다. 다음 학기 모집은 도서관 소식으로 알려 드립니다.',
    schedule: '매주 월요일 19:00–21:00',
    place: '3층 세미나실 2',
    leader: '경기도서관 인문학팀',
    target: '성인',
    book: '정의란 무엇인가',
    author: '마이클 샌델',
    memberBase: 18,
    capacity: 25,
    recruitStart: -90,
    recruitEnd: -60,
    meetings: [{ day: -30, time: '19:00', topic: '공정과 능력주의', book: '공정하다는 착각', author: '마이클 샌델' }],
  },
];

export const SEED_FESTIVAL = {
  title: '2026 경기 북페스티벌 「책으로 잇는 경기」',
  theme: '경기도서관 개관 기념 — 서른한 개 시·군의 책과 사람을 잇다',
  start: 10,
  end: 12,
  description:
    '경기도서관 개관을 기념해 사흘 동안 도서관 전체와 야외광장에서 책 축제가 열립니다. 작가 강연과 북토크, 어린이 그림책 공연, ' +
    '경기도 독립서점과 출판사 부스, 헌책 교환 장터가 준비되어 있습니다.\n\n' +
    '모든 행사는 무료이며, 강연과 체험 일부는 현장 선착순으로 운영합니다. 축제 기간에는 도서관이 22시까지 문을 엽니다.',
  poster: '/uploads/popup/book-festival.webp',
  places: [
    { name: '야외광장', description: '개막식, 북마켓 부스, 헌책 교환 장터' },
    { name: '3층 다목적홀', description: '작가 강연과 북토크' },
    { name: '1층 어린이자료실', description: '그림책 공연과 어린이 체험' },
    { name: '4층 생성형 AI 도서관', description: 'AI 책 처방과 디지털 체험' },
  ],
  events: [
    {
      day: 10,
      start: '10:00',
      end: '10:40',
      title: '개막식 — 책으로 잇는 경기',
      place: '야외광장',
      category: '행사',
      description: '경기도 31개 시·군 도서관이 보낸 "우리 지역의 한 책"을 소개하며 축제를 엽니다.',
    },
    {
      day: 10,
      start: '11:00',
      end: '12:30',
      title: '김초엽 작가 북토크 「다정한 미래를 상상하기」',
      place: '3층 다목적홀',
      category: '강연',
      description: '『지구 끝의 온실』의 작가와 SF가 그리는 공존의 미래를 이야기합니다. 선착순 150명.',
    },
    {
      day: 10,
      start: '14:00',
      end: '15:00',
      title: '그림책 공연 「구름빵」',
      place: '1층 어린이자료실',
      category: '공연',
      description: '배우들이 그림책을 인형극으로 들려줍니다. 5–9세 어린이와 보호자.',
    },
    { day: 10, start: '15:30', end: '17:00', title: '경기 출판 100년 전시 해설', place: '2층 기획전시실', category: '전시', description: '큐레이터와 함께 전시를 둘러봅니다.' },
    {
      day: 11,
      start: '11:00',
      end: '12:30',
      title: '김호연 작가 강연 「동네 편의점에서 찾은 이야기」',
      place: '3층 다목적홀',
      category: '강연',
      description: '『불편한 편의점』이 태어난 과정과 일상에서 이야기를 찾는 법.',
    },
    { day: 11, start: '13:00', end: '17:00', title: '나만의 책 만들기', place: '야외광장', category: '체험', description: '실로 엮는 제본으로 손바닥 크기 노트를 만듭니다. 현장 접수, 회차당 20명.' },
    { day: 11, start: '14:00', end: '16:00', title: 'AI 책 처방소', place: '4층 생성형 AI 도서관', category: '체험', description: '세 가지 질문에 답하면 사서와 AI가 지금 읽을 책을 처방합니다.' },
    { day: 12, start: '11:00', end: '12:00', title: '청소년 독서토론 한마당', place: '3층 다목적홀', category: '행사', description: '도내 청소년 독서동아리 네 팀이 『아몬드』로 토론합니다.' },
    { day: 12, start: '15:00', end: '16:30', title: '폐막 음악회 「책 속의 노래」', place: '야외광장', category: '공연', description: '책에 나오는 노래들을 현악 4중주로 들려드립니다.' },
  ],
  booths: [
    { name: '수원 독립서점 연합', zone: '야외광장 A', category: '서점', description: '수원의 동네책방 다섯 곳이 고른 책과 굿즈.' },
    { name: '파주 출판사 특별전', zone: '야외광장 A', category: '출판사', description: '파주출판도시 출판사들의 신간과 할인 도서.' },
    { name: '헌책 교환 장터', zone: '야외광장 B', category: '장터', description: '다 읽은 책 한 권을 가져오면 다른 책 한 권으로 바꿔 드립니다.' },
    { name: '경기도 31개 시·군 한 책 서가', zone: '1층 로비', category: '전시', description: '시·군 도서관이 추천한 올해의 한 책을 모았습니다.' },
    { name: '도서관 회원증 발급·독서포인트 안내', zone: '1층 로비', category: '안내', description: '회원 가입, 모바일 회원증, 경기 독서포인트 적립 방법을 안내합니다.' },
    { name: '그림책 놀이터', zone: '1층 어린이자료실 앞', category: '체험', description: '그림책 속 장면으로 꾸민 포토존과 색칠 놀이.' },
    { name: '책갈피 공방', zone: '야외광장 B', category: '체험', description: '압화와 가죽으로 나만의 책갈피를 만듭니다.' },
    { name: '경기 청년 작가 마켓', zone: '야외광장 C', category: '출판사', description: '독립출판 작가들의 진과 에세이.' },
  ],
} as const;

interface SeedReview {
  writer: string;
  /** The member who wrote it, by login id; a writer who is not a demo member otherwise. */
  memberId?: string;
  title: string;
  book: string;
  author: string;
  daysAgo: number;
  body: string;
}

export const SEED_REVIEWS: readonly SeedReview[] = [
  {
    writer: '홍길동',
    memberId: 'member1',
    title: '편의점 문을 열고 들어가고 싶어지는 책',
    book: '불편한 편의점',
    author: '김호연',
    daysAgo: 3,
    body:
      '서울역에서 지내던 독고가 청파동 작은 편의점의 야간 알바가 되면서 이야기가 시작된다. 처음에는 말도 어눌하고 느린 그가 못 미더웠는데, 손님 한 사람 한 사람의 사정을 알아채는 장면마다 마음이 조금씩 풀렸다.\n\n' +
      '특별한 사건이 없어도 사람 사이의 작은 친절이 하루를 바꿀 수 있다는 걸 보여 주는 소설이다. 퇴근길 지하철에서 읽다가 내릴 역을 지나칠 뻔했다.',
  },
  {
    writer: '박지민',
    title: '감정을 배운다는 것',
    book: '아몬드',
    author: '손원평',
    daysAgo: 6,
    body:
      '감정을 느끼지 못하는 윤재가 곤이와 도라를 만나며 조금씩 변해 가는 이야기다. 처음에는 윤재가 불쌍하다고 생각했는데, 읽을수록 오히려 감정을 느끼면서도 외면하는 내 모습이 떠올랐다.\n\n' +
      '독서토론 동아리에서 "공감은 배울 수 있을까"를 주제로 이야기했는데, 모두가 다른 장면을 골라 와서 놀랐다.',
  },
  {
    writer: '김경기',
    memberId: 'member2',
    title: '기억하는 일의 무게',
    book: '소년이 온다',
    author: '한강',
    daysAgo: 9,
    body:
      '한 장을 넘기기가 이렇게 어려운 책은 오랜만이었다. 열다섯 살 동호와 그를 기억하는 사람들의 목소리가 장마다 바뀌며 이어진다.\n\n' +
      '읽는 내내 "당신"이라고 부르는 문장들이 나를 향하는 것 같았다. 잊지 않는다는 것이 얼마나 큰 용기인지 생각하게 된다.',
  },
  {
    writer: '이하늘',
    title: '잎싹처럼 마당을 나서고 싶을 때',
    book: '마당을 나온 암탉',
    author: '황선미',
    daysAgo: 14,
    body:
      '아이에게 읽어 주려고 빌렸다가 내가 더 오래 붙잡고 있었다. 알을 품고 싶다는 소망 하나로 마당을 나선 잎싹의 선택이 어른이 된 지금 더 크게 다가온다.\n\n' +
      '아이는 초록머리가 날아가는 장면에서 울었고, 나는 잎싹의 마지막 장면에서 울었다. 같은 책을 읽고 다른 장면에서 우는 것도 가족 독서의 재미다.',
  },
  {
    writer: '최민준',
    title: '우리는 모두 어딘가로 가는 중',
    book: '우리가 빛의 속도로 갈 수 없다면',
    author: '김초엽',
    daysAgo: 21,
    body:
      '일곱 편의 단편 모두 과학적 상상력 위에 다정한 마음이 얹혀 있다. 가장 좋았던 건 표제작인데, 떠나간 가족을 기다리는 안나의 이야기가 오래 남는다.\n\n' +
      'SF를 어렵다고 생각하는 분께 가장 먼저 권하고 싶은 책이다.',
  },
  {
    writer: '정수아',
    title: '물고기가 없다는 말의 진짜 뜻',
    book: '물고기는 존재하지 않는다',
    author: '룰루 밀러',
    daysAgo: 30,
    body:
      '한 분류학자의 전기인 줄 알았는데, 읽다 보니 내가 세상을 나누어 온 기준을 의심하게 되는 책이었다. 혼돈 속에서 질서를 찾으려는 마음과 그 질서가 누군가를 해칠 수 있다는 사실이 함께 그려진다.\n\n' +
      '과학책, 회고록, 추리소설이 한 권에 들어 있는 것 같은 독서였다.',
  },
  {
    writer: '한서윤',
    title: '느리게 읽어야 보이는 문장들',
    book: '흰',
    author: '한강',
    daysAgo: 45,
    body:
      '배내옷, 소금, 눈, 흰 개. 흰 것들의 목록으로 이어지는 짧은 글들이 한 편의 소설이 된다. 빨리 읽으면 아무것도 남지 않고, 천천히 읽으면 한 문장에서 오래 머물게 된다.\n\n' +
      '새벽독서회에서 한 장씩 소리 내어 읽었는데, 혼자 읽을 때와는 전혀 다른 책이 되었다.',
  },
  {
    writer: '오세훈',
    title: '산성의 47일을 따라 걸으며',
    book: '남한산성',
    author: '김훈',
    daysAgo: 60,
    body:
      '말과 말이 부딪치는 소설이다. 싸우자는 말도, 살자는 말도 모두 나라를 위한다고 하는데 그 사이에서 백성들의 겨울은 길기만 하다.\n\n' +
      '책을 덮고 실제로 남한산성 성곽길을 걸었다. 전시실의 지도와 함께 읽으면 더 좋다.',
  },
];

async function shouldSeed(q: Queryable): Promise<boolean> {
  const [library] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM libraries');
  if ((library?.n ?? 0) === 0) return false;
  const [row] = await q.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM exhibitions) + (SELECT count(*) FROM reading_clubs)
          + (SELECT count(*) FROM festivals) + (SELECT count(*) FROM reading_reviews) AS n`,
  );
  return Number(row?.n ?? 0) === 0;
}

async function bookByTitle(q: Queryable, title: string): Promise<{ book_key: string; cover_url: string } | null> {
  const [row] = await q.query<{ book_key: string; cover_url: string }>(`SELECT book_key, coalesce(cover_url, '') AS cover_url FROM books WHERE title = $1 ORDER BY book_key LIMIT 1`, [title]);
  return row ?? null;
}

/** A cover usable as an image of ours: a path on this site, else none. */
const ownImage = (url: string | undefined): string => (url && /^\/[^/]/.test(url) ? url : '');

/**
 * Fills the reading tables once (after the library, members and books exist); does nothing, and
 * answers false, when any of them already has rows. Dates count from `now`'s day in Seoul.
 */
export async function seedReadingIfEmpty(db: Db, options: { now?: number } = {}): Promise<boolean> {
  if (!(await shouldSeed(db))) return false;
  const today = seoulDay(options.now ?? Date.now());
  const day = (offset: number) => addDays(today, offset);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [READING_SEED_LOCK_KEY]);
    if (!(await shouldSeed(tx))) return false;

    for (const exhibition of SEED_EXHIBITIONS) {
      const [row] = await tx.query<{ exhibition_id: number }>(
        `INSERT INTO exhibitions (manage_code, title, subtitle, place, start_date, end_date, summary, description, organizer, hours, poster_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING exhibition_id`,
        [
          MANAGE_CODE,
          exhibition.title,
          exhibition.subtitle,
          exhibition.place,
          day(exhibition.start),
          day(exhibition.end),
          exhibition.summary,
          exhibition.description,
          exhibition.organizer,
          exhibition.hours,
          exhibition.poster,
        ],
      );
      for (const [order, work] of exhibition.works.entries()) {
        const book = work.coverOf ? await bookByTitle(tx, work.coverOf) : null;
        await tx.query(
          `INSERT INTO exhibition_works (exhibition_id, sort_order, title, artist, note, description, image_url)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [row?.exhibition_id, order, work.title, work.artist, work.note, work.description, ownImage(book?.cover_url)],
        );
      }
    }

    for (const club of SEED_CLUBS) {
      const [row] = await tx.query<{ club_id: number }>(
        `INSERT INTO reading_clubs (manage_code, kind, name, summary, description, schedule, place, leader, target,
                                    book_title, book_author, member_base, capacity, recruit_start, recruit_end)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING club_id`,
        [
          MANAGE_CODE,
          club.kind,
          club.name,
          club.summary,
          club.description,
          club.schedule,
          club.place,
          club.leader,
          club.target,
          club.book,
          club.author,
          club.memberBase,
          club.capacity,
          day(club.recruitStart),
          day(club.recruitEnd),
        ],
      );
      for (const meeting of club.meetings) {
        await tx.query(`INSERT INTO reading_club_meetings (club_id, meet_date, start_time, topic, book_title, book_author) VALUES ($1, $2, $3, $4, $5, $6)`, [
          row?.club_id,
          day(meeting.day),
          meeting.time,
          meeting.topic,
          meeting.book ?? '',
          meeting.author ?? '',
        ]);
      }
    }

    const festival = SEED_FESTIVAL;
    const [festivalRow] = await tx.query<{ festival_id: number }>(
      `INSERT INTO festivals (manage_code, title, theme, start_date, end_date, description, poster_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING festival_id`,
      [MANAGE_CODE, festival.title, festival.theme, day(festival.start), day(festival.end), festival.description, festival.poster],
    );
    const festivalId = festivalRow?.festival_id;
    for (const [order, place] of festival.places.entries()) {
      await tx.query('INSERT INTO festival_places (festival_id, sort_order, name, description) VALUES ($1, $2, $3, $4)', [festivalId, order, place.name, place.description]);
    }
    for (const event of festival.events) {
      await tx.query(
        `INSERT INTO festival_events (festival_id, event_date, start_time, end_time, title, place, category, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [festivalId, day(event.day), event.start, event.end, event.title, event.place, event.category, event.description],
      );
    }
    for (const [order, booth] of festival.booths.entries()) {
      await tx.query('INSERT INTO festival_booths (festival_id, sort_order, name, zone, category, description) VALUES ($1, $2, $3, $4, $5, $6)', [
        festivalId,
        order,
        booth.name,
        booth.zone,
        booth.category,
        booth.description,
      ]);
    }

    for (const review of SEED_REVIEWS) {
      const [member] = review.memberId ? await tx.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [review.memberId]) : [];
      const book = await bookByTitle(tx, review.book);
      await tx.query(
        `INSERT INTO reading_reviews (manage_code, member_id, writer_name, title, book_title, book_author, book_key, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [MANAGE_CODE, member?.id ?? null, review.writer, review.title, review.book, review.author, book?.book_key ?? null, review.body, seoulInstant(day(-review.daysAgo), '19:30')],
      );
    }
    return true;
  });
}
