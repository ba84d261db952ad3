/**
 * The floor maps of the main building (/gg-directions, a book's page) and the visit guide of the
 * directions page (public transport, parking). Loaded only with those pages. The library's address,
 * phone and hours are not here: they are the library's facts (messages-facts-ko.ts and the
 * selectlibraryinfo record).
 */

/** A room's words: its name, the lines drawn on the map (the name when absent), what is in it. */
export interface RoomWords {
  name: string;
  lines?: readonly string[];
  note?: string;
}

const rooms = {
  'b2-parking': { name: '주차장', lines: ['주차장', '일반 주차구역'], note: '지상 출입구에서 경사로로 내려옵니다. 높이 제한 2.3m.' },
  'b2-accessible-parking': { name: '장애인 전용 주차구역', lines: ['장애인 전용', '주차구역 8면'], note: '승강기 바로 앞, 8면.' },
  'b2-ev-charging': { name: '전기차 충전구역', lines: ['전기차', '충전구역 12면'], note: '급속 충전기 2기, 완속 충전기 10기.' },
  'b1-auditorium': { name: '다목적강당', note: '강연회·공연·영화 상영 (객석 280석).' },
  'b1-stacks': { name: '보존서고', lines: ['보존서고', '(직원 전용)'], note: '오래된 자료를 보관합니다. 자료는 종합자료실 안내데스크에 신청하면 꺼내 드립니다.' },
  'b1-nursing': { name: '수유실', note: '수유 의자, 기저귀 교환대, 정수기가 있습니다.' },
  'b1-disaster': { name: '방재실', lines: ['방재실', '(직원 전용)'], note: '건물 안전 관리와 CCTV 관제를 맡습니다.' },
  'b1-machine': { name: '기계·전기실', lines: ['기계·전기실', '(직원 전용)'] },
  'f1-lobby': { name: '로비·안내데스크', lines: ['로비', '안내데스크'], note: '회원증 발급, 이용 안내, 물품보관함, 휠체어·유아차 대여.' },
  'f1-children': { name: '어린이자료실', note: '그림책·동화 서가, 어린이 지식책 서가, 이야기방.' },
  'f1-infants': { name: '유아자료실', note: '영유아와 보호자를 위한 보드북·그림책.' },
  'f1-cafe': { name: '북카페', note: '음료와 가벼운 음식을 드실 수 있습니다.' },
  'f1-exhibition': { name: '전시실', note: '주제별 도서 전시와 작품 전시.' },
  'f1-hall': { name: '다목적홀', note: '강연·체험 프로그램.' },
  'f2-general': { name: '종합자료실(인문·사회·과학)', lines: ['종합자료실', '인문·사회·과학', '000–700·900번대'], note: '동쪽 서가 000–300번대, 서쪽 서가 400–700·900번대.' },
  'f2-periodicals': { name: '정기간행물 코너', lines: ['정기간행물', '코너'], note: '신문과 잡지.' },
  'f2-local': { name: '경기도 향토자료실', lines: ['경기도', '향토자료실'], note: '경기도의 역사·지리·인물 자료.' },
  'f2-teen': { name: '청소년자료실', note: '청소년 도서와 토론방.' },
  'f2-desk': { name: '자료실 안내데스크', lines: ['자료실', '안내데스크'], note: '대출·반납, 자료 찾기 도움, 보존서고 자료 신청.' },
  'f2-exhibition': { name: '기획전시실', note: '기획 전시.' },
  'f3-literature': { name: '종합자료실(문학)', lines: ['종합자료실', '문학', '800번대'], note: '한국·외국 문학. 창가 열람석.' },
  'f3-large-print': { name: '큰글자도서 코너', lines: ['큰글자도서', '코너'], note: '글자가 큰 책과 돋보기.' },
  'f3-seminar-1': { name: '세미나실 1', lines: ['세미나실', '1'], note: '20명, 예약제.' },
  'f3-seminar-2': { name: '세미나실 2', lines: ['세미나실', '2'], note: '12명, 예약제.' },
  'f3-hall': { name: '다목적홀', note: '작가 강연과 북토크.' },
  'f4-digital': { name: '디지털자료실', lines: ['디지털', '자료실'], note: '검색용 PC, 전자책·데이터베이스 이용.' },
  'f4-media': { name: '미디어랩', note: '디지털 미디어실: 영상 편집과 녹음, 16명.' },
  'f4-ai': { name: '생성형 AI 도서관', lines: ['생성형', 'AI 도서관'], note: '생성형 AI 체험과 상담.' },
  'f4-reading': { name: '열람실', note: '좌석은 앱에서 미리 예약할 수 있습니다.' },
  'f4-ai-studio': { name: 'AI 스튜디오', lines: ['AI', '스튜디오'] },
  'f4-studio': { name: '창작스튜디오', lines: ['창작', '스튜디오'], note: '팟캐스트·영상 녹음, 6명, 예약제.' },
  'f4-maker': { name: '메이커스페이스', lines: ['메이커', '스페이스'] },
  'f4-seminar': { name: '소세미나실', lines: ['소세미나실'] },
  'f5-garden': { name: '하늘정원', lines: ['하늘정원', '옥상 정원·야외 서가'], note: '그늘막과 야외 서가. 음식물은 이곳과 1층 북카페에서 드셔 주세요.' },
  'f5-office': { name: '도서관 사무실', lines: ['도서관 사무실', '(직원 전용)'] },
  'f5-conference': { name: '대회의실', note: '도서관 회의와 대관.' },
} as const satisfies Record<string, RoomWords>;

