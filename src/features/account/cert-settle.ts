import { koJoin } from '../../lib/i18n/messages-join-ko';
import { callCertResult } from './api/account-calls';
import { clearPending, readPending, refusalText, type CertOutcome, type CertReturn, type PendingCert } from './model/cert-flow';

export type { CertOutcome };

/**
 * Settles the provider's return against the certification this tab started: the server checks
 * the signed result (docs/api.md "The certification round trip"); the pending entry is spent
 * either way, so a second look at the same result is refused as a replay by the server, never
 * silently reused here.
 */
export async function settleCert(outcome: CertReturn, pending: PendingCert | null = readPending(sessionStorage, Date.now())): Promise<CertOutcome> {
  if (outcome.kind === 'none') return { kind: 'refused', code: 'NONE', message: koJoin.cert.refused.INVALID ?? koJoin.cert.refusedOther };
  if (outcome.kind === 'error') {
    clearPending(sessionStorage);
    return { kind: 'refused', code: outcome.reason, message: outcome.reason === 'cancelled' ? koJoin.cert.cancelled : koJoin.cert.expired };
  }
  if (!pending) return { kind: 'refused', code: 'NO_PENDING', message: koJoin.result.noPending };
  const answer = await callCertResult(pending.txn, outcome.result);
  if (answer.kind === 'offline') return { kind: 'refused', code: 'OFFLINE', message: koJoin.cert.offline };
  clearPending(sessionStorage);
  // A result the server could not even read (cut short, not a JWS) is refused like a forged one.
  if (answer.kind !== 'ok') return { kind: 'refused', code: 'INVALID', message: answer.kind === 'failed' && answer.status === 400 ? (koJoin.cert.refused.INVALID ?? '') : koJoin.cert.refusedOther };
  if (answer.data.RESULT !== 'SUCCESS' || !answer.data.CERT_TICKET) {
    return { kind: 'refused', code: answer.data.RESULT_CODE, message: refusalText(answer.data.RESULT_CODE, answer.data.RESULT_MESSAGE, koJoin.cert) };
  }
  return { kind: 'ok', data: answer.data };
}
