import { MANAGE_CODE } from '../../contract/constants';
import type { EResourceAccess, EResourceKind, EResourceVia, HumanCategory } from '../../contract/library-service';
import { addDays, seoulDay, seoulInstant } from '../calendar';
import type { Db, Queryable } from '../db/db';
import { newKey } from '../repositories/my-library-repository';
import { SEED_MEMBERS } from './members';

/*
 * The demo's e-resources and human library (docs/api.md "Library services"). E-resources are the
 * kind a provincial library subscribes to or points at: subscribed platforms members reach from
 * home through the SSO hub (사이버도서관, 전자책도서관), licences read only on the library's PCs,
 * and free public services anyone may open. Human books are invented people under pen names;
 * their sessions are dated from the day the seed runs, one of them already full.
 */

const LIBRARY_SERVICE_SEED_LOCK_KEY = 1416740018;

/** Where the on-site licences are read: the e-resource PCs of the digital room. */
export const ONSITE_PCS = '4층 디지털자료실·미디어랩 전자자료 전용 PC(1~24번)';
const ONSITE_PRESS = '4층 디지털자료실·미디어랩 신문·잡지 열람 PC(25~30번)';

export interface SeedEResource {
  kind: EResourceKind;
  name: string;
  provider: string;
  subject: string;
  origin: '국내' | '국외';
  description: string;
  access: EResourceAccess;
  via?: EResourceVia;
  place?: string;
  url?: string;
  coverage?: string;
  issn?: string;
  frequency?: string;
  body?: string;
  steps?: string[];
}

const REMOTE_STEPS = (service: string) => [
  '경기도서관 홈페이지에 로그인합니다.',
  `'원격 이용' 버튼을 누르면 ${service}가 새 탭에서 로그인된 채로 열립니다.`,
  '자료를 검색해 원문(PDF)을 열람하거나 내려받습니다.',
];
const ONSITE_STEPS = [
  '4층 디지털자료실·미디어랩 안내 데스크에서 회원증을 보여 주고 전자자료 전용 PC를 배정받습니다.',
  'PC 바탕화면의 [전자자료] 바로가기에서 자료를 고릅니다.',
  '원문은 화면으로 보거나 USB에 저장할 수 있고, 인쇄는 1면에 50원입니다.',
];

