import * as v from 'valibot';
import { ManageCodeField, YesNo } from './envelope';

/** Sister services the portal signs members into (spec §1). */
export const SSO_TARGETS = ['ggcyber', 'ggdelivery', 'ggebook', 'ggpoint'] as const;
export type SsoTarget = (typeof SSO_TARGETS)[number];
export const SsoTargetSchema = v.picklist(SSO_TARGETS, 'target은 ggcyber, ggdelivery, ggebook, ggpoint 중 하나여야 합니다.');

/** Name of the HttpOnly cookie carrying the server session. */
export const SESSION_COOKIE = 'GGLIB_SESSION';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** Session data of a logged-in member (spec §3 "Session data"). */
export const SessionUserSchema = v.object({
  /** Record key: used by SSO logout (`/sso-logout?key=`). */
  _REC_KEY_: text(64),
  /** Opaque member key sent as user_key; the server checks it against the session. */
  USER_KEY: text(64),
  /** Membership number printed as the card barcode; 14 digits or another form like GG-2025-0042. */
  USER_NO: text(32),
  USER_NAME: text(50),
  USER_ID: text(50),
  /** M, F or '' when not given. */
  GENDER: v.picklist(['M', 'F', '']),
  /** yyyy-MM-dd or ''. */
  BIRTH_DATE: text(10),
  /** Member class, e.g. 정회원, 준회원. */
  USER_CLASS: text(30),
  SMS_USE_YN: YesNo,
  EMAIL: text(100),
  H_ZIPCODE: text(10),
  HANDPHONE: text(20),
  H_ADDR1: text(200),
  MAILING_USE_YN: YesNo,
  /** Library (manage) code of the member's home library. */
  LIB_CODE: text(10),
  /** Y when the member verified Gyeonggi residency. */
  certAdminYn: YesNo,
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** Password as the login form sends it: base64 of its UTF-8 bytes (spec: "pw (encoded)"). */
export const EncodedPassword = v.pipe(v.string('pw는 문자열이어야 합니다.'), v.minLength(1, '비밀번호를 입력해 주세요.'), v.maxLength(200, 'pw가 너무 깁니다.'), v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'pw는 base64로 인코딩해 보내 주세요.'));

export const LoginRequest = v.object({
  id: v.pipe(v.string('id는 문자열이어야 합니다.'), v.trim(), v.minLength(1, '아이디를 입력해 주세요.'), v.maxLength(50, '아이디는 50자 이하입니다.')),
  pw: EncodedPassword,
  /** Y asks for a device credential for one-time auto-login at the next start. */
  auto_login_yn: v.optional(YesNo, 'N'),
  /** Shown to the member in a device list; free text. */
  device_name: v.optional(text(100), ''),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

/** Answer of login and autologin. On failure: ErrorEnvelope with HTTP 401 (wrong id/pw), 429 (throttled), 400. */
export const LoginResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.literal('SUCCESS'),
  RESULT_CODE: v.number(),
  /** Session lifetime in seconds (env SESSION_TIME, default 1800). */
  SESSION_TIME: v.pipe(v.number(), v.integer(), v.minValue(1)),
  USER_DATA: SessionUserSchema,
  /** Opaque revocable device credential (only with auto_login_yn Y; autologin rotates it). */
  DEVICE_CREDENTIAL: v.nullable(text(200)),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const AutoLoginRequest = v.object({ credential: v.pipe(v.string(), v.minLength(20), v.maxLength(200)) });

export const LogoutRequest = v.object({
  /** The device credential to revoke with this logout, when the device has one. */
  device_credential: v.optional(text(200)),
});
export const LogoutResponse = v.object({ RESULT: v.picklist(['SUCCESS', 'FAIL']), RESULT_MESSAGE: v.optional(v.string()) });
export type LogoutResponse = v.InferOutput<typeof LogoutResponse>;

/** sessioncheck query: user_key, isPwa (Y when running installed). */
export const SessionCheckQuery = v.object({ user_key: text(64), isPwa: v.optional(YesNo, 'N') });

/**
 * sessioncheck answer. RESULT_CODE 100 = valid (SESSION_TIME restarts the countdown);
 * -200 = expired or unknown session. A user_key that is not the session's gets HTTP 403 FAIL.
 */
export const SessionCheckResponse = v.object({
  RESULT: v.picklist(['SUCCESS', 'FAIL']),
  RESULT_CODE: v.number(),
  SESSION_TIME: v.optional(v.number()),
  USER_DATA: v.optional(SessionUserSchema),
});
export type SessionCheckResponse = v.InferOutput<typeof SessionCheckResponse>;

/** Body of calls that act for one member: user_key must be the session's own. */
export const UserKeyRequest = v.object({ user_key: v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 없습니다.'), v.maxLength(64)) });

export const GetUserNoResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), USER_NO: v.string() });
export type GetUserNoResponse = v.InferOutput<typeof GetUserNoResponse>;

/** gyeonggissoinfo: PASSWORD is an opaque one-time SSO proof for ggpoint, never the real password. */
export const GyeonggiSsoInfoResponse = v.object({
  RESULT: v.picklist(['SUCCESS', 'FAIL']),
  USER_DATA: v.nullable(v.object({ USER_ID: v.string(), PASSWORD: v.string() })),
  RESULT_MESSAGE: v.string(),
});
export type GyeonggiSsoInfoResponse = v.InferOutput<typeof GyeonggiSsoInfoResponse>;

export const GetSsoTokenRequest = v.object({
  id: text(50),
  user_key: text(64),
  /** The member's residency flag as the client knows it; the server decides from its own data. */
  domin_yn: YesNo,
  target: SsoTargetSchema,
  /** ggpoint only: the proof from gyeonggissoinfo. */
  password: v.optional(text(200)),
});
export const GetSsoTokenResponse = v.object({
  RESULT: v.picklist(['SUCCESS', 'FAIL']),
  TOKEN: v.string(),
  /** Where to send the member; the client appends ?target=ggpoint&token= or ?type=chaum&token=. */
  REDIRECT_URL: v.string(),
  RESULT_MESSAGE: v.string(),
});
export type GetSsoTokenResponse = v.InferOutput<typeof GetSsoTokenResponse>;

/** validatetoken: target is the service name + 'my' (e.g. ggcyberMy) for tokens a service sends back. */
export const ValidateTokenRequest = v.object({ token: v.pipe(v.string(), v.minLength(1, 'token이 비어있습니다.'), v.maxLength(200)), target: text(30) });
export const ValidateTokenResponse = v.object({ RESULT: v.picklist(['SUCCESS', 'FAIL']), USER_KEY: v.string(), RESULT_MESSAGE: v.string() });
export type ValidateTokenResponse = v.InferOutput<typeof ValidateTokenResponse>;

/** getencryptcode: a logout code from the cyber library → the member's record key. */
export const GetEncryptCodeRequest = v.object({ token: v.pipe(v.string(), v.minLength(1, 'code가 비어있습니다.'), v.maxLength(200)) });
export const GetEncryptCodeResponse = v.object({ RESULT: v.picklist(['SUCCESS', 'FAIL']), key: v.string(), RESULT_MESSAGE: v.string() });
export type GetEncryptCodeResponse = v.InferOutput<typeof GetEncryptCodeResponse>;

export const WelaaSyncRequest = v.object({ user_key: text(64), manage_code: ManageCodeField });
export const WelaaSyncResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), SYNC_YN: YesNo });
export type WelaaSyncResponse = v.InferOutput<typeof WelaaSyncResponse>;

