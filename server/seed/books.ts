/**
 * Real books, as bibliographic facts (title, author, publisher, year of the edition held; for a
 * translation, the Korean edition). ISBNs are given only where we are sure of them and are ''
 * otherwise; call numbers, shelves, loan states and acquisition dates are this demo library's own.
 * The order is fixed: a book's position is its key (seedBookKey), so new books go at the end.
 */
export interface SeedBook {
  title: string;
  /** As printed; a translator only where the same title is held in several translations. */
  author: string;
  publisher: string;
  year: string;
  /** KDC 6 class of the content. */
  kdc: string;
  isbn?: string;
  /** A children's book outside 813.8 (a translated picture book, children's non-fiction). */
  children?: boolean;
  /** One or two sentences for the detail page. */
  summary: string;
}

export const SEED_BOOKS: readonly SeedBook[] = [
  { title: '소년이 온다', author: '한강', publisher: '창비', year: '2014', kdc: '813.7', isbn: '9788936434120', summary: '1980년 5월 광주를 배경으로, 열다섯 살 소년 동호와 그를 기억하는 사람들의 이야기를 그린 장편소설.' },
  { title: '채식주의자', author: '한강', publisher: '창비', year: '2007', kdc: '813.7', isbn: '9788936433598', summary: '어느 날 고기를 먹지 않겠다고 선언한 영혜와 그 주변 사람들의 이야기를 세 편의 연작으로 엮은 소설.' },
  { title: '작별하지 않는다', author: '한강', publisher: '문학동네', year: '2021', kdc: '813.7', isbn: '9788954682152', summary: '제주 4·3을 배경으로 기억과 애도를 이야기하는 장편소설.' },
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
  // Korean fiction
  { title: '토지 1', author: '박경리', publisher: '마로니에북스', year: '2012', kdc: '813.7', summary: '구한말부터 해방까지 하동 평사리 최참판댁 사람들을 중심으로 펼쳐지는 대하소설의 첫 권.' },
  { title: '난장이가 쏘아올린 작은 공', author: '조세희', publisher: '이성과힘', year: '2000', kdc: '813.7', summary: '1970년대 도시 재개발 속에서 살 곳을 잃는 난장이 가족의 이야기를 담은 연작소설집.' },
  { title: '원미동 사람들', author: '양귀자', publisher: '문학과지성사', year: '1987', kdc: '813.7', summary: '경기도 부천 원미동에 사는 소시민들의 삶을 그린 연작소설집.' },
  { title: '남한산성', author: '김훈', publisher: '학고재', year: '2007', kdc: '813.7', summary: '병자호란 때 남한산성에서 보낸 47일 동안 조정의 논쟁과 성안 사람들의 모습을 그린 장편소설.' },
  { title: '정글만리 1', author: '조정래', publisher: '해냄', year: '2013', kdc: '813.7', summary: '중국에서 일하는 한국 기업인과 여러 나라 사람들을 통해 오늘의 중국 경제 현장을 그린 장편소설.' },
  { title: '나목', author: '박완서', publisher: '세계사', year: '2012', kdc: '813.7', summary: '한국전쟁 중 미군 PX 초상화부에서 일하는 스무 살 이경과 화가 옥희도의 이야기를 그린 박완서의 첫 장편소설.' },
  { title: '그 많던 싱아는 누가 다 먹었을까', author: '박완서', publisher: '웅진지식하우스', year: '2021', kdc: '813.7', summary: '개풍 박적골에서 보낸 어린 시절부터 한국전쟁기 서울에서의 스무 살까지를 그린 박완서의 자전적 소설.' },
  { title: '그 남자네 집', author: '박완서', publisher: '현대문학', year: '2004', kdc: '813.7', summary: '전쟁 직후 서울 돈암동을 배경으로 첫사랑의 기억을 되짚는 장편소설.' },
  { title: '고래', author: '천명관', publisher: '문학동네', year: '2004', kdc: '813.7', summary: '국밥집 노파와 금복, 춘희로 이어지는 여인들의 파란만장한 삶을 그린 장편소설.' },
  { title: '새의 선물', author: '은희경', publisher: '문학동네', year: '1995', kdc: '813.7', summary: '열두 살 소녀 진희의 눈으로 1960년대 지방 소도시 사람들의 삶을 그린 장편소설.' },
  { title: '빛의 과거', author: '은희경', publisher: '문학과지성사', year: '2019', kdc: '813.7', summary: '1977년 여자대학 기숙사에서 함께 지낸 여성들의 기억을 되짚는 장편소설.' },
  { title: '검은 꽃', author: '김영하', publisher: '문학동네', year: '2003', kdc: '813.7', summary: '1905년 멕시코로 떠난 조선인 이민자들의 삶을 그린 장편소설.' },
  { title: '빛의 제국', author: '김영하', publisher: '문학동네', year: '2006', kdc: '813.7', summary: '서울에서 평범하게 살아온 남파 간첩 김기영이 귀환 명령을 받은 하루를 그린 장편소설.' },
  { title: '흑산', author: '김훈', publisher: '학고재', year: '2011', kdc: '813.7', summary: '신유박해 무렵 흑산도로 유배된 정약전과 천주교 신자들의 삶을 그린 장편소설.' },
  { title: '달려라, 아비', author: '김애란', publisher: '창비', year: '2005', kdc: '813.7', summary: '김애란의 첫 소설집.' },
  { title: '비행운', author: '김애란', publisher: '문학과지성사', year: '2012', kdc: '813.7', summary: '고단한 현실을 살아가는 인물들의 이야기를 묶은 김애란의 세 번째 소설집.' },
  { title: '내 심장을 쏴라', author: '정유정', publisher: '은행나무', year: '2009', kdc: '813.7', summary: '정신병원에 갇힌 두 젊은이 수명과 승민이 자유를 꿈꾸는 이야기를 그린 장편소설.' },
  { title: '아가미', author: '구병모', publisher: '자음과모음', year: '2011', kdc: '813.7', summary: '아가미를 지닌 채 살아가는 곤과 그를 둘러싼 사람들의 이야기를 그린 장편소설.' },
  { title: '다른 사람', author: '강화길', publisher: '한겨레출판', year: '2017', kdc: '813.7', summary: '데이트 폭력을 겪은 진아가 대학 시절의 기억과 마주하는 과정을 그린 장편소설.' },
  { title: '이만큼 가까이', author: '정세랑', publisher: '창비', year: '2014', kdc: '813.7', summary: '한 동네에서 함께 자란 친구들의 성장과 상실을 그린 장편소설.' },
  { title: '급류', author: '정대건', publisher: '민음사', year: '2022', kdc: '813.7', summary: '계곡이 있는 도시 진평에서 만난 도담과 해솔의 사랑과 상처를 그린 장편소설.' },
  { title: '튜브', author: '손원평', publisher: '창비', year: '2022', kdc: '813.7', summary: '실패를 거듭한 중년 김성곤이 작은 변화부터 시도하며 다시 일어서려는 이야기.' },
  { title: '나의 돈키호테', author: '김호연', publisher: '나무옆의자', year: '2024', kdc: '813.7', summary: '대전의 옛 비디오 가게 주인 돈 아저씨를 찾아 나선 전직 피디 진솔의 이야기를 그린 장편소설.' },
  { title: '달러구트 꿈 백화점 2', author: '이미예', publisher: '팩토리나인', year: '2021', kdc: '813.7', summary: '꿈 백화점 직원 페니와 단골손님들의 이야기를 이어 가는 두 번째 권.' },
  { title: '한국이 싫어서', author: '장강명', publisher: '민음사', year: '2015', kdc: '813.7', summary: '한국을 떠나 호주로 이민을 간 20대 여성 계나의 이야기를 그린 장편소설.' },
  { title: '재수사 1', author: '장강명', publisher: '은행나무', year: '2022', kdc: '813.7', summary: '22년 전 신촌에서 일어난 여대생 살인 사건을 다시 수사하는 형사의 이야기.' },
  { title: '일곱 해의 마지막', author: '김연수', publisher: '문학동네', year: '2020', kdc: '813.7', summary: '시인 백석의 북한에서의 마지막 창작 시기를 모티프로 한 장편소설.' },
  { title: '딸에 대하여', author: '김혜진', publisher: '민음사', year: '2017', kdc: '813.7', summary: '요양보호사로 일하는 어머니가 동성 연인과 함께 사는 딸을 바라보는 이야기.' },
  { title: '경애의 마음', author: '김금희', publisher: '창비', year: '2018', kdc: '813.7', summary: '같은 상처를 지닌 경애와 상수가 회사에서 만나 서로를 알아 가는 장편소설.' },
  { title: '대온실 수리 보고서', author: '김금희', publisher: '창비', year: '2024', kdc: '813.7', summary: '창경궁 대온실 보수 공사의 기록을 맡은 영두가 지난 기억과 마주하는 장편소설.' },
  { title: '홍학의 자리', author: '정해연', publisher: '엘릭시르', year: '2021', kdc: '813.7', summary: '한 고등학교 교사가 숨진 학생의 시신을 숨기면서 시작되는 추리소설.' },
  { title: '로기완을 만났다', author: '조해진', publisher: '창비', year: '2011', kdc: '813.7', summary: '벨기에로 건너간 탈북인 로기완의 흔적을 좇는 방송작가의 이야기.' },
  { title: '대도시의 사랑법', author: '박상영', publisher: '창비', year: '2019', kdc: '813.7', summary: '서울에서 살아가는 청년 영의 사랑과 관계를 그린 연작소설.' },
  { title: '사랑의 이해', author: '이혁진', publisher: '민음사', year: '2019', kdc: '813.7', summary: '같은 은행에서 일하는 네 남녀의 사랑과 계층의 문제를 그린 장편소설.' },
  { title: '사랑의 생애', author: '이승우', publisher: '위즈덤하우스', year: '2017', kdc: '813.7', summary: '사랑을 사람에게 깃들어 사는 존재로 보고 세 인물의 관계를 그린 장편소설.' },
  { title: '아버지의 해방일지', author: '정지아', publisher: '창비', year: '2022', kdc: '813.7', summary: '빨치산 출신 아버지의 장례식에서 딸이 아버지의 삶을 돌아보는 장편소설.' },
  { title: '메리골드 마음 세탁소', author: '윤정은', publisher: '북로망스', year: '2023', kdc: '813.7', summary: '마음의 얼룩을 지워 주는 세탁소를 배경으로 한 판타지 장편소설.' },
  { title: '나의 아름다운 정원', author: '심윤경', publisher: '한겨레신문사', year: '2002', kdc: '813.7', summary: '1970년대 말 서울 인왕산 아래 동네에서 자란 소년 동구와 여동생 영주의 이야기.' },
  { title: '시간을 파는 상점', author: '김선영', publisher: '자음과모음', year: '2012', kdc: '813.7', summary: '온라인에 시간을 파는 상점을 연 고등학생 온조의 이야기를 그린 청소년소설.' },
  { title: '완득이', author: '김려령', publisher: '창비', year: '2008', kdc: '813.7', summary: '열일곱 살 완득이와 담임 선생님 똥주를 둘러싼 청소년 장편소설.' },
  { title: '우아한 거짓말', author: '김려령', publisher: '창비', year: '2009', kdc: '813.7', summary: '스스로 목숨을 끊은 중학생 천지의 흔적을 가족이 따라가는 청소년소설.' },
  { title: '페인트', author: '이희영', publisher: '창비', year: '2019', kdc: '813.7', summary: '국가가 아이를 기르는 센터에서 부모를 직접 면접해 고르는 청소년들의 이야기.' },

  // Korean poetry
  { title: '입 속의 검은 잎', author: '기형도', publisher: '문학과지성사', year: '1989', kdc: '811.7', summary: '1989년 세상을 떠난 기형도의 유고 시집.' },
  { title: '농무', author: '신경림', publisher: '창작과비평사', year: '1975', kdc: '811.7', summary: '농촌과 민중의 삶을 노래한 신경림의 첫 시집.' },
  { title: '섬진강', author: '김용택', publisher: '창작과비평사', year: '1985', kdc: '811.7', summary: '섬진강 가 마을과 농민의 삶을 노래한 김용택의 첫 시집.' },
  { title: '이 시대의 사랑', author: '최승자', publisher: '문학과지성사', year: '1981', kdc: '811.7', summary: '최승자의 첫 시집.' },
  { title: '그 여름의 끝', author: '이성복', publisher: '문학과지성사', year: '1990', kdc: '811.7', summary: '이성복의 세 번째 시집.' },
  { title: '혼자 가는 먼 집', author: '허수경', publisher: '문학과지성사', year: '1992', kdc: '811.7', summary: '허수경의 두 번째 시집.' },
  { title: '외롭고 높고 쓸쓸한', author: '안도현', publisher: '문학동네', year: '1994', kdc: '811.7', summary: '「너에게 묻는다」 등을 담은 안도현의 시집.' },
  { title: '외로우니까 사람이다', author: '정호승', publisher: '열림원', year: '1998', kdc: '811.7', summary: '「수선화에게」 등을 담은 정호승의 시집.' },
  { title: '슬픔이 없는 십오 초', author: '심보선', publisher: '문학과지성사', year: '2008', kdc: '811.7', summary: '심보선의 첫 시집.' },
  { title: '구관조 씻기기', author: '황인찬', publisher: '민음사', year: '2012', kdc: '811.7', summary: '황인찬의 첫 시집.' },
  { title: '사랑을 위한 되풀이', author: '황인찬', publisher: '창비', year: '2019', kdc: '811.7', summary: '황인찬의 세 번째 시집.' },
  { title: '꽃을 보듯 너를 본다', author: '나태주', publisher: '지혜', year: '2015', kdc: '811.7', summary: '「풀꽃」 등 나태주의 시를 모은 시집.' },
  { title: '사랑하라 한번도 상처받지 않은 것처럼', author: '류시화', publisher: '오래된미래', year: '2005', kdc: '808.1', summary: '류시화가 엮은 잠언 시 모음집.' },

  // Essays
  { title: '빛과 실', author: '한강', publisher: '문학과지성사', year: '2025', kdc: '814.7', summary: '한강의 강연문과 산문, 시를 함께 엮은 책.' },
  { title: '언어의 온도', author: '이기주', publisher: '말글터', year: '2016', kdc: '814.7', summary: '일상에서 보고 들은 말과 글에 담긴 온도를 기록한 산문집.' },
  { title: '보통의 존재', author: '이석원', publisher: '달', year: '2009', kdc: '814.7', summary: '밴드 언니네 이발관의 이석원이 쓴 산문집.' },
  { title: '죽고 싶지만 떡볶이는 먹고 싶어', author: '백세희', publisher: '흔', year: '2018', kdc: '814.7', summary: '기분부전장애를 겪은 저자가 정신과 상담 내용을 기록한 에세이.' },
  { title: '하마터면 열심히 살 뻔했다', author: '하완', publisher: '웅진지식하우스', year: '2018', kdc: '814.7', summary: '마흔을 앞두고 회사를 그만둔 저자가 쓴 일상 에세이.' },
  { title: '아무튼, 술', author: '김혼비', publisher: '제철소', year: '2019', kdc: '814.7', summary: '술과 함께한 일상을 유쾌하게 풀어낸 「아무튼」 시리즈의 에세이.' },
  { title: '보다', author: '김영하', publisher: '문학동네', year: '2014', kdc: '814.7', summary: '세상을 보는 방식에 관한 김영하의 산문집.' },
  { title: '아침에는 죽음을 생각하는 것이 좋다', author: '김영민', publisher: '사회평론', year: '2018', kdc: '814.7', summary: '일상과 사회에 관한 생각을 담은 김영민의 칼럼 모음 산문집.' },
  { title: '못 가본 길이 더 아름답다', author: '박완서', publisher: '현대문학', year: '2010', kdc: '814.7', summary: '박완서가 2010년에 펴낸 산문집.' },
  { title: '무소유', author: '법정', publisher: '범우사', year: '1976', kdc: '814.7', summary: '법정 스님이 소박한 삶에 관해 쓴 산문을 모은 책.' },
  { title: '책은 도끼다', author: '박웅현', publisher: '북하우스', year: '2011', kdc: '029', summary: '광고인 박웅현이 책 읽기에 관해 한 인문학 강독을 엮은 책.' },
  { title: '달리기를 말할 때 내가 하고 싶은 이야기', author: '무라카미 하루키', publisher: '문학사상', year: '2009', kdc: '834', summary: '소설가 무라카미 하루키가 달리기와 글쓰기에 관해 쓴 에세이.' },
  { title: '나는 왜 쓰는가', author: '조지 오웰', publisher: '한겨레출판', year: '2010', kdc: '844', summary: '조지 오웰의 에세이를 가려 모은 선집.' },
  { title: 'H마트에서 울다', author: '미셸 자우너', publisher: '문학동네', year: '2022', kdc: '844', summary: '한국계 미국인 뮤지션이 어머니를 잃은 경험과 한국 음식의 기억을 쓴 회고록.' },
  { title: '숨결이 바람 될 때', author: '폴 칼라니티', publisher: '흐름출판', year: '2016', kdc: '844', summary: '폐암 진단을 받은 젊은 신경외과 의사가 삶과 죽음에 관해 쓴 회고록.' },
  { title: '나는 메트로폴리탄 미술관의 경비원입니다', author: '패트릭 브링리', publisher: '웅진지식하우스', year: '2023', kdc: '844', summary: '형을 잃은 뒤 메트로폴리탄 미술관 경비원으로 일한 저자의 회고록.' },

  // Translated fiction
  { title: '노르웨이의 숲', author: '무라카미 하루키', publisher: '민음사', year: '2013', kdc: '833.6', isbn: '9788937463105', summary: '대학생 와타나베와 나오코, 미도리 사이의 사랑과 상실을 그린 장편소설.' },
  { title: '색채가 없는 다자키 쓰쿠루와 그가 순례를 떠난 해', author: '무라카미 하루키', publisher: '민음사', year: '2013', kdc: '833.6', summary: '고교 시절 친구들에게 절교당한 까닭을 찾아 나선 다자키 쓰쿠루의 이야기.' },
  { title: '도시와 그 불확실한 벽', author: '무라카미 하루키', publisher: '문학동네', year: '2023', kdc: '833.6', summary: '높은 벽에 둘러싸인 도시와 현실 세계를 오가는 이야기를 그린 장편소설.' },
  { title: '인간 실격', author: '다자이 오사무', publisher: '민음사', year: '2004', kdc: '833.6', isbn: '9788937461033', summary: '세상과 어울리지 못하는 요조의 수기를 통해 인간의 나약함을 그린 소설.' },
  { title: '용의자 X의 헌신', author: '히가시노 게이고', publisher: '현대문학', year: '2006', kdc: '833.6', summary: '천재 수학자 이시가미가 이웃 모녀의 범행을 감추려 하는 추리소설.' },
  { title: '삼국지 1', author: '나관중', publisher: '창비', year: '2003', kdc: '823.5', summary: '후한 말 삼국 시대의 영웅들을 그린 고전 소설로, 황석영이 옮긴 판본의 첫 권.' },
  { title: '삼체 1부: 삼체문제', author: '류츠신', publisher: '자음과모음', year: '2020', kdc: '823.7', isbn: '9788954442695', summary: '문화대혁명기의 과학자 예원제와 외계 문명의 접촉에서 시작되는 SF 장편소설.' },
  { title: '모모', author: '미하엘 엔데', publisher: '비룡소', year: '1999', kdc: '853', summary: '사람들에게서 시간을 훔치는 회색 신사들에 맞서는 소녀 모모의 이야기.' },
  { title: '변신·시골의사', author: '프란츠 카프카', publisher: '민음사', year: '1998', kdc: '853', summary: '「변신」과 「시골의사」 등 카프카의 중단편을 모은 작품집.' },
  { title: '이방인', author: '알베르 카뮈', publisher: '민음사', year: '2011', kdc: '863', summary: '어머니의 장례를 치른 뒤 우발적으로 살인을 저지른 뫼르소의 이야기.' },
  { title: '페스트', author: '알베르 카뮈', publisher: '민음사', year: '2011', kdc: '863', isbn: '9788937462672', summary: '전염병으로 봉쇄된 도시 오랑에서 재앙에 맞서는 사람들의 이야기.' },
  { title: '어린 왕자', author: '앙투안 드 생텍쥐페리 지음, 전성자 옮김', publisher: '문예출판사', year: '2020', kdc: '863', isbn: '9788931021295', summary: '사막에 불시착한 비행사와 어린 왕자의 만남을 그린 이야기를 전성자가 옮긴 판본.' },
  { title: '어린 왕자', author: '앙투안 드 생텍쥐페리 지음, 김경주 옮김', publisher: '허밍버드', year: '2013', kdc: '863', summary: '시인 김경주가 우리말로 옮긴 『어린 왕자』.' },
  { title: '동물농장', author: '조지 오웰', publisher: '민음사', year: '1998', kdc: '843', isbn: '9788937460050', summary: '농장 동물들이 일으킨 혁명이 변질되어 가는 과정을 그린 우화 소설.' },
  { title: '오만과 편견', author: '제인 오스틴', publisher: '민음사', year: '2003', kdc: '843', isbn: '9788937460883', summary: '엘리자베스 베넷과 다아시의 오해와 사랑을 그린 장편소설.' },
  { title: '호밀밭의 파수꾼', author: 'J.D. 샐린저', publisher: '민음사', year: '2001', kdc: '843', summary: '학교에서 퇴학당한 열여섯 살 홀든 콜필드가 뉴욕을 떠도는 며칠을 그린 소설.' },
  { title: '위대한 개츠비', author: 'F. 스콧 피츠제럴드', publisher: '문학동네', year: '2009', kdc: '843', summary: '1920년대 미국을 배경으로 개츠비와 데이지의 이야기를 그린 장편소설을 김영하가 옮긴 판본.' },
  { title: '백년의 고독 1', author: '가브리엘 가르시아 마르케스', publisher: '민음사', year: '2000', kdc: '873', summary: '마콘도 마을을 세운 부엔디아 가문의 백 년을 그린 장편소설의 첫 권.' },
  { title: '콜레라 시대의 사랑 1', author: '가브리엘 가르시아 마르케스', publisher: '민음사', year: '2004', kdc: '873', summary: '반세기 넘게 한 여인을 기다린 플로렌티노 아리사의 사랑을 그린 장편소설의 첫 권.' },
  { title: '연금술사', author: '파울로 코엘료', publisher: '문학동네', year: '2001', kdc: '879', summary: '보물을 찾아 이집트 피라미드로 떠난 양치기 산티아고의 여정을 그린 소설.' },
  { title: '오베라는 남자', author: '프레드릭 배크만', publisher: '다산책방', year: '2015', kdc: '859', summary: '까다로운 홀아비 오베가 새 이웃들과 엮이며 달라져 가는 이야기.' },
  { title: '해리 포터와 비밀의 방 1', author: 'J.K. 롤링', publisher: '문학수첩', year: '1999', kdc: '843', summary: '호그와트 2학년이 된 해리 포터가 비밀의 방에 얽힌 사건을 겪는 이야기의 첫 권.' },
  { title: '해리 포터와 아즈카반의 죄수 1', author: 'J.K. 롤링', publisher: '문학수첩', year: '2000', kdc: '843', summary: '아즈카반을 탈옥한 시리우스 블랙과 3학년 해리 포터의 이야기를 담은 첫 권.' },
  { title: '파친코 2', author: '이민진', publisher: '인플루엔셜', year: '2022', kdc: '843', summary: '일본에서 살아가는 재일조선인 가족의 이야기를 이어 가는 두 번째 권.' },
  { title: '작은 땅의 야수들', author: '김주혜', publisher: '다산책방', year: '2022', kdc: '843', summary: '일제강점기부터 해방 이후까지 한반도를 배경으로 여러 인물의 삶을 그린 장편소설.' },
  { title: '클라라와 태양', author: '가즈오 이시구로', publisher: '민음사', year: '2021', kdc: '843', summary: '인공지능 로봇 클라라가 병약한 소녀 조시의 곁을 지키는 이야기.' },
  { title: '프로젝트 헤일메리', author: '앤디 위어', publisher: '알에이치코리아', year: '2021', kdc: '843', summary: '기억을 잃은 채 우주선에서 깨어난 과학 교사가 인류를 구할 방법을 찾는 SF 소설.' },
  { title: '마션', author: '앤디 위어', publisher: '알에이치코리아', year: '2015', kdc: '843', summary: '화성에 홀로 남겨진 우주비행사 마크 와트니의 생존기를 그린 SF 소설.' },
  { title: '스토너', author: '존 윌리엄스', publisher: '알에이치코리아', year: '2015', kdc: '843', summary: '미주리 대학교 영문학 교수 윌리엄 스토너의 조용한 일생을 그린 장편소설.' },
  { title: '미 비포 유', author: '조조 모예스', publisher: '살림', year: '2013', kdc: '843', summary: '사고로 전신마비가 된 윌과 그를 돌보게 된 루이자의 이야기를 그린 장편소설.' },
  { title: '가재가 노래하는 곳', author: '델리아 오언스', publisher: '살림', year: '2019', kdc: '843', summary: '노스캐롤라이나 습지에서 홀로 자란 카야와 한 청년의 죽음을 둘러싼 이야기.' },
  { title: '이처럼 사소한 것들', author: '클레어 키건', publisher: '다산책방', year: '2023', kdc: '843', summary: '1985년 아일랜드의 석탄 상인 빌 펄롱이 수녀원에서 본 일을 외면하지 못하는 이야기.' },
  { title: '맡겨진 소녀', author: '클레어 키건', publisher: '다산책방', year: '2023', kdc: '843', summary: '먼 친척 부부에게 한여름 동안 맡겨진 아일랜드 소녀의 이야기.' },

  // Children's books: 813.8, or the class of the content with children set
  { title: '강아지똥', author: '권정생', publisher: '길벗어린이', year: '1996', kdc: '813.8', summary: '하찮게 여겨지던 강아지똥이 민들레꽃을 피우는 거름이 되는 이야기를 담은 그림책.' },
  { title: '몽실 언니', author: '권정생', publisher: '창작과비평사', year: '1984', kdc: '813.8', summary: '해방과 한국전쟁을 겪으며 동생들을 돌보는 몽실이의 삶을 그린 동화.' },
  { title: '엄마 까투리', author: '권정생', publisher: '낮은산', year: '2008', kdc: '813.8', summary: '산불 속에서 새끼들을 품어 지킨 엄마 까투리의 이야기를 담은 그림책.' },
  { title: '소나기', author: '황순원', publisher: '길벗어린이', year: '1997', kdc: '813.8', isbn: '9788986621327', summary: '시골 소년과 서울에서 온 소녀의 짧은 만남을 그린 황순원의 단편을 그림과 함께 엮은 그림책.' },
  { title: '만희네 집', author: '권윤덕', publisher: '길벗어린이', year: '1995', kdc: '813.8', summary: '할머니 댁으로 이사한 만희가 집 안 곳곳을 둘러보는 그림책.' },
  { title: '장수탕 선녀님', author: '백희나', publisher: '책읽는곰', year: '2012', kdc: '813.8', summary: '오래된 동네 목욕탕에서 선녀님을 만난 덕지의 이야기를 담은 그림책.' },
  { title: '달 샤베트', author: '백희나', publisher: '책읽는곰', year: '2014', kdc: '813.8', summary: '무더운 여름밤 녹아내린 달로 샤베트를 만든 반장 할머니의 이야기를 담은 그림책.' },
  { title: '이상한 엄마', author: '백희나', publisher: '책읽는곰', year: '2016', kdc: '813.8', summary: '아픈 호호를 돌보러 온 이상한 엄마의 이야기를 담은 그림책.' },
  { title: '팥죽 할멈과 호랑이', author: '박윤규', publisher: '시공주니어', year: '2006', kdc: '813.8', summary: '팥죽 할멈이 여러 물건의 도움으로 호랑이를 물리치는 옛이야기 그림책.' },
  { title: '파도야 놀자', author: '이수지', publisher: '비룡소', year: '2009', kdc: '813.8', summary: '바닷가에서 파도와 노는 아이의 하루를 글 없이 그린 그림책.' },
  { title: '여름이 온다', author: '이수지', publisher: '비룡소', year: '2021', kdc: '813.8', summary: '비발디의 「사계」 중 「여름」을 바탕으로 아이들의 여름날을 그린 그림책.' },
  { title: '수박 수영장', author: '안녕달', publisher: '창비', year: '2015', kdc: '813.8', summary: '커다란 수박 속에서 마을 사람들이 수영하며 여름을 보내는 그림책.' },
  { title: '할머니의 여름휴가', author: '안녕달', publisher: '창비', year: '2016', kdc: '813.8', summary: '손자가 가져다준 소라 껍데기를 통해 바닷가로 휴가를 떠나는 할머니의 그림책.' },
  { title: '눈물바다', author: '서현', publisher: '사계절', year: '2009', kdc: '813.8', summary: '속상한 하루를 보낸 아이의 눈물이 바다가 되는 그림책.' },
  { title: '망태 할아버지가 온다', author: '박연철', publisher: '시공주니어', year: '2007', kdc: '813.8', summary: '말 안 듣는 아이를 잡아간다는 망태 할아버지 이야기를 담은 그림책.' },
  { title: '만복이네 떡집', author: '김리리', publisher: '비룡소', year: '2010', kdc: '813.8', summary: '나쁜 말을 일삼던 만복이가 신기한 떡을 먹고 달라지는 저학년 동화.' },
  { title: '초정리 편지', author: '배유안', publisher: '창비', year: '2006', kdc: '813.8', summary: '세종 시대 초정리에서 한글을 배운 소년 장운의 이야기를 그린 역사 동화.' },
  { title: '책과 노니는 집', author: '이영서', publisher: '문학동네', year: '2009', kdc: '813.8', summary: '조선 후기 책방 심부름꾼 장이의 이야기를 그린 역사 동화.' },
  { title: '푸른 사자 와니니', author: '이현', publisher: '창비', year: '2015', kdc: '813.8', summary: '무리에서 쫓겨난 어린 암사자 와니니의 성장을 그린 동화.' },
  { title: '불량한 자전거 여행', author: '김남중', publisher: '창비', year: '2009', kdc: '813.8', summary: '집을 나온 호진이가 삼촌을 따라 자전거 여행을 떠나는 동화.' },
  { title: '기호 3번 안석뽕', author: '진형민', publisher: '창비', year: '2013', kdc: '813.8', summary: '떡집 아들 안석진이 전교 회장 선거에 나서는 동화.' },
  { title: '복제인간 윤봉구', author: '임은하', publisher: '비룡소', year: '2017', kdc: '813.8', summary: '자신이 복제인간이라는 비밀을 지닌 소년 윤봉구의 이야기를 그린 동화.' },
  { title: '수원화성', author: '우현옥', publisher: '미래아이', year: '2016', kdc: '911.05', isbn: '9788983948038', children: true, summary: '정조가 쌓은 수원화성의 모습과 축성 과정을 담은 그림책.' },
  { title: '돼지책', author: '앤서니 브라운', publisher: '웅진주니어', year: '2001', kdc: '843', children: true, summary: '집안일을 혼자 떠맡던 엄마가 집을 나가자 돼지로 변한 가족의 이야기를 담은 그림책.' },
  { title: '고릴라', author: '앤서니 브라운', publisher: '비룡소', year: '1998', kdc: '843', children: true, summary: '고릴라를 좋아하는 한나가 생일 전날 밤 고릴라와 함께 외출하는 그림책.' },
  { title: '샬롯의 거미줄', author: 'E.B. 화이트', publisher: '시공주니어', year: '2000', kdc: '843', children: true, summary: '돼지 윌버와 그를 구하려는 거미 샬롯의 우정을 그린 동화.' },
  { title: '꽃들에게 희망을', author: '트리나 폴러스', publisher: '시공주니어', year: '1999', kdc: '843', children: true, summary: '애벌레 줄무늬와 노랑이가 나비가 되어 가는 과정을 그린 그림 우화.' },
  { title: '무지개 물고기', author: '마르쿠스 피스터', publisher: '시공주니어', year: '1994', kdc: '853', children: true, summary: '반짝이는 비늘을 친구들과 나누는 무지개 물고기의 그림책.' },
  { title: '책 먹는 여우', author: '프란치스카 비어만', publisher: '주니어김영사', year: '2001', kdc: '853', children: true, summary: '책을 먹기 좋아하는 여우 아저씨가 작가가 되는 이야기를 담은 그림책.' },
  { title: '마법의 설탕 두 조각', author: '미하엘 엔데', publisher: '소년한길', year: '2001', kdc: '853', children: true, summary: '부모를 작게 만드는 마법의 설탕을 얻은 렝켄의 이야기를 그린 동화.' },
  { title: '이게 정말 사과일까?', author: '요시타케 신스케', publisher: '주니어김영사', year: '2014', kdc: '833.6', children: true, summary: '식탁 위 사과 하나를 보며 끝없이 상상을 펼치는 아이의 그림책.' },

  // History and geography
  { title: '총, 균, 쇠', author: '재레드 다이아몬드', publisher: '문학사상', year: '2005', kdc: '909', summary: '대륙마다 문명의 발전 속도가 달랐던 까닭을 지리와 환경에서 찾는 책의 개정증보판.' },
  { title: '호모 데우스', author: '유발 하라리', publisher: '김영사', year: '2017', kdc: '909', summary: '기아와 역병, 전쟁을 넘어선 인류가 앞으로 무엇을 추구할지 전망한 책.' },
  { title: '21세기를 위한 21가지 제언', author: '유발 하라리', publisher: '김영사', year: '2018', kdc: '909', summary: '기술, 정치, 종교 등 오늘의 주요 문제 21가지를 다룬 책.' },
  { title: '넥서스', author: '유발 하라리', publisher: '김영사', year: '2024', kdc: '909', summary: '석기 시대부터 인공지능까지 정보 네트워크의 역사를 살핀 책.' },
  { title: '거꾸로 읽는 세계사', author: '유시민', publisher: '돌베개', year: '2021', kdc: '909', summary: '드레퓌스 사건부터 근현대 세계사의 주요 사건을 다룬 책의 전면 개정판.' },
  { title: '역사의 역사', author: '유시민', publisher: '돌베개', year: '2018', kdc: '901', summary: '헤로도토스부터 유발 하라리까지 역사가들의 저술을 통해 역사 쓰기의 역사를 살핀 책.' },
  { title: '로마인 이야기 1', author: '시오노 나나미', publisher: '한길사', year: '1995', kdc: '922', summary: '로마의 건국부터 이탈리아 반도 통일까지를 다룬 로마사 시리즈의 첫 권.' },
  { title: '30개 도시로 읽는 세계사', author: '조 지무쇼', publisher: '다산초당', year: '2020', kdc: '909', summary: '세계 여러 도시의 흥망을 따라 세계사의 흐름을 살핀 책.' },
  { title: '지리의 힘', author: '팀 마샬', publisher: '사이', year: '2016', kdc: '340.9', summary: '지리적 조건이 여러 나라의 정치와 외교에 미치는 영향을 지도와 함께 설명한 책.' },
  { title: '최소한의 한국사', author: '최태성', publisher: '프런트페이지', year: '2023', kdc: '911', summary: '선사 시대부터 현대까지 한국사의 흐름을 간추린 교양서.' },
  { title: '설민석의 조선왕조실록', author: '설민석', publisher: '세계사', year: '2016', kdc: '911.05', summary: '조선 왕 27명의 이야기로 조선의 역사를 풀어낸 책.' },
  { title: '난중일기', author: '이순신', publisher: '민음사', year: '2010', kdc: '911.05', isbn: '9788937426865', summary: '이순신이 임진왜란 7년 동안 쓴 일기를 교감해 완역한 책.' },
  { title: '징비록', author: '유성룡', publisher: '서해문집', year: '2003', kdc: '911.05', summary: '임진왜란 때 영의정이던 유성룡이 전란의 경과와 교훈을 기록한 책.' },
  { title: '정조의 비밀편지', author: '안대회', publisher: '문학동네', year: '2010', kdc: '911.05', summary: '정조가 심환지에게 보낸 비밀 편지를 통해 정조의 정치와 인간적 면모를 살핀 책.' },
  { title: '유배지에서 보낸 편지', author: '정약용', publisher: '창작과비평사', year: '1991', kdc: '816.5', summary: '정약용이 유배지에서 두 아들과 형 정약전에게 보낸 편지를 엮은 책.' },
  { title: '다산 정약용 평전', author: '박석무', publisher: '민음사', year: '2014', kdc: '991.1', summary: '지금의 경기도 남양주 마재에서 태어난 실학자 정약용의 생애와 사상을 정리한 평전.' },
  { title: '백범일지', author: '김구', publisher: '돌베개', year: '1997', kdc: '991.1', summary: '독립운동가 김구가 자신의 삶을 기록한 자서전.' },
  { title: '나의 문화유산답사기 1', author: '유홍준', publisher: '창비', year: '2011', kdc: '981.1', summary: '남도 답사를 시작으로 우리 문화유산을 찾아다닌 답사기의 첫 권 개정판.' },

  // Philosophy and psychology
  { title: '미움받을 용기', author: '기시미 이치로, 고가 후미타케', publisher: '인플루엔셜', year: '2014', kdc: '189', summary: '아들러 심리학을 철학자와 청년의 대화 형식으로 풀어낸 책.' },
  { title: '생각에 관한 생각', author: '대니얼 카너먼', publisher: '김영사', year: '2012', kdc: '181', summary: '빠른 직관과 느린 사고라는 두 체계로 사람의 판단과 선택을 설명한 책.' },
  { title: '죽음이란 무엇인가', author: '셸리 케이건', publisher: '엘도라도', year: '2012', kdc: '160', summary: '예일대학교 교양 강의를 바탕으로 죽음의 본질과 의미를 철학적으로 살핀 책.' },
  { title: '철학은 어떻게 삶의 무기가 되는가', author: '야마구치 슈', publisher: '다산초당', year: '2019', kdc: '100', summary: '철학의 주요 개념을 오늘날 일과 삶의 문제에 적용해 설명한 책.' },
  { title: '차라투스트라는 이렇게 말했다', author: '프리드리히 니체', publisher: '민음사', year: '2004', kdc: '165', summary: '예언자 차라투스트라의 입을 빌려 니체의 사상을 펼친 철학서.' },
  { title: '서양철학사', author: '버트런드 러셀', publisher: '을유문화사', year: '2009', kdc: '160.9', summary: '고대 그리스부터 20세기 초까지 서양 철학의 흐름을 정리한 책.' },
  { title: '마흔에 읽는 쇼펜하우어', author: '강용수', publisher: '유노북스', year: '2023', kdc: '165', summary: '쇼펜하우어의 철학을 중년의 고민과 연결해 풀어낸 책.' },
  { title: '자존감 수업', author: '윤홍균', publisher: '심플라이프', year: '2016', kdc: '189', summary: '정신건강의학과 의사가 자존감을 회복하는 방법을 정리한 책.' },
  { title: '당신이 옳다', author: '정혜신', publisher: '해냄', year: '2018', kdc: '189', summary: '정신과 의사 정혜신이 공감의 힘과 심리적 도움의 방법을 이야기한 책.' },
  { title: '행복의 기원', author: '서은국', publisher: '21세기북스', year: '2014', kdc: '180', summary: '진화심리학의 관점에서 사람이 행복을 느끼는 까닭을 설명한 책.' },
  { title: '그릿', author: '앤절라 더크워스', publisher: '비즈니스북스', year: '2016', kdc: '189', summary: '재능보다 열정과 끈기가 성취를 이끈다는 연구를 소개한 책.' },
  { title: '불안', author: '알랭 드 보통', publisher: '은행나무', year: '2011', kdc: '180', summary: '사회적 지위를 둘러싼 현대인의 불안을 철학과 역사로 살핀 책.' },
  { title: '열두 발자국', author: '정재승', publisher: '어크로스', year: '2018', kdc: '181', summary: '뇌과학자 정재승이 선택과 결정, 창의성 등에 관해 한 강연을 엮은 책.' },
  { title: '나는 생각이 너무 많아', author: '크리스텔 프티콜랭', publisher: '부키', year: '2014', kdc: '182', summary: '생각이 지나치게 많은 사람들의 특성과 그에 맞는 생활 방법을 다룬 책.' },
  { title: '도파민네이션', author: '애나 렘키', publisher: '흐름출판', year: '2022', kdc: '181', summary: '쾌락과 고통의 균형이라는 관점에서 중독을 설명한 책.' },
  { title: '이토록 뜻밖의 뇌과학', author: '리사 펠드먼 배럿', publisher: '더퀘스트', year: '2021', kdc: '181', summary: '짧은 강의 형식으로 뇌에 관한 흔한 오해를 바로잡는 교양서.' },
  { title: '우리는 언젠가 만난다', author: '채사장', publisher: '웨일북', year: '2017', kdc: '100', summary: '나와 타인, 세계의 관계를 철학적으로 살핀 교양서.' },

  // Religion
  { title: '만들어진 신', author: '리처드 도킨스', publisher: '김영사', year: '2007', kdc: '201', summary: '진화생물학자 리처드 도킨스가 종교와 신앙을 비판적으로 검토한 책.' },
  { title: '멈추면, 비로소 보이는 것들', author: '혜민', publisher: '쌤앤파커스', year: '2012', kdc: '220', summary: '혜민 스님이 관계와 마음에 관해 쓴 짧은 글을 엮은 책.' },

  // Social sciences
  { title: '21세기 자본', author: '토마 피케티', publisher: '글항아리', year: '2014', kdc: '321', summary: '18세기 이후 자본과 소득 분배의 역사를 분석해 불평등 문제를 다룬 책.' },
  { title: '넛지', author: '리처드 탈러, 캐스 선스타인', publisher: '리더스북', year: '2009', kdc: '320.1', summary: '작은 개입으로 더 나은 선택을 이끄는 방법을 행동경제학으로 설명한 책.' },
  { title: '장하준의 경제학 강의', author: '장하준', publisher: '부키', year: '2014', kdc: '320', summary: '여러 경제학파의 관점을 소개하며 경제학의 기초를 설명한 책.' },
  { title: '그들이 말하지 않는 23가지', author: '장하준', publisher: '부키', year: '2010', kdc: '320', summary: '자유시장 경제에 관한 통념 23가지를 반박한 책.' },
  { title: '나쁜 사마리아인들', author: '장하준', publisher: '부키', year: '2007', kdc: '326', summary: '부자 나라들이 권하는 자유무역 정책의 문제를 역사적으로 살핀 책.' },
  { title: 'EBS 다큐프라임 자본주의', author: 'EBS 자본주의 제작팀', publisher: '가나출판사', year: '2013', kdc: '320.1', summary: 'EBS 다큐멘터리 「자본주의」를 바탕으로 돈과 금융이 움직이는 방식을 설명한 책.' },
  { title: '시골 빵집에서 자본론을 굽다', author: '와타나베 이타루', publisher: '더숲', year: '2014', kdc: '320', summary: '일본 시골에서 빵집을 꾸리는 저자가 마르크스의 자본론에 비추어 일과 경제를 이야기한 책.' },
  { title: '도넛 경제학', author: '케이트 레이워스', publisher: '학고재', year: '2018', kdc: '320', summary: '사회적 기초와 생태적 한계 사이에서 지속 가능한 경제를 모색하는 책.' },
  { title: '돈의 속성', author: '김승호', publisher: '스노우폭스북스', year: '2020', kdc: '327', summary: '사업가 김승호가 돈을 대하는 태도와 자산 관리에 관해 쓴 책.' },
  { title: '돈의 심리학', author: '모건 하우절', publisher: '인플루엔셜', year: '2021', kdc: '327', summary: '돈을 다루는 데 지식보다 태도와 행동이 중요하다는 점을 여러 사례로 설명한 책.' },
  { title: '세이노의 가르침', author: '세이노', publisher: '데이원', year: '2023', kdc: '325.211', summary: '저자가 여러 해 동안 온라인에 쓴 삶과 돈에 관한 글을 모은 책.' },
  { title: '역행자', author: '자청', publisher: '웅진지식하우스', year: '2022', kdc: '325.211', summary: '자기계발과 경제적 자유에 관한 저자의 방법론을 담은 책.' },
  { title: '원씽', author: '게리 켈러, 제이 파파산', publisher: '비즈니스북스', year: '2013', kdc: '325.211', summary: '가장 중요한 한 가지에 집중하는 것이 성과를 낸다는 내용의 자기계발서.' },
  { title: '제로 투 원', author: '피터 틸', publisher: '한국경제신문', year: '2014', kdc: '325', summary: '페이팔 공동 창업자 피터 틸이 창업과 혁신에 관해 쓴 책.' },
  { title: '트렌드 코리아 2024', author: '김난도 외', publisher: '미래의창', year: '2023', kdc: '320.911', summary: '2024년 한국의 소비 트렌드를 전망한 책.' },
  { title: '트렌드 코리아 2023', author: '김난도 외', publisher: '미래의창', year: '2022', kdc: '320.911', summary: '2023년 한국의 소비 트렌드를 전망한 책.' },
  { title: '피로사회', author: '한병철', publisher: '문학과지성사', year: '2012', kdc: '331', summary: '성과를 요구하는 현대 사회가 개인을 소진시키는 양상을 분석한 철학 에세이.' },
  { title: '사람, 장소, 환대', author: '김현경', publisher: '문학과지성사', year: '2015', kdc: '331', summary: '사람이 된다는 것의 의미를 장소와 환대의 개념으로 살핀 사회학 책.' },
  { title: '90년생이 온다', author: '임홍택', publisher: '웨일북', year: '2018', kdc: '331.3', summary: '1990년대생의 특징과 그들이 일터와 소비 시장에 가져온 변화를 분석한 책.' },
  { title: '지방 소멸', author: '마스다 히로야', publisher: '와이즈베리', year: '2015', kdc: '331.3', summary: '인구 감소로 일본의 많은 지방 도시가 사라질 수 있다고 경고한 책.' },
  { title: '불평등의 세대', author: '이철승', publisher: '문학과지성사', year: '2019', kdc: '331.5', summary: '386세대의 권력과 세대 간 불평등 문제를 분석한 책.' },
  { title: '선량한 차별주의자', author: '김지혜', publisher: '창비', year: '2019', kdc: '331.5', summary: '평범한 사람들이 의도하지 않게 하는 차별을 짚은 책.' },
  { title: '말이 칼이 될 때', author: '홍성수', publisher: '어크로스', year: '2018', kdc: '331.5', summary: '혐오 표현의 개념과 규제, 대응 방법을 다룬 책.' },
  { title: '불안 세대', author: '조너선 하이트', publisher: '웅진지식하우스', year: '2024', kdc: '331.5', summary: '스마트폰과 소셜 미디어가 청소년의 정신 건강에 미친 영향을 분석한 책.' },
  { title: '이상한 정상가족', author: '김희경', publisher: '동아시아', year: '2017', kdc: '337', summary: '체벌과 가족주의 등 한국 가족의 문제를 아동 인권의 관점에서 살핀 책.' },
  { title: '국가란 무엇인가', author: '유시민', publisher: '돌베개', year: '2011', kdc: '340.1', summary: '국가의 본질과 역할에 관한 여러 사상을 살핀 책.' },
  { title: '어떻게 민주주의는 무너지는가', author: '스티븐 레비츠키, 대니얼 지블랫', publisher: '어크로스', year: '2018', kdc: '340.9', summary: '선출된 지도자가 민주주의를 무너뜨리는 과정을 여러 나라의 사례로 분석한 책.' },
  { title: '판사유감', author: '문유석', publisher: '21세기북스', year: '2014', kdc: '360', summary: '현직 판사였던 문유석이 법정 안팎에서 겪은 일과 생각을 쓴 책.' },
  { title: '최재천의 공부', author: '최재천, 안희경', publisher: '김영사', year: '2022', kdc: '370.4', summary: '생물학자 최재천이 공부와 교육에 관해 나눈 대담을 엮은 책.' },
  { title: '공부란 무엇인가', author: '김영민', publisher: '어크로스', year: '2020', kdc: '370.4', summary: '대학교수 김영민이 공부의 의미와 방법을 이야기한 책.' },

  // Natural sciences
  { title: '김상욱의 과학공부', author: '김상욱', publisher: '동아시아', year: '2016', kdc: '400', summary: '물리학자 김상욱이 과학적으로 생각하는 법과 과학과 인문학의 관계를 이야기한 책.' },
  { title: '떨림과 울림', author: '김상욱', publisher: '동아시아', year: '2018', kdc: '420', summary: '물리학의 주요 개념으로 우주와 인간을 바라보는 교양서.' },
  { title: '과학콘서트', author: '정재승', publisher: '동아시아', year: '2011', kdc: '400', summary: '복잡계 과학을 중심으로 일상 속 과학 이야기를 풀어낸 책의 개정증보판.' },
  { title: '문과 남자의 과학 공부', author: '유시민', publisher: '돌베개', year: '2023', kdc: '400', summary: '문과 출신 작가 유시민이 과학을 공부하며 얻은 생각을 정리한 책.' },
  { title: '위험한 과학책', author: '랜들 먼로', publisher: '시공사', year: '2015', kdc: '400', summary: '엉뚱한 가정에 과학적으로 답하는 질문과 답을 그림과 함께 엮은 책.' },
  { title: '엘러건트 유니버스', author: '브라이언 그린', publisher: '승산', year: '2002', kdc: '420', summary: '초끈 이론을 중심으로 현대 물리학의 흐름을 설명한 교양 과학서.' },
  { title: '날마다 천체 물리', author: '닐 디그래스 타이슨', publisher: '사이언스북스', year: '2018', kdc: '440', summary: '천체 물리학의 핵심 개념을 짧은 장으로 나누어 소개한 입문서.' },
  { title: '수학이 필요한 순간', author: '김민형', publisher: '인플루엔셜', year: '2018', kdc: '410.1', summary: '수학자 김민형이 수학적 사고가 삶에 어떻게 쓰이는지 강의한 내용을 엮은 책.' },
  { title: '틀리지 않는 법', author: '조던 엘렌버그', publisher: '열린책들', year: '2016', kdc: '410.1', summary: '수학적 사고로 일상과 사회의 문제를 따져 보는 교양서.' },
  { title: '종의 기원', author: '찰스 다윈', publisher: '사이언스북스', year: '2019', kdc: '476', summary: '자연 선택을 통한 진화를 제시한 다윈의 저작을 초판을 바탕으로 옮긴 책.' },
  { title: '다정한 것이 살아남는다', author: '브라이언 헤어, 버네사 우즈', publisher: '디플롯', year: '2021', kdc: '472', summary: '친화력이 인류 진화의 열쇠였다는 가설을 소개한 책.' },
  { title: '랩 걸', author: '호프 자런', publisher: '알마', year: '2017', kdc: '480', summary: '식물학자 호프 자런이 과학자로 살아온 삶과 나무와 식물 이야기를 쓴 회고록.' },
  { title: '생명이 있는 것은 다 아름답다', author: '최재천', publisher: '효형출판', year: '2001', kdc: '490', summary: '여러 동물의 생태와 행동을 소개한 최재천의 과학 에세이.' },
  { title: '개미제국의 발견', author: '최재천', publisher: '사이언스북스', year: '1999', kdc: '495', summary: '동물행동학자 최재천이 개미 사회의 구조와 행동을 소개한 책.' },

  // Climate and the environment
  { title: '침묵의 봄', author: '레이첼 카슨', publisher: '에코리브르', year: '2011', kdc: '539.9', summary: '살충제 남용이 생태계에 끼치는 해를 고발한 환경 고전의 개정판.' },
  { title: '파란하늘 빨간지구', author: '조천호', publisher: '동아시아', year: '2019', kdc: '453.9', summary: '대기과학자 조천호가 기후변화의 과학과 대응 방안을 설명한 책.' },
  { title: '2050 거주불능 지구', author: '데이비드 월리스웰즈', publisher: '추수밭', year: '2020', kdc: '453.9', summary: '기후변화가 불러올 폭염, 식량난, 해수면 상승 같은 위험을 다룬 책.' },
  { title: '빌 게이츠, 기후재앙을 피하는 법', author: '빌 게이츠', publisher: '김영사', year: '2021', kdc: '539.9', summary: '온실가스 배출을 0으로 줄이기 위한 기술과 정책을 제시한 책.' },
  { title: '지구를 위한다는 착각', author: '마이클 셸런버거', publisher: '부키', year: '2021', kdc: '539.9', summary: '환경 운동가 출신 저자가 기후와 환경에 관한 통념을 비판적으로 검토한 책.' },
  { title: '우리가 날씨다', author: '조너선 사프란 포어', publisher: '민음사', year: '2020', kdc: '539.9', summary: '식습관의 변화가 기후위기 대응에 어떤 의미가 있는지 이야기한 책.' },
  { title: '나는 풍요로웠고, 지구는 달라졌다', author: '호프 자런', publisher: '김영사', year: '2020', kdc: '539.9', summary: '저자가 살아온 50년 동안 인구와 식량, 에너지 소비가 지구에 가져온 변화를 살핀 책.' },
  { title: '기후책', author: '그레타 툰베리', publisher: '김영사', year: '2023', kdc: '539.9', summary: '그레타 툰베리가 엮은, 여러 과학자와 전문가가 기후위기를 설명한 글 모음.' },
  { title: '탄소사회의 종말', author: '조효제', publisher: '21세기북스', year: '2020', kdc: '539.9', summary: '인권의 관점에서 기후위기와 감염병 대유행을 읽어 낸 책.' },
  { title: '쓰레기책', author: '이동학', publisher: '오도스', year: '2020', kdc: '539.9', summary: '세계 여러 나라의 쓰레기 문제 현장을 찾아다니며 기록한 책.' },
  { title: '그린 뉴딜', author: '제러미 리프킨', publisher: '민음사', year: '2020', kdc: '320', summary: '화석 연료 문명 이후의 경제 전환과 그린 뉴딜 구상을 다룬 책.' },

  // Technology, medicine, cooking, IT
  { title: '아픔이 길이 되려면', author: '김승섭', publisher: '동아시아', year: '2017', kdc: '517', summary: '사회적 조건이 건강에 미치는 영향을 사회역학의 관점에서 다룬 책.' },
  { title: '당신도 느리게 나이 들 수 있습니다', author: '정희원', publisher: '더퀘스트', year: '2023', kdc: '517', summary: '노년내과 의사가 노화를 늦추는 생활 습관을 설명한 책.' },
  { title: '백종원이 추천하는 집밥 메뉴 52', author: '백종원', publisher: '서울문화사', year: '2014', kdc: '594.5', summary: '집에서 쉽게 만들 수 있는 가정식 요리 52가지를 담은 요리책.' },
  { title: '인생이 빛나는 정리의 마법', author: '곤도 마리에', publisher: '더난출판사', year: '2012', kdc: '597', summary: '설레는 물건만 남기는 정리법을 소개한 책.' },
  { title: '공간이 만든 공간', author: '유현준', publisher: '을유문화사', year: '2020', kdc: '540.9', summary: '동서양 건축의 차이와 공간의 진화를 살핀 책.' },
  { title: '도시는 무엇으로 사는가', author: '유현준', publisher: '을유문화사', year: '2015', kdc: '540', summary: '건축가 유현준이 도시와 건축을 인문학적으로 읽어 낸 책.' },
  { title: '어디서 살 것인가', author: '유현준', publisher: '을유문화사', year: '2018', kdc: '540', summary: '학교, 아파트, 공원 등 우리가 사는 공간의 문제와 대안을 다룬 책.' },
  { title: '혼자 공부하는 파이썬', author: '윤인성', publisher: '한빛미디어', year: '2019', kdc: '005.133', summary: '파이썬 프로그래밍을 혼자 익힐 수 있도록 구성한 입문서.' },
  { title: '이것이 자바다', author: '신용권', publisher: '한빛미디어', year: '2015', kdc: '005.133', summary: '자바 프로그래밍 언어의 기초부터 응용까지 다룬 입문서.' },
  { title: '모던 자바스크립트 Deep Dive', author: '이웅모', publisher: '위키북스', year: '2020', kdc: '005.133', summary: '자바스크립트의 기본 개념과 동작 원리를 자세히 설명한 책.' },
  { title: '클린 코드', author: '로버트 C. 마틴', publisher: '인사이트', year: '2013', kdc: '005.1', summary: '읽기 쉽고 고치기 쉬운 코드를 작성하는 원칙과 사례를 다룬 책.' },
  { title: '밑바닥부터 시작하는 딥러닝', author: '사이토 고키', publisher: '한빛미디어', year: '2017', kdc: '004.73', summary: '파이썬으로 딥러닝의 원리를 직접 구현하며 배우는 입문서.' },
  { title: '메타버스', author: '김상균', publisher: '플랜비디자인', year: '2020', kdc: '004', summary: '메타버스의 개념과 유형, 활용 사례를 소개한 책.' },

  // Arts, comics, sports
  { title: '미생 1', author: '윤태호', publisher: '위즈덤하우스', year: '2012', kdc: '657.1', summary: '바둑 기사의 꿈을 접은 장그래가 종합상사에 입사해 겪는 직장 생활을 그린 만화.' },
  { title: '송곳 1', author: '최규석', publisher: '창비', year: '2015', kdc: '657.1', summary: '대형 마트에서 벌어지는 부당 해고와 노동조합 이야기를 그린 만화.' },
  { title: '며느라기', author: '수신지', publisher: '귤프레스', year: '2018', kdc: '657.1', summary: '결혼 뒤 며느리가 된 민사린의 일상을 통해 가족 문화를 돌아보는 만화.' },
  { title: '난처한 미술 이야기 1', author: '양정무', publisher: '사회평론', year: '2016', kdc: '609', summary: '선사 시대 미술부터 서양 미술사의 흐름을 대화 형식으로 풀어낸 책의 첫 권.' },
  { title: '방구석 미술관', author: '조원재', publisher: '블랙피쉬', year: '2018', kdc: '609', summary: '서양 화가들의 삶과 작품 이야기를 쉽게 풀어낸 미술 교양서.' },
  { title: '사진에 관하여', author: '수전 손택', publisher: '이후', year: '2005', kdc: '660.1', summary: '사진이 세상을 보는 방식을 어떻게 바꾸었는지 분석한 에세이.' },
  { title: '모든 것은 기본에서 시작한다', author: '손웅정', publisher: '수오서재', year: '2021', kdc: '695', summary: '축구 지도자 손웅정이 기본기와 삶의 태도에 관해 쓴 책.' },

  // Language and writing
  { title: '한글의 탄생', author: '노마 히데키', publisher: '돌베개', year: '2011', kdc: '711', summary: '일본의 언어학자가 한글이 만들어진 원리와 역사를 분석한 책.' },
  { title: '우리말 어감사전', author: '안상순', publisher: '유유', year: '2021', kdc: '713', summary: '비슷한 우리말 낱말들의 뜻과 어감 차이를 풀이한 책.' },
  { title: '어른의 어휘력', author: '유선경', publisher: '앤의서재', year: '2020', kdc: '710', summary: '어휘를 늘리고 제대로 쓰는 방법을 다룬 책.' },
  { title: '영어책 한 권 외워봤니?', author: '김민식', publisher: '위즈덤하우스', year: '2017', kdc: '740.7', summary: 'PD 김민식이 영어 회화책을 통째로 외우는 공부법을 소개한 책.' },
  { title: '유혹하는 글쓰기', author: '스티븐 킹', publisher: '김영사', year: '2002', kdc: '802', summary: '소설가 스티븐 킹이 자신의 삶과 글쓰기 방법을 쓴 책.' },
  { title: '글쓰기의 최전선', author: '은유', publisher: '메멘토', year: '2015', kdc: '802', summary: '글쓰기 수업을 이끌어 온 저자가 삶을 글로 쓰는 법을 이야기한 책.' },
  { title: '대통령의 글쓰기', author: '강원국', publisher: '메디치미디어', year: '2014', kdc: '802', summary: '대통령 연설비서관이었던 저자가 글쓰기 방법을 정리한 책.' },

  // General works
  { title: '지적 대화를 위한 넓고 얕은 지식', author: '채사장', publisher: '한빛비즈', year: '2014', kdc: '001', summary: '역사, 경제, 정치, 사회, 윤리를 하나의 흐름으로 정리한 교양서.' },
  { title: '장서의 괴로움', author: '오카자키 다케시', publisher: '정은문고', year: '2014', kdc: '029', summary: '책을 너무 많이 가진 사람들의 고민과 장서 정리 이야기를 담은 책.' },
  { title: '다시, 책으로', author: '매리언 울프', publisher: '어크로스', year: '2019', kdc: '029', summary: '디지털 시대에 깊이 읽는 뇌가 어떻게 달라지는지 살핀 책.' },

  // Korean history for children (search: 한국사)
  { title: '설민석의 한국사 대모험 1', author: '설민석, 스토리박스', publisher: '아이휴먼', year: '2017', kdc: '911', children: true, summary: '설쌤과 평강, 온달이 시간 여행을 하며 한국사를 만나는 어린이 학습만화의 첫 권.' },
  { title: '용선생의 시끌벅적 한국사 1', author: '금현진 외', publisher: '사회평론', year: '2016', kdc: '911', children: true, summary: '용선생과 아이들이 수업하는 형식으로 한국사를 풀어낸 어린이 역사책 시리즈의 첫 권(전면개정판).' },
];

