import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatResponse, type StreamEvent } from '../../../../contract/chat';
import { newAssistantPlaceholder } from '../model/chat-message';
import { reduceStream, settleStream, type StreamState } from '../model/stream-reducer';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { AnswerError, askAssistant } from './ask-assistant';
import { LOOSE_DETAILS, NO_TEXT, RESPONSE_FIELD_ONLY } from './__fixtures__/chat-answers.fixtures';
import contentEvents from './__fixtures__/content-events.sse?raw';
import errorWithMessage from './__fixtures__/error-with-message.sse?raw';
import errorWithoutMessage from './__fixtures__/error-without-message.sse?raw';
import partialFinal from './__fixtures__/partial-final.sse?raw';
import referenceCatalogue from './__fixtures__/reference-catalogue.sse?raw';
import referenceChat from './__fixtures__/reference-chat.json';
import unknownEvents from './__fixtures__/unknown-events.sse?raw';
import unknownRenderType from './__fixtures__/unknown-render-type.sse?raw';

/*
 * Recorded SSE transcripts (__fixtures__/*.sse; reference-catalogue.sse was recorded from the
 * reference server, the others write out what the spec allows) replayed through the real chain:
 * fetch → fetch-event-source → parseStreamData (the contract's tolerant StreamEvent) → the
 * reducer → the end of the ask, exactly as use-chat folds them.
 */

function sseBody(transcript: string): Response {
  const bytes = new TextEncoder().encode(transcript);
  // Split in uneven chunks, as a network would (inside multibyte characters too).
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 37) controller.enqueue(bytes.slice(at, at + 37));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

interface Replay {
  events: StreamEvent[];
  state: StreamState | null;
  failure: unknown;
}

/** What the panel shows after the transcript: the same steps as use-chat's send(). */
async function replay(transcript: string): Promise<Replay> {
  vi.stubGlobal('fetch', vi.fn(async () => sseBody(transcript)));
  let state: StreamState = { message: newAssistantPlaceholder(koChat.status.waiting, 1000), sessionId: '', userMessageCreatedAt: 0 };
  const events: StreamEvent[] = [];
  let outcome: 'done' | 'aborted' | 'failed' = 'failed';
  let failureText: string = koChat.errors.stream;
  let failure: unknown = null;
  try {
    ({ outcome } = await askAssistant({
      request: { text: '질문' },
      signal: new AbortController().signal,
      onEvent: (event) => {
        events.push(event);
        state = reduceStream(state, event);
      },
    }));
  } catch (error) {
    failure = error;
    if (error instanceof AnswerError && error.transport === 'post') failureText = koChat.errors.response;
  }
  return { events, state: settleStream(state, outcome, failureText), failure };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recorded from the reference server', () => {
  it('a catalogue answer: status steps, tokens joining into final_answer, an open book list', async () => {
    const { events, state, failure } = await replay(referenceCatalogue);
    expect(failure).toBeNull();
    expect(events.slice(0, 5).map((event) => event.type)).toEqual(['node_start', 'node_start', 'node_start', 'node_start', 'answer_ready']);
    expect(events.slice(-3).map((event) => event.type)).toEqual(['final', 'complete', 'graph_complete']);
    const streamed = events.flatMap((event) => (event.type === 'token' ? [event.content] : [])).join('');
    const final = events.find((event) => event.type === 'final');
    expect(final?.type === 'final' && final.final_answer).toBe(streamed);
    const message = state?.message;
    expect(message?.content).toBe(streamed);
    expect(message?.complete).toBe(true);
    expect(message?.done).toBe(true);
    expect(message?.errorText).toBe('');
    expect(message?.messageId).toBe('fj1UEUwM2o62KeVRj_GQ5Q');
    expect(message?.details?.final_structured?.render_type).toBe('catalog_list');
    expect(message?.details?.final_structured?.items[0]).toMatchObject({ kind: 'book', book_key: 'GGL0000001', title: '소년이 온다', loan_code: 'OK' });
    expect(message?.detailsOpen).toBe(true);
  });

  it('its POST /api/chat answer reads unchanged', () => {
    const parsed = v.parse(ChatResponse, referenceChat);
    expect(parsed.answer).toBe(referenceChat.answer);
    expect(parsed.message_id).toBe(referenceChat.message_id);
    expect(parsed.intent).toBe('library_info');
    expect(parsed.final_structured?.render_type).toBe('library_info_list');
    expect(parsed.evidence.length).toBe(referenceChat.evidence.length);
  });
});

