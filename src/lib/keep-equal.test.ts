import { describe, expect, it } from 'vitest';
import { keepEqual } from './keep-equal';

describe('keepEqual', () => {
  it('returns the previous value when the new one is equal throughout', () => {
    const previous = { items: [{ id: 1, title: '채식주의자' }], total: 1, note: null };
    const next = structuredClone(previous);
    expect(keepEqual(previous, next)).toBe(previous);
  });

  it('keeps the parts that did not change and takes the ones that did', () => {
    const previous = { notices: [{ id: 1, title: '휴관 안내' }], books: [{ id: 7, title: '소년이 온다' }, { id: 8, title: '작별하지 않는다' }] };
    const next = structuredClone(previous);
    next.books[1]!.title = '흰';
    const shared = keepEqual(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.notices).toBe(previous.notices);
    expect(shared.books).not.toBe(previous.books);
    expect(shared.books[0]).toBe(previous.books[0]);
    // A part with nothing to share is the new value itself, not a copy.
    expect(shared.books[1]).toBe(next.books[1]);
  });

  it('sees added, removed and reordered entries as changes', () => {
    const previous = { list: [1, 2, 3], extra: 'x' } as Record<string, unknown>;
    expect(keepEqual(previous, { list: [1, 2, 3] })).not.toBe(previous);
    expect(keepEqual(previous, { list: [1, 2, 3], extra: 'x', more: true })).not.toBe(previous);
    const longer = keepEqual(previous, { list: [1, 2, 3, 4], extra: 'x' });
    expect(longer).toEqual({ list: [1, 2, 3, 4], extra: 'x' });
    expect(keepEqual([1, 2], [2, 1])).toEqual([2, 1]);
    expect(keepEqual({ a: undefined }, {})).toEqual({});
  });

  it('compares other values by identity, NaN included', () => {
    const date = new Date(0);
    expect(keepEqual({ at: date }, { at: new Date(0) }).at).not.toBe(date);
    const previous = { value: Number.NaN };
    expect(keepEqual(previous, { value: Number.NaN })).toBe(previous);
    expect(keepEqual(undefined, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqual({ a: 1 }, null)).toBeNull();
  });

  it('copies a key named __proto__ as data, never as the prototype', () => {
    const previous = JSON.parse('{"a": {"x": 1}, "b": 1}') as Record<string, unknown>;
    const next = JSON.parse('{"__proto__": {"polluted": true}, "a": {"x": 1}, "b": 2}') as Record<string, unknown>;
    const shared = keepEqual(previous, next);
    // A copy (it holds previous.a), with __proto__ as one of its own keys.
    expect(shared).not.toBe(next);
    expect(shared.a).toBe(previous.a);
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(Object.hasOwn(shared, '__proto__')).toBe(true);
    expect((shared as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
