import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../../contract/chat';
import { newAssistantPlaceholder } from './chat-message';
import { failStream, finishStream, reduceStream, settleStream, stopStream, type StreamState } from './stream-reducer';

const start = (): StreamState => ({ message: newAssistantPlaceholder('답변을 준비하는 중…', 1000), sessionId: '', userMessageCreatedAt: 0 });

const details = {
  intent: 'catalog_search' as const,
  confidence: 0.9,
  evidence: [],
  final_structured: {
    render_type: 'catalog_list' as const,
    items: [
      {
        kind: 'book' as const,
        book_key: 'GGL0000001',
        url: '',
        cover_url: '',
        title: '소년이 온다',
        author: '한강',
        publisher: '창비',
        publish_year: '2014',
        shelf_loc_desc: '종합자료실',
        call_no: '813.7-한11소',
        loan_code: 'OK',
        reason: '',
      },
    ],
  },
  verification_status: 'verified' as const,
  verify_explanation: '',
  final_warning: '',
};

const final = (overrides: Partial<Extract<StreamEvent, { type: 'final' }>> = {}): StreamEvent => ({
  type: 'final',
  final_answer: '소년이 온다는 대출 가능합니다.',
  message_id: 'm1',
  created_at: '2026-11-21T01:02:03.000Z',
  user_message_created_at: '2026-11-21T01:02:00.000Z',
  session_id: 's1',
  ...details,
  ...overrides,
});

function run(events: StreamEvent[], state = start()): StreamState {
  return events.reduce(reduceStream, state);
}

describe('reduceStream', () => {
  it('shows a Korean status for every pipeline node and for answer_ready', () => {
    expect(run([{ type: 'node_start', node: 'intent' }]).message.statusText).toBe('질문을 이해하는 중…');
    expect(run([{ type: 'node_start', node: 'retrieval' }]).message.statusText).toBe('도서관 자료를 찾는 중…');
    expect(run([{ type: 'node_start', node: 'compose' }]).message.statusText).toBe('답변을 쓰는 중…');
    expect(run([{ type: 'node_start', node: 'verify' }]).message.statusText).toBe('답변을 확인하는 중…');
    expect(run([{ type: 'answer_ready' }]).message.statusText).toBe('답변을 정리하는 중…');
    const state = run([{ type: 'node_start', node: 'intent' }]);
    expect(state.message.isLoading).toBe(true);
    expect(state.message.content).toBe('');
  });

  it('appends tokens in order and switches loading to streaming', () => {
    const state = run([
      { type: 'node_start', node: 'compose' },
      { type: 'token', content: '소년이 ' },
      { type: 'token', content: '온다' },
      { type: 'token', content: '는' },
    ]);
    expect(state.message.content).toBe('소년이 온다는');
    expect(state.message.isLoading).toBe(false);
    expect(state.message.streaming).toBe(true);
    expect(state.message.done).toBe(false);
  });

  it('final sets the id, timestamps, details, session and opens book lists', () => {
    const state = run([{ type: 'token', content: '소년이' }, final()]);
    expect(state.message.messageId).toBe('m1');
    expect(state.message.timestamp).toBe(Date.parse('2026-11-21T01:02:03.000Z'));
    expect(state.userMessageCreatedAt).toBe(Date.parse('2026-11-21T01:02:00.000Z'));
    expect(state.sessionId).toBe('s1');
    expect(state.message.details?.final_structured?.items).toHaveLength(1);
    expect(state.message.detailsOpen).toBe(true);
    expect(state.message.content).toBe('소년이 온다는 대출 가능합니다.');
    expect(state.message.complete).toBe(true);
  });

  it('keeps the streamed text when final carries no answer, and leaves other lists closed', () => {
    const state = run([
      { type: 'token', content: '안내입니다' },
      final({ final_answer: '', final_structured: { render_type: 'library_info_list', items: [{ kind: 'generic', title: '이용 시간', content: '09:00', category: '', location: '', source: '', link: '' }] } }),
    ]);
    expect(state.message.content).toBe('안내입니다');
    expect(state.message.detailsOpen).toBe(false);
  });

  it('recommendation lists open too; empty lists do not', () => {
    expect(run([final({ final_structured: { ...details.final_structured, render_type: 'recommendation_list' } })]).message.detailsOpen).toBe(true);
    expect(run([final({ final_structured: { render_type: 'catalog_list', items: [] } })]).message.detailsOpen).toBe(false);
  });

  it('ignores complete and graph_complete', () => {
    const before = run([{ type: 'token', content: 'a' }]);
    expect(run([{ type: 'complete' }, { type: 'graph_complete' }], before)).toBe(before);
  });

  it('ignores events of unknown types, and shows a generic status for an unknown node', () => {
    const before = run([{ type: 'token', content: 'a' }]);
    expect(run([{ type: 'ignored', name: 'usage' }, { type: 'ignored', name: '' }], before)).toBe(before);
    expect(run([{ type: 'node_start', node: 'rerank' }]).message.statusText).toBe('답변을 만드는 중…');
    expect(run([{ type: 'node_start', node: '' }]).message.statusText).toBe('답변을 만드는 중…');
    expect(run([{ type: 'node_start', node: 'toString' }]).message.statusText).toBe('답변을 만드는 중…');
  });

  it('a final without session_id or message_id keeps the asked session and no id', () => {
    const state = run([final({ session_id: '', message_id: '' })], { ...start(), sessionId: 'asked-in' });
    expect(state.sessionId).toBe('asked-in');
    expect(state.message.messageId).toBe('');
    expect(state.message.complete).toBe(true);
  });

  it('an error mid-way keeps the partial text and shows the stream-failure message', () => {
    const state = run([{ type: 'token', content: '소년이 ' }, { type: 'error', message: 'boom' }, { type: 'token', content: '더' }]);
    expect(state.message.content).toBe('소년이 ');
    expect(state.message.done).toBe(true);
    expect(state.message.complete).toBe(false);
    expect(state.message.streaming).toBe(false);
    expect(state.message.errorText).toBe('죄송합니다. 스트리밍 중 오류가 발생했습니다.');
  });

  it('an error before any token leaves an empty answer with the message', () => {
    const state = run([{ type: 'node_start', node: 'intent' }, { type: 'error', message: 'x' }]);
    expect(state.message.content).toBe('');
    expect(state.message.isLoading).toBe(false);
    expect(state.message.errorText).toBe('죄송합니다. 스트리밍 중 오류가 발생했습니다.');
  });
});

