import * as v from 'valibot';
import { availability } from './compose';
import type { Retrieved } from './retrieval';

/* The optional model: an OpenAI-compatible /chat/completions endpoint that phrases the answer
 * from the retrieved facts only. Configured by CHAT_MODEL_BASE_URL, CHAT_MODEL_API_KEY and
 * CHAT_MODEL_NAME; without all three there is no model and no network. */

export interface ModelConfig {
  /** e.g. https://api.example.com/v1 (the path /chat/completions is appended). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Whole request, in ms. */
  timeoutMs: number;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export function modelConfigFromEnv(env: Record<string, string | undefined>): ModelConfig | null {
  const baseUrl = env.CHAT_MODEL_BASE_URL?.trim() ?? '';
  const apiKey = env.CHAT_MODEL_API_KEY?.trim() ?? '';
  const model = env.CHAT_MODEL_NAME?.trim() ?? '';
  if (baseUrl === '' || apiKey === '' || model === '' || !/^https?:\/\//.test(baseUrl)) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs: 30_000 };
}

export const SYSTEM_PROMPT = [
  '당신은 경기도서관 홈페이지의 안내 도우미입니다.',
  "아래 '자료'에 있는 사실만 사용해 한국어 마크다운으로 짧고 친절하게 답하세요.",
  '자료에 없는 책, 작가, 시간, 날짜, 장소, 전화번호, 링크는 절대로 만들지 마세요. 추측하지 마세요.',
  '책을 말할 때는 자료에 적힌 제목 그대로 **[제목](주소)** 형식으로 쓰고, 대출 상태와 위치도 자료 그대로 쓰세요.',
  "자료가 '없음'이면 찾지 못했다고 말하고 '참고 답안'의 안내를 따르세요.",
].join('\n');

/** The retrieved facts as numbered lines, plus the rule composer's answer as a reference. */
export function factsPrompt(question: string, r: Retrieved, ruleAnswer: string): string {
  const lines: string[] = [];
  r.books.forEach((b, i) =>
    lines.push(
      `${i + 1}. 도서 제목: ${b.title} | 주소: ${b.url} | 저자: ${b.author} | 출판사: ${b.publisher} | 발행연도: ${b.publish_year} | 위치: ${b.shelf_loc_desc} | 청구기호: ${b.call_no} | ${availability(b.loan_code)}${r.notes[b.book_key] ? ` | 사서 메모: ${r.notes[b.book_key]}` : ''}`,
    ),
  );
  r.facts.forEach((f) => lines.push(`- ${f.title}: ${f.content}${f.location ? ` | 장소: ${f.location}` : ''}${f.link ? ` | 주소: ${f.link}` : ''}`));
  r.sections.forEach((s) => lines.push(`- ${s.page} · ${s.heading} (주소: ${s.link}):\n${s.markdown}`));
  return [`질문: ${question}`, '', '자료:', lines.length > 0 ? lines.join('\n') : '없음', '', '참고 답안:', ruleAnswer].join('\n');
}

const Chunk = v.object({
  choices: v.array(v.object({ delta: v.optional(v.object({ content: v.optional(v.nullable(v.string())) })) })),
});

/**
 * Streams the model's answer, piece by piece. Throws on any failure (HTTP error, no body, a
 * malformed stream, the timeout); the caller falls back to the rule composer.
 */
export async function* streamModelAnswer(
  config: ModelConfig,
  fetchFn: FetchLike,
  prompt: string,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const response = await fetchFn(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}`, Accept: 'text/event-stream' },
    body: JSON.stringify({
      model: config.model,
      stream: true,
      temperature: 0.2,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: prompt },
      ],
    }),
    signal: AbortSignal.any([signal, timeout]),
  });
  if (!response.ok || !response.body) throw new Error(`모델 응답 오류: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done = false;
  try {
    while (!done) {
      const read = await reader.read();
      if (read.done) break;
      buffer += read.value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          done = true;
          break;
        }
        const chunk = v.parse(Chunk, JSON.parse(data));
        const content = chunk.choices[0]?.delta?.content ?? '';
        if (content !== '') yield content;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
