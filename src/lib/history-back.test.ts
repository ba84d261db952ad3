import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { backOr } from './history-back';

describe('backOr', () => {
  it('goes to the fallback on the first page the app opened', () => {
    const history = createMemoryHistory({ initialEntries: ['/login?target=ggpoint'] });
    const fallback = vi.fn();
    expect(backOr(history, fallback)).toBe('fallback');
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/login');
  });

  it('goes back one step when the app has a previous page', () => {
    const history = createMemoryHistory({ initialEntries: ['/main'] });
    history.push('/mypage/lib-service');
    history.push('/login?target=ggpoint');
    const fallback = vi.fn();
    expect(backOr(history, fallback)).toBe('back');
    expect(fallback).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/mypage/lib-service');
  });

  it('counts a replaced first page as the first page', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    history.replace('/main');
    const fallback = vi.fn();
    expect(backOr(history, fallback)).toBe('fallback');
  });
});
