/**
 * Real books, as bibliographic facts (title, author, publisher, year of the edition held). ISBNs
 * are given only where we are sure of them and are '' otherwise; call numbers, shelves, loan
 * states and acquisition dates are this demo library's own.
 */
export interface SeedBook {
  title: string;
  author: string;
  publisher: string;
  year: string;
  kdc: string;
  isbn?: string;
  /** One or two sentences for the detail page. */
  summary: string;
}

export const SEED_BOOKS: readonly SeedBook[] = [
  { title: '소년이 온다', author: '한강', publisher: '창비', year: '2014', kdc: '813.7', isbn: '9788936434120', summary: '1980년 5월 광주를 배경으로, 열다섯 살 소년 동호와 그를 기억하는 사람들의 이야기를 그린 장편소설.' },
  { title: '채식주의자', author: '한강', publisher: '창비', year: '2007', kdc: '813.7', summary: '어느 날 고기를 먹지 않겠다고 선언한 영혜와 그 주변 사람들의 이야기를 세 편의 연작으로 엮은 소설.' },
  { title: '작별하지 않는다', author: '한강', publisher: '문학동네', year: '2021', kdc: '813.7', summary: '제주 4·3을 배경으로 기억과 애도를 이야기하는 장편소설.' },
  { title: '흰', author: '한강', publisher: '난다', year: '2016', kdc: '813.7', summary: '흰 것들에 관한 짧은 글들로 엮은 소설.' },
  { title: '서랍에 저녁을 넣어 두었다', author: '한강', publisher: '문학과지성사', year: '2013', kdc: '811.7', summary: '소설가 한강의 첫 시집.' },
  { title: '작별인사', author: '김영하', publisher: '복복서가', year: '2022', kdc: '813.7', summary: '휴머노이드 소년 철이의 여정을 따라 인간과 기계, 삶과 죽음을 묻는 장편소설.' },
  { title: '살인자의 기억법', author: '김영하', publisher: '문학동네', year: '2013', kdc: '813.7', summary: '알츠하이머를 앓는 전직 연쇄살인범의 흔들리는 기억을 따라가는 장편소설.' },
  { title: '여행의 이유', author: '김영하', publisher: '문학동네', year: '2019', kdc: '814.7', summary: '여행에 얽힌 작가의 경험과 생각을 담은 산문집.' },
  { title: '어서 오세요, 휴남동 서점입니다', author: '황보름', publisher: '클레이하우스', year: '2022', kdc: '813.7', summary: '서울 휴남동의 작은 동네 서점과 그곳에 모이는 사람들의 이야기.' },
  { title: '시선으로부터,', author: '정세랑', publisher: '문학동네', year: '2020', kdc: '813.7', summary: '심시선 여사의 10주기에 하와이에서 특별한 제사를 지내기로 한 가족의 이야기.' },
  { title: '보건교사 안은영', author: '정세랑', publisher: '민음사', year: '2015', kdc: '813.7', summary: '남들에게 보이지 않는 것을 보는 보건교사 안은영의 학교 이야기.' },
  { title: '피프티 피플', author: '정세랑', publisher: '창비', year: '2016', kdc: '813.7', summary: '한 대학병원을 중심으로 오십 명 남짓한 인물의 삶이 이어지는 연작 장편소설.' },
  { title: '지구 끝의 온실', author: '김초엽', publisher: '자이언트북스', year: '2021', kdc: '813.7', summary: '더스트 이후의 세계에서 식물과 온실을 둘러싼 비밀을 좇는 장편 SF.' },
  { title: '우리가 빛의 속도로 갈 수 없다면', author: '김초엽', publisher: '허블', year: '2019', kdc: '813.7', summary: '일곱 편의 단편을 묶은 김초엽의 첫 소설집.' },
  { title: '아몬드', author: '손원평', publisher: '창비', year: '2017', kdc: '813.7', summary: '감정을 잘 느끼지 못하는 소년 윤재의 성장 이야기.' },
  { title: '달러구트 꿈 백화점', author: '이미예', publisher: '팩토리나인', year: '2020', kdc: '813.7', summary: '잠들어야만 들어갈 수 있는 꿈 백화점을 배경으로 한 판타지 장편소설.' },
  { title: '불편한 편의점', author: '김호연', publisher: '나무옆의자', year: '2021', kdc: '813.7', summary: '서울 청파동의 작은 편의점에 야간 직원으로 온 독고 씨와 손님들의 이야기.' },
  { title: '82년생 김지영', author: '조남주', publisher: '민음사', year: '2016', kdc: '813.7', summary: '1982년에 태어난 김지영의 삶을 따라 한국 여성의 일상을 그린 장편소설.' },
  { title: '쇼코의 미소', author: '최은영', publisher: '문학동네', year: '2016', kdc: '813.7', summary: '최은영의 첫 소설집.' },
  { title: '밝은 밤', author: '최은영', publisher: '문학동네', year: '2021', kdc: '813.7', summary: '4대에 걸친 여성들의 삶과 우정을 그린 최은영의 첫 장편소설.' },
  { title: '바깥은 여름', author: '김애란', publisher: '문학동네', year: '2017', kdc: '813.7', summary: '상실 이후의 시간을 살아가는 사람들을 그린 김애란의 소설집.' },
  { title: '두근두근 내 인생', author: '김애란', publisher: '창비', year: '2011', kdc: '813.7', summary: '조로증을 앓는 열일곱 살 아름이와 그의 젊은 부모 이야기.' },
  { title: '이중 하나는 거짓말', author: '김애란', publisher: '문학동네', year: '2024', kdc: '813.7', summary: '『두근두근 내 인생』 이후 13년 만에 펴낸 김애란의 장편소설.' },
  { title: '7년의 밤', author: '정유정', publisher: '은행나무', year: '2011', kdc: '813.7', summary: '세령호에서 일어난 사건과 그 뒤 7년을 그린 장편소설.' },
  { title: '종의 기원', author: '정유정', publisher: '은행나무', year: '2016', kdc: '813.7', summary: '평범해 보이는 청년이 자기 안의 악을 알아 가는 과정을 그린 장편소설.' },
  { title: '완전한 행복', author: '정유정', publisher: '은행나무', year: '2021', kdc: '813.7', summary: '행복에 집착하는 한 사람과 그 가족에게 일어난 일을 그린 장편소설.' },
  { title: '하얼빈', author: '김훈', publisher: '문학동네', year: '2022', kdc: '813.7', summary: '안중근의 하얼빈 의거에 이르는 여정을 그린 장편소설.' },
  { title: '칼의 노래', author: '김훈', publisher: '생각의나무', year: '2001', kdc: '813.7', summary: '이순신의 목소리로 전쟁과 인간을 그린 장편소설.' },
  { title: '엄마를 부탁해', author: '신경숙', publisher: '창비', year: '2008', kdc: '813.7', summary: '서울역에서 엄마를 잃어버린 가족이 엄마를 찾으며 엄마의 삶을 돌아보는 이야기.' },
  { title: '천 개의 파랑', author: '천선란', publisher: '허블', year: '2020', kdc: '813.7', summary: '경주마 투데이와 휴머노이드 기수 콜리, 그리고 한 가족의 이야기를 그린 장편 SF.' },
  { title: '저주토끼', author: '정보라', publisher: '아작', year: '2017', kdc: '813.7', summary: '저주와 복수, 기이한 일들을 다룬 정보라의 소설집.' },
  { title: '구의 증명', author: '최진영', publisher: '은행나무', year: '2015', kdc: '813.7', summary: '구와 담, 두 사람의 사랑과 애도를 그린 장편소설.' },
  { title: '위저드 베이커리', author: '구병모', publisher: '창비', year: '2009', kdc: '813.7', summary: '마법사가 운영하는 빵집을 무대로 한 청소년 장편소설.' },
  { title: '파과', author: '구병모', publisher: '자음과모음', year: '2013', kdc: '813.7', summary: '육십 대 여성 방역업자 조각의 이야기를 그린 장편소설.' },
  { title: '해리 포터와 마법사의 돌', author: 'J.K. 롤링', publisher: '문학수첩', year: '2019', kdc: '843', summary: '열한 살 생일에 호그와트 마법학교의 입학 편지를 받은 해리 포터의 이야기. 개정판 1권.' },
  { title: '미드나잇 라이브러리', author: '매트 헤이그', publisher: '인플루엔셜', year: '2021', kdc: '843', summary: '삶과 죽음 사이의 도서관에서 살아 보지 못한 삶들을 살아 보는 노라의 이야기.' },
  { title: '파친코 1', author: '이민진', publisher: '인플루엔셜', year: '2022', kdc: '843', summary: '일제강점기 부산 영도에서 시작해 일본으로 건너간 한 가족의 4대에 걸친 이야기.' },
  { title: '나미야 잡화점의 기적', author: '히가시노 게이고', publisher: '현대문학', year: '2012', kdc: '833.6', summary: '고민 상담 편지가 오가는 오래된 잡화점을 둘러싼 이야기.' },
  { title: '편의점 인간', author: '무라타 사야카', publisher: '살림', year: '2016', kdc: '833.6', summary: '18년째 편의점에서 일하는 후루쿠라 게이코의 이야기.' },
  { title: '데미안', author: '헤르만 헤세', publisher: '민음사', year: '2000', kdc: '853', summary: '에밀 싱클레어가 데미안을 만나 자기 자신에게 이르는 길을 찾아가는 성장 소설.' },
  { title: '어린 왕자', author: '앙투안 드 생텍쥐페리', publisher: '열린책들', year: '2015', kdc: '863', summary: '사막에 불시착한 비행사가 작은 별에서 온 어린 왕자를 만나는 이야기.' },
  { title: '1984', author: '조지 오웰', publisher: '민음사', year: '2003', kdc: '843', summary: '모든 것이 감시되는 전체주의 사회를 그린 디스토피아 소설.' },
  { title: '사피엔스', author: '유발 하라리', publisher: '김영사', year: '2015', kdc: '909', summary: '인지혁명, 농업혁명, 과학혁명을 따라 인류의 역사를 살피는 책.' },
  { title: '코스모스', author: '칼 세이건', publisher: '사이언스북스', year: '2006', kdc: '443', summary: '우주와 과학의 역사를 이야기하는 교양 과학서.' },
  { title: '이기적 유전자', author: '리처드 도킨스', publisher: '을유문화사', year: '2018', kdc: '472', summary: '유전자의 관점에서 생명과 진화를 설명한 과학 고전. 40주년 기념판.' },
  { title: '정의란 무엇인가', author: '마이클 샌델', publisher: '김영사', year: '2010', kdc: '190', summary: '여러 사례를 통해 정의의 의미를 묻는 정치철학 교양서.' },
  { title: '공정하다는 착각', author: '마이클 샌델', publisher: '와이즈베리', year: '2020', kdc: '340.1', summary: '능력주의가 공동체에 드리운 그늘을 살피는 책.' },
  { title: '팩트풀니스', author: '한스 로슬링', publisher: '김영사', year: '2019', kdc: '331', summary: '데이터를 바탕으로 세상을 오해하게 만드는 본능을 짚는 책.' },
  { title: '물고기는 존재하지 않는다', author: '룰루 밀러', publisher: '곰출판', year: '2021', kdc: '470', summary: '분류학자 데이비드 스타 조던의 삶을 따라가며 질서와 혼돈을 이야기하는 논픽션.' },
  { title: '도둑맞은 집중력', author: '요한 하리', publisher: '어크로스', year: '2023', kdc: '181', summary: '우리가 집중하기 어려워진 까닭을 찾아 나선 논픽션.' },
  { title: '아주 작은 습관의 힘', author: '제임스 클리어', publisher: '비즈니스북스', year: '2019', kdc: '325.211', summary: '작은 습관을 꾸준히 쌓아 변화를 만드는 방법을 다룬 책.' },
  { title: '역사의 쓸모', author: '최태성', publisher: '다산초당', year: '2019', kdc: '911', summary: '역사 속 인물과 사건에서 오늘을 사는 지혜를 찾는 교양서.' },
  { title: '트렌드 코리아 2025', author: '김난도 외', publisher: '미래의창', year: '2024', kdc: '320.911', summary: '2025년 한국의 소비 트렌드를 전망한 책.' },
  { title: '구름빵', author: '백희나', publisher: '한솔수북', year: '2004', kdc: '813.8', summary: '구름으로 만든 빵을 먹고 하늘을 날게 된 고양이 남매의 그림책.' },
  { title: '알사탕', author: '백희나', publisher: '책읽는곰', year: '2017', kdc: '813.8', summary: '알사탕을 먹으면 들리지 않던 마음의 소리가 들리는 동동이의 그림책.' },
  { title: '마당을 나온 암탉', author: '황선미', publisher: '사계절', year: '2000', kdc: '813.8', summary: '양계장을 나와 자기 알을 품는 꿈을 좇는 암탉 잎싹의 이야기.' },
  { title: '긴긴밤', author: '루리', publisher: '문학동네', year: '2021', kdc: '813.8', summary: '코뿔소 노든과 어린 펭귄이 함께 걷는 긴 여정을 그린 동화.' },
  { title: '수학귀신', author: '한스 마그누스 엔첸스베르거', publisher: '비룡소', year: '1997', kdc: '410', summary: '수학을 싫어하는 소년 로베르트가 꿈속의 수학귀신에게 수학을 배우는 이야기.' },
];

