/** CODE128 code set for a membership number (spec §4): C for exactly 14 digits, else A. */
export function barcodeFormat(userNo: string): 'CODE128C' | 'CODE128A' {
  return /^\d{14}$/.test(userNo) ? 'CODE128C' : 'CODE128A';
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

/** The number as printed under the bars, grouped for reading aloud at the desk. */
export function readableUserNo(userNo: string): string {
  return /^\d{14}$/.test(userNo) ? userNo.replace(/^(\d{4})(\d{4})(\d{6})$/, '$1 $2 $3') : userNo;
}