export const SEED_E_RESOURCES: readonly SeedEResource[] = [
  /* ---- 전자저널 ---- */
  {
    kind: 'JOURNAL',
    name: '한국문헌정보학회지',
    provider: 'KISS (한국학술정보)',
    subject: '사회과학',
    origin: '국내',
    description: '도서관·기록관리·정보학 분야의 대표 학술지입니다. 정보 이용 행태, 공공도서관 정책, 메타데이터 연구를 폭넓게 싣습니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '1970년~현재',
    frequency: '계간',
    body:
      '한국문헌정보학회가 1970년부터 펴내 온 학술지로, 공공·학교·대학도서관 운영과 이용자 연구, 독서 문화, 디지털 아카이브에 관한 논문을 싣습니다.\n\n' +
      '창간호부터 최신호까지 전권의 원문을 KISS에서 볼 수 있으며, 최신호는 발행 한 달 뒤에 올라옵니다.',
    steps: REMOTE_STEPS('경기도 사이버도서관의 KISS'),
  },
  {
    kind: 'JOURNAL',
    name: '한국심리학회지: 일반',
    provider: 'DBpia (누리미디어)',
    subject: '사회과학',
    origin: '국내',
    description: '인지·사회·발달심리 등 심리학 전 분야의 연구 논문을 싣는 학회지입니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '1982년~현재',
    frequency: '계간',
    body: '한국심리학회가 펴내는 종합 학술지입니다. 심리 상담, 청소년 발달, 노년기 정서처럼 도서관 이용자들이 자주 찾는 주제의 논문이 많습니다.',
    steps: REMOTE_STEPS('경기도 사이버도서관의 DBpia'),
  },
  {
    kind: 'JOURNAL',
    name: '역사학보',
    provider: 'DBpia (누리미디어)',
    subject: '인문',
    origin: '국내',
    description: '한국사·동양사·서양사를 아우르는 역사학회의 학술지입니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '1952년~현재',
    frequency: '계간',
    body: '1952년 창간된 역사학회의 학술지로, 지역사와 생활사 연구도 꾸준히 싣습니다. 경기 지역사 논문은 도서관 향토자료실 자료와 함께 보시면 좋습니다.',
    steps: REMOTE_STEPS('경기도 사이버도서관의 DBpia'),
  },
  {
    kind: 'JOURNAL',
    name: '대한간호학회지',
    provider: 'KCI (한국연구재단)',
    subject: '의학·보건',
    origin: '국내',
    description: '간호학 연구 논문을 누구나 무료로 볼 수 있는 오픈 액세스 학술지입니다.',
    access: 'OPEN',
    url: 'https://www.kci.go.kr',
    coverage: '1970년~현재',
    frequency: '격월간',
    body: '대한간호학회가 펴내는 학술지로, 원문이 오픈 액세스로 공개되어 있어 로그인 없이 한국학술지인용색인(KCI)에서 바로 읽을 수 있습니다.',
    steps: ['아래 바로가기로 한국학술지인용색인(KCI)을 엽니다.', '학술지명 "대한간호학회지"로 검색해 원하는 호를 고릅니다.', '논문의 [원문 보기]를 누르면 PDF가 열립니다.'],
  },
  {
    kind: 'JOURNAL',
    name: 'Nature',
    provider: 'Springer Nature',
    subject: '자연과학',
    origin: '국외',
    description: '1869년 창간된 과학 종합 주간지입니다. 계약상 도서관 안 전자자료 PC에서만 원문을 볼 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
    coverage: '1997년~현재',
    issn: '0028-0836',
    frequency: '주간',
    body: '생명과학, 물리, 지구과학 등 자연과학 전 분야의 연구와 뉴스를 싣는 학술지입니다. 도서관은 1997년 이후 발행분의 원문 이용권을 구독하고 있으며, 출판사와의 계약에 따라 도서관 네트워크 안에서만 열립니다.',
    steps: ONSITE_STEPS,
  },
  {
    kind: 'JOURNAL',
    name: 'Science',
    provider: 'AAAS',
    subject: '자연과학',
    origin: '국외',
    description: '미국과학진흥협회가 펴내는 과학 주간지입니다. 도서관 안 전자자료 PC에서 볼 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
    coverage: '2000년~현재',
    issn: '0036-8075',
    frequency: '주간',
    body: '연구 논문과 함께 과학 정책, 연구 윤리에 관한 기사를 싣습니다. 2000년 이후 발행분을 도서관 안에서 볼 수 있습니다.',
    steps: ONSITE_STEPS,
  },
  {
    kind: 'JOURNAL',
    name: 'The Lancet',
    provider: 'ScienceDirect (Elsevier)',
    subject: '의학·보건',
    origin: '국외',
    description: '세계적인 의학 학술지입니다. 도서관 안 전자자료 PC에서 ScienceDirect로 볼 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
    coverage: '1995년~현재',
    issn: '0140-6736',
    frequency: '주간',
    body: '임상 연구와 공중보건, 세계 보건 정책에 관한 논문을 싣습니다. 건강 정보를 찾는 이용자께는 사서가 관련 국내 자료도 함께 안내해 드립니다.',
    steps: ONSITE_STEPS,
  },
  {
    kind: 'JOURNAL',
    name: 'Cell',
    provider: 'ScienceDirect (Elsevier)',
    subject: '자연과학',
    origin: '국외',
    description: '분자생물학·세포생물학 분야의 학술지입니다. 도서관 안에서만 볼 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
    coverage: '1995년~현재',
    issn: '0092-8674',
    frequency: '격주간',
    body: '세포생물학, 유전학, 면역학 연구를 싣는 학술지입니다. ScienceDirect 관내 이용권으로 1995년 이후 발행분을 볼 수 있습니다.',
    steps: ONSITE_STEPS,
  },
  {
    kind: 'JOURNAL',
    name: 'The Economist',
    provider: 'PressReader',
    subject: '시사·경제',
    origin: '국외',
    description: '세계 정치·경제를 다루는 영국의 주간지입니다. 회원은 집에서도 최근호를 볼 수 있습니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '최근 3개월',
    issn: '0013-0613',
    frequency: '주간',
    body: 'PressReader를 통해 지면 그대로의 최근 3개월 호를 읽을 수 있습니다. 기사 듣기와 번역 기능도 쓸 수 있습니다.',
    steps: REMOTE_STEPS('경기도 사이버도서관의 PressReader'),
  },
  {
    kind: 'JOURNAL',
    name: '대한건축학회 논문집',
    provider: 'DBpia (누리미디어)',
    subject: '공학·기술',
    origin: '국내',
    description: '건축 계획·구조·환경 분야의 연구 논문을 싣는 학술지입니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '1985년~현재',
    frequency: '월간',
    body: '건축 설계와 도시 재생, 친환경 건축에 관한 논문이 실립니다. 경기도서관 건물 같은 공공 건축 연구도 찾아볼 수 있습니다.',
    steps: REMOTE_STEPS('경기도 사이버도서관의 DBpia'),
  },

  /* ---- 학술 데이터베이스 ---- */
  {
    kind: 'DATABASE',
    name: 'DBpia',
    provider: '누리미디어',
    subject: '종합',
    origin: '국내',
    description: '국내 학회·연구소가 펴낸 학술지 2,500여 종의 논문 원문을 제공합니다. 회원은 집에서도 이용할 수 있습니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '1950년대~현재',
  },
  {
    kind: 'DATABASE',
    name: 'KISS 한국학술정보',
    provider: '한국학술정보',
    subject: '종합',
    origin: '국내',
    description: '국내 학술지 논문과 대학 연구소 간행물 원문을 모은 데이터베이스입니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '1960년대~현재',
  },
  {
    kind: 'DATABASE',
    name: '교보문고 스콜라',
    provider: '교보문고',
    subject: '종합',
    origin: '국내',
    description: '학술 논문과 함께 연구 보고서, 전문 잡지 기사를 한 번에 검색합니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '1980년대~현재',
  },
  {
    kind: 'DATABASE',
    name: 'KRpia 한국학 지식 데이터베이스',
    provider: '누리미디어',
    subject: '인문',
    origin: '국내',
    description: '조선왕조실록 번역본, 고문서, 문집 등 한국학 원문 자료를 모았습니다. 계약상 도서관 안에서만 볼 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
  },
  {
    kind: 'DATABASE',
    name: 'RISS 학술연구정보서비스',
    provider: '한국교육학술정보원',
    subject: '종합',
    origin: '국내',
    description: '국내 학위논문과 학술지 논문, 대학도서관 소장 자료를 통합 검색합니다. 무료 원문은 누구나 볼 수 있습니다.',
    access: 'OPEN',
    url: 'https://www.riss.kr',
  },
  {
    kind: 'DATABASE',
    name: '국회전자도서관',
    provider: '국회도서관',
    subject: '사회과학',
    origin: '국내',
    description: '국회 회의록, 법률 자료, 학위논문과 정책 보고서를 제공합니다. 저작권이 허락된 원문은 누구나 볼 수 있습니다.',
    access: 'OPEN',
    url: 'https://dl.nanet.go.kr',
  },
  {
    kind: 'DATABASE',
    name: '빅카인즈 뉴스 빅데이터',
    provider: '한국언론진흥재단',
    subject: '시사·경제',
    origin: '국내',
    description: '1990년 이후 종합일간지·방송 뉴스 기사를 검색하고 주제 흐름을 분석합니다.',
    access: 'OPEN',
    url: 'https://www.bigkinds.or.kr',
    coverage: '1990년~현재',
  },
  {
    kind: 'DATABASE',
    name: 'ScienceDirect',
    provider: 'Elsevier',
    subject: '자연과학',
    origin: '국외',
    description: '과학·기술·의학 분야 국외 학술지 2,500여 종과 전문 도서를 제공합니다. 도서관 안에서만 이용할 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
    coverage: '1995년~현재',
  },
  {
    kind: 'DATABASE',
    name: 'JSTOR',
    provider: 'ITHAKA',
    subject: '인문',
    origin: '국외',
    description: '인문·사회과학 분야 국외 학술지의 창간호부터 원문을 보존한 아카이브입니다. 도서관 안에서만 이용할 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
  },
  {
    kind: 'DATABASE',
    name: '로앤비 법률정보',
    provider: '로앤비',
    subject: '법률',
    origin: '국내',
    description: '판례, 법령, 법률 논문과 주석서를 검색합니다. 도서관 안 전자자료 PC에서 이용할 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
  },

  /* ---- 전자잡지 ---- */
  {
    kind: 'MAGAZINE',
    name: '모아진 전자잡지',
    provider: '모아진',
    subject: '종합',
    origin: '국내',
    description: '시사·경제·여성·취미·어린이 잡지 300여 종을 휴대전화와 PC에서 봅니다. 회원은 집에서도 볼 수 있습니다.',
    access: 'REMOTE',
    via: 'ggebook',
    coverage: '최근 1년',
  },
  {
    kind: 'MAGAZINE',
    name: '월간 샘터',
    provider: '모아진',
    subject: '문학·교양',
    origin: '국내',
    description: '1970년 창간된 교양 잡지로, 평범한 이웃의 이야기와 짧은 수필을 싣습니다.',
    access: 'REMOTE',
    via: 'ggebook',
    coverage: '최근 1년',
  },
  {
    kind: 'MAGAZINE',
    name: '과학동아',
    provider: '모아진',
    subject: '자연과학',
    origin: '국내',
    description: '청소년과 성인을 위한 월간 과학 잡지입니다. 최신 연구를 쉬운 글과 그림으로 풀어 줍니다.',
    access: 'REMOTE',
    via: 'ggebook',
    coverage: '최근 1년',
  },
  {
    kind: 'MAGAZINE',
    name: '어린이과학동아',
    provider: '모아진',
    subject: '어린이',
    origin: '국내',
    description: '초등학생을 위한 과학 잡지입니다. 만화와 실험 코너로 과학을 놀이처럼 만납니다.',
    access: 'REMOTE',
    via: 'ggebook',
    coverage: '최근 1년',
  },
  {
    kind: 'MAGAZINE',
    name: '씨네21',
    provider: '모아진',
    subject: '예술·문화',
    origin: '국내',
    description: '영화 비평과 감독·배우 인터뷰를 싣는 영화 주간지입니다.',
    access: 'REMOTE',
    via: 'ggebook',
    coverage: '최근 6개월',
  },
  {
    kind: 'MAGAZINE',
    name: '전원속의 내집',
    provider: '모아진',
    subject: '생활·취미',
    origin: '국내',
    description: '주택 설계, 정원 가꾸기, 귀촌 이야기를 다루는 주거 잡지입니다.',
    access: 'REMOTE',
    via: 'ggebook',
    coverage: '최근 1년',
  },
  {
    kind: 'MAGAZINE',
    name: 'PressReader 세계 신문·잡지',
    provider: 'PressReader',
    subject: '시사·경제',
    origin: '국외',
    description: '120여 개 나라의 신문과 잡지 7,000여 종을 지면 그대로 봅니다. 회원은 집에서도 볼 수 있습니다.',
    access: 'REMOTE',
    via: 'ggcyber',
    coverage: '최근 3개월',
  },
  {
    kind: 'MAGAZINE',
    name: 'Zinio 해외 잡지',
    provider: 'Zinio',
    subject: '생활·취미',
    origin: '국외',
    description: '패션·요리·여행·디자인 분야 해외 잡지입니다. 계약상 도서관 안 열람 PC에서만 볼 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PRESS,
    coverage: '최근 6개월',
  },

  /* ---- 지식정보 ---- */
  {
    kind: 'KNOWLEDGE',
    name: '브리태니커 온라인',
    provider: '한국브리태니커회사',
    subject: '종합',
    origin: '국외',
    description: '브리태니커 백과사전의 한국어판과 영어판, 어린이판을 함께 검색합니다. 회원은 집에서도 볼 수 있습니다.',
    access: 'REMOTE',
    via: 'ggcyber',
  },
  {
    kind: 'KNOWLEDGE',
    name: '한국민족문화대백과사전',
    provider: '한국학중앙연구원',
    subject: '인문',
    origin: '국내',
    description: '한국의 역사·인물·지리·문화를 다룬 백과사전입니다. 누구나 무료로 볼 수 있습니다.',
    access: 'OPEN',
    url: 'https://encykorea.aks.ac.kr',
  },
  {
    kind: 'KNOWLEDGE',
    name: '한국고전종합DB',
    provider: '한국고전번역원',
    subject: '인문',
    origin: '국내',
    description: '조선왕조실록, 승정원일기, 문집의 원문과 번역문을 검색합니다.',
    access: 'OPEN',
    url: 'https://db.itkc.or.kr',
  },
  {
    kind: 'KNOWLEDGE',
    name: '국가법령정보센터',
    provider: '법제처',
    subject: '법률',
    origin: '국내',
    description: '현행 법령과 자치법규, 판례를 찾아봅니다. 경기도 조례도 함께 검색됩니다.',
    access: 'OPEN',
    url: 'https://www.law.go.kr',
  },
  {
    kind: 'KNOWLEDGE',
    name: '국가통계포털 KOSIS',
    provider: '통계청',
    subject: '사회과학',
    origin: '국내',
    description: '인구, 고용, 물가 등 국가 통계와 시군별 지역 통계를 표와 그래프로 봅니다.',
    access: 'OPEN',
    url: 'https://kosis.kr',
  },
  {
    kind: 'KNOWLEDGE',
    name: '우리말샘',
    provider: '국립국어원',
    subject: '인문',
    origin: '국내',
    description: '표준국어대사전에 신어와 지역어를 더한, 누구나 참여하는 국어사전입니다.',
    access: 'OPEN',
    url: 'https://opendict.korean.go.kr',
  },
  {
    kind: 'KNOWLEDGE',
    name: 'K-MOOC 온라인 강좌',
    provider: '국가평생교육진흥원',
    subject: '교육',
    origin: '국내',
    description: '대학 강의를 누구나 무료로 듣는 온라인 공개 강좌입니다. 인문학부터 인공지능까지 1,000여 강좌가 있습니다.',
    access: 'OPEN',
    url: 'https://www.kmooc.kr',
  },
  {
    kind: 'KNOWLEDGE',
    name: 'Oxford Reference',
    provider: 'Oxford University Press',
    subject: '인문',
    origin: '국외',
    description: '옥스퍼드 대학 출판부의 주제별 사전 300여 종을 검색합니다. 도서관 안에서만 이용할 수 있습니다.',
    access: 'ONSITE',
    place: ONSITE_PCS,
  },
];

