import * as v from 'valibot';
import { EncodedPassword, SessionUserSchema } from './auth';
import { YesNo } from './envelope';
import { TextLike, oneOfOr, textOr, yesNoOr } from './wire';
import { EMAIL_PATTERN } from './account-rules';

/*
 * Identity certification, joining, finding an id, resetting a password and one's own data
 * (docs/api.md "Identity and accounts"). A certification provider (KMC mobile-phone certification
 * or i-PIN; the reference server simulates one) signs what it verified; the portal's server checks
 * the signature once and hands the page a short-lived ticket for one purpose.
 */

export const CERT_PURPOSES = ['join', 'find', 'citizen'] as const;
export type CertPurpose = (typeof CERT_PURPOSES)[number];
export const CERT_METHODS = ['phone', 'ipin'] as const;
export type CertMethod = (typeof CERT_METHODS)[number];

/** Where the provider returns the person to, by method (spec §2 routes). */
export const CERT_RETURN_PATHS: Readonly<Record<CertMethod, string>> = {
  phone: '/join/kmc-result',
  ipin: '/join/kmc-ipinresult',
};

/**
 * Which pages a certification returns to: the join's (above) or, for a join inside the account
 * merge (spec §2 /merge-user/join/*), the same pages under /merge-user.
 */
export const CERT_FLOWS = ['join', 'merge'] as const;
export type CertFlow = (typeof CERT_FLOWS)[number];

export const certReturnPath = (method: CertMethod, flow: CertFlow = 'join'): string => (flow === 'merge' ? `/merge-user${CERT_RETURN_PATHS[method]}` : CERT_RETURN_PATHS[method]);

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export * from './account-rules';

// ---------------------------------------------------------------------------------------------
// Certification.

export const CertStartRequest = v.object({
  purpose: v.picklist(CERT_PURPOSES, 'purpose는 join, find, citizen 중 하나여야 합니다.'),
  method: v.picklist(CERT_METHODS, 'method는 phone 또는 ipin이어야 합니다.'),
  /** Where the provider sends the person back: the join's pages (default) or the merge's. */
  flow: v.optional(v.picklist(CERT_FLOWS, 'flow는 join 또는 merge여야 합니다.'), 'join'),
});
export type CertStartRequest = v.InferOutput<typeof CertStartRequest>;

export const CertStartResponse = v.object({
  RESULT: TextLike,
  /** The transaction: the page keeps it and sends it back with the provider's result. */
  TXN: textOr('', 100),
  /** The provider's page to open (a popup, or the whole window on a phone). */
  PROVIDER_URL: textOr('', 300),
  RESULT_MESSAGE: textOr(''),
});
export type CertStartResponse = v.InferOutput<typeof CertStartResponse>;

export const CertResultRequest = v.object({
  txn: v.pipe(v.string('txn은 문자열이어야 합니다.'), v.minLength(16), v.maxLength(100)),
  /** The provider's signed result (compact JWS) as it arrived in the return address. */
  result: v.pipe(v.string('result는 문자열이어야 합니다.'), v.minLength(20), v.maxLength(4000)),
});
export type CertResultRequest = v.InferOutput<typeof CertResultRequest>;

/** Spec §3 "Identity-verification data". */
export const AuthDataSchema = v.object({
  NAME: textOr('', 50),
  /** phone (휴대폰) or ipin. */
  CERT_METHOD: oneOfOr(['phone', 'ipin'], 'phone'),
  GENDER: oneOfOr(['M', 'F', ''], ''),
  CI: textOr('', 120),
  DI: textOr('', 120),
  PHONE: textOr('', 20),
  /** yyyy-MM-dd. */
  BIRTHDAY: textOr('', 10),
});
export type AuthData = v.InferOutput<typeof AuthDataSchema>;

/** Spec §3 "Second auth set with prefix CB": the account this person already has, if any. */
export const CbDataSchema = v.object({
  CB_AUTH_DI: textOr('', 120),
  CB_PHONE_NUMBER: textOr('', 20),
  CB_TEL_NUMBER: textOr('', 20),
  CB_USER_ID: textOr('', 50),
  CB_ADDRESS1: textOr('', 200),
  CB_ADDRESS2: textOr('', 200),
  CB_BIRTH: textOr('', 10),
  CB_EMAIL: textOr('', 100),
  CB_NAME: textOr('', 50),
  CB_ZIP_CODE: textOr('', 10),
});
export type CbData = v.InferOutput<typeof CbDataSchema>;

