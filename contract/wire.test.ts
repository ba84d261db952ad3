import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BooleanLike, CountLike, IntegerLike, NumberLike, PageNumber, TextLike, YesNoLike, lenientListOf, listOf, numberOr, oneOfOr, requiredText, textOr, yesNoOr } from './wire';

const ok = <S extends v.GenericSchema>(schema: S, input: unknown) => v.parse(schema, input);
const refused = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success === false;

describe('numbers', () => {
  it('NumberLike reads numbers and numbers written as text, nothing else', () => {
    expect(ok(NumberLike, 12)).toBe(12);
    expect(ok(NumberLike, '12')).toBe(12);
    expect(ok(NumberLike, ' -200 ')).toBe(-200);
    expect(ok(NumberLike, '0.82')).toBe(0.82);
    expect(ok(NumberLike, '+3')).toBe(3);
    for (const bad of ['', ' ', '12a', '1e3', '0x10', 'NaN', 'Infinity', NaN, Infinity, null, undefined, true, [], {}]) expect(refused(NumberLike, bad), String(bad)).toBe(true);
  });

  it('IntegerLike, CountLike and PageNumber narrow it', () => {
    expect(ok(IntegerLike, '-200')).toBe(-200);
    expect(refused(IntegerLike, '1.5')).toBe(true);
    expect(ok(CountLike, '0')).toBe(0);
    expect(refused(CountLike, '-1')).toBe(true);
    expect(ok(PageNumber, '3')).toBe(3);
    expect(refused(PageNumber, 0)).toBe(true);
  });

  it('numberOr: absent, null or empty text take the fallback; a wrong value is still refused', () => {
    const schema = v.object({ COUNT: numberOr(-1, IntegerLike) });
    expect(ok(schema, {})).toEqual({ COUNT: -1 });
    expect(ok(schema, { COUNT: null })).toEqual({ COUNT: -1 });
    expect(ok(schema, { COUNT: '' })).toEqual({ COUNT: -1 });
    expect(ok(schema, { COUNT: '7' })).toEqual({ COUNT: 7 });
    expect(refused(schema, { COUNT: 'many' })).toBe(true);
    expect(refused(schema, { COUNT: 1.5 })).toBe(true);
  });
});

describe('text and flags', () => {
  it('TextLike reads text and finite numbers as text', () => {
    expect(ok(TextLike, 'a')).toBe('a');
    expect(ok(TextLike, 20250000000001)).toBe('20250000000001');
    expect(refused(TextLike, null)).toBe(true);
    expect(refused(TextLike, NaN)).toBe(true);
  });

  it('textOr: absent or null take the fallback; max is kept', () => {
    const schema = v.object({ A: textOr(''), B: textOr('없음', 3) });
    expect(ok(schema, {})).toEqual({ A: '', B: '없음' });
    expect(ok(schema, { A: null, B: 'abc' })).toEqual({ A: '', B: 'abc' });
    expect(refused(schema, { B: 'abcd' })).toBe(true);
    expect(refused(schema, { A: {} })).toBe(true);
  });

  it('requiredText: a key or a name must be there and not blank', () => {
    const schema = v.object({ KEY: requiredText(8) });
    expect(ok(schema, { KEY: ' k1 ' })).toEqual({ KEY: 'k1' });
    expect(ok(schema, { KEY: 42 })).toEqual({ KEY: '42' });
    for (const bad of [{}, { KEY: null }, { KEY: '' }, { KEY: '  ' }, { KEY: '123456789' }]) expect(refused(schema, bad)).toBe(true);
  });

  it('YesNoLike and yesNoOr: any case, spacing or a boolean; missing takes the fallback', () => {
    expect(ok(YesNoLike, 'y')).toBe('Y');
    expect(ok(YesNoLike, ' N ')).toBe('N');
    expect(ok(YesNoLike, true)).toBe('Y');
    expect(ok(YesNoLike, false)).toBe('N');
    expect(refused(YesNoLike, 'yes')).toBe(true);
    const schema = v.object({ F: yesNoOr('N') });
    expect(ok(schema, {})).toEqual({ F: 'N' });
    expect(ok(schema, { F: '' })).toEqual({ F: 'N' });
    expect(ok(schema, { F: 'y' })).toEqual({ F: 'Y' });
  });

  it('BooleanLike reads booleans and their usual spellings', () => {
    for (const yes of [true, 'true', 'Y', 'y', '1', 1]) expect(ok(BooleanLike, yes)).toBe(true);
    for (const no of [false, 'false', 'N', 'n', '0', 0]) expect(ok(BooleanLike, no)).toBe(false);
    expect(refused(BooleanLike, 'maybe')).toBe(true);
    expect(refused(BooleanLike, null)).toBe(true);
  });

  it('oneOfOr: anything outside the list (or nothing) reads as the fallback', () => {
    const schema = v.object({ T: oneOfOr(['a', 'b'], 'b') });
    expect(ok(schema, { T: 'a' })).toEqual({ T: 'a' });
    expect(ok(schema, { T: 'z' })).toEqual({ T: 'b' });
    expect(ok(schema, { T: 3 })).toEqual({ T: 'b' });
    expect(ok(schema, {})).toEqual({ T: 'b' });
  });
});

describe('lists', () => {
  it('listOf: absent or null is [], a fresh one each time; items are checked', () => {
    const schema = v.object({ LIST: listOf(v.number()) });
    const first = ok(schema, {});
    const second = ok(schema, { LIST: null });
    expect(first).toEqual({ LIST: [] });
    expect(second).toEqual({ LIST: [] });
    expect(first.LIST).not.toBe(second.LIST);
    expect(refused(schema, { LIST: [1, 'x'] })).toBe(true);
    expect(refused(schema, { LIST: 'none' })).toBe(true);
  });

  it('lenientListOf: items that do not read are left out; something not a list is []', () => {
    const schema = v.object({ LIST: lenientListOf<number>(v.number()) });
    expect(ok(schema, { LIST: [1, 'x', 2, null] })).toEqual({ LIST: [1, 2] });
    expect(ok(schema, { LIST: 'none' })).toEqual({ LIST: [] });
    expect(ok(schema, { LIST: { 0: 1 } })).toEqual({ LIST: [] });
    expect(ok(schema, {})).toEqual({ LIST: [] });
  });

  it('unknown fields are dropped by v.object', () => {
    expect(ok(v.object({ A: textOr('') }), { A: 'a', EXTRA: 1 })).toEqual({ A: 'a' });
  });
});
