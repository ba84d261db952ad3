import { describe, expect, it } from 'vitest';
import {
  ANSWER_KEY,
  acceptCertMessage,
  certMessage,
  parseCertFragment,
  readPending,
  refusalText,
  savePending,
  saveAnswer,
  takeAnswer,
  type PendingCert,
} from './cert-flow';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const JWS = 'eyJhbGciOiJFUzI1NiJ9.eyJuYW1lIjoi7ZWc7KeA66+8In0.c2lnbmF0dXJlLXBhcnQ';

describe('the return address', () => {
  it('reads a result, a cancel, an expiry, or nothing', () => {
    expect(parseCertFragment(`#result=${JWS}`)).toEqual({ kind: 'result', result: JWS });
    expect(parseCertFragment('#error=cancelled')).toEqual({ kind: 'error', reason: 'cancelled' });
    expect(parseCertFragment('#error=expired')).toEqual({ kind: 'error', reason: 'expired' });
    expect(parseCertFragment('#error=whatever')).toEqual({ kind: 'error', reason: 'expired' });
    expect(parseCertFragment('')).toEqual({ kind: 'none' });
  });

  it('hands an edited result to the server as it is: the server refuses it in words', () => {
    expect(parseCertFragment('#result=not-a-jws')).toEqual({ kind: 'result', result: 'not-a-jws' });
  });
});

describe('window messages from the provider popup', () => {
  const popup = { name: 'popup' };
  const origin = 'https://www.library.kr';

  it('accepts the return page’s message from this origin and the popup this page opened', () => {
    const data = certMessage({ kind: 'result', result: JWS });
    expect(acceptCertMessage({ origin, source: popup, data }, { origin, source: popup })).toEqual({ kind: 'result', result: JWS });
    expect(acceptCertMessage({ origin, source: popup, data: certMessage({ kind: 'error', reason: 'cancelled' }) }, { origin, source: popup })).toEqual({
      kind: 'error',
      reason: 'cancelled',
    });
  });

  it('ignores other origins, other windows, no popup, and other shapes', () => {
    const data = certMessage({ kind: 'result', result: JWS });
    expect(acceptCertMessage({ origin: 'https://evil.example', source: popup, data }, { origin, source: popup })).toBeNull();
    expect(acceptCertMessage({ origin, source: { name: 'other' }, data }, { origin, source: popup })).toBeNull();
    expect(acceptCertMessage({ origin, source: null, data }, { origin, source: null })).toBeNull();
    expect(acceptCertMessage({ origin, source: popup, data: { type: 'something-else', outcome: { kind: 'result', result: JWS } } }, { origin, source: popup })).toBeNull();
    expect(acceptCertMessage({ origin, source: popup, data: 'result=abc' }, { origin, source: popup })).toBeNull();
    expect(acceptCertMessage({ origin, source: popup, data: { type: 'gglib-cert-return', outcome: { kind: 'result', result: 42 } } }, { origin, source: popup })).toBeNull();
  });
});

describe('what the tab keeps', () => {
  const pending: PendingCert = { txn: 'txn-0123456789abcdef', purpose: 'join', method: 'phone', continueTo: '/join/join-step02', startedAt: 1_000 };

  it('a pending certification, for ten minutes, only to an in-app address', () => {
    const storage = new MemoryStorage();
    savePending(storage, pending);
    expect(readPending(storage, 2_000)).toEqual(pending);
    expect(readPending(storage, 1_000 + 10 * 60 * 1000 + 1)).toBeNull();
    savePending(storage, { ...pending, continueTo: '//evil.example/' });
    expect(readPending(storage, 2_000)).toBeNull();
  });

  it('the outcome a full-window return leaves is taken once, by its purpose, and checked', () => {
    const storage = new MemoryStorage();
    saveAnswer(storage, { purpose: 'find', outcome: { kind: 'refused', code: 'INVALID', message: '본인인증 결과가 올바르지 않습니다.' } });
    expect(takeAnswer(storage, 'join')).toBeNull();
    expect(takeAnswer(storage, 'find')).toEqual({ kind: 'refused', code: 'INVALID', message: '본인인증 결과가 올바르지 않습니다.' });
    expect(takeAnswer(storage, 'find')).toBeNull();
    storage.setItem(ANSWER_KEY, JSON.stringify({ purpose: 'join', outcome: { kind: 'ok', data: { RESULT: 'SUCCESS' } } }));
    // No ticket: not a certification.
    expect(takeAnswer(storage, 'join')).toBeNull();
    saveAnswer(storage, {
      purpose: 'join',
      outcome: {
        kind: 'ok',
        data: { RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', PURPOSE: 'join', CERT_TICKET: 'ticket-0123456789abcdef', AUTH_DATA: null, CB_DATA: null },
      },
    });
    expect(takeAnswer(storage, 'join')).toMatchObject({ kind: 'ok', data: { CERT_TICKET: 'ticket-0123456789abcdef' } });
  });

  it('words a refusal: the server’s sentence, else ours for the code', () => {
    const messages = { refused: { EXPIRED: '유효 시간이 지났습니다.' }, refusedOther: '확인하지 못했습니다.' };
    expect(refusalText('EXPIRED', '서버의 문장', messages)).toBe('서버의 문장');
    expect(refusalText('EXPIRED', '', messages)).toBe('유효 시간이 지났습니다.');
    expect(refusalText('NEW', '', messages)).toBe('확인하지 못했습니다.');
  });
});
