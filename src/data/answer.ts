import * as v from 'valibot';
import type { HttpResult } from '../lib/http/client';
import type { FetchAnswer } from './resource';

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

/**
 * The HTTP client's answer as a resource fetch answer. A 4xx names what was wrong in Korean
 * (RESULT_MESSAGE of the section-7 envelope); a 5xx says only 'Internal Server Error' (spec §8),
 * so `refusal` (a sentence of the caller's) is shown instead. `missing` tells a good answer that
 * holds nothing (NO_DATA) from one with data.
 */
export function answerOf<T>(result: HttpResult<T>, options: { refusal?: string; missing?: (data: T) => boolean } = {}): FetchAnswer<T> {
  if (result.success && result.data !== null) {
    return options.missing?.(result.data) ? { kind: 'missing' } : { kind: 'ok', data: result.data };
  }
  if (result.error?.kind === 'network') return { kind: 'offline' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  const own = result.status > 0 && result.status < 500 && parsed.success ? parsed.output.RESULT_MESSAGE : '';
  return { kind: 'failed', status: result.status, message: own || (options.refusal ?? '') };
}

/** The same answer with its data changed (e.g. the one field of an envelope a screen shows). */
export function mapAnswer<T, U>(answer: FetchAnswer<T>, map: (data: T) => U): FetchAnswer<U> {
  return answer.kind === 'ok' ? { kind: 'ok', data: map(answer.data) } : answer;
}
