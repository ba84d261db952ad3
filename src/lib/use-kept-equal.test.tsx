import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptEqual } from './use-kept-equal';

describe('useKeptEqual', () => {
  it('hands back the value shown before when an equal one arrives, and shares the unchanged parts of a changed one', () => {
    const first = { menus: [{ id: 'M01', name: '이용안내' }], fetchedAt: 1 };
    const { result, rerender } = renderHook(({ value }) => useKeptEqual(value), { initialProps: { value: first } });
    expect(result.current).toBe(first);

    rerender({ value: structuredClone(first) });
    expect(result.current).toBe(first);

    const changed = { menus: structuredClone(first.menus), fetchedAt: 2 };
    rerender({ value: changed });
    expect(result.current).toEqual(changed);
    expect(result.current.menus).toBe(first.menus);
  });

  it('passes null and undefined through', () => {
    const { result, rerender } = renderHook(({ value }) => useKeptEqual(value), { initialProps: { value: null as { a: number } | null | undefined } });
    expect(result.current).toBeNull();
    rerender({ value: undefined });
    expect(result.current).toBeUndefined();
    rerender({ value: { a: 1 } });
    expect(result.current).toEqual({ a: 1 });
  });
});
