import { MANAGE_CODE } from '../../contract/constants';
import type { RecommendKind } from '../../contract/discovery';
import { addDays, seoulDay } from '../calendar';
import type { Db, Queryable } from '../db/db';
import { normalise } from '../search/korean';
import { randomFor, seedPopularity } from './holdings';

/*
 * The discovery lists of the demo site: monthly bestseller lists, curations (the library's own
 * and two shared by city libraries through 31link) and the five recommendation lists. Every book
 * is one of the seeded real books (server/seed/books.ts), found by title (and author when given):
 * a title the seed does not hold is skipped, so the lists follow the book list as it grows.
 * Notes state only what the books are about or facts we are sure of (prizes named are real).
 */

/** Serialises concurrent first starts against one PostgreSQL (see migrate.ts, seed.ts). */
const DISCOVERY_SEED_LOCK_KEY = 1416740007;

export interface BookRef {
  title: string;
  /** When given, a book of that title by another author is not taken. */
  author?: string;
  note: string;
}

export interface SeedCuration {
  token: string;
  title: string;
  summary: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  source: 'library' | '31link';
  sigungu: string;
  /** Days before the seeding day. */
  daysAgo: number;
  published: boolean;
  books: readonly BookRef[];
}

export const SEED_CURATIONS: readonly SeedCuration[] = [
  {
    token: 'winter-night-korean-novels',
    title: '겨울밤에 읽는 한국 소설',
    summary: '해가 일찍 지는 계절, 긴 밤을 함께 보내기 좋은 한국 소설을 골랐습니다.',
    body: [
      '겨울은 책 읽기 좋은 계절입니다. 해가 일찍 지고 밤이 길어지면 한 권의 소설을 처음부터 끝까지 천천히 따라갈 시간이 생깁니다.',
      '이번 목록에는 눈 내리는 풍경이 오래 남는 소설, 한 가족이나 한 동네의 이야기를 따뜻하게 그린 소설, 상실 이후를 살아가는 사람들의 단편을 함께 담았습니다.',
      '조금 무거운 이야기와 마음이 데워지는 이야기를 번갈아 읽어 보시기를 권합니다. 모든 책은 본관 3층 종합자료실(문학)에서 만나실 수 있습니다.',
    ].join('\n\n'),
    source: 'library',
    sigungu: '',
    daysAgo: 3,
    published: true,
    books: [
      { title: '밝은 밤', author: '최은영', note: '증조모에서 나에게로 이어지는 여성들의 이야기. 긴 밤에 천천히 읽기 좋습니다.' },
      { title: '작별하지 않는다', author: '한강', note: '눈 내리는 제주를 건너는 문장들. 기억하는 일의 무게를 생각하게 합니다.' },
      { title: '흰', author: '한강', note: '흰 것들에 관한 짧은 글들. 한 편씩 아껴 읽어도 좋습니다.' },
      { title: '불편한 편의점', author: '김호연', note: '동네 편의점의 밤을 지키는 독고 씨와 손님들. 마음이 데워지는 이야기입니다.' },
      { title: '어서 오세요, 휴남동 서점입니다', author: '황보름', note: '작은 동네 서점에 모이는 사람들의 느린 하루. 조용한 위로가 필요할 때.' },
      { title: '바깥은 여름', author: '김애란', note: '상실 이후의 시간을 살아가는 사람들을 그린 단편들.' },
      { title: '쇼코의 미소', author: '최은영', note: '멀리 떨어진 사람들 사이의 우정과 그리움을 담은 첫 소설집.' },
      { title: '시선으로부터,', author: '정세랑', note: '한 가족이 모여 특별한 제사를 준비하는 이야기. 웃음과 온기가 함께 있습니다.' },
    ],
  },
  {
    token: 'climate-crisis-reading',
    title: '기후위기를 생각하는 책',
    summary: '무너진 세계를 상상한 소설부터 데이터로 세상을 보는 교양서까지, 지구의 내일을 생각하게 하는 책입니다.',
    body: [
      '기후위기는 먼 미래의 일이 아니라 오늘의 날씨와 밥상에서 이미 느껴지는 일이 되었습니다.',
      '이 목록은 두 갈래로 읽을 수 있습니다. 소설은 생태계가 무너진 뒤의 세계나 사라져 가는 생명의 시간을 상상하게 하고, 교양서는 막연한 두려움 대신 사실과 데이터로 문제를 보는 법을 알려 줍니다.',
      '다 읽은 뒤에는 내 생활에서 바꿀 수 있는 한 가지를 적어 보세요. 도서관 1층 전시실의 기후위기 특별전도 함께 둘러보시기를 권합니다.',
    ].join('\n\n'),
    source: 'library',
    sigungu: '',
    daysAgo: 12,
    published: true,
    books: [
      { title: '지구 끝의 온실', author: '김초엽', note: '더스트로 무너진 세계에서 식물과 사람이 함께 살아남는 이야기.' },
      { title: '긴긴밤', author: '루리', note: '코뿔소 노든과 어린 펭귄의 긴 여정. 사라져 가는 생명을 생각하게 합니다.' },
      { title: '침묵의 봄', author: '레이첼 카슨', note: '살충제가 자연에 남기는 피해를 알린 환경 고전.' },
      { title: '2050 거주불능 지구', note: '기후변화가 불러올 위험을 정면으로 다룬 책.' },
      { title: '우리가 날씨다', note: '기후위기 앞에서 한 사람이 할 수 있는 일을 묻는 책.' },
      { title: '파란하늘 빨간지구', author: '조천호', note: '대기과학자가 들려주는 기후변화의 과학.' },
      { title: '물고기는 존재하지 않는다', author: '룰루 밀러', note: '자연을 분류하려던 한 과학자의 삶을 따라가며 자연을 보는 눈을 되묻습니다.' },
      { title: '팩트풀니스', note: '위기를 말할 때 막연한 두려움 대신 데이터로 차분히 보는 법을 알려 줍니다.' },
      { title: '사피엔스', author: '유발 하라리', note: '인류가 지구에 남긴 흔적을 긴 역사 속에서 돌아봅니다.' },
    ],
  },
  {
    token: 'first-science',
    title: '처음 만나는 과학',
    summary: '과학책이 처음인 분을 위해, 이야기처럼 읽히는 과학 교양서를 모았습니다.',
    body: [
      '과학책은 어렵다는 생각 때문에 손이 잘 가지 않는다면, 이야기처럼 읽히는 책부터 시작해 보세요.',
      '우주와 생명, 수와 데이터, 인류의 역사까지 주제는 다르지만 모두 질문 하나에서 출발해 차근차근 답을 찾아가는 책들입니다.',
      '어린이와 함께 읽을 수 있는 수학 동화도 한 권 넣었습니다. 가족이 같은 책을 읽고 이야기를 나누어 보세요.',
    ].join('\n\n'),
    source: 'library',
    sigungu: '',
    daysAgo: 26,
    published: true,
    books: [
      { title: '코스모스', author: '칼 세이건', note: '우주와 과학의 역사를 한 권에 담은 교양 과학의 고전.' },
      { title: '이기적 유전자', author: '리처드 도킨스', note: '유전자의 눈으로 생명과 진화를 보는 책.' },
      { title: '떨림과 울림', author: '김상욱', note: '물리학자가 들려주는 우주와 존재 이야기.' },
      { title: '물고기는 존재하지 않는다', author: '룰루 밀러', note: '과학이 세상을 나누고 이름 붙이는 방식을 돌아보게 합니다.' },
      { title: '수학귀신', note: '꿈속의 수학귀신과 함께 수의 세계를 여행하는 이야기. 어린이와 함께 읽어 보세요.' },
      { title: '사피엔스', author: '유발 하라리', note: '인지혁명, 농업혁명, 과학혁명으로 읽는 인류의 역사.' },
      { title: '팩트풀니스', note: '데이터로 세상을 보는 과학적 사고의 첫걸음.' },
    ],
  },
  {
    token: 'picture-books-open-hearts',
    title: '그림책으로 여는 마음',
    summary: '말로 다 하지 못한 마음을 그림과 짧은 글로 건네는 그림책과 동화입니다.',
    body: [
      '그림책은 어린이만의 책이 아닙니다. 짧은 글과 그림 사이의 여백에서 어른도 저마다의 마음을 발견합니다.',
      '이번 목록에는 아이와 함께 소리 내어 읽기 좋은 그림책과, 조금 긴 호흡으로 읽는 동화를 함께 골랐습니다.',
      '책을 읽은 뒤 "너라면 어떻게 했을까?" 하고 물어봐 주세요. 어린이자료실 그림책·동화 서가에서 만나실 수 있습니다.',
    ].join('\n\n'),
    source: 'library',
    sigungu: '',
    daysAgo: 41,
    published: true,
    books: [
      { title: '구름빵', author: '백희나', note: '구름으로 만든 빵을 먹고 하늘을 나는 고양이 남매 이야기.' },
      { title: '알사탕', author: '백희나', note: '알사탕을 먹으면 들리는 마음의 소리. 말하지 못한 마음을 꺼내 보게 합니다.' },
      { title: '장수탕 선녀님', author: '백희나', note: '동네 목욕탕에서 만난 선녀님과 덕지의 하루.' },
      { title: '수박 수영장', author: '안녕달', note: '한여름 커다란 수박 속에서 노는 마을 사람들의 즐거운 하루.' },
      { title: '긴긴밤', author: '루리', note: '서로를 지키며 걷는 코뿔소와 펭귄의 여정. 조금 긴 동화로 함께 읽어 보세요.' },
      { title: '마당을 나온 암탉', author: '황선미', note: '자기 알을 품고 싶었던 잎싹의 용기. 함께 읽고 이야기 나누기 좋습니다.' },
      { title: '어린 왕자', note: '어른이 되어 다시 읽으면 다르게 보이는 이야기.' },
    ],
  },
  {
    token: 'han-kang-memory',
    title: '한강의 문장으로 읽는 기억과 애도',
    summary: '2024년 노벨문학상을 받은 한강 작가의 소설과 시를 한자리에 모았습니다.',
    body: [
      '한강 작가는 2024년 노벨문학상을 받았습니다. 수상 이후 도서관에서도 작가의 책을 찾는 분이 크게 늘었습니다.',
      '이 목록은 역사의 상처를 기억하는 장편에서 흰 것들에 관한 짧은 글, 그리고 첫 시집까지 작가의 여러 얼굴을 함께 볼 수 있도록 골랐습니다.',
      '대출이 많은 책은 예약을 걸어 두시면 차례가 왔을 때 알려 드립니다.',
    ].join('\n\n'),
    source: 'library',
    sigungu: '',
    daysAgo: 58,
    published: true,
    books: [
      { title: '소년이 온다', author: '한강', note: '1980년 5월 광주를 기억하는 사람들의 목소리.' },
      { title: '작별하지 않는다', author: '한강', note: '제주 4·3을 배경으로 한 기억과 애도의 소설.' },
      { title: '채식주의자', author: '한강', note: '세 편의 연작으로 이어지는 한 여성의 이야기.' },
      { title: '흰', author: '한강', note: '흰 것들에 관한 짧은 글들로 엮은 소설.' },
      { title: '서랍에 저녁을 넣어 두었다', author: '한강', note: '작가의 첫 시집. 소설과 함께 읽어 보세요.' },
    ],
  },
  {
    token: 'new-year-habits-draft',
    title: '새해를 여는 습관의 책 (초안)',
    summary: '새해 계획을 세울 때 곁에 두면 좋은 책을 준비하고 있습니다.',
    body: '목록을 준비하고 있습니다.',
    source: 'library',
    sigungu: '',
    daysAgo: 0,
    published: false,
    books: [
      { title: '아주 작은 습관의 힘', note: '작은 습관을 쌓아 변화를 만드는 방법.' },
      { title: '도둑맞은 집중력', note: '집중하기 어려워진 까닭을 찾아 나선 책.' },
      { title: '역사의 쓸모', note: '역사에서 오늘을 사는 지혜를 찾는 책.' },
    ],
  },
  {
    token: 'suwon-coming-of-age',
    title: '십대에게 건네는 성장 소설',
    summary: '수원시 공공도서관 사서들이 십대 독자에게 권하는 성장 소설입니다.',
    body: [
      '수원시 공공도서관 사서들이 십대 독자에게 권하는 성장 소설을 모았습니다.',
      '감정을 잘 느끼지 못하는 소년, 남들보다 빨리 늙어 가는 아이, 자기 자신에게 이르는 길을 찾는 청년까지, 주인공들은 저마다의 방식으로 자랍니다.',
      '경기도 31개 시군 도서관이 함께 쓰는 31링크 목록입니다. 경기도서관에서도 모두 빌리실 수 있습니다.',
    ].join('\n\n'),
    source: '31link',
    sigungu: '수원시',
    daysAgo: 8,
    published: true,
    books: [
      { title: '아몬드', author: '손원평', note: '감정을 잘 느끼지 못하는 소년 윤재가 세상과 만나는 이야기.' },
      { title: '위저드 베이커리', author: '구병모', note: '집을 뛰쳐나온 소년이 마법사의 빵집에서 보내는 시간.' },
      { title: '완득이', author: '김려령', note: '세상에 툴툴대던 완득이가 자기 길을 찾아가는 이야기.' },
      { title: '두근두근 내 인생', author: '김애란', note: '조로증을 앓는 열일곱 살 아름이와 젊은 부모의 이야기.' },
      { title: '데미안', author: '헤르만 헤세', note: '자기 자신에게 이르는 길을 묻는 성장 소설의 고전.' },
      { title: '천 개의 파랑', author: '천선란', note: '경주마와 휴머노이드 기수, 한 가족이 함께 달리는 이야기.' },
      { title: '마당을 나온 암탉', author: '황선미', note: '정해진 자리를 떠나 자기 삶을 선택하는 용기.' },
    ],
  },
  {
    token: 'goyang-sf-future',
    title: 'SF로 떠나는 미래 여행',
    summary: '고양시 공공도서관 사서들이 고른, 지금의 우리를 비추는 SF 소설입니다.',
    body: [
      'SF는 먼 미래를 그리지만 결국 오늘의 우리에 관해 이야기합니다.',
      '고양시 공공도서관 사서들이 한국 SF의 최근 작품과 오래 읽혀 온 고전을 함께 골랐습니다.',
      '경기도 31개 시군 도서관이 함께 쓰는 31링크 목록입니다.',
    ].join('\n\n'),
    source: '31link',
    sigungu: '고양시',
    daysAgo: 30,
    published: true,
    books: [
      { title: '우리가 빛의 속도로 갈 수 없다면', author: '김초엽', note: '일곱 편의 단편으로 만나는 김초엽의 첫 소설집.' },
      { title: '지구 끝의 온실', author: '김초엽', note: '재난 이후의 세계에서 식물과 사람을 잇는 이야기.' },
      { title: '천 개의 파랑', author: '천선란', note: '휴머노이드 기수 콜리와 경주마 투데이의 이야기.' },
      { title: '작별인사', author: '김영하', note: '휴머노이드 소년 철이의 여정을 따라 인간다움을 묻습니다.' },
      { title: '1984', author: '조지 오웰', note: '감시 사회를 그린 디스토피아 소설의 고전.' },
      { title: '저주토끼', author: '정보라', note: '기이하고 환상적인 이야기들로 현실을 비추는 소설집.' },
    ],
  },
];

