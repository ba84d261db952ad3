import { describe, expect, it } from 'vitest';
import { readWorkerMessage } from './worker-messages';
import { isSkipWaitingMessage, outboxOutcome, WORKER_MESSAGE } from './worker-protocol';

describe('outboxOutcome (the page and the worker replay by the same rule)', () => {
  it('keeps order and never drops what a login would save', () => {
    expect(outboxOutcome(200)).toBe('sent');
    expect(outboxOutcome(204)).toBe('sent');
    expect(outboxOutcome(401)).toBe('login');
    expect(outboxOutcome(403)).toBe('login');
    expect(outboxOutcome(0)).toBe('later');
    expect(outboxOutcome(408)).toBe('later');
    expect(outboxOutcome(503)).toBe('later');
    expect(outboxOutcome(429)).toBe('later');
    expect(outboxOutcome(409)).toBe('later');
    expect(outboxOutcome(400)).toBe('drop');
    expect(outboxOutcome(404)).toBe('drop');
  });
});

describe('worker messages', () => {
  it('recognises the skip-waiting message only', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });

  it('reads the worker messages and nothing else', () => {
    expect(readWorkerMessage({ type: WORKER_MESSAGE.outbox, sent: 2, waiting: 'login' })).toEqual({ type: 'gglib:outbox', sent: 2, waiting: 'login' });
    expect(readWorkerMessage({ type: WORKER_MESSAGE.navigate, url: '/notice' })).toEqual({ type: 'gglib:navigate', url: '/notice' });
    expect(readWorkerMessage({ type: WORKER_MESSAGE.push, payload: { title: '휴관 안내', body: '11월 24일은 휴관합니다.' } })).toEqual({
      type: 'gglib:push',
      payload: { title: '휴관 안내', body: '11월 24일은 휴관합니다.', url: '/' },
    });
    expect(readWorkerMessage({ type: WORKER_MESSAGE.push, payload: { title: 1 } })).toBeNull();
    expect(readWorkerMessage({ type: 'other' })).toBeNull();
    expect(readWorkerMessage('gglib:outbox')).toBeNull();
  });
});
