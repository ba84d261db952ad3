import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CancelReserveRequest, InsertReserveRequest, InsertWishRequest, InterestRequest, RenewLoanRequest } from '../../../../contract/my-library';
import { actionRequest, actionTarget } from './my-actions';

describe('my-library actions', () => {
  it('build requests the contract accepts', () => {
    expect(v.is(RenewLoanRequest, actionRequest('U1234567890123456', { type: 'renew', loanKey: 'L1', title: '' }).body)).toBe(true);
    expect(v.is(InsertReserveRequest, actionRequest('U1234567890123456', { type: 'reserve', bookKey: 'GGL0000001', branchCode: 'MAIN', title: '' }).body)).toBe(true);
    expect(v.is(CancelReserveRequest, actionRequest('U1234567890123456', { type: 'cancel-reserve', reserveKey: 'R1', title: '' }).body)).toBe(true);
    expect(v.is(InterestRequest, actionRequest('U1234567890123456', { type: 'remove-interest', bookKey: 'GGL0000001', title: '' }).body)).toBe(true);
    const wish = { title: '작별하지 않는다', author: '한강', publisher: '문학동네', publish_year: '2021', isbn: '', book_key: '', branch_code: 'NORTH' as const, note: '' };
    expect(v.is(InsertWishRequest, actionRequest('U1234567890123456', { type: 'wish', wish }).body)).toBe(true);
  });

  it('find the item a queued action is about', () => {
    const { body } = actionRequest('U1', { type: 'cancel-reserve', reserveKey: 'R9', title: '' });
    expect(actionTarget('cancel-reserve', body)).toBe('R9');
    expect(actionTarget('renew', { loan_key: 'L2' })).toBe('L2');
    expect(actionTarget('unknown', { loan_key: 'L2' })).toBeNull();
    expect(actionTarget('renew', null)).toBeNull();
  });
});
