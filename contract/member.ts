import * as v from 'valibot';
import { SessionUserSchema, EncodedPassword } from './auth';
import { ManageCodeField } from './envelope';
import { TextLike, YesNoLike, requiredText, textOr } from './wire';

/* Member calls: data of the session's own member only (docs/api.md, Members and sessions). */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** Spec §7: RESULT_INFO, USER_NO (digits may come as a number). */
export const GetUserNoResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), USER_NO: requiredText(32) });
export type GetUserNoResponse = v.InferOutput<typeof GetUserNoResponse>;

/** gyeonggissoinfo: PASSWORD is an opaque one-time SSO proof for ggpoint, never the real password. */
export const GyeonggiSsoInfoResponse = v.object({
  /** SUCCESS, or any other word for a refusal. */
  RESULT: TextLike,
  USER_DATA: v.nullish(v.object({ USER_ID: textOr(''), PASSWORD: textOr('') }), null),
  RESULT_MESSAGE: textOr(''),
});
export type GyeonggiSsoInfoResponse = v.InferOutput<typeof GyeonggiSsoInfoResponse>;

export const WelaaSyncRequest = v.object({ user_key: text(64), manage_code: ManageCodeField });
export const WelaaSyncResponse = v.object({ RESULT_INFO: v.literal('SUCCESS'), SYNC_YN: YesNoLike });
export type WelaaSyncResponse = v.InferOutput<typeof WelaaSyncResponse>;

/** checkpassword: the my-page password check; answers the member's full data for /mypage/mypage-info. */
export const CheckPasswordRequest = v.object({ user_key: text(64), pw: EncodedPassword });
export const CheckPasswordResponse = v.object({ RESULT: TextLike, USER_DATA: v.nullish(SessionUserSchema, null), RESULT_MESSAGE: textOr('') });
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
  RESULT: TextLike,
  USER_DATA: v.nullish(SessionUserSchema, null),
  RESULT_MESSAGE: textOr(''),
});
