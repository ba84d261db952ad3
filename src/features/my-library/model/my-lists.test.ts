import { describe, expect, it } from 'vitest';
import { myListKey } from './my-lists';

describe('myListKey', () => {
  it('keeps each member and each page apart, whatever the order of parameters', () => {
    expect(myListKey('loans', 'U1')).toBe('my:U1:loans');
    expect(myListKey('loans', 'U2')).not.toBe(myListKey('loans', 'U1'));
    expect(myListKey('history', 'U1', { year: 2026, page: 2 })).toBe(myListKey('history', 'U1', { page: 2, year: 2026 }));
    expect(myListKey('history', 'U1', { page: 2 })).not.toBe(myListKey('history', 'U1', { page: 3 }));
  });
});