export const CertResultResponse = v.object({
  RESULT: TextLike,
  /** Why a result was refused: INVALID, EXPIRED, REPLAYED, MISMATCH. */
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  PURPOSE: oneOfOr(['join', 'find', 'citizen'], 'join'),
  /** Proof of this certification for the next call (join, find-id, reset); 30 minutes, one purpose. */
  CERT_TICKET: textOr('', 100),
  AUTH_DATA: v.nullish(AuthDataSchema, null),
  /** Present when this person already has an account; its id masked. */
  CB_DATA: v.nullish(CbDataSchema, null),
});
export type CertResultResponse = v.InferOutput<typeof CertResultResponse>;

// ---------------------------------------------------------------------------------------------
// Joining.

export const CheckIdRequest = v.object({ user_id: v.pipe(v.string('user_id는 문자열이어야 합니다.'), v.maxLength(50)) });
export const CheckIdResponse = v.object({
  RESULT: TextLike,
  /** Y when the id may be taken now. */
  AVAILABLE_YN: yesNoOr('N'),
  RESULT_MESSAGE: textOr(''),
});
export type CheckIdResponse = v.InferOutput<typeof CheckIdResponse>;

const zipcode = v.pipe(v.string(), v.regex(/^([0-9]{5})?$/, '우편번호는 숫자 다섯 자리입니다.'));
const phoneDigits = v.pipe(v.string(), v.regex(/^(01[016789][0-9]{7,8})?$/, '휴대폰 번호를 숫자만 정확히 입력해 주세요.'));
const email = v.pipe(
  v.string(),
  v.maxLength(100),
  v.check((text) => text === '' || EMAIL_PATTERN.test(text), '이메일 주소 형식이 올바르지 않습니다.'),
);

export const JoinRequest = v.object({
  cert_ticket: v.pipe(v.string('cert_ticket은 문자열이어야 합니다.'), v.minLength(16), v.maxLength(100)),
  user_id: v.pipe(v.string('user_id는 문자열이어야 합니다.'), v.maxLength(50)),
  pw: EncodedPassword,
  email,
  zipcode,
  addr1: text(200),
  addr2: text(200),
  sms_use_yn: YesNo,
  mailing_use_yn: YesNo,
  agree_terms_yn: v.literal('Y', '이용약관에 동의해 주세요.'),
  agree_privacy_yn: v.literal('Y', '개인정보 수집·이용에 동의해 주세요.'),
  agree_video_yn: v.optional(YesNo, 'N'),
  /** Required for a person under 14. */
  guardian_name: v.optional(text(50), ''),
  guardian_phone: v.optional(phoneDigits, ''),
  guardian_agree_yn: v.optional(YesNo, 'N'),
  /**
   * Resident verification done during the join (spec §6: the citizen pages are open to a person
   * holding certification data): the city or county declared there, or ''.
   */
  citizen_sigungu: v.optional(text(10), ''),
});
export type JoinRequest = v.InferOutput<typeof JoinRequest>;

export const JoinResponse = v.object({
  RESULT: TextLike,
  /** DUPLICATE_CI: this person already has an account (go to find-id); ID_TAKEN; GUARDIAN; CITIZEN; TICKET. */
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  USER_ID: textOr('', 50),
  USER_NO: textOr('', 32),
  USER_NAME: textOr('', 50),
  /** Y when the resident verification made during the join was accepted. */
  CERT_ADMIN_YN: yesNoOr('N'),
});
export type JoinResponse = v.InferOutput<typeof JoinResponse>;

// ---------------------------------------------------------------------------------------------
// Finding an id, resetting a password.

export const FindIdRequest = v.object({ cert_ticket: v.pipe(v.string(), v.minLength(16), v.maxLength(100)) });
export const FindIdResponse = v.object({
  RESULT: TextLike,
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  /** Spec §3 "Find-id data": the id, masked (the record key stays on the server; the ticket stands for it). */
  USER_ID: textOr('', 50),
  /** yyyy-MM-dd. */
  JOINED_AT: textOr('', 10),
});
export type FindIdResponse = v.InferOutput<typeof FindIdResponse>;

export const ResetPasswordRequest = v.object({
  cert_ticket: v.pipe(v.string(), v.minLength(16), v.maxLength(100)),
  user_id: v.pipe(v.string(), v.trim(), v.minLength(1, '아이디를 입력해 주세요.'), v.maxLength(50)),
  pw: EncodedPassword,
});
export const ResetPasswordResponse = v.object({ RESULT: TextLike, RESULT_CODE: textOr(''), RESULT_MESSAGE: textOr('') });
export type ResetPasswordResponse = v.InferOutput<typeof ResetPasswordResponse>;

// ---------------------------------------------------------------------------------------------
// One's own data.

/**
 * An address already on file may be of the looser form accepted before (an apostrophe, a Korean
 * domain): a member changing their phone is not made to change it too. A new or changed address
 * must fit EMAIL_PATTERN (the server checks it against the one stored).
 */
