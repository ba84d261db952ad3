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
  '도서 자료가 있으면 화면에 도서 목록(책마다 제목, 위치, 대출 상태, 고른 이유)이 따로 보입니다. 답변에 책 제목을 다시 나열하지 말고, 몇 권을 어떤 기준으로 골랐는지와 지금 빌릴 수 있는 책이 몇 권인지를 한두 문장으로 말한 뒤 아래 도서 목록을 보라고 안내하세요.',
  '프로그램과 행사는 자료의 순서대로 한 번씩만, 제목을 **[제목](주소)** 형식으로 쓰고 그 줄에 신청 상태를 자료의 낱말 그대로(모집 중, 정원 마감 · 대기 접수 중, 마감, 접수 예정, 자유 참여) 쓰세요. 모집 중이 아닌 프로그램을 신청할 수 있다고 말하지 마세요.',
  "'기간 밖'으로 표시된 프로그램은 물어본 기간에 열리지 않는다고 분명히 말하세요.",
  "자료가 '없음'이면 찾지 못했다고 말하고 '참고 답안'의 안내를 따르세요.",
].join('\n');

/** The retrieved facts as numbered lines, plus the rule composer's answer as a reference. */
export function factsPrompt(question: string, r: Retrieved, ruleAnswer: string): string {
  const lines: string[] = [];
  r.books.forEach((b, i) =>
    lines.push(
      `${i + 1}. 도서 제목: ${b.title} | 주소: ${b.url} | 저자: ${b.author} | 출판사: ${b.publisher} | 발행연도: ${b.publish_year} | 위치: ${b.shelf_loc_desc} | 청구기호: ${b.call_no} | ${availability(b.loan_code)}${b.reason ? ` | 고른 이유: ${b.reason}` : ''}`,
    ),
  );
  if (r.schedule) {
    const { period, items, outside } = r.schedule;
    lines.push(`물어본 기간: ${period.label}`);
    if (r.schedule.closedDays.length > 0) lines.push(`기간 중 휴관일: ${r.schedule.closedDays.join(', ')}`);
    if (r.schedule.leftOut > 0) lines.push(`신청이 끝나 뺀 프로그램: ${r.schedule.leftOut}개`);
    if (r.schedule.ended > 0) lines.push(`이미 끝나 뺀 일정: ${r.schedule.ended}개`);
    if (r.schedule.more > 0) lines.push(`목록에 없는 기간 내 일정: ${r.schedule.more}개 더`);
    [...items, ...outside].forEach((item, i) =>
      lines.push(
        `${i + 1}. ${item.kind === 'program' ? '프로그램' : '도서관 행사'}: ${item.title} | 주소: ${item.link} | ${item.inPeriod ? '기간 안' : `기간 밖(${period.name} 아님)`} | 일시: ${item.when} | 대상: ${item.target || '누구나'} | 장소: ${item.place} | 신청 상태: ${item.stateText}`,
      ),
    );
  } else {
    r.facts.forEach((f) => lines.push(`- ${f.title}: ${f.content}${f.location ? ` | 장소: ${f.location}` : ''}${f.link ? ` | 주소: ${f.link}` : ''}`));
  }
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
