import type { ChatDetails, StreamEvent } from '../../contract/chat';
import { composeAnswer, evidenceOf, itemsOf, renderTypeOf } from './compose';
import { classifyIntent } from './intent';
import { factsPrompt, streamModelAnswer, type FetchLike, type ModelConfig } from './model';
import { retrieve, type RetrievalContext } from './retrieval';
import { verifyAnswer } from './verify';

/* The assistant: intent → retrieval → compose → verify, each node reported as it starts. */

export type ProgressEvent = Extract<StreamEvent, { type: 'node_start' | 'answer_ready' | 'token' }>;

export interface AssistantOptions {
  /** Pause between streamed pieces, in ms (CHAT_TOKEN_DELAY_MS). */
  tokenDelayMs: number;
  /** null: the rule composer only (default). */
  model: ModelConfig | null;
  fetch: FetchLike;
  /** Where a model failure is reported before falling back. */
  warn: (message: string) => void;
}

export interface AssistantAnswer {
  answer: string;
  details: ChatDetails;
  /** Who phrased the answer. */
  composer: 'rule' | 'model';
}

export class AbortedError extends Error {
  constructor() {
    super('요청이 취소되었습니다.');
    this.name = 'AbortedError';
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new AbortedError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new AbortedError());
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/** Small pieces of the markdown (up to 3 characters with their leading space, or a run of spaces). */
export const pieces = (text: string): string[] => text.match(/\s*[^\s]{1,3}|\s+/gu) ?? [];

/**
 * Answers one question. With `emit` the progress is reported (node_start, answer_ready, and the
 * answer's markdown as tokens, paced by tokenDelayMs); without it nothing is paced. Throws
 * AbortedError once `signal` aborts.
 */
export async function runAssistant(
  ctx: RetrievalContext,
  question: string,
  options: AssistantOptions,
  signal: AbortSignal,
  emit?: (event: ProgressEvent) => void,
): Promise<AssistantAnswer> {
  const check = () => {
    if (signal.aborted) throw new AbortedError();
  };
  const report = (event: ProgressEvent) => {
    check();
    emit?.(event);
  };

  report({ type: 'node_start', node: 'intent' });
  const { intent, confidence } = classifyIntent(question);

  report({ type: 'node_start', node: 'retrieval' });
  const retrieved = await retrieve(ctx, question, intent, confidence);
  check();

  report({ type: 'node_start', node: 'compose' });
  const ruleAnswer = composeAnswer(retrieved);
  let answer = ruleAnswer;
  let composer: AssistantAnswer['composer'] = 'rule';
  let streamed = false;

  if (options.model) {
    let text = '';
    try {
      for await (const piece of streamModelAnswer(options.model, options.fetch, factsPrompt(question, retrieved, ruleAnswer), signal)) {
        if (!streamed) report({ type: 'answer_ready' });
        streamed = true;
        text += piece;
        report({ type: 'token', content: piece });
      }
      if (text.trim() === '') throw new Error('모델이 빈 답변을 보냈습니다.');
      answer = text;
      composer = 'model';
    } catch (error) {
      check();
      options.warn(`AI 모델 호출 실패, 규칙 기반 답변으로 대신합니다: ${error instanceof Error ? error.message : String(error)}`);
      // Pieces already shown stay; the rule answer follows them.
      answer = streamed ? `${text}\n\n${ruleAnswer}` : ruleAnswer;
      if (streamed) {
        for (const piece of pieces(`\n\n${ruleAnswer}`)) report({ type: 'token', content: piece });
      }
    }
  }

  report({ type: 'node_start', node: 'verify' });
  let verification = verifyAnswer(answer, retrieved);
  if (verification.answer === '' && composer === 'model') {
    // Nothing of the model's answer stood (e.g. it only listed the books the cards show): the rule answer instead.
    options.warn('AI 모델의 답변이 확인을 통과하지 못해 규칙 기반 답변으로 대신합니다.');
    const fallback = verifyAnswer(ruleAnswer, retrieved);
    verification = { ...fallback, status: 'partial', explanation: `AI 모델의 답변에서 남길 내용이 없어 규칙 기반 답변으로 대신했습니다. ${fallback.explanation}` };
    composer = 'rule';
  }
  const warnings = [retrieved.warning];
  if (verification.status === 'partial') warnings.push('도서관 자료에서 확인되지 않은 내용은 답변에서 뺐습니다.');

  if (!streamed && emit) {
    report({ type: 'answer_ready' });
    for (const [index, piece] of pieces(verification.answer).entries()) {
      // The first piece goes out at once: time to first token is the pipeline's own time.
      if (index > 0 && options.tokenDelayMs > 0) await sleep(options.tokenDelayMs, signal);
      report({ type: 'token', content: piece });
    }
  }

  const items = itemsOf(retrieved);
  const details: ChatDetails = {
    intent: retrieved.intent,
    confidence: retrieved.confidence,
    evidence: evidenceOf(retrieved),
    final_structured: items.length > 0 ? { render_type: renderTypeOf(retrieved), items } : null,
    verification_status: verification.status,
    verify_explanation: verification.explanation,
    final_warning: warnings.filter((w) => w !== '').join(' '),
  };
  return { answer: verification.answer, details, composer };
}
