import * as v from 'valibot';
import { maxChars } from './text-length';
import { YesNo } from './envelope';
import { IntegerLike, TextLike, numberOr, oneOfOr, requiredText, textOr, yesNoOr } from './wire';

/** Sister services the portal signs members into (spec §1). */
export const SSO_TARGETS = ['ggcyber', 'ggdelivery', 'ggebook', 'ggpoint'] as const;
export type SsoTarget = (typeof SSO_TARGETS)[number];
export const SsoTargetSchema = v.picklist(SSO_TARGETS, 'target은 ggcyber, ggdelivery, ggebook, ggpoint 중 하나여야 합니다.');

/**
 * Origins of the sister services an SSO logout may send the browser back to (issue 18, finding 2:
 * no other site). The demo's services live on the portal's own origin (/sso/*), so the list is
 * empty here; a deployment whose cyber library or e-book service has its own host lists it
 * ('https://ebook.example.kr').
 */
export const SSO_RETURN_ORIGINS: readonly string[] = [];

/** Name of the HttpOnly cookie carrying the server session. */
export const SESSION_COOKIE = 'GGLIB_SESSION';
/**
 * The session cookie's name whenever it is Secure (everywhere but plain http on this machine):
 * the `__Host-` prefix makes the browser refuse it unless it is Secure, for the whole host (Path=/)
 * and from no other domain, so a sibling subdomain or a plain-http answer cannot plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/**
 * Session data of a logged-in member (spec §3 "Session data"), read tolerantly: USER_KEY (every
 * member call names it) is required; every other field may be missing (text '' , flags 'N':
 * certAdminYn N means not verified), and numbers stand for their text (USER_NO of digits).
 */
export const SessionUserSchema = v.object({
  /** Record key: used by SSO logout (`/sso-logout?key=`). */
  _REC_KEY_: textOr('', 64),
  /** Opaque member key sent as user_key; the server checks it against the session. */
  USER_KEY: requiredText(64),
  /** Membership number printed as the card barcode; 14 digits or another form like GG-2025-0042. */
  USER_NO: textOr('', 32),
  USER_NAME: textOr('', 50),
  USER_ID: textOr('', 50),
  /** M, F or '' when not given (or not one of those). */
  GENDER: oneOfOr(['M', 'F', ''], ''),
  /** yyyy-MM-dd or ''. */
  BIRTH_DATE: textOr('', 10),
  /** Member class, e.g. 정회원, 준회원. */
  USER_CLASS: textOr('', 30),
  SMS_USE_YN: yesNoOr('N'),
  EMAIL: textOr('', 100),
  H_ZIPCODE: textOr('', 10),
  HANDPHONE: textOr('', 20),
  H_ADDR1: textOr('', 200),
  MAILING_USE_YN: yesNoOr('N'),
  /** Library (manage) code of the member's home library. */
  LIB_CODE: textOr('', 10),
  /** Y when the member verified Gyeonggi residency. */
  certAdminYn: yesNoOr('N'),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** Password as the login form sends it: base64 of its UTF-8 bytes (spec: "pw (encoded)"). */
export const EncodedPassword = v.pipe(v.string('pw는 문자열이어야 합니다.'), v.minLength(1, '비밀번호를 입력해 주세요.'), v.maxLength(200, 'pw가 너무 깁니다.'), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'pw는 base64로 인코딩해 보내 주세요.'));

export const LoginRequest = v.object({
  id: v.pipe(v.string('id는 문자열이어야 합니다.'), v.trim(), v.minLength(1, '아이디를 입력해 주세요.'), maxChars(50, '아이디는 50자 이하입니다.')),
  pw: EncodedPassword,
  /** Y asks for a device credential for one-time auto-login at the next start. */
  auto_login_yn: v.optional(YesNo, 'N'),
  /** Shown to the member in a device list; free text. */
  device_name: v.optional(text(100), ''),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

/**
 * Answer of login and autologin (spec §7: RESULT_INFO, SESSION_TIME, session data). On failure:
 * ErrorEnvelope with HTTP 401 (wrong id/pw), 429 (throttled), 400. SESSION_TIME may come as text.
 */
export const LoginResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  /** Not promised by the spec; the reference server sends SUCCESS. */
  RESULT: oneOfOr(['SUCCESS', 'NO_DATA', 'FAIL'], 'SUCCESS'),
  RESULT_CODE: numberOr(100, IntegerLike),
  /** Session lifetime in seconds (env SESSION_TIME, default 1800). */
  SESSION_TIME: v.pipe(IntegerLike, v.minValue(1)),
  USER_DATA: SessionUserSchema,
  /** Opaque revocable device credential (only with auto_login_yn Y; autologin rotates it). */
  DEVICE_CREDENTIAL: v.fallback(v.nullish(v.pipe(v.string(), v.minLength(1), v.maxLength(200)), null), null),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const AutoLoginRequest = v.object({ credential: v.pipe(v.string(), v.minLength(20), v.maxLength(200)) });

export const LogoutRequest = v.object({
  /** The device credential to revoke with this logout, when the device has one. */
  device_credential: v.optional(text(200)),
  /** Where a provider's logout (SSO_LOGOUT_URL, contract/oidc.ts) returns: a same-origin path, else /main. */
  return_to: v.optional(text(2000)),
});
/** userlogout: RESULT SUCCESS means the server session is gone; any other word is a failure. */
export const LogoutResponse = v.object({ RESULT: TextLike, RESULT_MESSAGE: v.optional(textOr('')) });
export type LogoutResponse = v.InferOutput<typeof LogoutResponse>;

/** sessioncheck query: user_key, isPwa (Y when running installed). */
export const SessionCheckQuery = v.object({ user_key: text(64), isPwa: v.optional(YesNo, 'N') });

/**
 * sessioncheck answer (spec §4). RESULT_CODE 100 = valid (SESSION_TIME restarts the countdown);
 * -200 = expired or unknown session. A user_key that is not the session's gets HTTP 403 FAIL.
 * RESULT_CODE and SESSION_TIME may come as text or be missing (a valid answer without
 * SESSION_TIME restarts the countdown from the time the device knows); USER_DATA that does not
 * read is ignored (the stored member stays).
 */
export const SessionCheckResponse = v.object({
  RESULT: TextLike,
  RESULT_CODE: v.nullish(IntegerLike),
  SESSION_TIME: v.nullish(v.pipe(IntegerLike, v.minValue(1))),
  USER_DATA: v.fallback(v.nullish(SessionUserSchema), null),
});
export type SessionCheckResponse = v.InferOutput<typeof SessionCheckResponse>;

/** Body of calls that act for one member: user_key must be the session's own. */
export const UserKeyRequest = v.object({ user_key: v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 없습니다.'), v.maxLength(64)) });
