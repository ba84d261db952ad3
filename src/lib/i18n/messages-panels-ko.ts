/**
 * Texts of the parts that load on demand: the full-menu drawer, CMS content pages and the
 * membership card. Same catalogue, own module, so the first paint does not carry them.
 */
export const koPanels = {
  popup: {
    title: '도서관 소식',
    notToday: '오늘 하루 보지 않기',
    close: '닫기',
  },
  /** Labels of a carousel named `name` (strings-ko.md: 일시정지 / 재생 / 표시할 슬라이드가 없습니다). */
  carousel: (name: string) => ({
    name,
    pause: '일시정지',
    play: '재생',
    previous: '이전 슬라이드',
    next: '다음 슬라이드',
    empty: '표시할 슬라이드가 없습니다',
    slide: (index: number, total: number) => `${total}개 중 ${index}번째`,
  }),
  fullMenu: {
    title: '전체메뉴',
    close: '전체메뉴 닫기',
    sections: '메뉴 분류',
  },
  content: {
    updatedAt: (date: string) => `최종 수정일 ${date}`,
    breadcrumb: '현재 위치',
    preview: '미리보기 화면입니다. 게시 전 내용일 수 있습니다.',
    notFound: '요청하신 페이지의 내용이 아직 등록되지 않았습니다.',
    offlineUnavailable: '오프라인 상태라 이 페이지를 불러올 수 없습니다. 네트워크에 연결된 뒤 다시 시도해 주세요.',
    cachedAt: (date: string) => `${date}에 저장된 내용입니다.`,
  },
  card: {
    title: '모바일 회원증',
    holder: (name: string) => `${name} 님`,
    number: (userNo: string) => `회원번호 ${userNo}`,
    barcodeLabel: (userNo: string) => `회원번호 ${userNo} 바코드`,
    lastVerified: (when: string) => `마지막 확인 ${when}`,
    hint: '출입 게이트나 대출 창구의 스캐너에 바코드를 보여 주세요. 화면 밝기를 높이면 더 잘 읽힙니다.',
    open: '모바일 회원증 열기',
    textOnlyLabel: '바코드 대신 표시한 회원번호',
    textOnlyNote: '이 회원번호는 바코드로 만들 수 없어 숫자로 보여드립니다. 출입 게이트나 대출 창구 직원에게 이 화면을 보여 주세요.',
    noNumber: '회원번호를 불러오지 못했습니다',
  },
} as const;
