import { certValid, readDraft, writeDraft } from './model/join-draft';

/*
 * Spec §6: the resident-verification pages are open to a person who holds certification data
 * (KMC) as well as to members. Here that person is someone joining whose certification is still
 * good; what they declare is kept in the join draft and sent with the join.
 */

/** Whether this tab holds a join's certification that is still good. */
export function holdsJoinCertification(now = Date.now()): boolean {
  try {
    return certValid(readDraft(sessionStorage), now);
  } catch {
    return false;
  }
}

/** Keeps the declared city or county for the join. */
export function keepJoinCitizen(sigungu: string): void {
  writeDraft(sessionStorage, { ...readDraft(sessionStorage), citizen: sigungu });
}
