import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { showAlert } from '../lib/alert-dialog';
import { AlertHost } from './alert-host';

// jsdom has no modal dialogs: showModal opens, close closes and fires 'close', as browsers do.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(cleanup);

describe('the portal’s alert dialog', () => {
  it('takes the focus to 확인, closes with 확인 or Esc, gives the focus back and shows the next in turn', async () => {
    render(
      <>
        <button type="button">대출 연장</button>
        <AlertHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: '대출 연장' });
    opener.focus();
    const order: string[] = [];
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = showAlert('장시간 미사용으로 자동 로그아웃 되었습니다.').then(() => void order.push('first'));
      second = showAlert('다른 탭에서 로그인되어 화면을 새로고침합니다.').then(() => void order.push('second'));
    });

    const dialog = await screen.findByRole('alertdialog', { name: '장시간 미사용으로 자동 로그아웃 되었습니다.' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    const ok = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(ok);
    // Only one at a time: the second waits.
    expect(screen.queryByRole('alertdialog', { name: '다른 탭에서 로그인되어 화면을 새로고침합니다.' })).toBeNull();

    await act(async () => {
      fireEvent.click(ok);
      await first;
    });
    expect(order).toEqual(['first']);
    const next = await screen.findByRole('alertdialog', { name: '다른 탭에서 로그인되어 화면을 새로고침합니다.' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));

    await act(async () => {
      fireEvent.keyDown(next, { key: 'Escape' });
      await second;
    });
    expect(order).toEqual(['first', 'second']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
