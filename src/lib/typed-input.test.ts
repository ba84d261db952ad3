import { afterEach, describe, expect, it } from 'vitest';
import { forgetTypedInput, hasTypedInput, watchTypedInput } from './typed-input';

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  forgetTypedInput();
  document.body.innerHTML = '';
});

describe('typed input', () => {
  it('notes text typed into a form until it is emptied, sent or gone', () => {
    watchTypedInput();
    document.body.innerHTML = '<form><input name="title" value="미리 채운 이름"><textarea name="content"></textarea></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const title = form.querySelector('input') as HTMLInputElement;
    const content = form.querySelector('textarea') as HTMLTextAreaElement;
    // Pre-filled, never typed into: nothing to lose.
    expect(hasTypedInput()).toBe(false);
    type(content, '반쯤 쓴 글');
    expect(hasTypedInput()).toBe(true);
    type(content, '   ');
    expect(hasTypedInput()).toBe(false);
    type(title, '제목');
    expect(hasTypedInput()).toBe(true);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(hasTypedInput()).toBe(false);
    type(content, '다시');
    expect(hasTypedInput()).toBe(true);
    form.remove();
    expect(hasTypedInput()).toBe(false);
  });
});
