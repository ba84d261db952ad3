import { ChatResponse, type ChatRequest, type StreamEvent, type StreamFinalEvent } from '../../../../contract/chat';
import { request as httpRequest } from '../../../lib/http/client';
import { streamChat, StreamError, type StreamChatOptions } from './chat-stream';

/** How an answer arrived: streamed (POST /api/chat/stream) or whole (POST /api/chat). */
export type Transport = 'stream' | 'post';

/** An answer that could not be had; `transport` decides which sentence the reader sees (spec §8). */
export class AnswerError extends Error {
  constructor(
    readonly transport: Transport,
    message: string,
  ) {
    super(message);
    this.name = 'AnswerError';
  }
}

/** Whether this browser can read a streamed answer: fetch bodies as ReadableStreams, decoded as text. */
export function canStream(scope: { ReadableStream?: unknown; TextDecoder?: unknown } = globalThis): boolean {
  return typeof scope.ReadableStream === 'function' && typeof scope.TextDecoder === 'function';
}

/** The stream endpoint is not there (404) or not for POST (405): the whole answer is asked instead. */
export function streamUnavailable(error: unknown): boolean {
  return error instanceof StreamError && (error.status === 404 || error.status === 405);
}

/** The non-streaming answer as the final event a stream would have ended with. */
export function finalOfResponse(response: ChatResponse): StreamFinalEvent {
  const { answer, ...rest } = response;
  return { type: 'final', final_answer: answer, ...rest };
}

/**
 * POST /api/chat (spec §7): the whole answer at once, read by the contract's tolerant
 * ChatResponse (answer or response, the rest optional). Cookies sent; never the error page.
 */
export async function postChat(request: ChatRequest, signal: AbortSignal): Promise<StreamFinalEvent | 'aborted'> {
  const result = await httpRequest({ base: '/', path: '/api/chat', method: 'POST', body: request, credentials: 'include', errorPage: false, schema: ChatResponse, signal });
  if (signal.aborted || result.error?.kind === 'aborted') return 'aborted';
  if (!result.success || !result.data) throw new AnswerError('post', result.error?.message ?? '응답이 없습니다.');
  return finalOfResponse(result.data);
}

export interface AskOptions {
  request: ChatRequest;
  signal: AbortSignal;
  onEvent: (event: StreamEvent) => void;
}

/** The transports, replaceable in tests. */
export interface AskDeps {
  canStream: () => boolean;
  stream: (options: StreamChatOptions) => Promise<'done' | 'aborted'>;
  post: (request: ChatRequest, signal: AbortSignal) => Promise<StreamFinalEvent | 'aborted'>;
}

const DEFAULT_DEPS: AskDeps = { canStream: () => canStream(), stream: streamChat, post: postChat };

/**
 * Asks the assistant (spec §4 "streaming is default"): through the stream when the browser can
 * read one, else, or when the stream endpoint answers 404 or 405 (nothing was asked then), through
 * POST /api/chat, whose answer arrives as one final event. Any other stream failure is not
 * retried (a question must not be asked twice). Rejects with AnswerError naming the transport
 * that failed.
 */
export async function askAssistant({ request, signal, onEvent }: AskOptions, deps: AskDeps = DEFAULT_DEPS): Promise<{ outcome: 'done' | 'aborted'; transport: Transport }> {
  if (deps.canStream()) {
    try {
      return { outcome: await deps.stream({ request, signal, onEvent }), transport: 'stream' };
    } catch (error) {
      if (!streamUnavailable(error) || signal.aborted) throw new AnswerError('stream', error instanceof Error ? error.message : String(error));
    }
  }
  let answer: StreamFinalEvent | 'aborted';
  try {
    answer = await deps.post(request, signal);
  } catch (error) {
    throw error instanceof AnswerError ? error : new AnswerError('post', error instanceof Error ? error.message : String(error));
  }
  if (answer === 'aborted') return { outcome: 'aborted', transport: 'post' };
  onEvent(answer);
  return { outcome: 'done', transport: 'post' };
}
