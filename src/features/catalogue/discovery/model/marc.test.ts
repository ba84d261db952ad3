import { describe, expect, it } from 'vitest';
import type { MarcField } from '../../../../../contract/catalogue';
import { indicatorText, isBlankIndicator, isControlField, marcFieldText, marcLines, subfieldValue, subfieldsText } from './marc';

const control: MarcField = { TAG: '001', IND1: '', IND2: '', VALUE: 'GGL0000001', SUBFIELDS: [] };
const title: MarcField = {
  TAG: '245',
  IND1: '1',
  IND2: ' ',
  VALUE: '',
  SUBFIELDS: [
    { CODE: 'a', VALUE: '소년이 온다 /' },
    { CODE: 'd', VALUE: '한강 지음' },
  ],
};

describe('MARC field formatting', () => {
  it('tells control fields from data fields by tag', () => {
    expect(isControlField(control)).toBe(true);
    expect(isControlField({ TAG: '008' })).toBe(true);
    expect(isControlField(title)).toBe(false);
    expect(isControlField({ TAG: '010' })).toBe(false);
  });

  it('shows blank indicators visibly', () => {
    expect(isBlankIndicator(' ')).toBe(true);
    expect(isBlankIndicator('')).toBe(true);
    expect(isBlankIndicator('#')).toBe(true);
    expect(indicatorText(' ')).toBe('_');
    expect(indicatorText('1')).toBe('1');
  });

  it('writes subfields with their codes', () => {
    expect(subfieldsText(title)).toBe('▼a소년이 온다 /▼d한강 지음');
    expect(marcFieldText(title)).toBe('1_ ▼a소년이 온다 /▼d한강 지음');
    expect(marcFieldText(control)).toBe('GGL0000001');
    expect(marcLines('00000nam  2200000   4500', [control, title])).toEqual(['LDR 00000nam  2200000   4500', '001 GGL0000001', '245 1_ ▼a소년이 온다 /▼d한강 지음']);
  });

  it('finds a subfield value', () => {
    expect(subfieldValue([control, title], '245', 'd')).toBe('한강 지음');
    expect(subfieldValue([control, title], '260', 'b')).toBe('');
  });
});
