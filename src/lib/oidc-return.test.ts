import { describe, expect, it } from 'vitest';
import { parseOidcReturn } from './oidc-return';

const TICKET = 'Tq3v_9xZ-0123456789abcdefABCDEF0123456789ab';

describe('parseOidcReturn', () => {
  it('reads the ticket, the unlinked ticket, the link and the refusal codes', () => {
    expect(parseOidcReturn(`#ticket=${TICKET}`)).toEqual({ kind: 'ticket', ticket: TICKET });
    expect(parseOidcReturn(`#unlinked=${TICKET}`)).toEqual({ kind: 'unlinked', ticket: TICKET });
    expect(parseOidcReturn('#linked=naver')).toEqual({ kind: 'linked', provider: 'naver' });
    expect(parseOidcReturn('#linked=google')).toEqual({ kind: 'linked', provider: 'google' });
    expect(parseOidcReturn('#error=CANCELLED')).toEqual({ kind: 'error', code: 'CANCELLED' });
    expect(parseOidcReturn('#error=TAKEN')).toEqual({ kind: 'error', code: 'TAKEN' });
    expect(parseOidcReturn('')).toEqual({ kind: 'none' });
  });

  it('turns anything else into a refusal, never a ticket or a link', () => {
    expect(parseOidcReturn('#error=<script>')).toEqual({ kind: 'error', code: 'OTHER' });
    expect(parseOidcReturn('#ticket=short')).toEqual({ kind: 'error', code: 'OTHER' });
    expect(parseOidcReturn(`#ticket=${TICKET}"><img`)).toEqual({ kind: 'error', code: 'OTHER' });
    expect(parseOidcReturn('#linked=facebook')).toEqual({ kind: 'error', code: 'OTHER' });
  });
});