const emailOnFile = v.pipe(v.string(), v.maxLength(100), v.regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, '이메일 주소 형식이 올바르지 않습니다.'));

export const UpdateMemberRequest = v.object({
  user_key: text(64),
  handphone: phoneDigits,
  email: emailOnFile,
  zipcode,
  addr1: text(200),
  addr2: text(200),
  sms_use_yn: YesNo,
  mailing_use_yn: YesNo,
});
export type UpdateMemberRequest = v.InferOutput<typeof UpdateMemberRequest>;

export const MemberDataResponse = v.object({
  RESULT: TextLike,
  RESULT_MESSAGE: textOr(''),
  USER_DATA: v.nullish(SessionUserSchema, null),
  /** The second address line, kept beside the session data (spec §3 has one line). */
  H_ADDR2: textOr('', 200),
});
export type MemberDataResponse = v.InferOutput<typeof MemberDataResponse>;

export const ChangePasswordRequest = v.object({ user_key: text(64), old_pw: EncodedPassword, new_pw: EncodedPassword });
export const ChangePasswordResponse = v.object({ RESULT: TextLike, RESULT_CODE: textOr(''), RESULT_MESSAGE: textOr('') });
export type ChangePasswordResponse = v.InferOutput<typeof ChangePasswordResponse>;

export const CloseAccountRequest = v.object({
  user_key: text(64),
  pw: EncodedPassword,
  agree_yn: v.literal('Y', '탈퇴 안내를 확인하고 동의해 주세요.'),
});
export const CloseAccountResponse = v.object({
  RESULT: TextLike,
  /** LOANS: books still on loan; WRONG_PASSWORD. */
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  /** What closing did: reservations and applications cancelled. */
  CANCELLED_RESERVATIONS: v.optional(v.number(), 0),
  CANCELLED_APPLICATIONS: v.optional(v.number(), 0),
});
export type CloseAccountResponse = v.InferOutput<typeof CloseAccountResponse>;

/** What closing an account would do, said before the member confirms. */
export const CloseAccountPreviewResponse = v.object({
  RESULT: TextLike,
  LOANS: v.optional(v.number(), 0),
  RESERVATIONS: v.optional(v.number(), 0),
  APPLICATIONS: v.optional(v.number(), 0),
});
export type CloseAccountPreviewResponse = v.InferOutput<typeof CloseAccountPreviewResponse>;

// ---------------------------------------------------------------------------------------------
// Postal codes.

export const ZipcodeItemSchema = v.object({
  ZIPCODE: textOr('', 5),
  ROAD_ADDRESS: textOr('', 200),
  JIBUN_ADDRESS: textOr('', 200),
  BUILDING: textOr('', 100),
});
export type ZipcodeItem = v.InferOutput<typeof ZipcodeItemSchema>;

export const ZipcodeSearchResponse = v.object({
  RESULT: TextLike,
  LIST: v.optional(v.array(ZipcodeItemSchema), []),
  TOTAL: v.optional(v.number(), 0),
});
export type ZipcodeSearchResponse = v.InferOutput<typeof ZipcodeSearchResponse>;

// ---------------------------------------------------------------------------------------------
// The integrated account's member pages (/vertify/*): certification status, attaching a
// certification to an account that has none, changing a login id.

export const CertStatusResponse = v.object({
  RESULT: TextLike,
  /** Y when the account carries a certification (ci): find-id and reset work for it. */
  CERT_YN: yesNoOr('N'),
  /** Whether the login id follows the rule for new ids (the integrated id). */
  ID_OK_YN: yesNoOr('Y'),
});
export type CertStatusResponse = v.InferOutput<typeof CertStatusResponse>;

export const LinkCertRequest = v.object({
  user_key: text(64),
  cert_ticket: v.pipe(v.string('cert_ticket은 문자열이어야 합니다.'), v.minLength(16), v.maxLength(100)),
});
export const LinkCertResponse = v.object({
  RESULT: TextLike,
  /** TICKET, ALREADY (this account has one), OTHER_MEMBER (the person has another account), PERSON (not the account's person). */
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
});
export type LinkCertResponse = v.InferOutput<typeof LinkCertResponse>;

export const ChangeUserIdRequest = v.object({
  user_key: text(64),
  new_id: v.pipe(v.string('new_id는 문자열이어야 합니다.'), v.maxLength(50)),
  pw: EncodedPassword,
});
export const ChangeUserIdResponse = v.object({
  RESULT: TextLike,
  /** WRONG_PASSWORD, ID_FORMAT, ID_TAKEN, SAME, STEP_UP (an Any-ID session without a fresh level-3 step-up). */
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  USER_DATA: v.nullish(SessionUserSchema, null),
});
export type ChangeUserIdResponse = v.InferOutput<typeof ChangeUserIdResponse>;
