import { describe, expect, it } from 'vitest';
import { MY_LIST_RESOURCES } from './my-library-data';

describe('나의 도서관 lists as resources', () => {
  it('keeps each member and each page apart, whatever the order of parameters', () => {
    const { loans, history } = MY_LIST_RESOURCES;
    expect(loans.key({ userKey: 'U1' })).toBe('my-list:U1:loans');
    expect(loans.key({ userKey: 'U2' })).not.toBe(loans.key({ userKey: 'U1' }));
    expect(history.key({ userKey: 'U1', extra: { year: 2026, page: 2 } })).toBe(history.key({ userKey: 'U1', extra: { page: 2, year: 2026 } }));
    expect(history.key({ userKey: 'U1', extra: { page: 2 } })).not.toBe(history.key({ userKey: 'U1', extra: { page: 3 } }));
  });

  it('belongs to the member: a logout removes them, and none is kept without a member', () => {
    expect(MY_LIST_RESOURCES.loans.perMember).toBe(true);
    expect(() => MY_LIST_RESOURCES.loans.key({ userKey: '' })).toThrow();
  });
});
