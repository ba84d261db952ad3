import type { OidcError } from '../../../contract/oidc';
import { withParticle } from './particles';

/**
 * 경기도 통합인증(Any-ID) login and step-up (issue 16): the /login/anyId page, the login page's
 * Any-ID button, the step-up notice of pages that need it. Loaded only with those pages.
 */
export const koAnyId = {
  title: '경기도 통합인증(Any-ID) 로그인',
  intro: '경기도 통합인증(Any-ID) 계정으로 경기도서관에 로그인합니다. Any-ID 계정이 도서관 회원 계정과 연결되어 있어야 합니다.',
  start: '경기도 통합인증(Any-ID)으로 로그인',
  loginButton: '경기도 통합인증(Any-ID) 로그인',
  loginButtonHint: '경기도 통합인증 계정으로 한 번에 로그인',
  or: '또는',
  popupNote: '넓은 화면에서는 Any-ID 로그인 창이 새 창(팝업)으로 열립니다. 팝업이 막혀 있으면 이 창에서 이어집니다.',
  autoLogin: '자동 로그인',
  autoLoginHint: '이 기기에서 다음에 앱을 열 때 한 번 자동으로 로그인합니다. 여러 사람이 쓰는 기기에서는 사용하지 마세요.',
  waiting: 'Any-ID 로그인 창에서 로그인을 마쳐 주세요.',
  popupClosed: 'Any-ID 로그인 창이 닫혔습니다. 다시 로그인하려면 아래 버튼을 눌러 주세요.',
  checking: '로그인 정보를 확인하고 있습니다…',
  handedBack: '로그인 결과를 경기도서관 창으로 전달했습니다. 이 창은 닫아도 됩니다.',
  close: '창 닫기',
  retry: '다시 로그인하기',
  passwordLogin: '도서관 아이디로 로그인',
  serviceNotice: (service: string) => `로그인하면 ${withParticle(service, '으로')} 이동합니다.`,
  offline: '네트워크에 연결되어 있지 않아 로그인할 수 없습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
  ticketFailed: '로그인 정보가 없거나 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
  unlinked: {
    title: '연결된 도서관 회원 계정이 없습니다',
    body: (name: string) => `${name ? `${name} 님의 ` : ''}경기도 통합인증(Any-ID) 계정에 연결된 경기도서관 회원 계정이 없습니다. 아래 두 가지 중 하나를 선택해 주세요.`,
    joinTitle: '처음 오셨나요?',
    joinBody: '경기도서관 회원으로 가입하면 도서 대출, 예약, 문화 프로그램 신청을 할 수 있습니다.',
    join: '회원가입 하기',
    linkTitle: '이미 도서관 회원이신가요?',
    linkBody: '도서관 아이디와 비밀번호로 로그인하면 이 Any-ID 계정을 회원 계정에 연결합니다. 다음부터는 Any-ID로 바로 로그인할 수 있습니다.',
    linking: '계정을 연결하고 있습니다…',
    linked: '경기도 통합인증(Any-ID) 계정을 연결했습니다. 다음부터 Any-ID로 로그인할 수 있습니다.',
    continue: '계속하기',
    expired: '연결할 Any-ID 계정 정보의 유효 시간(30분)이 지났습니다. Any-ID로 다시 로그인해 주세요.',
  },
  /** What became of a sign-in, by the code the server sends back (#error=…). */
  errors: {
    CANCELLED: 'Any-ID 인증을 취소했습니다.',
    LOGIN_REQUIRED: 'Any-ID에 로그인되어 있지 않습니다. Any-ID 아이디와 비밀번호로 로그인해 주세요.',
    STATE: '이미 사용했거나 시간이 지난 로그인 요청입니다. 처음부터 다시 로그인해 주세요.',
    CODE: 'Any-ID가 보낸 인증 코드가 이미 사용되었거나 올바르지 않습니다. 처음부터 다시 로그인해 주세요.',
    TOKEN: 'Any-ID의 로그인 정보(ID 토큰)를 확인하지 못해 로그인하지 않았습니다. 처음부터 다시 로그인해 주세요.',
    LEVEL: '요청한 인증 수준(추가 인증)을 마치지 않아 진행하지 않았습니다. 다시 시도해 주세요.',
    MISMATCH: '지금 로그인한 계정과 다른 Any-ID 계정으로 인증했습니다. 같은 계정으로 다시 인증해 주세요.',
    PROVIDER: 'Any-ID 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    SESSION: '로그인이 끝나 진행할 수 없습니다. 다시 로그인해 주세요.',
    RETURN: '돌아갈 주소가 올바르지 않아 로그인을 시작하지 않았습니다. 경기도서관에서 다시 시작해 주세요.',
    TAKEN: '이 Any-ID 계정은 이미 다른 도서관 회원 계정과 연결되어 있습니다.',
    ALREADY: '이 회원 계정에는 이미 다른 Any-ID 계정이 연결되어 있습니다.',
  } satisfies Record<OidcError, string>,
  otherError: 'Any-ID 로그인을 마치지 못했습니다. 처음부터 다시 로그인해 주세요.',
  stepUp: {
    title: '추가 인증이 필요합니다',
    body: '경기도 통합인증(Any-ID)으로 로그인한 경우, 아이디를 바꾸기 전에 Any-ID 비밀번호와 등록된 휴대폰의 인증번호로 본인임을 한 번 더 확인합니다. 추가 인증은 10분 동안 유효합니다.',
    start: 'Any-ID로 추가 인증하기',
    done: '추가 인증을 마쳤습니다. 10분 안에 아이디를 변경해 주세요.',
    checking: '인증 상태를 확인하고 있습니다…',
  },
} as const;
