import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../lib/i18n/messages-ko';
import { forgetTypedInput, watchTypedInput } from '../../lib/typed-input';
import { applyUpdate } from './status-banners';

afterEach(() => {
  forgetTypedInput();
  document.body.innerHTML = '';
});

describe('applyUpdate', () => {
  it('reloads at once when nothing was typed', () => {
    const apply = vi.fn();
    const confirm = vi.fn(() => false);
    expect(applyUpdate(apply, confirm)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(apply).toHaveBeenCalledOnce();
  });

  it('asks first while a form holds typed text, and reloads only on yes', () => {
    watchTypedInput();
    document.body.innerHTML = '<form><textarea></textarea></form>';
    const field = document.querySelector('textarea') as HTMLTextAreaElement;
    field.value = '반쯤 쓴 글';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const apply = vi.fn();
    const no = vi.fn(() => false);
    expect(applyUpdate(apply, no)).toBe(false);
    expect(no).toHaveBeenCalledWith(ko.update.confirmWithInput);
    expect(apply).not.toHaveBeenCalled();
    expect(applyUpdate(apply, () => true)).toBe(true);
    expect(apply).toHaveBeenCalledOnce();
  });
});
