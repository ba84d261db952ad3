/**
 * Time to first token of POST /api/chat/stream on the running server: a visitor's question,
 * read as server-sent events (`data: {json}` lines, blank-line separated, `data: [DONE]` last).
 */

export const CHAT_QUESTIONS = ['한강 작가의 책 있어요?', '이번 주말에 하는 프로그램 알려줘', '도서관 운영 시간이 어떻게 돼?', '소년이 온다 대출 가능해?', '초등학생에게 추천할 책'];

export interface StreamTiming {
  question: string;
  /** Response headers received, ms after the request was sent. */
  headersMs: number;
  /** First event of any kind (node_start etc.). */
  firstEventMs: number;
  /** First `token` event: what a reader sees as the answer starting. */
  firstTokenMs: number;
  /** `[DONE]` received. */
  totalMs: number;
  tokens: number;
}

interface Event {
  type?: string;
  message?: string;
}

/** One streamed question, timed with `performance.now()` from just before the request. */
export async function timeStream(origin: string, question: string, timeoutMs = 60_000): Promise<StreamTiming> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ text: question, session_id: '' }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const headersMs = performance.now() - started;
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.includes('text/event-stream') || !response.body) {
    throw new Error(`POST /api/chat/stream answered ${response.status} ${contentType}: ${(await response.text()).slice(0, 200)}`);
  }
  let firstEventMs = -1;
  let firstTokenMs = -1;
  let tokens = 0;
  let buffer = '';
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = block
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data === '') continue;
      const now = performance.now() - started;
      if (firstEventMs < 0) firstEventMs = now;
      if (data === '[DONE]') {
        await reader.cancel();
        if (firstTokenMs < 0) throw new Error(`no token event before [DONE] for ${JSON.stringify(question)}`);
        return { question, headersMs, firstEventMs, firstTokenMs, totalMs: now, tokens };
      }
      const event = JSON.parse(data) as Event;
      if (event.type === 'error') throw new Error(`error event: ${event.message ?? '(no message)'}`);
      if (event.type === 'token') {
        tokens++;
        if (firstTokenMs < 0) firstTokenMs = now;
      }
    }
  }
  throw new Error(`stream ended without [DONE] for ${JSON.stringify(question)}`);
}

/** `runs` questions in turn (cycling through CHAT_QUESTIONS), after one unmeasured warm-up. */
export async function measureTimeToFirstToken(origin: string, runs: number, log: (line: string) => void): Promise<StreamTiming[]> {
  await timeStream(origin, CHAT_QUESTIONS[0]!); // warm-up: first queries compile and fill caches
  const timings: StreamTiming[] = [];
  for (let run = 0; run < runs; run++) {
    const timing = await timeStream(origin, CHAT_QUESTIONS[run % CHAT_QUESTIONS.length]!);
    timings.push(timing);
    log(
      `  run ${run + 1}/${runs} ${JSON.stringify(timing.question)}: headers ${timing.headersMs.toFixed(1)} ms, ` +
        `first event ${timing.firstEventMs.toFixed(1)} ms, first token ${timing.firstTokenMs.toFixed(1)} ms, ` +
        `done ${timing.totalMs.toFixed(0)} ms (${timing.tokens} tokens)`,
    );
  }
  return timings;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Rows for the bench's summary table. */
export function chatStreamRows(timings: StreamTiming[]): string[][] {
  const first = timings.map((t) => t.firstTokenMs);
  return [
    [
      'chat stream, time to first token',
      `median ${median(first).toFixed(1)} ms, max ${Math.max(...first).toFixed(1)} ms (${first.length} questions; ` +
        `first event median ${median(timings.map((t) => t.firstEventMs)).toFixed(1)} ms)`,
    ],
  ];
}
