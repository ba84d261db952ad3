import type { MarcField } from '../../../../../contract/catalogue';

/** Shown for a blank indicator (KORMARC prints it as a space, which no one can see). */
export const BLANK_INDICATOR = '_';
/** KORMARC's subfield delimiter as Korean catalogues print it (▼a, ▼d …). */
export const SUBFIELD_MARK = '▼';

/** Control fields (001–009) carry one value and no indicators or subfields. */
export function isControlField(field: Pick<MarcField, 'TAG'>): boolean {
  return /^00[0-9]$/.test(field.TAG);
}

export function isBlankIndicator(indicator: string): boolean {
  return indicator.trim() === '' || indicator === '#';
}

/** One indicator as shown: the character, or '_' when blank. */
export function indicatorText(indicator: string): string {
  return isBlankIndicator(indicator) ? BLANK_INDICATOR : indicator.trim().charAt(0);
}

/** A data field's subfields on one line: '▼a소년이 온다 /▼d한강 지음'. */
export function subfieldsText(field: Pick<MarcField, 'SUBFIELDS'>): string {
  return field.SUBFIELDS.map((subfield) => `${SUBFIELD_MARK}${subfield.CODE}${subfield.VALUE}`).join('');
}

/** A whole field as one line after its tag: a control field's value, else indicators and subfields. */
export function marcFieldText(field: MarcField): string {
  if (isControlField(field)) return field.VALUE;
  return `${indicatorText(field.IND1)}${indicatorText(field.IND2)} ${subfieldsText(field)}`;
}

/** The record as lines ('245 10 ▼a…'), leader first: for copying and the printout's plain reading. */
export function marcLines(leader: string, fields: readonly MarcField[]): string[] {
  return [`LDR ${leader}`, ...fields.map((field) => `${field.TAG} ${marcFieldText(field)}`)];
}

/** The first value of a subfield in the first field with the tag, or ''. */
export function subfieldValue(fields: readonly MarcField[], tag: string, code: string): string {
  return fields.find((field) => field.TAG === tag)?.SUBFIELDS.find((subfield) => subfield.CODE === code)?.VALUE ?? '';
}
