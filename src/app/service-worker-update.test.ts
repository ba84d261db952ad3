import { afterEach, describe, expect, it, vi } from 'vitest';
import { koUpdate } from '../lib/i18n/messages-update-ko';
import { forgetTypedInput, watchTypedInput } from '../lib/typed-input';
import { applyUpdate } from './service-worker-update';

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
    const form = document.createElement('form');
    const field = document.createElement('textarea');
    form.append(field);
    document.body.append(form);
    field.value = '반쯤 쓴 글';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const apply = vi.fn();
    const no = vi.fn(() => false);
    expect(applyUpdate(apply, no)).toBe(false);
    expect(no).toHaveBeenCalledWith(koUpdate.confirmWithInput);
    expect(apply).not.toHaveBeenCalled();
    expect(applyUpdate(apply, () => true)).toBe(true);
    expect(apply).toHaveBeenCalledOnce();
  });
});
