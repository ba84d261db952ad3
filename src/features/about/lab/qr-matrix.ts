import EncodeHintType from '@zxing/library/esm/core/EncodeHintType';
import ErrorCorrectionLevel from '@zxing/library/esm/core/qrcode/decoder/ErrorCorrectionLevel';
import Encoder from '@zxing/library/esm/core/qrcode/encoder/Encoder';

/**
 * A QR code's modules (true = dark), row by row, for the /qr-test page: zxing's encoder (the
 * library the ISBN scanner already ships), error correction M, UTF-8 so Korean text encodes.
 * Loaded only by that page. Throws when the value is too long for a QR code.
 */
export function qrMatrix(value: string): boolean[][] {
  const hints = new Map<EncodeHintType, unknown>([[EncodeHintType.CHARACTER_SET, 'UTF-8']]);
  const matrix = Encoder.encode(value, ErrorCorrectionLevel.M, hints).getMatrix();
  return Array.from({ length: matrix.getHeight() }, (_, y) => Array.from({ length: matrix.getWidth() }, (_, x) => matrix.get(x, y) === 1));
}
