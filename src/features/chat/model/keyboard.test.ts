import { describe, expect, it } from 'vitest';
import { canSend, shouldSendOnEnter } from './keyboard';

describe('shouldSendOnEnter', () => {
  it('Enter sends', () => {
    expect(shouldSendOnEnter({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 13 })).toBe(true);
  });
  it('Shift+Enter makes a new line', () => {
    expect(shouldSendOnEnter({ key: 'Enter', shiftKey: true, isComposing: false, keyCode: 13 })).toBe(false);
  });
  it('Enter that confirms a Korean syllable (isComposing) does not send', () => {
    expect(shouldSendOnEnter({ key: 'Enter', shiftKey: false, isComposing: true, keyCode: 13 })).toBe(false);
  });
  it('keyCode 229 (IME processing, older engines) does not send', () => {
    expect(shouldSendOnEnter({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 })).toBe(false);
  });
  it('other keys do not send', () => {
    expect(shouldSendOnEnter({ key: 'a', shiftKey: false })).toBe(false);
    expect(shouldSendOnEnter({ key: 'Process', shiftKey: false, keyCode: 229 })).toBe(false);
  });
});

describe('canSend', () => {
  it('ignores blank text and sends while idle only', () => {
    expect(canSend('  \n ', false)).toBe(false);
    expect(canSend('소년이 온다 있어요?', true)).toBe(false);
    expect(canSend('소년이 온다 있어요?', false)).toBe(true);
  });
});