/** `GGL0000001` …: the seed's book keys, by position. */
export const seedBookKey = (index: number): string => `GGL${String(index + 1).padStart(7, '0')}`;

/** Every seventh book has no cover, so the client's grey-logo fallback shows. */
export const hasSeedCover = (index: number): boolean => index % 7 !== 3;

const CHILDRENS_ROOM = '1층 어린이자료실';

/** Classes shelved in the children's room: Korean children's literature (813.8), and exactly 410 (수학귀신; mathematics for adults is 410.1). */
const isChildrensClass = (kdc: string): boolean => kdc.startsWith('813.8') || kdc === '410';

/**
 * Shelves by KDC main class; children's books in the children's room. Given only the class, a
 * children's book outside 813.8 (book.children) cannot be told apart: pass the book for those.
 */
export function shelfFor(book: string | Pick<SeedBook, 'kdc' | 'children'>): string {
  const { kdc, children } = typeof book === 'string' ? { kdc: book, children: undefined } : book;
  if (children ?? isChildrensClass(kdc)) return CHILDRENS_ROOM;
  if (kdc.startsWith('8')) return '3층 종합자료실(문학)';
  return '2층 종합자료실(인문·사회·과학)';
}

/** A call number in the library's style: class, author letter with a number, volume letter. */
export function callNumberFor(book: SeedBook, index: number): string {
  const authorInitial = Array.from(book.author)[0] ?? '';
  const titleInitial = Array.from(book.title.replace(/^[^가-힣A-Za-z0-9]+/, ''))[0] ?? '';
  return `${book.kdc}-${authorInitial}${String(11 + ((index * 37) % 88))}${titleInitial}`;
}

