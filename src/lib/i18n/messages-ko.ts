/**
 * The portal's one Korean message catalogue. Fixed wording comes from
 * ../shared/spec/strings-ko.md; the rest is written in the same polite register.
 */
export const ko = {
  app: {
    name: '경기도서관',
    tagline: '읽고, 배우고, 만나는 경기도민의 도서관',
    skipToContent: '본문 바로가기',
    home: '홈',
    offline: '오프라인 상태입니다. 저장된 정보를 보여드립니다.',
    loading: '불러오는 중입니다.',
    newTab: '새 창 열림',
    loginRequired: '로그인 필요',
  },
  header: {
    logoAlt: '경기도서관 홈',
    mainNav: '주 메뉴',
    utilityNav: '회원 메뉴',
    memberCard: '모바일 회원증',
    aiChat: 'AI 챗봇',
    fullMenu: '전체메뉴',
    myLibrary: '나의 도서관',
    logout: '로그아웃',
    login: '로그인',
    join: '회원가입',
    citizen: '도민인증',
    openSubmenu: (name: string) => `${name} 하위 메뉴`,
  },
  fullMenu: {
    title: '전체메뉴',
    close: '전체메뉴 닫기',
    sections: '메뉴 분류',
  },
  floating: {
    label: '빠른 이동',
    fullMenu: '전체메뉴',
    aiSearch: 'AI 검색',
    toTop: '맨 위로',
  },
  footer: {
    label: '사이트 정보',
    privacy: '개인정보처리방침',
    agree: '이용약관',
    video: '영상정보처리기기 운영·관리 방침',
    address: '(16514) 경기도 수원시 영통구 광교중앙로 140 경기도서관',
    phone: '대표전화 031-8008-5000',
    phoneHref: 'tel:031-8008-5000',
    hours: '화–일 09:00–22:00 (월요일·법정공휴일 휴관)',
    copyright: '© 2025 경기도서관. All rights reserved.',
  },
  home: {
    quickTitle: '자주 찾는 메뉴',
    sectionsTitle: '분야별 바로가기',
    menuEmpty: '표시할 메뉴가 없습니다.',
  },
  content: {
    updatedAt: (date: string) => `최종 수정일 ${date}`,
    breadcrumb: '현재 위치',
    preview: '미리보기 화면입니다. 게시 전 내용일 수 있습니다.',
    notFound: '요청하신 페이지의 내용이 아직 등록되지 않았습니다.',
    offlineUnavailable: '오프라인 상태라 이 페이지를 불러올 수 없습니다. 네트워크에 연결된 뒤 다시 시도해 주세요.',
    cachedAt: (date: string) => `${date}에 저장된 내용입니다.`,
  },
  update: {
    ready: '새 버전이 준비되었습니다. 새로고침하면 적용됩니다.',
    reload: '새로고침',
    dismiss: '나중에',
  },
  loadingOverlay: '잠시만 기다려 주세요.',
  errorPage: {
    back: '이전 페이지',
    toMain: '메인으로',
    notFoundDetail: (path: string) => `Page Not Found: ${path}`,
    code: (status: number) => `오류 코드 ${status}`,
    statuses: {
      400: ['잘못된 요청입니다', '입력하신 값을 다시 확인해 주세요.'],
      401: ['로그인 후 이용해 주세요', '로그인이 만료되었거나 로그인하지 않은 상태입니다.'],
      403: ['접근 권한이 없습니다', '도서관에서 허용한 권한이 아닙니다.'],
      404: ['페이지를 찾을 수 없습니다', '페이지가 삭제되었거나 잘못된 경로입니다.'],
      408: ['요청 시간이 초과되었습니다', '다시 시도해 주세요.'],
      429: ['요청이 너무 많습니다', '잠시 후 다시 시도해 주세요.'],
      500: ['서버 오류가 발생했습니다', '잠시 후 다시 시도해 주세요.'],
      502: ['게이트웨이 오류가 발생했습니다', '잠시 후 다시 시도해 주세요.'],
      503: ['서비스가 일시 중단되었습니다', '서비스가 정상적으로 운영되지 않고 있습니다. 잠시 후 다시 이용해 주세요.'],
      504: ['서버 응답이 지연되고 있습니다', '잠시 후 다시 시도해 주세요.'],
      888: ['인앱 브라우저로 접속하셨습니다', 'Safari, Chrome 등 기본 브라우저로 접속해 주세요.'],
    } as Record<number, readonly [string, string]>,
    unknown: ['알 수 없는 오류가 발생했습니다', '잠시 후 다시 시도해 주세요.'] as const,
    internalServerError: 'Internal Server Error',
  },
  dialog: {
    close: '닫기',
  },
} as const;

/** Title and explanation of the error page for a status (spec §8). */
export function errorText(status: number): readonly [string, string] {
  return ko.errorPage.statuses[status] ?? ko.errorPage.unknown;
}
