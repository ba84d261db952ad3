/** Pixel helpers for the JavaScript decoder: pure functions over typed arrays, no DOM. */

/** RGBA pixels → one grey byte a pixel (BT.601 weights, integer arithmetic). */
export function toLuminance(rgba: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const size = width * height;
  const gray = new Uint8ClampedArray(size);
  for (let pixel = 0, offset = 0; pixel < size; pixel++, offset += 4) {
    gray[pixel] = ((rgba[offset] ?? 0) * 77 + (rgba[offset + 1] ?? 0) * 150 + (rgba[offset + 2] ?? 0) * 29) >> 8;
  }
  return gray;
}

/** Turns a grey picture a quarter turn clockwise (width and height swap). */
export function rotateQuarter(gray: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const turned = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) turned[x * height + (height - 1 - y)] = gray[y * width + x] ?? 0;
  }
  return turned;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of a camera frame to decode: the full width and the middle `band` of the height,
 * where the framing guide is. Horizontal bars are read across rows, so a wide band suffices.
 */
export function scanBand(frameWidth: number, frameHeight: number, band = 0.6): Rect {
  const height = Math.max(1, Math.round(frameHeight * band));
  return { x: 0, y: Math.round((frameHeight - height) / 2), width: frameWidth, height };
}

/** A size no larger than `max` on its longer side, keeping the aspect ratio (never enlarging). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
