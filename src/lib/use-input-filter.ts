import { useId, useRef, useState, type ChangeEvent } from 'react';
import { DEFAULT_MAX_LENGTH, filterInput, filterNotice, type InputRule } from './input-filter';

export interface InputFilter {
  /**
   * The value a change event leaves in the field, filtered: call it in onChange and keep what it
   * returns. When something was left out the caret is put back after the kept text (not at the
   * end, where React's rewrite of the value would leave it) and `notice` says what happened; it
   * stays while the member types on, and goes when the field is emptied.
   */
  filter: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => string;
  /** '' or what was left out and why, in Korean; render it in the live region below. */
  notice: string;
  /** Props for the always-present polite live region beside the field. */
  noticeProps: { id: string; 'aria-live': 'polite'; className: string; children: string };
  /** The notice's id, to add to the field's aria-describedby. */
  noticeId: string;
  maxLength: number;
}

/**
 * A field's filter (spec §5, §9): numeric-only, allowed characters, English-only or any, bounded
 * by `maxLength` (default 9999); `fold` keeps full-width characters as their plain forms. The field must not carry its own `maxLength` attribute: the
 * browser would cut a paste silently, and this says so instead.
 */
export function useInputFilter(rule: InputRule, options: { maxLength?: number; fold?: boolean } = {}): InputFilter {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const [notice, setNotice] = useState('');
  const noticeId = useId();
  /** The length the field had after the last change: a shorter one is the person correcting it. */
  const lastLength = useRef(0);

  const filter = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): string => {
    const element = event.target;
    const filtered = filterInput(element.value, rule, { maxLength, caret: element.selectionEnd, fold: options.fold ?? false });
    const text = filterNotice(filtered, rule, maxLength);
    if (text) {
      // Emptied for a frame first, so the same words are read out again for a second refusal.
      setNotice('');
      requestAnimationFrame(() => setNotice(text));
    } else if (filtered.value === '' || Array.from(filtered.value).length < lastLength.current) {
      // Typing on keeps the notice in sight (it would flash by otherwise); an emptied field, or
      // one the person is correcting (deleting), drops it (outside walk: it stayed after the fix).
      setNotice('');
    }
    lastLength.current = Array.from(filtered.value).length;
    if (filtered.value !== element.value) {
      // React writes the kept value into the field after this handler (its own controlled-value
      // rewrite, then the render), which puts the caret at the end; put it back before the paint.
      requestAnimationFrame(() => {
        if (element.value !== filtered.value || element.ownerDocument.activeElement !== element) return;
        try {
          element.setSelectionRange(filtered.caret, filtered.caret);
        } catch {
          // Types without a selection (none of ours) keep the browser's caret.
        }
      });
    }
    return filtered.value;
  };

  return {
    filter,
    notice,
    noticeId,
    noticeProps: { id: noticeId, 'aria-live': 'polite', className: notice ? 'field__hint' : 'sr-only', children: notice },
    maxLength,
  };
}
