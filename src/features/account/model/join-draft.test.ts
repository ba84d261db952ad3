import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, EMPTY_DRAFT, TICKET_TTL_MS, certValid, readDone, readDraft, termsAccepted, writeDone, writeDraft } from './join-draft';

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

describe('the join draft', () => {
  it('keeps what was typed, never a password, and reads anything odd as empty', () => {
    const storage = new MemoryStorage();
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT);
    writeDraft(storage, { ...EMPTY_DRAFT, fields: { ...EMPTY_DRAFT.fields, userId: 'jiminreads', addr2: '101동' } });
    expect(readDraft(storage).fields).toMatchObject({ userId: 'jiminreads', addr2: '101동' });
    expect(storage.getItem(DRAFT_KEY)).not.toMatch(/password|"pw"/);
    storage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT);
    storage.setItem(DRAFT_KEY, JSON.stringify({ service: 'evil', fields: { userId: 42, sms: 'yes' } }));
    expect(readDraft(storage)).toMatchObject({ service: null, fields: { userId: '', sms: true } });
  });

  it('needs both required terms, and the integrated consent in the integrated variant', () => {
    const terms = { agree: true, privacy: true, video: false, marketing: false, integrated: false };
    expect(termsAccepted({ ...EMPTY_DRAFT, terms })).toBe(true);
    expect(termsAccepted({ ...EMPTY_DRAFT, terms: { ...terms, privacy: false } })).toBe(false);
    expect(termsAccepted({ ...EMPTY_DRAFT, integrated: true, terms })).toBe(false);
    expect(termsAccepted({ ...EMPTY_DRAFT, integrated: true, terms: { ...terms, integrated: true } })).toBe(true);
    expect(termsAccepted(EMPTY_DRAFT)).toBe(false);
  });

  it('offers a certification only while its ticket lives', () => {
    const cert = { ticket: 't', name: '한지민', birthday: '1991-04-12', phone: '01055501234', gender: 'F', at: 0 };
    expect(certValid({ ...EMPTY_DRAFT, cert }, TICKET_TTL_MS - 1)).toBe(true);
    expect(certValid({ ...EMPTY_DRAFT, cert }, TICKET_TTL_MS)).toBe(false);
    expect(certValid(EMPTY_DRAFT, 0)).toBe(false);
  });

  it('the completion keeps the new member number for step 4', () => {
    const storage = new MemoryStorage();
    expect(readDone(storage)).toBeNull();
    writeDone(storage, { userId: 'jiminreads', userNo: '41260123456789', name: '한지민', service: 'ggebook' });
    expect(readDone(storage)).toEqual({ userId: 'jiminreads', userNo: '41260123456789', name: '한지민', service: 'ggebook' });
  });
});
