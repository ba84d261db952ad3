// Deep imports of the EAN-13 reader only: the package's index pulls in every format (QR, PDF417,
// Aztec …), about four times the code. Loaded on demand, when the browser has no BarcodeDetector.
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import GlobalHistogramBinarizer from '@zxing/library/esm/core/common/GlobalHistogramBinarizer';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import EAN13Reader from '@zxing/library/esm/core/oned/EAN13Reader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import { rotateQuarter } from './luminance';

/** Scan many rows and each row both ways: slower, but a hand-held book is rarely square on. */
const HINTS = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);

const reader = new EAN13Reader();

function decodeOnce(gray: Uint8ClampedArray, width: number, height: number): string | null {
  try {
    // One-dimensional readers ask the binarizer for single rows only: the global histogram
    // binarizer is what zxing's hybrid binarizer uses for rows anyway.
    const bitmap = new BinaryBitmap(new GlobalHistogramBinarizer(new RGBLuminanceSource(gray, width, height)));
    return reader.decode(bitmap, HINTS).getText();
  } catch {
    // NotFound, Checksum and Format exceptions all mean "no barcode in this picture".
    return null;
  } finally {
    reader.reset();
  }
}

/**
 * Reads an EAN-13 from a grey picture; with `rotated`, also a quarter turn (bars running across
 * the picture). Answers the 13 digits, or null.
 */
export function decodeEan13(gray: Uint8ClampedArray, width: number, height: number, options: { rotated?: boolean } = {}): string | null {
  return decodeOnce(gray, width, height) ?? (options.rotated ? decodeOnce(rotateQuarter(gray, width, height), height, width) : null);
}
