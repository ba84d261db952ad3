import { beforeEach, describe, expect, it } from 'vitest';
import { MERGE_TERMS } from '../../../../contract/merge';
import { clearMergeFlow, hasMergeMarker, markMergeFlow, mergeGate, nonEmptyKinds, parseMergeFragment, readMergeState, saveProof, writeMergeState } from './merge-state';

const PROOF = 'A'.repeat(43);

describe('merge-state', () => {
  beforeEach(() => sessionStorage.clear());

  it('marks, keeps a proof with a fresh key and clears on leaving', () => {
    expect(hasMergeMarker()).toBe(false);
    markMergeFlow();
    expect(hasMergeMarker()).toBe(true);
    writeMergeState({ agreed: [...MERGE_TERMS] });
    const state = saveProof(PROOF, () => 'key-00000001');
    expect(state).toMatchObject({ proof: PROOF, key: 'key-00000001', agreed: [] });
    clearMergeFlow();
    expect(readMergeState()).toEqual({ proof: null, agreed: [], key: null, done: null });
  });

  it('reads a tampered record as a fresh start', () => {
    sessionStorage.setItem('merge-user', '{"proof":"<script>","agreed":["x","merge-service-2026-01"],"key":"a b"}');
    expect(readMergeState()).toEqual({ proof: null, agreed: ['merge-service-2026-01'], key: null, done: null });
    sessionStorage.setItem('merge-user', 'not json');
    expect(readMergeState().proof).toBeNull();
  });

  it('gates the pages (spec §4: without the marker back to /merge-user/login)', () => {
    const all = { marked: true, member: true, proof: true, done: true };
    expect(mergeGate('/merge-user/login', { ...all, marked: false, member: false })).toBeNull();
    expect(mergeGate('/merge-user/total-join', { ...all, marked: false })).toBe('/merge-user/login');
    expect(mergeGate('/merge-user/anyId', { ...all, member: false })).toBe('/merge-user/login');
    expect(mergeGate('/merge-user/total-join', { ...all, proof: false })).toBe('/merge-user/anyId');
    expect(mergeGate('/merge-user/woongjin-agree-yn/', { ...all, proof: false })).toBe('/merge-user/anyId');
    expect(mergeGate('/merge-user/done', { ...all, done: false })).toBe('/merge-user/login');
    expect(mergeGate('/merge-user/total-join', all)).toBeNull();
    expect(mergeGate('/merge-user/find-info', { marked: false, member: false, proof: false, done: false })).toBeNull();
    expect(mergeGate('/merge-user/login-back', { marked: false, member: false, proof: false, done: false })).toBeNull();
  });

  it('reads the Any-ID return', () => {
    expect(parseMergeFragment(`#proof=${PROOF}`)).toEqual({ kind: 'proof', proof: PROOF });
    expect(parseMergeFragment('#proof=short')).toEqual({ kind: 'error', code: 'PROOF' });
    expect(parseMergeFragment('#error=PERSON')).toEqual({ kind: 'error', code: 'PERSON' });
    expect(parseMergeFragment('#error=SESSION')).toEqual({ kind: 'error', code: 'SESSION' });
    expect(parseMergeFragment('#error=CANCELLED')).toEqual({ kind: 'error', code: 'OIDC' });
    expect(parseMergeFragment('')).toEqual({ kind: 'none' });
  });

  it('lists only what moves', () => {
    expect(nonEmptyKinds({ LOANS: 2, RESERVATIONS: 0, LOAN_HISTORY: 3 })).toEqual([
      { kind: 'LOANS', count: 2 },
      { kind: 'LOAN_HISTORY', count: 3 },
    ]);
  });
});