/** checkpassword: the my-page password check; answers the member's full data for /mypage/mypage-info. */
export const CheckPasswordRequest = v.object({ user_key: text(64), pw: EncodedPassword });
export const CheckPasswordResponse = v.object({ RESULT: v.picklist(['SUCCESS', 'FAIL']), USER_DATA: v.nullable(SessionUserSchema), RESULT_MESSAGE: v.string() });
export type CheckPasswordResponse = v.InferOutput<typeof CheckPasswordResponse>;

/** The 31 cities and counties of Gyeonggi-do: residency is verified against this list. */
export const GYEONGGI_SIGUNGU = [
  '수원시', '성남시', '의정부시', '안양시', '부천시', '광명시', '평택시', '동두천시', '안산시', '고양시', '과천시',
  '구리시', '남양주시', '오산시', '시흥시', '군포시', '의왕시', '하남시', '용인시', '파주시', '이천시', '안성시',
  '김포시', '화성시', '광주시', '양주시', '포천시', '여주시', '연천군', '가평군', '양평군',
] as const;

/**
 * certifycitizen (our design, demo): the member declares the city or county of their registered
 * address; a real deployment checks the resident register instead. Answers the refreshed member.
 */
export const CertifyCitizenRequest = v.object({
  user_key: text(64),
  sigungu: v.pipe(v.string('sigungu는 문자열이어야 합니다.'), v.maxLength(10)),
  agree_yn: v.literal('Y', '개인정보 수집·이용에 동의해 주세요.'),
});
export const CertifyCitizenResponse = v.object({
  RESULT: v.picklist(['SUCCESS', 'FAIL']),
  USER_DATA: v.nullable(SessionUserSchema),
  RESULT_MESSAGE: v.string(),
});