export interface SeedRecommendList {
  kind: RecommendKind;
  title: string;
  description: string;
  books: readonly BookRef[];
}

export const SEED_RECOMMEND_LISTS: readonly SeedRecommendList[] = [
  {
    kind: 'local',
    title: '경기 지역 도서관 사서가 고른 책',
    description: '경기도 공공도서관 사서들이 지역 독자에게 먼저 권하는 책을 모았습니다. 작가의 출신지가 아니라 사서의 추천으로 고른 목록입니다.',
    books: [
      { title: '불편한 편의점', note: '누구나 편하게 시작할 수 있는 따뜻한 장편.' },
      { title: '어서 오세요, 휴남동 서점입니다', note: '동네 서점과 사람들의 이야기. 도서관을 좋아하는 분께.' },
      { title: '아몬드', note: '청소년과 어른이 함께 읽기 좋은 성장 소설.' },
      { title: '밝은 밤', note: '여러 세대 여성들의 삶을 잇는 장편.' },
      { title: '피프티 피플', note: '병원을 중심으로 이어지는 오십여 명의 이야기.' },
      { title: '보건교사 안은영', note: '유쾌하고 씩씩한 학교 판타지.' },
      { title: '여행의 이유', note: '여행에 관한 생각을 담은 산문집.' },
      { title: '역사의 쓸모', note: '역사에서 오늘을 사는 지혜를 찾는 교양서.' },
      { title: '도둑맞은 집중력', note: '스마트폰 시대의 집중력을 다시 생각하게 합니다.' },
      { title: '긴긴밤', note: '가족이 함께 읽기 좋은 동화.' },
    ],
  },
  {
    kind: 'others',
    title: '다른 기관이 추천한 책',
    description: '국내외 문학상 수상작과 여러 기관이 주목한 책을 모았습니다. 책마다 받은 상이나 오른 목록을 적었습니다.',
    books: [
      { title: '채식주의자', author: '한강', note: '2016년 맨부커 인터내셔널상 수상작.' },
      { title: '작별하지 않는다', author: '한강', note: '2023년 프랑스 메디치 외국문학상 수상작.' },
      { title: '소년이 온다', author: '한강', note: '2024년 노벨문학상을 받은 한강 작가의 장편소설.' },
      { title: '저주토끼', author: '정보라', note: '2022년 부커상 인터내셔널 부문 최종 후보작.' },
      { title: '파친코 1', author: '이민진', note: '2017년 전미도서상 소설 부문 최종 후보작.' },
      { title: '칼의 노래', author: '김훈', note: '2001년 동인문학상 수상작.' },
      { title: '아몬드', author: '손원평', note: '창비청소년문학상 수상작.' },
      { title: '위저드 베이커리', author: '구병모', note: '창비청소년문학상 수상작.' },
      { title: '긴긴밤', author: '루리', note: '문학동네어린이문학상 대상 수상작.' },
      { title: '알사탕', author: '백희나', note: '2020년 아스트리드 린드그렌 추모상을 받은 백희나 작가의 그림책.' },
      { title: '우리가 빛의 속도로 갈 수 없다면', author: '김초엽', note: '한국과학문학상을 받은 김초엽 작가의 첫 소설집.' },
    ],
  },
  {
    kind: 'climate',
    title: '기후위기·환경 도서',
    description: '기후위기와 생태를 생각하게 하는 소설과 교양서입니다. 도서관의 기후위기 특별전과 함께 읽어 보세요.',
    books: [
      { title: '지구 끝의 온실', author: '김초엽', note: '생태 재난 이후의 세계를 그린 장편 SF.' },
      { title: '침묵의 봄', author: '레이첼 카슨', note: '현대 환경운동의 출발점이 된 고전.' },
      { title: '2050 거주불능 지구', note: '기후변화가 불러올 위험을 정리한 책.' },
      { title: '우리가 날씨다', note: '기후위기 앞에서 개인의 선택을 묻는 책.' },
      { title: '파란하늘 빨간지구', author: '조천호', note: '대기과학자가 쓴 기후변화 입문서.' },
      { title: '긴긴밤', author: '루리', note: '사라져 가는 생명과 함께 사는 법을 생각하게 하는 동화.' },
      { title: '물고기는 존재하지 않는다', author: '룰루 밀러', note: '자연을 바라보는 인간의 시선을 되묻는 논픽션.' },
      { title: '팩트풀니스', note: '데이터로 세상의 문제를 차분히 보는 법.' },
      { title: '사피엔스', author: '유발 하라리', note: '인류가 생태계에 끼친 영향을 긴 역사 속에서 봅니다.' },
      { title: '코스모스', author: '칼 세이건', note: '우주 속 지구의 자리를 생각하게 하는 과학 교양서.' },
      { title: '이기적 유전자', author: '리처드 도킨스', note: '생명과 진화를 이해하는 기초가 되는 책.' },
      { title: '마당을 나온 암탉', author: '황선미', note: '양계장 밖 자연에서 살아가는 잎싹의 이야기.' },
    ],
  },
  {
    kind: 'gyeonggi',
    title: '경기도를 알 수 있는 책',
    description: '경기도의 장소와 역사, 경기도와 인연이 깊은 작가의 책을 모았습니다.',
    books: [
      { title: '남한산성', author: '김훈', note: '병자호란 때 남한산성에서 보낸 47일을 그린 장편소설.' },
      { title: '유배지에서 보낸 편지', note: '지금의 남양주 마재 마을에서 태어난 정약용이 유배지에서 가족에게 보낸 편지.' },
      { title: '그 많던 싱아는 누가 다 먹었을까', author: '박완서', note: '박완서 작가는 말년을 경기도 구리에서 보냈습니다. 작가의 유년을 담은 자전적 소설.' },
      { title: '입 속의 검은 잎', author: '기형도', note: '경기도 광명에서 자란 시인의 유고 시집. 광명에 기형도문학관이 있습니다.' },
      { title: '소나기', author: '황순원', note: '경기도 양평에 황순원문학촌 소나기마을이 있습니다.' },
      { title: '목민심서', author: '정약용', note: '지금의 남양주에서 태어난 정약용이 지방 관리의 도리를 적은 책.' },
      { title: '다산 정약용 평전', author: '박석무', note: '남양주 마재 마을에서 태어난 정약용의 생애와 사상.' },
      { title: '수원화성', author: '우현옥', note: '정조가 쌓은 수원화성을 그림으로 만나는 어린이책.' },
      { title: '정조의 비밀편지', author: '안대회', note: '수원화성을 쌓은 정조가 남긴 편지로 읽는 정조의 정치.' },
      { title: '원미동 사람들', author: '양귀자', note: '경기도 부천 원미동에 사는 사람들의 삶을 그린 연작소설.' },
      { title: '나목', author: '박완서', note: '박완서 작가의 첫 장편소설. 작가는 말년을 경기도 구리에서 보냈습니다.' },
    ],
  },
  {
    kind: 'collection',
    title: '경기도서관 특화 장서',
    description: '경기도서관이 깊이 있게 모으고 있는 주제 장서 가운데 한국 현대소설을 골라 소개합니다.',
    books: [
      { title: '소년이 온다', author: '한강', note: '한국 현대소설을 대표하는 장편.' },
      { title: '채식주의자', author: '한강', note: '세 편의 연작으로 이루어진 장편.' },
      { title: '칼의 노래', author: '김훈', note: '이순신의 목소리로 쓴 역사소설.' },
      { title: '엄마를 부탁해', author: '신경숙', note: '엄마를 잃어버린 가족이 엄마의 삶을 돌아보는 이야기.' },
      { title: '82년생 김지영', author: '조남주', note: '한 여성의 삶으로 본 한국 사회.' },
      { title: '7년의 밤', author: '정유정', note: '세령호에서 일어난 사건과 그 뒤 7년.' },
      { title: '살인자의 기억법', author: '김영하', note: '흔들리는 기억을 따라가는 짧은 장편.' },
      { title: '피프티 피플', author: '정세랑', note: '오십여 명의 삶이 이어지는 연작 장편.' },
      { title: '두근두근 내 인생', author: '김애란', note: '열일곱 살 아름이와 젊은 부모의 이야기.' },
      { title: '구의 증명', author: '최진영', note: '사랑과 애도를 그린 장편.' },
      { title: '파과', author: '구병모', note: '육십 대 여성 방역업자 조각의 이야기.' },
      { title: '밝은 밤', author: '최은영', note: '4대에 걸친 여성들의 삶과 우정.' },
    ],
  },
];

