import type { Handler } from 'hono';
import { maskUserId } from '../../contract/account-rules';
import {
  MERGE_TERMS,
  type MergeError,
  MergeMemberRequest,
  type MergeMemberResponse,
  MergePreviewRequest,
  type MergePreviewResponse,
  MergeProveRequest,
  type MergeProveResponse,
} from '../../contract/merge';
import { type Auth, decodePassword, requireMember, throttledCheck } from '../auth/auth';
import { verifyAgainstNobody, verifyPassword } from '../auth/password';
import { withIdempotency } from '../http/idempotency';
import { parseRequest } from '../http/validate';
import { MERGE_MESSAGES, countMergeable, issueMergeProof, mergeMembers, readMergeProof, samePerson, zeroCounts } from '../identity/member-merge';
import { findMemberById, findMemberByLoginId, type MemberRow } from '../repositories/member-repository';

/*
 * The account merge's calls (under /gglib; docs/api.md "Account merge"). The logged-in member is
 * always the target; the source is proven by mergeprove (its password) or GET /oidc/merge (an
 * Any-ID sign-in linked to it), both answering a proof bound to this session.
 *
 *   POST /mergeprove   { user_key, source_id, source_pw }  → PROOF
 *   POST /mergepreview { user_key, proof }                 → what would move, per kind
 *   POST /mergemember  { user_key, proof, agreed_terms }   → the merge (Idempotency-Key)
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

const refusal = (code: MergeError) => ({ RESULT: 'FAIL', RESULT_CODE: code, RESULT_MESSAGE: MERGE_MESSAGES[code] }) as const;

export function mergeCalls(auth: Auth): Record<string, Handler> {
  const db = auth.db;

  const mergeProve: Handler = async (c) => {
    const request = await parseRequest(c, MergeProveRequest);
    const session = await requireMember(c, auth, request.user_key);
    const password = decodePassword(request.source_pw);
    const lookup: { member: MemberRow | null } = { member: null };
    // The same throttle as the login: guessing the other account's password here gains nothing.
    const ok = await throttledCheck(c, auth, request.source_id, async () => {
      lookup.member = await findMemberByLoginId(db, request.source_id);
      return lookup.member ? verifyPassword(password, lookup.member.password_hash) : verifyAgainstNobody(password);
    });
    const answer = (body: MergeProveResponse) => c.json(body, 200, NO_STORE);
    if (!ok || !lookup.member) return answer({ ...refusal('CREDENTIALS'), PROOF: '' });
    if (lookup.member.id === session.member.id) return answer({ ...refusal('SAME'), PROOF: '' });
    if (!samePerson(lookup.member, session.member)) return answer({ ...refusal('PERSON'), PROOF: '' });
    const proof = await issueMergeProof(db, { sessionHash: session.tokenHash, sourceId: lookup.member.id, method: 'password' }, auth.now());
    return answer({ RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', PROOF: proof });
  };

  const mergePreview: Handler = async (c) => {
    const request = await parseRequest(c, MergePreviewRequest);
    const session = await requireMember(c, auth, request.user_key);
    const now = auth.now();
    const answer = (body: MergePreviewResponse) => c.json(body, 200, NO_STORE);
    const empty = { SOURCE_USER_ID: '', SOURCE_NAME: '', METHOD: '' as const, TARGET_USER_ID: '', OVERDUE: 0, TERMS: [], COUNTS: zeroCounts() };
    const proof = await readMergeProof(db, request.proof, session.tokenHash, now);
    if (!proof) return answer({ ...refusal('PROOF'), ...empty });
    if (proof.sourceId === session.member.id) return answer({ ...refusal('SAME'), ...empty });
    const source = await findMemberById(db, proof.sourceId);
    if (!source) return answer({ ...refusal('MERGED'), ...empty });
    const { counts, overdue } = await countMergeable(db, source.id, session.member.id, now);
    return answer({
      RESULT: 'SUCCESS',
      RESULT_CODE: '',
      RESULT_MESSAGE: '',
      SOURCE_USER_ID: maskUserId(source.user_id),
      SOURCE_NAME: source.name,
      METHOD: proof.method,
      TARGET_USER_ID: maskUserId(session.member.user_id),
      COUNTS: counts,
      OVERDUE: overdue,
      TERMS: [...MERGE_TERMS],
    });
  };

  const mergeMember: Handler = async (c, next) => {
    const request = await parseRequest(c, MergeMemberRequest);
    const session = await requireMember(c, auth, request.user_key);
    const run: Handler = async (inner) => {
      const outcome = await mergeMembers(db, { proof: request.proof, sessionHash: session.tokenHash, targetId: session.member.id, terms: request.agreed_terms }, auth.now());
      const body: MergeMemberResponse = outcome.ok
        ? { RESULT: 'SUCCESS', RESULT_CODE: '', RESULT_MESSAGE: '', MOVED: outcome.moved, MERGED_AT: outcome.mergedAt }
        : { ...refusal(outcome.code), MOVED: zeroCounts(), MERGED_AT: '' };
      return inner.json(body, 200, NO_STORE);
    };
    return withIdempotency(db, `mergemember:${session.member.id}`, run)(c, next);
  };

  return { '/mergeprove': mergeProve, '/mergepreview': mergePreview, '/mergemember': mergeMember };
}
