import type { StreamEvent, StreamNode } from '../../../../contract/chat';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { opensDetails, parseTime, type AssistantMessage } from './chat-message';

/** The answer being streamed and what the stream told about the conversation. */
export interface StreamState {
  message: AssistantMessage;
  /** The session the server put the exchange in ('' for a visitor or not known yet). */
  sessionId: string;
  /** When the server recorded the question (epoch ms), 0 until final. */
  userMessageCreatedAt: number;
}

const NODE_STATUS: Record<StreamNode, string> = {
  intent: koChat.status.intent,
  retrieval: koChat.status.retrieval,
  compose: koChat.status.compose,
  verify: koChat.status.verify,
};

/** The status text of a pipeline step: its own for a known node, a generic one otherwise. */
export function nodeStatus(node: string): string {
  return Object.hasOwn(NODE_STATUS, node) ? NODE_STATUS[node as StreamNode] : koChat.status.working;
}

/**
 * Folds one stream event into the answer (spec §4 "Chat"). Pure: [DONE] never reaches it (the
 * transport drops it before parsing), and the end of the stream is `finishStream`. Events come
 * normalised by the contract (`content` events read as `token`, unknown types as `ignored`).
 */
export function reduceStream(state: StreamState, event: StreamEvent): StreamState {
  const message = state.message;
  if (message.done) return state;
  switch (event.type) {
    case 'node_start':
      return { ...state, message: { ...message, statusText: nodeStatus(event.node) } };
    case 'answer_ready':
      return { ...state, message: { ...message, statusText: koChat.status.answerReady } };
    case 'token':
      if (event.content === '') return state;
      return { ...state, message: { ...message, content: message.content + event.content, isLoading: false, streaming: true } };
    case 'final': {
      const { type: _type, final_answer, message_id, created_at, user_message_created_at, session_id, ...details } = event;
      return {
        // A final without session_id belongs to the session the question was asked in.
        sessionId: session_id || state.sessionId,
        userMessageCreatedAt: parseTime(user_message_created_at, 0),
        message: {
          ...message,
          content: final_answer !== '' ? final_answer : message.content,
          messageId: message_id,
          timestamp: parseTime(created_at, message.timestamp),
          details,
          detailsOpen: opensDetails(details),
          isLoading: false,
          complete: true,
        },
      };
    }
    case 'complete':
    case 'graph_complete':
    case 'ignored':
      return state;
    case 'error':
      return failStream(state);
  }
}

/** The stream ended: the answer is done (complete when final arrived). */
export function finishStream(state: StreamState): StreamState {
  const message = state.message;
  if (message.done) return state;
  if (!message.complete) return failStream(state);
  return { ...state, message: { ...message, isLoading: false, streaming: false, done: true, statusText: '' } };
}

/**
 * An error event or a dropped stream: keep what arrived and say streaming failed. `errorText`:
 * the non-streaming call's failure says its own sentence (koChat.errors.response).
 */
export function failStream(state: StreamState, errorText: string = koChat.errors.stream): StreamState {
  const message = state.message;
  return {
    ...state,
    message: { ...message, isLoading: false, streaming: false, done: true, complete: false, statusText: '', errorText },
  };
}

/**
 * How an ask ended, folded into the answer: done (finish), aborted by the reader (stop: null when
 * nothing had arrived) or failed (`failure`: the sentence of the transport that failed).
 */
export function settleStream(state: StreamState, outcome: 'done' | 'aborted' | 'failed', failure: string = koChat.errors.stream): StreamState | null {
  if (outcome === 'done') return finishStream(state);
  if (outcome === 'aborted') return stopStream(state);
  return failStream(state, failure);
}

/**
 * The reader pressed 중지: keep what arrived; an answer with nothing yet is removed (null).
 */
export function stopStream(state: StreamState): StreamState | null {
  const message = state.message;
  if (message.done) return state;
  if (message.content === '') return null;
  return { ...state, message: { ...message, isLoading: false, streaming: false, done: true, statusText: '' } };
}