export type RoomKey = keyof typeof rooms;

export const koFloorMap = {
  floors: {
    B2: { name: '지하 2층', short: 'B2', summary: '주차장' },
    B1: { name: '지하 1층', short: 'B1', summary: '다목적강당, 보존서고, 수유실' },
    '1F': { name: '1층', short: '1F', summary: '안내데스크, 어린이자료실, 북카페, 전시실' },
    '2F': { name: '2층', short: '2F', summary: '종합자료실(인문·사회·과학), 향토자료실, 기획전시실' },
    '3F': { name: '3층', short: '3F', summary: '종합자료실(문학), 큰글자도서, 세미나실' },
    '4F': { name: '4층', short: '4F', summary: '디지털자료실, 미디어랩, 생성형 AI 도서관' },
    '5F': { name: '5층', short: '5F', summary: '하늘정원, 대회의실' },
  },
  rooms: rooms as Readonly<Record<RoomKey, RoomWords>>,
  /** Marks drawn on every floor: the short word on the map, the full word in the legend and the lists. */
  marks: {
    elevator: { short: '승강기', name: '엘리베이터(승강기)' },
    stairs: { short: '계단', name: '계단' },
    toilet: { short: '화장실', name: '화장실' },
    accessibleToilet: { short: ['장애인', '화장실'], name: '장애인 화장실' },
    exit: { short: '출입구', name: '출입구' },
  },
  exits: {
    main: '정문 출입구',
    north: '북쪽 출입구 (북카페)',
    car: '차량 출입구',
    garden: '하늘정원 출입문',
  },
  kinds: {
    collection: '자료실',
    children: '어린이·유아',
    culture: '문화·모임 공간',
    service: '안내·편의시설',
    outdoor: '야외 공간',
    staff: '직원 전용',
    parking: '주차',
  },
  section: {
    title: '층별 안내도',
    intro: '층을 고르면 그 층의 안내도와 공간 목록이 나옵니다. 왼쪽·오른쪽 화살표 키로 층을 옮길 수 있습니다.',
    tabs: '층 선택',
    legend: '안내도 보는 법',
    legendNote: '방마다 이름이 적혀 있고, 색은 공간의 종류를 함께 알려 줍니다.',
    roomsTitle: (floor: string) => `${floor} 공간`,
    marksTitle: (floor: string) => `${floor} 이동·편의시설`,
    map: (floor: string, summary: string) => `${floor} 안내도: ${summary}`,
    elevators: (count: number) => `엘리베이터 ${count}대`,
    stairs: (count: number) => `계단 ${count}곳`,
    toilets: '화장실',
    accessibleToilet: '장애인 화장실',
    allFloors: '엘리베이터 2대와 계단 2곳이 모든 층을 잇고, 층마다 화장실과 장애인 화장실이 있습니다.',
    guide: '층별 안내 글 보기',
  },
  book: {
    title: '이 책의 위치',
    here: '이 책의 위치',
    room: (floor: string, room: string) => `${floor} ${room}`,
    shelf: (shelf: string) => `${shelf}에 있습니다.`,
    callNo: (callNo: string) => `청구기호 ${callNo}`,
    onMap: (floor: string, room: string) => `${floor} 안내도에서 ${room}에 ‘이 책의 위치’라고 표시했습니다.`,
    elsewhere: '다른 도서관에 있는 책',
    buildings: { NORTH: '경기도서관 북부분관', SMART: '광교 스마트도서관' },
    elsewhereLine: (building: string, place: string) => (place ? `${building}: ${place}` : building),
    unknown: '이 책의 서가 위치를 안내도에서 찾을 수 없습니다. 청구기호를 가지고 자료실 안내데스크에 문의해 주세요.',
    floorGuide: '층별 안내 보기',
    allMaps: '층별 안내도 전체 보기',
  },
  visit: {
    transitTitle: '대중교통',
    subwayTitle: '지하철',
    subway: [
      '신분당선 광교중앙역 3번 출구에서 걸어서 약 10분 (750m)',
      '광교중앙역에서 마을버스 2번을 타고 「경기도청·경기도서관」 정류장에서 내리면 바로 앞입니다.',
    ],
    busTitle: '버스',
    busStop: '「경기도청·경기도서관」 정류장에서 내려 주세요.',
    buses: [
      { kind: '일반버스', routes: '13-4, 60, 81', note: '수원역·아주대학교 방면' },
      { kind: '마을버스', routes: '2', note: '광교중앙역 순환' },
      { kind: '광역버스', routes: '3007', note: '서울 강남역 방면' },
    ],
    busKind: '종류',
    busRoutes: '노선 번호',
    busNote: '주요 경유지',
    busCaption: '도서관 앞 정류장에 서는 버스',
    bikeTitle: '자전거',
    bike: '정문 옆에 자전거 보관대(40대)가 있습니다.',
    parkingTitle: '주차',
    parkingWhere: '주차장은 지하 2층에 있으며, 승강기로 모든 층에 갈 수 있습니다.',
    spacesTitle: '주차면',
    spaces: [
      { label: '전체', value: '180면' },
      { label: '일반', value: '156면' },
      { label: '장애인 전용', value: '8면 (승강기 바로 앞)' },
      { label: '전기차 충전', value: '12면 (급속 2기, 완속 10기)' },
      { label: '임산부·교통약자 배려', value: '4면' },
    ],
    feesTitle: '주차 요금',
    fees: [
      '도서관 이용자는 2시간 무료이며, 이후 30분마다 500원입니다.',
      '장애인, 국가유공자, 임산부, 다자녀 가정 차량은 감면됩니다. 1층 안내데스크에서 확인을 받아 주세요.',
      '전기차 충전 요금은 충전기에서 따로 결제합니다. 충전을 마친 차량은 일반 주차구역으로 옮겨 주세요.',
    ],
    accessibleTitle: '장애인 주차',
    accessible: '장애인 전용 주차구역 8면은 지하 2층 승강기 바로 앞에 있으며, 승강기와 경사로로 모든 층에 갈 수 있습니다.',
    busy: '주말에는 주차장이 붐비니 되도록 대중교통을 이용해 주세요.',
  },
} as const;
