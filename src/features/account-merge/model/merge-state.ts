import { MERGE_MARKER_KEY } from './merge-gate';
import { MERGE_ERRORS, MERGE_KINDS, MERGE_TERMS, type MergeError, type MergeKind, type MergeTerm } from '../../../../contract/merge';

/*
 * Where one merge stands, in this tab only (sessionStorage 'merge-user'): the marker of spec §4.
 * The merge pages set it on entering and clear it when the person leaves them; a merge page other
 * than the first, opened without it (a bookmark, another tab, after leaving), goes back to
 * /merge-user/login. The proof is a short-lived value bound to the server session, never a secret
 * that outlives it; nothing of a merge is kept in IndexedDB.
 */

export { MERGE_LOGIN_PATH, MERGE_MARKER_KEY, clearMergeFlow, hasMergeMarker, markMergeFlow, mergeGate } from './merge-gate';

export interface MergeDone {
  moved: Partial<Record<MergeKind, number>>;
  mergedAt: string;
}

export interface MergeState {
  proof: string | null;
  agreed: MergeTerm[];
  /** The idempotency key of this merge's confirm (made once per proof). */
  key: string | null;
  done: MergeDone | null;
}

const EMPTY: MergeState = { proof: null, agreed: [], key: null, done: null };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The state as stored; anything unreadable reads as a fresh start. */
export function readMergeState(): MergeState {
  const raw = storage()?.getItem(MERGE_MARKER_KEY);
  if (!raw) return { ...EMPTY };
  try {
    const value = JSON.parse(raw) as Partial<MergeState>;
    return {
      proof: typeof value.proof === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value.proof) ? value.proof : null,
      agreed: Array.isArray(value.agreed) ? MERGE_TERMS.filter((term) => value.agreed?.includes(term)) : [],
      key: typeof value.key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(value.key) ? value.key : null,
      done: value.done && typeof value.done.mergedAt === 'string' && typeof value.done.moved === 'object' ? value.done : null,
    };
  } catch {
    return { ...EMPTY };
  }
}

export function writeMergeState(change: Partial<MergeState>): MergeState {
  const next = { ...readMergeState(), ...change };
  storage()?.setItem(MERGE_MARKER_KEY, JSON.stringify(next));
  return next;
}

/** A new proof starts a new merge: a new confirm key, no consent carried over. */
export function saveProof(proof: string, makeKey: () => string = () => crypto.randomUUID()): MergeState {
  return writeMergeState({ proof, agreed: [], key: makeKey(), done: null });
}

export type MergeReturn = { kind: 'none' } | { kind: 'proof'; proof: string } | { kind: 'error'; code: MergeError | 'SESSION' | 'OIDC' };

/** What GET /oidc/merge left in /merge-user/anyId-back's fragment. */
export function parseMergeFragment(hash: string): MergeReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const proof = params.get('proof');
  if (proof !== null) return /^[A-Za-z0-9_-]{43}$/.test(proof) ? { kind: 'proof', proof } : { kind: 'error', code: 'PROOF' };
  const error = params.get('error');
  if (error === null) return { kind: 'none' };
  if (error === 'SESSION') return { kind: 'error', code: 'SESSION' };
  return (MERGE_ERRORS as readonly string[]).includes(error) ? { kind: 'error', code: error as MergeError } : { kind: 'error', code: 'OIDC' };
}

/** The kinds with something to move, in the contract's order. */
export function nonEmptyKinds(counts: Partial<Record<MergeKind, number>>): { kind: MergeKind; count: number }[] {
  return MERGE_KINDS.flatMap((kind) => {
    const count = counts[kind] ?? 0;
    return count > 0 ? [{ kind, count }] : [];
  });
}
