import type { ChatDetails } from '../../../../contract/chat';
import { toEpoch } from '../../../lib/dates';

export type Feedback = 'good' | 'bad' | null;

/** A question as shown in the conversation (spec §3 client message, role user). */
export interface UserMessage {
  role: 'user';
  /** Local key, stable for React. */
  key: string;
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
  messageId: string;
}

/** An answer as shown in the conversation (spec §3 client message, role assistant). */
export interface AssistantMessage {
  role: 'assistant';
  key: string;
  /** Markdown; rendered safely by the streaming renderer. */
  content: string;
  timestamp: number;
  messageId: string;
  /** Placeholder before the first token. */
  isLoading: boolean;
  /** Tokens are arriving. */
  streaming: boolean;
  /** Finished (complete, stopped or failed): actions may show when it completed normally. */
  done: boolean;
  /** The answer arrived in full (final received); per-answer actions show only then. */
  complete: boolean;
  statusText: string;
  details: ChatDetails | null;
  detailsOpen: boolean;
  feedback: Feedback;
  /** The error text shown under a broken answer, or ''. */
  errorText: string;
}

export type ChatMessage = UserMessage | AssistantMessage;

let counter = 0;
export function localKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function newAssistantPlaceholder(statusText: string, now = Date.now()): AssistantMessage {
  return {
    role: 'assistant',
    key: localKey('a'),
    content: '',
    timestamp: now,
    messageId: '',
    isLoading: true,
    streaming: false,
    done: false,
    complete: false,
    statusText,
    details: null,
    detailsOpen: false,
    feedback: null,
    errorText: '',
  };
}

/** Whether the details accordion has anything to show (structured items exist). */
export function hasStructuredItems(details: ChatDetails | null): boolean {
  return !!details?.final_structured && details.final_structured.items.length > 0;
}

/** Book lists open by themselves (spec §4). */
export function opensDetails(details: ChatDetails | null): boolean {
  const type = details?.final_structured?.render_type;
  return hasStructuredItems(details) && (type === 'catalog_list' || type === 'recommendation_list');
}

/** A message's time from the server; one written without an offset is the library's wall clock (lib/dates). */
export function parseTime(iso: string, fallback: number): number {
  const time = toEpoch(iso);
  return Number.isNaN(time) ? fallback : time;
}
