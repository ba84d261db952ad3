import { describe, expect, it } from 'vitest';
import { KDC_CLASSES, kdcDivision, kdcLabel, kdcName, kdcSectionName } from './kdc-names';
import { KDC_NAMES } from './search-query';

describe('KDC 6 name table', () => {
  it('has the ten main classes, each with ten divisions in order', () => {
    expect(KDC_CLASSES.map((entry) => entry.code)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const main of KDC_CLASSES) {
      expect(main.divisions.map((division) => division.code)).toEqual(Array.from({ length: 10 }, (_, index) => `${main.code}${index}`));
      for (const division of main.divisions) expect(division.name.trim()).not.toBe('');
      // The first division is the class itself.
      expect(main.divisions[0]?.name).toBe(main.name);
    }
    expect(KDC_CLASSES.flatMap((main) => main.divisions)).toHaveLength(100);
  });

  it('agrees with the search facets on the main class names', () => {
    for (const main of KDC_CLASSES) expect(KDC_NAMES[main.code]).toBe(main.name);
  });

  it('marks exactly the divisions KDC 6 leaves unused', () => {
    expect(KDC_CLASSES.flatMap((main) => main.divisions.filter((division) => division.unused).map((division) => division.code))).toEqual(['26', '61', '97']);
    expect(kdcName('26')).toBe('');
  });

  it('names known divisions and sections', () => {
    expect(kdcDivision('81')?.name).toBe('한국문학');
    expect(kdcDivision('02')?.name).toBe('문헌정보학');
    expect(kdcDivision('54')?.name).toBe('건축, 건축학');
    expect(kdcDivision('99')?.name).toBe('전기');
    expect(kdcSectionName('813')).toBe('소설');
    expect(kdcSectionName('841')).toBe('시');
    expect(kdcSectionName('715')).toBe('문법');
    expect(kdcSectionName('810')).toBe('한국문학');
    expect(kdcSectionName('893')).toBe('');
    expect(kdcSectionName('413')).toBe('');
    expect(kdcSectionName('8a3')).toBe('');
  });

  it('labels prefixes with their number and name', () => {
    expect(kdcLabel('8')).toBe('800 문학');
    expect(kdcLabel('81')).toBe('810 한국문학');
    expect(kdcLabel('813')).toBe('813 소설');
    expect(kdcLabel('413')).toBe('413');
    expect(kdcLabel('0')).toBe('000 총류');
  });
});
