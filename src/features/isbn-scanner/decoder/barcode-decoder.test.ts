import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Detected = { rawValue: string; format: string };

/** Installs a fake BarcodeDetector on globalThis for one test. */
function fakeDetector(formats: string[], detect: () => Promise<Detected[]>) {
  const created: unknown[] = [];
  class FakeBarcodeDetector {
    static getSupportedFormats = () => Promise.resolve(formats);
    constructor(options: unknown) {
      created.push(options);
    }
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  return created;
}

// The module keeps one decoder for the page: each test loads a fresh copy.
async function load() {
  return (await import('./barcode-decoder')).loadBarcodeDecoder();
}

describe('loadBarcodeDecoder', () => {
  beforeEach(() => {
    vi.resetModules();
    // jsdom has no 2D canvas; the JavaScript reader only needs one to exist here.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the browser BarcodeDetector when it reads ean_13, keeping only EAN-13 values', async () => {
    const created = fakeDetector(['qr_code', 'ean_13'], () =>
      Promise.resolve([
        { rawValue: '9788936434120', format: 'ean_13' },
        { rawValue: 'https://example.org', format: 'qr_code' },
      ]),
    );
    const decoder = await load();
    expect(decoder.kind).toBe('native');
    expect(created).toEqual([{ formats: ['ean_13'] }]);
    expect(await decoder.decodeVideo(document.createElement('video'))).toEqual(['9788936434120']);
  });

  it('falls back to the JavaScript reader without a detector or without ean_13', async () => {
    expect((await load()).kind).toBe('javascript');
    vi.resetModules();
    fakeDetector(['qr_code'], () => Promise.resolve([]));
    expect((await load()).kind).toBe('javascript');
  });

  it('hands frames to the JavaScript reader once the detector throws', async () => {
    const detect = vi.fn(() => Promise.reject(new DOMException('no backend', 'NotSupportedError')));
    fakeDetector(['ean_13'], detect);
    const decoder = await load();
    const video = document.createElement('video');
    // A video with no frame yet: the JavaScript reader answers "nothing" without drawing.
    expect(await decoder.decodeVideo(video)).toEqual([]);
    expect(await decoder.decodeVideo(video)).toEqual([]);
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('makes the decoder once per page', async () => {
    const { loadBarcodeDecoder } = await import('./barcode-decoder');
    const first = loadBarcodeDecoder();
    expect(loadBarcodeDecoder()).toBe(first);
    expect(await loadBarcodeDecoder()).toBe(await first);
  });
});
