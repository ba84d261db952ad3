import { fetchEventSource, EventStreamContentType } from '@microsoft/fetch-event-source';
import * as v from 'valibot';
import { StreamEvent, type ChatRequest } from '../../../../contract/chat';

/** The stream could not be used: not SSE, a non-2xx answer, a bad event or a dropped connection. */
export class StreamError extends Error {
  constructor(
    message: string,
    /** The HTTP status when the endpoint refused the stream (before any event), else 0. */
    readonly status = 0,
  ) {
    super(message);
    this.name = 'StreamError';
  }
}

export const STREAM_PATH = '/api/chat/stream';

/**
 * Reads one event's `data:` payload: null for the closing [DONE], else the normalised event (the
 * contract's tolerant StreamEvent). An empty payload (a keep-alive comment's blank event) reads as
 * `ignored`; a payload without `type` takes the SSE `event:` name when the server gave one. Throws
 * StreamError only for text that is not JSON, or a known event whose text is not text.
 */
export function parseStreamData(data: string, eventName = ''): StreamEvent | null {
  const text = data.trim();
  if (text === '[DONE]') return null;
  if (text === '') return { type: 'ignored', name: eventName };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new StreamError('스트림 데이터를 해석하지 못했습니다.');
  }
  if (eventName !== '' && eventName !== 'message' && typeof json === 'object' && json !== null && !Array.isArray(json) && !('type' in json)) {
    json = { ...json, type: eventName };
  }
  const parsed = v.safeParse(StreamEvent, json);
  if (!parsed.success) throw new StreamError('스트림 데이터 형식이 올바르지 않습니다.');
  return parsed.output;
}

export interface StreamChatOptions {
  request: ChatRequest;
  signal: AbortSignal;
  onEvent: (event: StreamEvent) => void;
}

/**
 * POST /api/chat/stream (spec §7) through fetch-event-source: cookies sent, kept open in a
 * background tab, fatal unless the answer is text/event-stream, and never re-POSTed on an error
 * (a question must not be asked twice). Resolves 'done' after [DONE] or a clean end after final
 * ([DONE] is not required), 'aborted' when the signal stopped it; rejects with StreamError when
 * the stream broke or was refused (`status` then says how: 404 and 405 mean no stream endpoint).
 */
export async function streamChat({ request, signal, onEvent }: StreamChatOptions): Promise<'done' | 'aborted'> {
  let sawDone = false;
  let sawFinal = false;
  await fetchEventSource(STREAM_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: EventStreamContentType },
    body: JSON.stringify(request),
    signal,
    openWhenHidden: true,
    onopen: async (response) => {
      if (!response.ok) throw new StreamError(`HTTP ${response.status}`, response.status);
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith(EventStreamContentType)) throw new StreamError(`Expected ${EventStreamContentType}, got ${type || 'nothing'}`, response.status);
    },
    onmessage: (message) => {
      if (sawDone) return;
      const event = parseStreamData(message.data, message.event);
      if (event === null) {
        sawDone = true;
        return;
      }
      if (event.type === 'final') sawFinal = true;
      onEvent(event);
    },
    onclose: () => {
      if (!sawDone && !sawFinal && !signal.aborted) throw new StreamError('스트림이 도중에 끊어졌습니다.');
    },
    onerror: (error: unknown) => {
      // Rethrowing stops fetch-event-source's automatic retry (which would POST again).
      throw error instanceof StreamError ? error : new StreamError(error instanceof Error ? error.message : String(error));
    },
  });
  return signal.aborted && !sawDone && !sawFinal ? 'aborted' : 'done';
}