/** `GGL0000001` …: the seed's book keys, by position. */
export const seedBookKey = (index: number): string => `GGL${String(index + 1).padStart(7, '0')}`;

/** Every seventh book has no cover, so the client's grey-logo fallback shows. */
export const hasSeedCover = (index: number): boolean => index % 7 !== 3;

/** Shelves by KDC main class. */
export function shelfFor(kdc: string): string {
  if (kdc.startsWith('813.8') || kdc === '410') return '1층 어린이자료실';
  if (kdc.startsWith('8')) return '3층 종합자료실(문학)';
  return '2층 종합자료실(인문·사회·과학)';
}

/** A call number in the library's style: class, author letter with a number, volume letter. */
export function callNumberFor(book: SeedBook, index: number): string {
  const authorInitial = Array.from(book.author)[0] ?? '';
  const titleInitial = Array.from(book.title.replace(/^[^가-힣A-Za-z0-9]+/, ''))[0] ?? '';
  return `${book.kdc}-${authorInitial}${String(11 + ((index * 37) % 88))}${titleInitial}`;
}

/** About a third of the books are on loan. */
export const loanCodeFor = (index: number): string => (index % 3 === 1 ? 'LOAN' : 'OK');

/**
 * Spread over the last 60 days in a shuffled order (a step coprime with the count visits every
 * position once), so the newest twelve mix authors and subjects: index 0 arrived on the seeding day.
 */
export const acquiredDaysAgo = (index: number, count: number): number =>
  Math.floor((((index * 23) % Math.max(count, 1)) * 60) / Math.max(count, 1));