describe('what the spec also allows', () => {
  it('content events append like tokens; an unknown node shows a generic status; final without final_answer keeps the text', async () => {
    const { events, state, failure } = await replay(contentEvents);
    expect(failure).toBeNull();
    expect(events.filter((event) => event.type === 'token')).toHaveLength(3);
    expect(reduceStream({ message: newAssistantPlaceholder('', 0), sessionId: '', userMessageCreatedAt: 0 }, events[0] as StreamEvent).message.statusText).toBe('답변을 만드는 중…');
    expect(state?.message.content).toBe('이번 주 토요일에 그림책 읽기 모임이 있습니다.');
    expect(state?.message.complete).toBe(true);
    expect(state?.message.messageId).toBe('m-42');
    expect(state?.sessionId).toBe('s-42');
    expect(state?.message.details).toMatchObject({ intent: 'programs', final_structured: null });
  });

  it('a final with only some details (confidence as text, no ids) and no [DONE] completes the answer', async () => {
    const { state, failure } = await replay(partialFinal);
    expect(failure).toBeNull();
    expect(state?.message.complete).toBe(true);
    expect(state?.message.errorText).toBe('');
    expect(state?.message.messageId).toBe('');
    expect(state?.message.details).toEqual({
      intent: 'library_info',
      confidence: 0.82,
      evidence: [],
      final_structured: { render_type: 'library_info_list', items: [{ kind: 'generic', title: '주차 안내', content: '지하 2층, 2시간 무료', category: '', location: '', source: '', link: '' }] },
      verification_status: 'unverified',
      verify_explanation: '',
      final_warning: '',
    });
    expect(state?.message.detailsOpen).toBe(false);
  });

  it('an unknown render type reads as others; items without kind are shown generically, empty ones left out', async () => {
    const { state, failure } = await replay(unknownRenderType);
    expect(failure).toBeNull();
    const details = state?.message.details;
    expect(state?.message.messageId).toBe('12345');
    expect(details?.intent).toBe('other');
    expect(details?.confidence).toBe(0);
    expect(details?.evidence).toEqual([]);
    expect(details?.verification_status).toBe('unverified');
    expect(details?.final_warning).toBe('');
    expect(details?.final_structured?.render_type).toBe('others');
    expect(details?.final_structured?.items).toEqual([
      { kind: 'generic', title: '북 콘서트', content: '11월 29일 19:00', category: '강연', location: '1층 강당', source: '', link: '' },
      { kind: 'generic', title: '작가와의 만남', content: '12월 6일 14:00', category: '', location: '', source: '', link: '' },
      { kind: 'generic', title: '어린이 인형극', content: '', category: '', location: '', source: '', link: '' },
      { kind: 'generic', title: '도서관 소개 영상', content: '', category: '', location: '', source: '경기도서관', link: '/contents/intro' },
      // Kept as text: the view links only same-site paths, and React escapes the title.
      { kind: 'generic', title: '<img src=x onerror=alert(1)>', content: '', category: '', location: '', source: '', link: 'javascript:alert(1)' },
    ]);
  });

  it('an error event without a message ends the answer with the stream failure text, keeping what arrived', async () => {
    const { state } = await replay(errorWithoutMessage);
    expect(state?.message.content).toBe('찾아보는 중입니다');
    expect(state?.message.complete).toBe(false);
    expect(state?.message.done).toBe(true);
    expect(state?.message.errorText).toBe('죄송합니다. 스트리밍 중 오류가 발생했습니다.');
  });

  it("an error event's own message is not shown: the reader gets the spec's sentence", async () => {
    const { events, state } = await replay(errorWithMessage);
    expect(events.at(-1)).toEqual({ type: 'error', message: 'upstream timeout' });
    expect(state?.message.content).toBe('');
    expect(state?.message.errorText).toBe('죄송합니다. 스트리밍 중 오류가 발생했습니다.');
  });

  it('unknown events, keep-alives, bare values and events after [DONE] are ignored; an SSE event name stands in for type', async () => {
    const { events, state, failure } = await replay(unknownEvents);
    expect(failure).toBeNull();
    expect(events.map((event) => event.type)).toEqual(['ignored', 'ignored', 'ignored', 'token', 'token', 'ignored', 'ignored', 'ignored', 'final', 'complete', 'graph_complete']);
    expect(events.filter((event) => event.type === 'ignored').map((event) => (event.type === 'ignored' ? event.name : ''))).toEqual(['', 'heartbeat', 'metadata', '', '', '']);
    expect(state?.message.content).toBe('이름 붙은 이벤트도 읽습니다.');
    expect(state?.message.complete).toBe(true);
  });
});

describe('POST /api/chat answers, normalised', () => {
  it('response instead of answer; numbers as text; unknown fields dropped; details default', () => {
    expect(v.parse(ChatResponse, RESPONSE_FIELD_ONLY)).toEqual({
      answer: '도서관은 **오늘 22시**까지 운영합니다.',
      session_id: 'sess-9',
      message_id: '',
      created_at: '',
      user_message_created_at: '',
      intent: 'other',
      confidence: 0.75,
      evidence: [],
      final_structured: null,
      verification_status: 'unverified',
      verify_explanation: '',
      final_warning: '',
    });
  });

  it('loose details: ids as numbers, null lists and texts, an unknown render type, a year as a number', () => {
    const parsed = v.parse(ChatResponse, LOOSE_DETAILS);
    expect(parsed.session_id).toBe('');
    expect(parsed.message_id).toBe('9001');
    expect(parsed.intent).toBe('other');
    expect(parsed.evidence).toEqual([]);
    expect(parsed.verification_status).toBe('unverified');
    expect(parsed.verify_explanation).toBe('');
    expect(parsed.final_structured?.render_type).toBe('others');
    expect(parsed.final_structured?.items).toEqual([
      { kind: 'book', book_key: 'GGL0000002', url: '', cover_url: '', title: '채식주의자', author: '한강', publisher: '', publish_year: '2007', shelf_loc_desc: '', call_no: '', loan_code: '', reason: '' },
      { kind: 'generic', title: '함께 읽기 좋은 책', content: '독서모임 추천', category: '', location: '', source: '', link: '' },
    ]);
  });

  it('an answer without any text is refused', () => {
    expect(v.safeParse(ChatResponse, NO_TEXT).success).toBe(false);
    expect(v.safeParse(ChatResponse, { answer: null, response: null }).success).toBe(false);
  });

  it('the normalised answer reads the same again (stored copies are validated again)', () => {
    for (const body of [referenceChat, RESPONSE_FIELD_ONLY, LOOSE_DETAILS]) {
      const once = v.parse(ChatResponse, body);
      expect(v.parse(ChatResponse, once)).toEqual(once);
    }
  });
});
