import type { OidcError, OidcProvider } from '../../../contract/oidc';
import { withParticle } from './particles';

/**
 * Social login and linked accounts (issue 16 part 2): the /sns-callback/* pages (네이버 로그인,
 * the returns of 나의 정보's 네이버/Google links, the naver unlink) and 나의 정보's 연결된 계정.
 * Loaded only with those pages.
 */

const NAMES: Record<OidcProvider, string> = { anyid: '경기도 통합인증(Any-ID)', naver: '네이버', google: 'Google' };

/** Why a sign-in or a link did not finish, by the code the server sends back (#error=…), for that provider. */
const errors = (name: string): Record<OidcError, string> => ({
  CANCELLED: `${name} 인증을 취소했습니다.`,
  LOGIN_REQUIRED: `${name}에 로그인되어 있지 않습니다. ${name} 아이디와 비밀번호로 로그인해 주세요.`,
  STATE: '이미 사용했거나 시간이 지난 요청입니다. 처음부터 다시 시도해 주세요.',
  CODE: `${withParticle(name, '이')} 보낸 인증 코드가 이미 사용되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.`,
  TOKEN: `${name}의 로그인 정보(ID 토큰)를 확인하지 못해 진행하지 않았습니다. 처음부터 다시 시도해 주세요.`,
  LEVEL: '요청한 인증 수준을 마치지 않아 진행하지 않았습니다. 다시 시도해 주세요.',
  MISMATCH: `지금 로그인한 계정과 다른 ${name} 계정으로 인증했습니다. 같은 계정으로 다시 인증해 주세요.`,
  PROVIDER: `${name} 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.`,
  SESSION: '도서관 로그인이 끝나 진행할 수 없습니다. 다시 로그인한 뒤 시도해 주세요.',
  RETURN: '돌아갈 주소가 올바르지 않아 시작하지 않았습니다. 경기도서관에서 다시 시작해 주세요.',
  TAKEN: `이 ${name} 계정은 이미 다른 도서관 회원 계정과 연결되어 있어 연결하지 않았습니다.`,
  ALREADY: `이 회원 계정에는 이미 다른 ${name} 계정이 연결되어 있습니다. 연결을 해제한 뒤 다시 시도해 주세요.`,
});

export const koSocial = {
  names: NAMES,
  errors,
  otherError: (name: string) => `${name} 인증을 마치지 못했습니다. 처음부터 다시 시도해 주세요.`,
  offline: '네트워크에 연결되어 있지 않아 진행할 수 없습니다. 연결을 확인한 뒤 다시 시도해 주세요.',
  naverLogin: {
    title: '네이버로 로그인',
    intro: '네이버 계정으로 경기도서관에 로그인합니다. 네이버 계정이 도서관 회원 계정과 연결되어 있어야 합니다. 나의 정보에서 연결할 수 있습니다.',
    start: '네이버로 로그인',
    loginButton: '네이버로 로그인',
    loginButtonHint: '나의 정보에서 연결한 네이버 계정으로 로그인',
    note: '네이버 로그인 화면으로 이동했다가 로그인을 마치면 이 화면으로 돌아옵니다.',
    checking: '로그인 정보를 확인하고 있습니다…',
    ticketFailed: '로그인 정보가 없거나 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
    retry: '다시 로그인하기',
    passwordLogin: '도서관 아이디로 로그인',
    serviceNotice: (service: string) => `로그인하면 ${withParticle(service, '으로')} 이동합니다.`,
  },
  unlinked: (name: string) => ({
    title: '연결된 도서관 회원 계정이 없습니다',
    body: (person: string) => `${person ? `${person} 님의 ` : ''}${name} 계정에 연결된 경기도서관 회원 계정이 없습니다. 아래 두 가지 중 하나를 선택해 주세요.`,
    joinTitle: '처음 오셨나요?',
    joinBody: '경기도서관 회원으로 가입하면 도서 대출, 예약, 문화 프로그램 신청을 할 수 있습니다.',
    join: '회원가입 하기',
    linkTitle: '이미 도서관 회원이신가요?',
    linkBody: `도서관 아이디와 비밀번호로 로그인하면 이 ${name} 계정을 회원 계정에 연결합니다. 다음부터는 ${withParticle(name, '으로')} 바로 로그인할 수 있습니다.`,
    linking: '계정을 연결하고 있습니다…',
    linked: `${name} 계정을 연결했습니다. 다음부터 ${withParticle(name, '으로')} 로그인할 수 있습니다.`,
    continue: '계속하기',
    expired: `연결할 ${name} 계정 정보의 유효 시간(30분)이 지났습니다. ${withParticle(name, '으로')} 다시 로그인해 주세요.`,
    retry: '다시 로그인하기',
  }),
  links: {
    title: '연결된 계정',
    intro: '네이버나 Google 계정을 연결하면 그 계정으로도 로그인하거나 본인을 확인할 수 있습니다. 서비스마다 계정 하나를 연결할 수 있습니다.',
    loading: '연결된 계정을 불러오고 있습니다…',
    none: '연결된 계정이 없습니다.',
    failed: '연결된 계정을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    linkedAt: (when: string) => `${when} 연결`,
    account: (person: string) => (person ? `${person} 님의 계정` : '계정'),
    connect: (name: string) => `${name} 연결`,
    unlink: '연결 해제',
    unlinkOf: (name: string) => `${name} 연결 해제`,
    connected: (name: string) => `${name} 계정이 연결되어 있습니다.`,
  },
  linkReturn: {
    title: (name: string) => `${name} 계정 연결`,
    done: (name: string) => `${name} 계정을 연결했습니다. 다음부터 ${withParticle(name, '으로')} 로그인할 수 있습니다.`,
    nothing: (name: string) => `${name} 계정 연결 결과가 없습니다. 나의 정보의 연결된 계정에서 다시 연결해 주세요.`,
    again: (name: string) => `${name} 다시 연결하기`,
    back: '나의 정보로 돌아가기',
    login: '로그인하기',
    needLogin: '계정을 연결하려면 먼저 도서관 아이디로 로그인해 주세요.',
  },
  unlink: {
    title: (name: string) => `${name} 계정 연결 해제`,
    question: (name: string, person: string) => `${person ? `${person} 님의 ` : ''}${name} 계정 연결을 해제할까요? 해제하면 이 계정으로 경기도서관에 로그인할 수 없습니다. 나중에 다시 연결할 수 있습니다.`,
    confirm: '연결 해제',
    cancel: '취소',
    working: '연결을 해제하고 있습니다…',
    done: (name: string) => `${name} 계정 연결을 해제했습니다.`,
    none: (name: string) => `연결된 ${name} 계정이 없습니다.`,
    failed: '연결을 해제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    back: '나의 정보로 돌아가기',
  },
} as const;