/** Three monthly lists: the seeding month and the two before it. */
export const BESTSELLER_MONTHS = 3;
export const BESTSELLER_SIZE = 20;
export const BESTSELLER_SOURCE = '경기도서관 대출·예약 데이터';

/** `yyyy-MM` of the month `back` months before the day's month. */
export function monthBefore(day: string, back: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const bestsellerTitle = (listId: string): string => {
  const [year = '', month = ''] = listId.split('-');
  return `${year}년 ${Number(month)}월 경기도서관 베스트셀러`;
};

interface SeedBookRow {
  book_key: string;
  title: string;
  author: string;
}

/** Finds a reference among the seeded real books: same normalised title, and the author when given. */
export function resolveBook(books: readonly SeedBookRow[], ref: BookRef): string | null {
  const title = normalise(ref.title);
  const author = ref.author === undefined ? null : normalise(ref.author);
  const match = books.find((book) => normalise(book.title) === title && (author === null || normalise(book.author).includes(author)));
  return match?.book_key ?? null;
}

/** The book keys of the references found, in order, without repeats, with their notes. */
function resolveAll(books: readonly SeedBookRow[], refs: readonly BookRef[]): { bookKey: string; note: string }[] {
  const seen = new Set<string>();
  return refs.flatMap((ref) => {
    const bookKey = resolveBook(books, ref);
    if (bookKey === null || seen.has(bookKey)) return [];
    seen.add(bookKey);
    return [{ bookKey, note: ref.note }];
  });
}

/** A seeded book with its loans in the month of a list. */
export interface MonthBook extends SeedBookRow {
  loans: number;
}

/**
 * A month's ranking: the month's loans (the seeded loan history, a handful per book) and the
 * reservations and requests behind them, which follow the same popularity that drives that
 * history (up to 10 points), with a little noise of the month; so ranks shift plausibly from month
 * to month while the favourites stay near the top.
 */
export function monthlyRanking(books: readonly MonthBook[], listId: string, size = BESTSELLER_SIZE): string[] {
  return books
    .map((book) => ({
      key: book.book_key,
      score: book.loans + 10 * seedPopularity(book.book_key, book.title) + 1.5 * randomFor(`${book.book_key}:${listId}`)(),
    }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
    .slice(0, size)
    .map((entry) => entry.key);
}

async function hasNoDiscoveryLists(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM curations WHERE manage_code = $1)
        AND NOT EXISTS (SELECT 1 FROM bestseller_lists WHERE manage_code = $1)
        AND NOT EXISTS (SELECT 1 FROM recommend_lists WHERE manage_code = $1) AS empty`,
    [MANAGE_CODE],
  );
  return row?.empty ?? false;
}

async function insertCurations(tx: Queryable, books: readonly SeedBookRow[], today: string): Promise<void> {
  for (const curation of SEED_CURATIONS) {
    await tx.query(
      `INSERT INTO curations (token, manage_code, title, summary, body, source, sigungu, published_at, publish_yn)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9)`,
      [
        curation.token,
        MANAGE_CODE,
        curation.title,
        curation.summary,
        curation.body,
        curation.source,
        curation.sigungu,
        addDays(today, -curation.daysAgo),
        curation.published ? 'Y' : 'N',
      ],
    );
    for (const [sort, { bookKey, note }] of resolveAll(books, curation.books).entries()) {
      await tx.query('INSERT INTO curation_books (token, book_key, sort, note) VALUES ($1, $2, $3, $4)', [curation.token, bookKey, sort + 1, note]);
    }
  }
}

async function insertBestsellers(tx: Queryable, today: string): Promise<void> {
  for (let back = 0; back < BESTSELLER_MONTHS; back += 1) {
    const listId = monthBefore(today, back);
    // The seeded books the library held by the end of that month, with their loans in it.
    const books = await tx.query<MonthBook>(
      `SELECT b.book_key, b.title, b.author, count(l.loan_key)::int AS loans
         FROM books b LEFT JOIN loans l ON l.book_key = b.book_key AND to_char(l.loan_date, 'YYYY-MM') = $1
        WHERE b.book_key >= 'GGL' AND b.book_key < 'GGM' AND to_char(b.acquired_at, 'YYYY-MM') <= $1
        GROUP BY b.book_key, b.title, b.author`,
      [listId],
    );
    await tx.query('INSERT INTO bestseller_lists (manage_code, list_id, title, source) VALUES ($1, $2, $3, $4)', [
      MANAGE_CODE,
      listId,
      bestsellerTitle(listId),
      BESTSELLER_SOURCE,
    ]);
    const ranking = monthlyRanking(books, listId);
    await tx.query(
      `INSERT INTO bestseller_books (manage_code, list_id, rank, book_key)
       SELECT $1, $2, r, k FROM unnest($3::text[]) WITH ORDINALITY AS u (k, r)`,
      [MANAGE_CODE, listId, ranking],
    );
  }
}

async function insertRecommendLists(tx: Queryable, books: readonly SeedBookRow[]): Promise<void> {
  for (const list of SEED_RECOMMEND_LISTS) {
    await tx.query('INSERT INTO recommend_lists (manage_code, kind, title, description) VALUES ($1, $2, $3, $4)', [
      MANAGE_CODE,
      list.kind,
      list.title,
      list.description,
    ]);
    for (const [sort, { bookKey, note }] of resolveAll(books, list.books).entries()) {
      await tx.query('INSERT INTO recommend_books (manage_code, kind, book_key, sort, note) VALUES ($1, $2, $3, $4, $5)', [
        MANAGE_CODE,
        list.kind,
        bookKey,
        sort + 1,
        note,
      ]);
    }
  }
}

export interface DiscoverySeedOptions {
  /** The seeding instant (default: now): bestseller months and curation dates follow its day in Seoul. */
  now?: number;
}

/**
 * Adds the bestseller lists, curations and recommendation lists of 경기도서관 when it has none of
 * them. Its own step after seedBoardsIfEmpty (the lists point at the seeded real books, GGL…);
 * returns false and does nothing when the site or its books are missing, or any list exists.
 */
export async function seedDiscoveryIfEmpty(db: Db, options: DiscoverySeedOptions = {}): Promise<boolean> {
  if (!(await hasNoDiscoveryLists(db))) return false;
  const today = seoulDay(options.now ?? Date.now());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DISCOVERY_SEED_LOCK_KEY]);
    if (!(await hasNoDiscoveryLists(tx))) return false;
    const [site] = await tx.query('SELECT 1 FROM libraries WHERE manage_code = $1', [MANAGE_CODE]);
    if (!site) return false;
    const books = await tx.query<SeedBookRow>(
      `SELECT book_key, title, author FROM books WHERE book_key >= 'GGL' AND book_key < 'GGM' ORDER BY book_key`,
    );
    if (books.length === 0) return false;
    await insertCurations(tx, books, today);
    await insertBestsellers(tx, today);
    await insertRecommendLists(tx, books);
    return true;
  });
}