export interface SeedHumanSession {
  /** Days from the seed's day, and the Seoul wall-clock times. */
  day: number;
  start: string;
  end: string;
  place: string;
  capacity: number;
  /** Members (by seed index) who have already booked it. */
  bookedBy?: number[];
}

export interface SeedHumanBook {
  title: string;
  narrator: string;
  category: HumanCategory;
  summary: string;
  description: string;
  topics: string[];
  sessions: SeedHumanSession[];
}

const TALK_ROOM = '2층 종합자료실 소통방';
const CAFE_TABLE = '1층 북카페 휴먼북 대화석';

export const SEED_HUMAN_BOOKS: readonly SeedHumanBook[] = [
  {
    title: '마흔에 목수가 된 회계사',
    narrator: '휴먼북 나무결',
    category: 'CAREER',
    summary: '회계법인에서 15년을 일하다 목공을 배워 동네 가구 공방을 연 사람의 이야기입니다.',
    description:
      '숫자를 맞추는 일이 적성이라고 믿었던 회계사가 주말 목공 수업에서 처음으로 시간 가는 줄 모르는 경험을 합니다. ' +
      '2년 동안 두 일을 함께 하다 공방을 열기까지의 고민과 비용, 가족과 나눈 대화를 솔직하게 들려줍니다.\n\n' +
      '지금은 동네 어린이집의 책장과 작은 도서관의 서가를 짓고 있습니다.',
    topics: ['직업을 바꾸기로 마음먹은 순간', '목공을 배우는 데 든 시간과 비용', '작은 공방을 꾸려 가는 하루'],
    sessions: [
      { day: 5, start: '14:00', end: '14:40', place: TALK_ROOM, capacity: 4 },
      { day: 12, start: '14:00', end: '14:40', place: TALK_ROOM, capacity: 4 },
      { day: 19, start: '19:00', end: '19:40', place: TALK_ROOM, capacity: 4 },
    ],
  },
  {
    title: '새벽 네 시의 동네 빵집',
    narrator: '휴먼북 밀알',
    category: 'CAREER',
    summary: '같은 골목에서 20년 동안 빵을 구워 온 제빵사가 들려주는 동네 가게의 하루입니다.',
    description:
      '새벽 네 시에 반죽을 시작해 저녁에 남은 빵을 지역아동센터에 나누기까지, 동네 빵집의 하루를 시간 순서대로 이야기합니다. ' +
      '프랜차이즈가 늘어난 골목에서 가게를 지켜 온 방법, 단골손님과 쌓은 관계도 함께 나눕니다.',
    topics: ['제빵사가 되는 길과 자격증', '작은 가게가 골목에서 살아남는 법', '남은 빵을 나누는 이유'],
    sessions: [
      { day: 6, start: '11:00', end: '11:40', place: CAFE_TABLE, capacity: 2, bookedBy: [1, 2] },
      { day: 13, start: '11:00', end: '11:40', place: CAFE_TABLE, capacity: 5 },
    ],
  },
  {
    title: '예순에 한글을 처음 배웠습니다',
    narrator: '휴먼북 봄빛',
    category: 'LIFE',
    summary: '성인 문해교실에서 예순에 한글을 익혀 손주에게 그림책을 읽어 주게 된 사람의 이야기입니다.',
    description:
      '어려서 학교에 다니지 못해 은행 창구와 버스 노선표 앞에서 늘 긴장했던 날들, 주민센터 문해교실에 처음 들어서던 날의 떨림을 이야기합니다. ' +
      '지금은 도서관 그림책 읽어 주기 자원봉사를 하고 있습니다.',
    topics: ['글을 모르고 살아온 일상', '늦게 배우는 공부의 기쁨과 어려움', '손주에게 처음 읽어 준 그림책'],
    sessions: [
      { day: 8, start: '10:30', end: '11:10', place: TALK_ROOM, capacity: 5 },
      { day: 22, start: '10:30', end: '11:10', place: TALK_ROOM, capacity: 5 },
    ],
  },
  {
    title: '휠체어로 걸은 제주 올레길',
    narrator: '휴먼북 바람길',
    category: 'CHALLENGE',
    summary: '사고로 척수 장애를 얻은 뒤 휠체어로 제주 올레길 열 개 코스를 완주한 여행자의 이야기입니다.',
    description:
      '사고 뒤 1년 동안 집 밖으로 나가지 못했던 시간과, 재활 병원 친구의 권유로 떠난 첫 여행을 이야기합니다. ' +
      '휠체어로 갈 수 있는 길을 직접 조사해 지도로 만든 과정, 여행 중 만난 사람들의 도움도 나눕니다.\n\n' +
      '이 휴먼북과의 대화는 휠체어가 드나들 수 있는 1층에서 열립니다.',
    topics: ['장애를 얻은 뒤 다시 밖으로 나서기까지', '휠체어 여행을 준비하는 법', '접근성 지도 만들기'],
    sessions: [
      { day: 7, start: '15:00', end: '15:40', place: CAFE_TABLE, capacity: 4 },
      { day: 21, start: '15:00', end: '15:40', place: CAFE_TABLE, capacity: 4 },
    ],
  },
  {
    title: '베트남에서 와서 통역사가 되었습니다',
    narrator: '휴먼북 연꽃',
    category: 'LIFE',
    summary: '결혼 이주 17년 차, 가족센터 통번역사로 일하는 두 아이 엄마의 이야기입니다.',
    description:
      '한국어를 한 마디도 못 하던 첫해, 아이의 알림장을 읽지 못해 속상했던 기억에서 이야기가 시작됩니다. ' +
      '한국어능력시험과 통번역사 교육을 거쳐 지금은 같은 처지의 이웃을 돕고 있습니다. 베트남어로도 대화할 수 있습니다.',
    topics: ['이주 첫해의 어려움', '두 언어로 아이 키우기', '통번역사로 일하며 만난 이웃들'],
    sessions: [
      { day: 9, start: '19:00', end: '19:40', place: TALK_ROOM, capacity: 4 },
      { day: 16, start: '14:00', end: '14:40', place: TALK_ROOM, capacity: 4 },
    ],
  },
  {
    title: '화성 성곽 아래 골목 사진관',
    narrator: '휴먼북 은염',
    category: 'LOCAL',
    summary: '행궁동 골목에서 40년 동안 사진관을 해 온 사진사가 기억하는 동네의 변화입니다.',
    description:
      '필름 시절 졸업 사진과 가족 사진을 찍던 이야기, 성곽 주변 골목이 정비되며 달라진 풍경을 직접 찍은 사진과 함께 들려줍니다. ' +
      '오래된 필름 사진을 디지털로 옮기는 방법도 알려 드립니다.',
    topics: ['사진으로 본 동네의 40년', '필름 사진 보관과 디지털 변환', '골목 가게 사람들'],
    sessions: [
      { day: 10, start: '14:00', end: '14:50', place: TALK_ROOM, capacity: 6 },
      { day: 24, start: '14:00', end: '14:50', place: TALK_ROOM, capacity: 6 },
    ],
  },
  {
    title: '번아웃 뒤에 찾은 새벽 달리기',
    narrator: '휴먼북 새벽달',
    category: 'CHALLENGE',
    summary: '밤샘이 일상이던 게임 개발자가 번아웃을 겪고 달리기로 일상을 되찾은 이야기입니다.',
    description:
      '출시 일정에 쫓겨 몇 해를 보낸 뒤 찾아온 번아웃, 휴직을 결심하기까지의 과정을 이야기합니다. ' +
      '집 앞 공원 한 바퀴에서 시작해 첫 10킬로미터 대회를 완주하기까지, 몸과 마음을 돌본 방법을 나눕니다.',
    topics: ['번아웃의 신호를 알아차리는 법', '휴직과 복귀를 결정한 과정', '달리기를 습관으로 만들기'],
    sessions: [
      { day: 11, start: '19:30', end: '20:10', place: TALK_ROOM, capacity: 4 },
      { day: 18, start: '19:30', end: '20:10', place: TALK_ROOM, capacity: 4 },
    ],
  },
];

