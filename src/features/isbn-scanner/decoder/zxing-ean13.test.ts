import { describe, expect, it } from 'vitest';
import { fitWithin, rotateQuarter, scanBand, toLuminance } from './luminance';
import { decodeEan13 } from './zxing-ean13';

// A minimal EAN-13 painter for the tests (the e2e fixtures have a fuller one).
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => code.replace(/./g, (bit) => (bit === '1' ? '0' : '1')));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

function modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  let bits = '101';
  for (let index = 1; index <= 6; index++) bits += (parity[index - 1] === 'L' ? L : G)[digits[index] ?? 0];
  bits += '01010';
  for (let index = 7; index <= 12; index++) bits += R[digits[index] ?? 0];
  return `${bits}101`;
}

/** A grey picture: white, the bars `module` pixels wide with 12 modules of quiet zone each side. */
function paint(code: string, module = 2, height = 60): { gray: Uint8ClampedArray; width: number; height: number } {
  const bits = modules(code);
  const width = (bits.length + 24) * module;
  const gray = new Uint8ClampedArray(width * height).fill(230);
  for (let y = 10; y < height - 10; y++) {
    for (let x = 0; x < bits.length * module; x++) if (bits[Math.floor(x / module)] === '1') gray[y * width + 12 * module + x] = 25;
  }
  return { gray, width, height };
}

describe('zxing EAN-13 reader', () => {
  it('reads a book ISBN and another EAN-13', () => {
    for (const code of ['9788936434120', '9791190090018', '8801234567893']) {
      const { gray, width, height } = paint(code);
      expect(decodeEan13(gray, width, height)).toBe(code);
    }
  });

  it('reads bars running down the picture only when asked to try the quarter turn', () => {
    const { gray, width, height } = paint('9788936434120');
    const turned = rotateQuarter(gray, width, height);
    expect(decodeEan13(turned, height, width)).toBeNull();
    expect(decodeEan13(turned, height, width, { rotated: true })).toBe('9788936434120');
  });

  it('answers null for a picture without a barcode', () => {
    expect(decodeEan13(new Uint8ClampedArray(200 * 50).fill(128), 200, 50, { rotated: true })).toBeNull();
  });
});

describe('pixel helpers', () => {
  it('turns RGBA into grey', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]);
    expect([...toLuminance(rgba, 3, 1)]).toEqual([255, 0, 76]);
  });

  it('turns a picture a quarter turn clockwise', () => {
    // 1 2 3      4 1
    // 4 5 6  →   5 2
    //            6 3
    expect([...rotateQuarter(new Uint8ClampedArray([1, 2, 3, 4, 5, 6]), 3, 2)]).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it('takes the middle band of a frame and fits sizes without enlarging', () => {
    expect(scanBand(1280, 720)).toEqual({ x: 0, y: 144, width: 1280, height: 432 });
    expect(fitWithin(1280, 432, 960)).toEqual({ width: 960, height: 324 });
    expect(fitWithin(640, 480, 960)).toEqual({ width: 640, height: 480 });
  });
});
