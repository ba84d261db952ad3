import * as v from 'valibot';
import { SsoTargetSchema } from './auth';
import { YesNo } from './envelope';
import { TextLike, textOr } from './wire';

/* Single sign-on calls: one-time tokens and logout codes (docs/api.md, Single sign-on). */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const GetSsoTokenRequest = v.object({
  id: text(50),
  user_key: text(64),
  /** The member's residency flag as the client knows it; the server decides from its own data. */
  domin_yn: YesNo,
  target: SsoTargetSchema,
  /** ggpoint only: the proof from gyeonggissoinfo. */
  password: v.optional(text(200)),
});
/** Spec §7: RESULT, TOKEN, REDIRECT_URL; RESULT_MESSAGE on a refusal. A refusal may leave out the rest. */
export const GetSsoTokenResponse = v.object({
  /** SUCCESS, or any other word for a refusal. */
  RESULT: TextLike,
  TOKEN: textOr(''),
  /** Where to send the member; the client appends ?target=ggpoint&token= or ?type=chaum&token=. */
  REDIRECT_URL: textOr(''),
  RESULT_MESSAGE: textOr(''),
});
export type GetSsoTokenResponse = v.InferOutput<typeof GetSsoTokenResponse>;

/** validatetoken: target is the service name + 'my' (e.g. ggcyberMy) for tokens a service sends back. */
export const ValidateTokenRequest = v.object({ token: v.pipe(v.string(), v.minLength(1, 'token이 비어있습니다.'), v.maxLength(200)), target: text(30) });
/** Spec §7 promises USER_KEY only: RESULT absent reads as SUCCESS, and an empty USER_KEY is a refusal. */
export const ValidateTokenResponse = v.object({ RESULT: textOr('SUCCESS'), USER_KEY: textOr(''), RESULT_MESSAGE: textOr('') });
export type ValidateTokenResponse = v.InferOutput<typeof ValidateTokenResponse>;

/** getencryptcode: a logout code from the cyber library → the member's record key. */
export const GetEncryptCodeRequest = v.object({ token: v.pipe(v.string(), v.minLength(1, 'code가 비어있습니다.'), v.maxLength(200)) });
/** Spec §7 promises `key` only: RESULT absent reads as SUCCESS, and an empty key is a refusal. */
export const GetEncryptCodeResponse = v.object({ RESULT: textOr('SUCCESS'), key: textOr(''), RESULT_MESSAGE: textOr('') });
export type GetEncryptCodeResponse = v.InferOutput<typeof GetEncryptCodeResponse>;
