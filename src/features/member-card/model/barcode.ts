/** A CODE128 code set JsBarcode can be asked for. */
export type BarcodeFormat = 'CODE128C' | 'CODE128A' | 'CODE128B';

/**
 * How a membership number is shown at the gate:
 * - `bars`: CODE128 in the spec's code set when it can carry the number (spec §4: C for exactly
 *   14 digits, else A), or code set B when A cannot (lower-case letters, ` { | } ~`);
 * - `text`: no code set can carry it (Korean, other non-ASCII, control characters, nothing at
 *   all): the number in large type for the desk to read, never an exception.
 */
export type BarcodePlan = { kind: 'bars'; format: BarcodeFormat } | { kind: 'text' };

/** Code set A: ASCII 32–95 (upper case, digits, punctuation); printable only here. */
const SET_A = /^[\x20-\x5f]+$/;
/** Code set B: printable ASCII 32–126, lower case included. */
const SET_B = /^[\x20-\x7e]+$/;

export function barcodePlan(userNo: string): BarcodePlan {
  if (/^\d{14}$/.test(userNo)) return { kind: 'bars', format: 'CODE128C' };
  if (SET_A.test(userNo)) return { kind: 'bars', format: 'CODE128A' };
  if (SET_B.test(userNo)) return { kind: 'bars', format: 'CODE128B' };
  return { kind: 'text' };
}

/** Spec §4, §9: line width 2, height 60, no human-readable text; wide quiet zones for gate scanners. */
export const BARCODE_OPTIONS = {
  width: 2,
  height: 60,
  displayValue: false,
  /** Quiet zone on each side, in modules (CODE128 asks for at least 10). */
  margin: 24,
  background: '#ffffff',
  lineColor: '#000000',
} as const;
