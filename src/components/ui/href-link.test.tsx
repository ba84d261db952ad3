import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveFocus } from '../../lib/focus-return';
import { HrefLink } from './href-link';

function setup(href: string) {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/'] }), defaultPreload: 'intent' });
  const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
  const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
  render(
    <RouterContextProvider router={router}>
      <HrefLink href={href}>소식</HrefLink>
    </RouterContextProvider>,
  );
  return { link: screen.getByRole('link', { name: '소식' }), preload, navigate };
}

describe('HrefLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('preloads its route after the preload delay on hover and focus, not when the pointer only passes', () => {
    const { link, preload } = setup('/contents/hours?x=1');
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(100));
    expect(preload).not.toHaveBeenCalled();

    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(100));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload.mock.calls[0]?.[0]).toMatchObject({ href: '/contents/hours?x=1' });

    fireEvent.focus(link);
    act(() => vi.advanceTimersByTime(100));
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('does not preload on focus the app moves itself (a dialog opening on its first link), only on the member\'s', () => {
    const { link, preload } = setup('/ever-reading/festival');
    moveFocus(() => link.focus());
    expect(document.activeElement).toBe(link);
    act(() => vi.advanceTimersByTime(100));
    expect(preload).not.toHaveBeenCalled();

    link.blur();
    link.focus();
    act(() => vi.advanceTimersByTime(100));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('renders the given address, with no active marks', () => {
    const { link } = setup('/contents/hours?x=1');
    expect(link.getAttribute('href')).toBe('/contents/hours?x=1');
    expect(link.hasAttribute('aria-current')).toBe(false);
    expect(link.hasAttribute('data-status')).toBe(false);
  });

  it('preloads at once on touch', () => {
    const { link, preload } = setup('/notice');
    fireEvent.touchStart(link);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('ignores a preload that fails', async () => {
    const { link, preload } = setup('/notice');
    preload.mockRejectedValueOnce(new Error('offline'));
    fireEvent.touchStart(link);
    await act(async () => {
      await Promise.resolve();
    });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads only paths of this app', () => {
    const { link, preload } = setup('//elsewhere.example/x');
    fireEvent.touchStart(link);
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(100));
    expect(preload).not.toHaveBeenCalled();
  });

  it('navigates through the router on a plain click and leaves modified clicks to the browser', () => {
    const { link, navigate } = setup('/notice');
    fireEvent.click(link, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toMatchObject({ href: '/notice' });
  });
});
