import { ACR_PASSWORD, ACR_STEP_UP, OIDC_PROVIDERS, type OidcProvider } from '../../contract/oidc';

/*
 * The simulated identity providers this server runs, one oidc-provider instance each, under
 * /idp/<name> (docs/architecture.md "Any-ID and social sign-in"). What differs between them is
 * said here: their names and colours on their own pages, what they tell the portal about a
 * person, and whether they offer a second factor (only Any-ID answers acr 3).
 */

export const IDP_NAMES = OIDC_PROVIDERS;
export type IdpName = OidcProvider;

export const IDP_PREFIX = '/idp';
export const idpPath = (name: IdpName): string => `${IDP_PREFIX}/${name}`;

/** The portal's client id at every provider. */
export const PORTAL_CLIENT_ID = 'gglib-portal';

/** Where each provider sends the browser back to the portal (the relying party's callback). */
export const callbackPath = (name: IdpName): string => `/oidc/callback/${name}`;
/** Where a provider's logout returns to. */
export const LOGOUT_RETURN_PATH = '/oidc/loggedOut';

export interface IdpProfile {
  name: IdpName;
  /** The provider's own name on its pages. */
  title: string;
  /** What the account is called on the login page ("네이버 아이디"). */
  idLabel: string;
  /** Brand colour of the page header, and its text colour (contrast ≥ 4.5:1). */
  colour: string;
  onColour: string;
  /** acr values it can assert; a second factor only where it has ACR_STEP_UP. */
  acrValues: readonly string[];
  /** Scopes the portal may ask for (besides openid). */
  scopes: readonly string[];
}

export const IDP_PROFILES: Readonly<Record<IdpName, IdpProfile>> = {
  anyid: {
    name: 'anyid',
    title: '경기도 통합인증 Any-ID',
    idLabel: 'Any-ID 아이디',
    colour: '#004a8f',
    onColour: '#ffffff',
    acrValues: [ACR_PASSWORD, ACR_STEP_UP],
    scopes: ['profile', 'email', 'phone'],
  },
  naver: {
    name: 'naver',
    title: '네이버',
    idLabel: '네이버 아이디',
    colour: '#03c75a',
    onColour: '#0b1f12',
    acrValues: [ACR_PASSWORD],
    scopes: ['profile', 'email'],
  },
  google: {
    name: 'google',
    title: 'Google',
    idLabel: 'Google 계정(이메일)',
    colour: '#1a56c4',
    onColour: '#ffffff',
    acrValues: [ACR_PASSWORD],
    scopes: ['profile', 'email'],
  },
};

/** The scope the portal asks each provider for. */
export const portalScope = (name: IdpName): string => ['openid', ...IDP_PROFILES[name].scopes].join(' ');

/** Korean words for the claims a provider shares, on its consent page. */
export const CLAIM_WORDS: Readonly<Record<string, string>> = {
  profile: '이름, 생년월일, 성별',
  email: '이메일 주소',
  phone: '휴대폰 번호',
};
