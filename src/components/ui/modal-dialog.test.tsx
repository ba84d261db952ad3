import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

// jsdom has no dialog methods: these do what the browser's do to the element (focus aside).
const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
const had = { showModal: proto.showModal, show: proto.show, close: proto.close };
const hadOpen = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'open');

beforeAll(() => {
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = vi.fn(function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterAll(() => {
  for (const [name, method] of Object.entries(had)) {
    if (method) Object.assign(proto, { [name]: method });
    else delete proto[name as keyof typeof had];
  }
  if (hadOpen) Object.defineProperty(HTMLDialogElement.prototype, 'open', hadOpen);
  else delete (HTMLDialogElement.prototype as { open?: boolean }).open;
});
afterEach(cleanup);

function Popup({ open, onClose = () => {} }: { open: boolean; onClose?: () => void }) {
  return (
    <StrictMode>
      <button type="button">여는 버튼</button>
      <ModalDialog open={open} onClose={onClose} labelledBy="popup-title" modal={false}>
        <h2 id="popup-title">도서관 소식</h2>
        <button type="button">닫기</button>
      </ModalDialog>
    </StrictMode>
  );
}

describe('ModalDialog, non-modal', () => {
  it('opens without show() and moves the focus in after a frame (rendered in StrictMode)', async () => {
    render(<Popup open />);
    const dialog = screen.getByRole('dialog', { name: '도서관 소식' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(proto.show).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' })));
  });

  it('leaves the focus alone once closed before the frame', async () => {
    const opener = () => screen.getByRole('button', { name: '여는 버튼' });
    const { rerender } = render(<Popup open />);
    opener().focus();
    rerender(<Popup open={false} />);
    await new Promise((wait) => setTimeout(wait, 100));
    expect(document.activeElement).toBe(opener());
  });
});
