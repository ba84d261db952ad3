import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_LENGTH, describeRule, filterInput, filterNotice } from './input-filter';

describe('filterInput rules (spec §5)', () => {
  it('numeric-only keeps digits and periods', () => {
    expect(filterInput('12.5ab-3', { kind: 'numeric' })).toMatchObject({ value: '12.53', refused: 3, overflow: 0 });
    expect(filterInput('１２3', { kind: 'numeric' }).value).toBe('3');
  });

  it('allowed keeps ASCII letters, digits and the listed extras', () => {
    expect(filterInput('user_01@가.kr!', { kind: 'allowed', extra: '_.@' })).toMatchObject({ value: 'user_01@.kr', refused: 2 });
    expect(filterInput('978-89 X가', { kind: 'allowed', letters: false, extra: '-Xx ' })).toMatchObject({ value: '978-89 X', refused: 1 });
    expect(filterInput('abc', { kind: 'allowed', letters: false }).value).toBe('');
  });

  it('English-only strips Hangul syllables and jamo typed with the IME on', () => {
    expect(filterInput('pass한글ㅎㅏ\u1100word!', { kind: 'english' })).toMatchObject({ value: 'password!', refused: 5 });
    expect(filterInput('Pa$$w0rd', { kind: 'english' })).toMatchObject({ value: 'Pa$$w0rd', refused: 0 });
  });

  it('any keeps everything', () => {
    expect(filterInput('한글 ok 😀', { kind: 'any' })).toMatchObject({ value: '한글 ok 😀', refused: 0, overflow: 0 });
  });
});

describe('folding', () => {
  it('keeps full-width digits and dashes as their plain forms when asked', () => {
    expect(filterInput('９７８－８９', { kind: 'allowed', letters: false, extra: '-' }, { fold: true })).toMatchObject({ value: '978-89', refused: 0 });
    expect(filterInput('９７８', { kind: 'numeric' })).toMatchObject({ value: '', refused: 3 });
  });

  it('moves the caret with the folded text', () => {
    expect(filterInput('１２가３', { kind: 'numeric' }, { fold: true, caret: 3 })).toMatchObject({ value: '123', caret: 2 });
  });
});

describe('length bound (spec §9)', () => {
  it('defaults to 9999 characters', () => {
    expect(DEFAULT_MAX_LENGTH).toBe(9999);
    const long = 'a'.repeat(10_005);
    expect(filterInput(long, { kind: 'any' })).toMatchObject({ overflow: 6 });
    expect(filterInput(long, { kind: 'any' }).value).toHaveLength(9999);
  });

  it('drops the newest input (just before the caret), never what the field had', () => {
    // 'abcd' was there, 'XYZ' pasted after 'ab', max 5: only 'X' fits.
    const filtered = filterInput('abXYZcd', { kind: 'any' }, { maxLength: 5, caret: 5 });
    expect(filtered).toMatchObject({ value: 'abXcd', caret: 3, overflow: 2 });
  });

  it('cuts the end when the caret is too near the start', () => {
    expect(filterInput('abcdef', { kind: 'any' }, { maxLength: 4, caret: 1 })).toMatchObject({ value: 'abcd', caret: 1, overflow: 2 });
  });

  it('counts emoji as one character', () => {
    expect(filterInput('😀😀😀', { kind: 'any' }, { maxLength: 2 })).toMatchObject({ value: '😀😀', overflow: 1, caret: 4 });
  });
});

describe('caret', () => {
  it('stays after what was kept of the text before it', () => {
    // typed '가' between '12' and '34': the caret was after '가' (3), now after '12' (2).
    expect(filterInput('12가34', { kind: 'numeric' }, { caret: 3 })).toMatchObject({ value: '1234', caret: 2 });
    expect(filterInput('12가34', { kind: 'numeric' }, { caret: 5 })).toMatchObject({ caret: 4 });
    expect(filterInput('12가34', { kind: 'numeric' }, { caret: 0 })).toMatchObject({ caret: 0 });
  });

  it('defaults to the end and clamps', () => {
    expect(filterInput('a가b', { kind: 'english' }).caret).toBe(2);
    expect(filterInput('ab', { kind: 'english' }, { caret: 99 }).caret).toBe(2);
    expect(filterInput('ab', { kind: 'english' }, { caret: -3 }).caret).toBe(0);
  });
});

describe('notice', () => {
  it('is empty when nothing was left out', () => {
    expect(filterNotice(filterInput('123', { kind: 'numeric' }), { kind: 'numeric' })).toBe('');
  });

  it('says the rule and the count, never the characters', () => {
    const rule = { kind: 'english' } as const;
    const notice = filterNotice(filterInput('abㅁㄴ', rule), rule);
    expect(notice).toBe('한글은 입력할 수 없습니다. 한/영 전환 상태를 확인해 주세요. 입력하신 내용 중 2자는 넣지 않았습니다.');
    expect(notice).not.toMatch(/[ㅁㄴ]/);
  });

  it('names the bound when the field was full', () => {
    const rule = { kind: 'any' } as const;
    expect(filterNotice(filterInput('abcdef', rule, { maxLength: 4 }), rule, 4)).toBe('최대 4자까지 입력할 수 있습니다. 입력하신 내용 중 2자는 넣지 않았습니다.');
  });

  it('describes each rule in Korean', () => {
    expect(describeRule({ kind: 'numeric' })).toBe('숫자와 마침표(.)만 입력할 수 있습니다.');
    expect(describeRule({ kind: 'allowed', letters: false })).toBe('숫자만 입력할 수 있습니다.');
    expect(describeRule({ kind: 'allowed' })).toBe('영문과 숫자만 입력할 수 있습니다.');
    expect(describeRule({ kind: 'allowed', extra: '-_' })).toBe('영문, 숫자와 기호(- _)만 입력할 수 있습니다.');
    expect(describeRule({ kind: 'allowed', letters: false, extra: '-. ' })).toBe('숫자와 기호(- .)만 입력할 수 있습니다.');
    expect(describeRule({ kind: 'allowed', letters: false, extra: '-X', label: '숫자와 X만' })).toBe('숫자와 X만');
  });
});
