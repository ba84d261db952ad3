import { describe, expect, it } from 'vitest';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';
import { APPLY_DRAFT_KEY, APPLY_DRAFT_TTL_MS, checkStep1, checkStep2, clearDraft, phoneForForm, readDraft, saveDraft } from './apply-steps';

const SESSIONS = [
  { PROGRAM_ID: 11, STATE: 'WAITLIST' as const },
  { PROGRAM_ID: 12, STATE: 'OPEN' as const },
  { PROGRAM_ID: 13, STATE: 'SOON' as const },
];

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('step 1: a session and the consents', () => {
  it('needs a session that takes applications, then the terms, then the privacy consent', () => {
    expect(checkStep1({ programId: null, terms: true, privacy: true }, SESSIONS)).toEqual({ ok: false, field: 'session', message: koLabs.apply01.errors.session });
    expect(checkStep1({ programId: 13, terms: true, privacy: true }, SESSIONS)).toMatchObject({ ok: false, field: 'session' });
    expect(checkStep1({ programId: 99, terms: true, privacy: true }, SESSIONS)).toMatchObject({ ok: false, field: 'session' });
    expect(checkStep1({ programId: 12, terms: false, privacy: true }, SESSIONS)).toMatchObject({ ok: false, field: 'terms' });
    expect(checkStep1({ programId: 12, terms: true, privacy: false }, SESSIONS)).toMatchObject({ ok: false, field: 'privacy' });
    expect(checkStep1({ programId: 11, terms: true, privacy: true }, SESSIONS)).toEqual({ ok: true, programId: 11 });
  });
});

describe('step 2: the participant', () => {
  it('needs a name of at most 20 characters and a phone the library can call', () => {
    expect(checkStep2({ participant: '  ', phone: '010-1234-5678' })).toMatchObject({ ok: false, field: 'participant' });
    expect(checkStep2({ participant: '가'.repeat(21), phone: '010-1234-5678' })).toMatchObject({ ok: false, field: 'participant' });
    expect(checkStep2({ participant: '김도서', phone: '1234' })).toMatchObject({ ok: false, field: 'phone' });
    expect(checkStep2({ participant: ' 김도서 ', phone: '031-8008-7231' })).toEqual({ ok: true, participant: '김도서', phone: '031-8008-7231' });
  });

  it("shows the member's phone with hyphens", () => {
    expect(phoneForForm('01012345678')).toBe('010-1234-5678');
    expect(phoneForForm('0101234567')).toBe('010-123-4567');
    expect(phoneForForm(' 031-8008-7231 ')).toBe('031-8008-7231');
  });
});

describe('the draft between the steps', () => {
  it('is read back only for the same lab and session, while young', () => {
    const storage = memoryStorage();
    saveDraft({ lab: 'ai-mental', programId: 12, agreedAt: 1_000_000 }, storage);
    expect(readDraft('ai-mental', 12, 1_000_000 + 5_000, storage)).toEqual({ lab: 'ai-mental', programId: 12, agreedAt: 1_000_000 });
    expect(readDraft('ai-mental', 11, 1_000_000, storage)).toBeNull();
    expect(readDraft('game-play', 12, 1_000_000, storage)).toBeNull();
    expect(readDraft('ai-mental', 12, 1_000_000 + APPLY_DRAFT_TTL_MS + 1, storage)).toBeNull();
    storage.map.set(APPLY_DRAFT_KEY, '{not json');
    expect(readDraft('ai-mental', 12, 1_000_000, storage)).toBeNull();
    saveDraft({ lab: 'ai-mental', programId: 12, agreedAt: 1_000_000 }, storage);
    clearDraft(storage);
    expect(readDraft('ai-mental', 12, 1_000_000, storage)).toBeNull();
  });
});
