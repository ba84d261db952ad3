import type { SsoTarget } from '../../../../contract/auth';

/*
 * A join in progress, kept in this tab's sessionStorage so that a reload, a dropped network or
 * the full-window trip to the certification provider loses nothing typed. Never a password: the
 * password fields start empty after a reload.
 */

export interface JoinTerms {
  agree: boolean;
  privacy: boolean;
  video: boolean;
  marketing: boolean;
  /** The integrated variant's consent to use the account at the sister services. */
  integrated: boolean;
}

export interface JoinCert {
  ticket: string;
  name: string;
  birthday: string;
  phone: string;
  gender: string;
  /** Epoch ms the ticket was handed out (it lives 30 minutes). */
  at: number;
}

export interface JoinFields {
  userId: string;
  email: string;
  zipcode: string;
  addr1: string;
  addr2: string;
  sms: boolean;
  mailing: boolean;
  guardianName: string;
  guardianPhone: string;
  guardianAgree: boolean;
}

export interface JoinDraft {
  /** Came through /join/join-step01-integrade (and from which sister service, if one). */
  integrated: boolean;
  service: SsoTarget | null;
  terms: JoinTerms | null;
  cert: JoinCert | null;
  fields: JoinFields;
  /** The city or county declared in the resident verification made during the join, or ''. */
  citizen: string;
}

export interface JoinDone {
  userId: string;
  userNo: string;
  name: string;
  service: SsoTarget | null;
}

export const DRAFT_KEY = 'gglib-join-draft';
export const DONE_KEY = 'gglib-join-done';
/** A join ticket is good for 30 minutes on the server; the page stops offering it a little before. */
export const TICKET_TTL_MS = 29 * 60 * 1000;

export const EMPTY_FIELDS: JoinFields = {
  userId: '',
  email: '',
  zipcode: '',
  addr1: '',
  addr2: '',
  sms: true,
  mailing: false,
  guardianName: '',
  guardianPhone: '',
  guardianAgree: false,
};

export const EMPTY_DRAFT: JoinDraft = { integrated: false, service: null, terms: null, cert: null, fields: EMPTY_FIELDS, citizen: '' };

const TARGETS: readonly string[] = ['ggcyber', 'ggdelivery', 'ggebook', 'ggpoint'];

const str = (value: unknown, max = 200): string => (typeof value === 'string' ? value.slice(0, max) : '');
const bool = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);

/** Reads the draft, tolerating anything (an old or edited entry reads as what it can). */
export function readDraft(storage: Storage): JoinDraft {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY_DRAFT;
  const value = raw as Record<string, unknown>;
  const terms = value.terms as Record<string, unknown> | null | undefined;
  const cert = value.cert as Record<string, unknown> | null | undefined;
  const fields = (value.fields ?? {}) as Record<string, unknown>;
  return {
    integrated: bool(value.integrated),
    service: typeof value.service === 'string' && TARGETS.includes(value.service) ? (value.service as SsoTarget) : null,
    terms:
      terms && typeof terms === 'object'
        ? { agree: bool(terms.agree), privacy: bool(terms.privacy), video: bool(terms.video), marketing: bool(terms.marketing), integrated: bool(terms.integrated) }
        : null,
    cert:
      cert && typeof cert === 'object' && typeof cert.ticket === 'string' && typeof cert.at === 'number'
        ? { ticket: cert.ticket, name: str(cert.name, 50), birthday: str(cert.birthday, 10), phone: str(cert.phone, 20), gender: str(cert.gender, 1), at: cert.at }
        : null,
    fields: {
      userId: str(fields.userId, 20),
      email: str(fields.email, 100),
      zipcode: str(fields.zipcode, 5),
      addr1: str(fields.addr1),
      addr2: str(fields.addr2),
      sms: bool(fields.sms, EMPTY_FIELDS.sms),
      mailing: bool(fields.mailing, EMPTY_FIELDS.mailing),
      guardianName: str(fields.guardianName, 50),
      guardianPhone: str(fields.guardianPhone, 11),
      guardianAgree: bool(fields.guardianAgree),
    },
    citizen: str(value.citizen, 10),
  };
}

export function writeDraft(storage: Storage, draft: JoinDraft): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, it just does not survive a reload.
  }
}

export function clearDraft(storage: Storage): void {
  storage.removeItem(DRAFT_KEY);
}

/** The required terms agreed (and, in the integrated variant, the sister services' use). */
export function termsAccepted(draft: JoinDraft): boolean {
  return draft.terms?.agree === true && draft.terms.privacy === true && (!draft.integrated || draft.terms.integrated);
}

/** A certification whose ticket is still good. */
export function certValid(draft: JoinDraft, now: number): boolean {
  return draft.cert !== null && now - draft.cert.at < TICKET_TTL_MS;
}

export function writeDone(storage: Storage, done: JoinDone): void {
  storage.setItem(DONE_KEY, JSON.stringify(done));
}

export function readDone(storage: Storage): JoinDone | null {
  try {
    const value = JSON.parse(storage.getItem(DONE_KEY) ?? 'null') as Partial<JoinDone> | null;
    if (!value || typeof value.userId !== 'string' || typeof value.userNo !== 'string') return null;
    const service = typeof value.service === 'string' && TARGETS.includes(value.service) ? (value.service as SsoTarget) : null;
    return { userId: value.userId, userNo: value.userNo, name: str(value.name, 50), service };
  } catch {
    return null;
  }
}
