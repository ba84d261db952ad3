import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS } from '../../lib/share-link';
import { CopyLinkButton } from './copy-link-button';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

function setUserAgent(value: string) {
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

beforeEach(() => {
  setUserAgent(DESKTOP);
  setShare(undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setClipboard(undefined);
  setShare(undefined);
});

describe('CopyLinkButton', () => {
  it('copies the page address, says so politely, and reads 복사됨 for 1500 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    render(<CopyLinkButton />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '링크 복사' }));
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status').textContent).toBe('클립보드에 복사되었습니다.');
    expect(screen.getByRole('button', { name: '복사됨' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: '복사됨' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: '링크 복사' })).toBeTruthy();
    expect(COPIED_MS).toBe(1500);
  });

  it('says 링크 복사에 실패했습니다. when neither the clipboard nor the copy command works', async () => {
    setClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CopyLinkButton url="https://example.test/notice/1" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '링크 복사' }));
    });
    expect(screen.getByRole('status').textContent).toBe('링크 복사에 실패했습니다.');
    expect(screen.getByRole('button', { name: '링크 복사' })).toBeTruthy();
  });

  it('falls back to the copy command when there is no clipboard API', async () => {
    setClipboard(undefined);
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyLinkButton url="https://example.test/b" />);
    const button = screen.getByRole('button', { name: '링크 복사' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status').textContent).toBe('클립보드에 복사되었습니다.');
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('textarea')).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('opens the share sheet on phones that have one; closing it is not a failure', async () => {
    setUserAgent(PHONE);
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    setShare(share);
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    render(<CopyLinkButton url="https://example.test/book" title="책" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '공유' }));
    });
    expect(share).toHaveBeenCalledWith({ url: 'https://example.test/book', title: '책' });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies when the share sheet is refused, and always copies in copy mode', async () => {
    setUserAgent(PHONE);
    setShare(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    render(<CopyLinkButton url="https://example.test/x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '공유' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://example.test/x');
    cleanup();
    render(<CopyLinkButton url="https://example.test/y" mode="copy" />);
    expect(screen.getByRole('button', { name: '링크 복사' })).toBeTruthy();
  });

  it('stays on the desktop clipboard even where a share sheet exists', () => {
    setShare(() => Promise.resolve());
    render(<CopyLinkButton />);
    expect(screen.getByRole('button', { name: '링크 복사' })).toBeTruthy();
  });
});