async function shouldSeed(q: Queryable): Promise<boolean> {
  const [library] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM libraries');
  if ((library?.n ?? 0) === 0) return false;
  const [row] = await q.query<{ n: number }>('SELECT (SELECT count(*) FROM e_resources) + (SELECT count(*) FROM human_books) AS n');
  return Number(row?.n ?? 0) === 0;
}

/**
 * Writes the e-resources and the human library once (its own start-up step, after the members,
 * whose bookings it seeds); false when they are there already or no library exists yet.
 */
export async function seedLibraryServiceIfEmpty(db: Db, options: { now?: number } = {}): Promise<boolean> {
  if (!(await shouldSeed(db))) return false;
  const today = seoulDay(options.now ?? Date.now());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LIBRARY_SERVICE_SEED_LOCK_KEY]);
    if (!(await shouldSeed(tx))) return false;
    for (const [order, resource] of SEED_E_RESOURCES.entries()) {
      await tx.query(
        `INSERT INTO e_resources (manage_code, kind, name, provider, subject, origin, description, access, via, place, url,
                                  coverage, issn, frequency, body, steps, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          MANAGE_CODE,
          resource.kind,
          resource.name,
          resource.provider,
          resource.subject,
          resource.origin,
          resource.description,
          resource.access,
          resource.via ?? '',
          resource.place ?? '',
          resource.url ?? '',
          resource.coverage ?? '',
          resource.issn ?? '',
          resource.frequency ?? '',
          resource.body ?? '',
          (resource.steps ?? []).join('\n'),
          order,
        ],
      );
    }
    const members = await tx.query<{ id: number; user_id: string }>('SELECT id, user_id FROM members');
    const memberId = (index: number) => members.find((m) => m.user_id === SEED_MEMBERS[index]?.userId)?.id;
    for (const [order, book] of SEED_HUMAN_BOOKS.entries()) {
      const [row] = await tx.query<{ human_book_id: number }>(
        `INSERT INTO human_books (manage_code, title, narrator, category, summary, description, topics, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING human_book_id`,
        [MANAGE_CODE, book.title, book.narrator, book.category, book.summary, book.description, book.topics.join('\n'), order],
      );
      for (const session of book.sessions) {
        const day = addDays(today, session.day);
        const [inserted] = await tx.query<{ session_id: number }>(
          `INSERT INTO human_sessions (human_book_id, start_at, end_at, place, capacity)
           VALUES ($1, $2::timestamptz, $3::timestamptz, $4, $5) RETURNING session_id`,
          [row?.human_book_id, seoulInstant(day, session.start), seoulInstant(day, session.end), session.place, session.capacity],
        );
        for (const index of session.bookedBy ?? []) {
          const id = memberId(index);
          if (id === undefined) continue;
          await tx.query(
            `INSERT INTO human_bookings (booking_key, session_id, member_id, status, phone, question, booked_at)
             VALUES ($1, $2, $3, 'BOOKED', $4, '', $5::timestamptz)`,
            [newKey('HB'), inserted?.session_id, id, '010-2000-0000', seoulInstant(addDays(today, -1), '10:00')],
          );
        }
      }
    }
    return true;
  });
}