describe('the end of a stream', () => {
  it('finish after final: done and complete, no status', () => {
    const state = finishStream(run([{ type: 'token', content: 'a' }, final(), { type: 'complete' }, { type: 'graph_complete' }]));
    expect(state.message.done).toBe(true);
    expect(state.message.complete).toBe(true);
    expect(state.message.streaming).toBe(false);
    expect(state.message.statusText).toBe('');
  });

  it('a stream that ends without final counts as broken, keeping the text', () => {
    const state = finishStream(run([{ type: 'token', content: '부분' }]));
    expect(state.message.content).toBe('부분');
    expect(state.message.complete).toBe(false);
    expect(state.message.errorText).toBe('죄송합니다. 스트리밍 중 오류가 발생했습니다.');
  });

  it('failStream (dropped connection) keeps the partial answer', () => {
    const state = failStream(run([{ type: 'token', content: '부분 답변' }]));
    expect(state.message.content).toBe('부분 답변');
    expect(state.message.errorText).toBe('죄송합니다. 스트리밍 중 오류가 발생했습니다.');
  });

  it('settleStream: done finishes, aborted stops, failed says the failing transport’s sentence', () => {
    const partial = run([{ type: 'token', content: '부분' }]);
    expect(settleStream(run([final()]), 'done')?.message.done).toBe(true);
    expect(settleStream(partial, 'aborted')?.message.errorText).toBe('');
    expect(settleStream(partial, 'failed')?.message.errorText).toBe('죄송합니다. 스트리밍 중 오류가 발생했습니다.');
    expect(settleStream(start(), 'failed', '죄송합니다. 응답 중 오류가 발생했습니다.')?.message.errorText).toBe('죄송합니다. 응답 중 오류가 발생했습니다.');
    expect(settleStream(start(), 'aborted')).toBeNull();
  });

  it('stop keeps what arrived, without an error', () => {
    const state = stopStream(run([{ type: 'token', content: '여기까지' }]));
    expect(state?.message.content).toBe('여기까지');
    expect(state?.message.done).toBe(true);
    expect(state?.message.complete).toBe(false);
    expect(state?.message.errorText).toBe('');
  });

  it('stop before any token removes the placeholder', () => {
    expect(stopStream(run([{ type: 'node_start', node: 'retrieval' }]))).toBeNull();
  });

  it('events after the end change nothing', () => {
    const done = finishStream(run([final()]));
    expect(reduceStream(done, { type: 'token', content: 'late' })).toBe(done);
  });
});
