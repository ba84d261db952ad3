import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope } from '../../contract/envelope';

/** A failure the client caused or should see as is; app.onError turns it into an ErrorEnvelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  notFound: '요청하신 주소를 찾을 수 없습니다.',
  methodNotAllowed: 'POST 방식으로만 호출할 수 있습니다.',
  fileNotFound: '요청하신 파일을 찾을 수 없습니다.',
  // Spec §8 fixes this text for HTTP 500.
  internal: 'Internal Server Error',
} as const;

export function errorEnvelope(status: number, message: string, field?: string): ErrorEnvelope {
  return {
    RESULT_INFO: 'FAIL',
    RESULT: 'FAIL',
    RESULT_CODE: status,
    RESULT_MESSAGE: message,
    ...(field === undefined ? {} : { FIELD: field }),
  };
}

export function sendError(c: Context, error: HttpError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorEnvelope(error.status, error.message, error.field), error.status);
}
