/**
 * The error page's part of the message catalogue (spec §8, strings-ko.md), loaded with the
 * error page itself.
 */
export const koError = {
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
  /** The in-app browser page (888): the way out to the phone's own browser. */
  inApp: {
    open: '기본 브라우저로 열기',
    /** Under the open button: the copy is the fallback. */
    openHelp: '버튼을 눌러도 열리지 않으면 아래에서 링크를 복사해 Safari나 Chrome 같은 기본 브라우저의 주소창에 붙여 넣어 주세요.',
    /** iOS apps other than KakaoTalk and LINE: nothing can open Safari for the member. */
    iosHelp: '화면의 메뉴(··· 또는 공유 버튼)에 ‘Safari로 열기’나 ‘다른 브라우저로 열기’가 있으면 그 메뉴를 눌러 주세요. 메뉴가 없으면 아래 버튼으로 링크를 복사한 뒤 Safari를 열고 주소창에 붙여 넣어 주세요.',
    otherHelp: '아래 버튼으로 링크를 복사한 뒤 기본 브라우저를 열고 주소창에 붙여 넣어 주세요.',
    why: '앱 안의 브라우저에서는 로그인, 모바일 회원증, 앱 설치 같은 기능이 제대로 동작하지 않을 수 있습니다.',
  },
} as const;

/** Title and explanation of the error page for a status (spec §8). */
export function errorText(status: number): readonly [string, string] {
  return koError.statuses[status] ?? koError.unknown;
}