/** About a quarter of the books are on loan; the first (the newest acquisition) is on the shelf. */
export const loanCodeFor = (index: number): string => (index % 4 === 1 ? 'LOAN' : 'OK');

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A step coprime with count: index → (index × step) mod count then visits every position once. */
function shuffleStep(count: number): number {
  return [23, 29, 31, 37, 41, 43, 47].find((step) => gcd(step, count) === 1) ?? 1;
}

/** The newest publication year in the seed: a book is not acquired long before it came out. */
const NEWEST_YEAR = Math.max(...SEED_BOOKS.map((book) => Number(book.year)));

/** The longest a book has been held: about five years. */
const OLDEST_DAYS = 1800;

/**
 * Days before the seeding day the library acquired the index-th of count books, in a shuffled
 * order so that new arrivals mix authors and subjects: a tenth of the books within the last 30
 * days (the index-0 book, and only it, on the seeding day), the next 15% within 30–89 days, the
 * rest from 90 days to about five years ago, but not long before the book came out (a book of the
 * seed's newest year at most 180 days ago, one a year older at most 545, and so on).
 */
export function acquiredDaysAgo(index: number, count: number): number {
  const n = Math.max(count, 1);
  const position = (index * shuffleStep(n)) % n;
  const newest = Math.max(1, Math.round(n * 0.1));
  const recent = Math.max(newest, Math.round(n * 0.25));
  if (position < newest) return position === 0 ? 0 : 1 + Math.floor(((position - 1) * 29) / newest);
  if (position < recent) return 30 + Math.floor(((position - newest) * 60) / (recent - newest));
  const year = Number(SEED_BOOKS[index]?.year ?? NEWEST_YEAR);
  const longest = Math.min(OLDEST_DAYS, 180 + Math.max(0, NEWEST_YEAR - year) * 365);
  return 90 + Math.floor(((position - recent) * (longest - 90)) / Math.max(n - recent, 1));
}
