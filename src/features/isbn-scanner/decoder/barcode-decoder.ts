import { fitWithin, scanBand, toLuminance, type Rect } from './luminance';

/**
 * One way to read EAN-13 barcodes from the camera and from photos: the browser's own
 * BarcodeDetector where it reads ean_13 (Android, ChromeOS, macOS Chrome; fast, any angle),
 * otherwise zxing's EAN-13 reader in JavaScript, downloaded only then.
 */
export interface BarcodeDecoder {
  readonly kind: 'native' | 'javascript';
  /** EAN-13 values seen in the video's current frame (usually none or one). */
  decodeVideo(video: HTMLVideoElement): Promise<string[]>;
  /** EAN-13 values in a still picture, tried in both orientations. */
  decodeImage(image: ImageBitmap): Promise<string[]>;
}

// The Shape Detection API is not in TypeScript's DOM library yet.
interface DetectedBarcodeLike {
  rawValue: string;
  format: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcodeLike[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Longer side of the picture handed to the JavaScript reader: enough for a barcode, cheap per frame. */
const VIDEO_MAX_SIDE = 960;
const PHOTO_MAX_SIDE = 1600;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('ean_13') ? new Detector({ formats: ['ean_13'] }) : null;
  } catch {
    return null;
  }
}

function eanValues(found: readonly DetectedBarcodeLike[]): string[] {
  return found.filter((barcode) => barcode.format === 'ean_13').map((barcode) => barcode.rawValue);
}

/** A 2D canvas kept for reading pixels back, again and again. */
function pixelCanvas(): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2d canvas unavailable');
  return { canvas, context };
}

async function javascriptDecoder(): Promise<BarcodeDecoder> {
  const { decodeEan13 } = await import('./zxing-ean13');
  const { canvas, context } = pixelCanvas();
  const grey = (source: CanvasImageSource, from: Rect, maxSide: number) => {
    const size = fitWithin(from.width, from.height, maxSide);
    canvas.width = size.width;
    canvas.height = size.height;
    context.drawImage(source, from.x, from.y, from.width, from.height, 0, 0, size.width, size.height);
    return { gray: toLuminance(context.getImageData(0, 0, size.width, size.height).data, size.width, size.height), ...size };
  };
  return {
    kind: 'javascript',
    decodeVideo: (video) => {
      if (!video.videoWidth || !video.videoHeight) return Promise.resolve([]);
      const { gray, width, height } = grey(video, scanBand(video.videoWidth, video.videoHeight), VIDEO_MAX_SIDE);
      const value = decodeEan13(gray, width, height);
      return Promise.resolve(value ? [value] : []);
    },
    decodeImage: (image) => {
      const whole = { x: 0, y: 0, width: image.width, height: image.height };
      // A large photo first; a smaller copy smooths away the grain a large one keeps.
      for (const maxSide of [PHOTO_MAX_SIDE, 800]) {
        const { gray, width, height } = grey(image, whole, maxSide);
        const value = decodeEan13(gray, width, height, { rotated: true });
        if (value) return Promise.resolve([value]);
      }
      return Promise.resolve([]);
    },
  };
}

function nativeDecoder(detector: BarcodeDetectorLike, fallback: () => Promise<BarcodeDecoder>): BarcodeDecoder {
  // A detector that throws (a platform without a backend can still expose the class) hands the
  // work to the JavaScript reader for the rest of the page's life.
  let broken: Promise<BarcodeDecoder> | null = null;
  const detect = async (source: ImageBitmapSource, via: (decoder: BarcodeDecoder) => Promise<string[]>) => {
    if (broken) return via(await broken);
    try {
      return eanValues(await detector.detect(source));
    } catch {
      broken = fallback();
      return via(await broken);
    }
  };
  return {
    kind: 'native',
    decodeVideo: (video) => detect(video, (decoder) => decoder.decodeVideo(video)),
    decodeImage: (image) => detect(image, (decoder) => decoder.decodeImage(image)),
  };
}

let shared: Promise<BarcodeDecoder> | null = null;

/** The page's decoder, made once (the JavaScript reader is downloaded at most once). */
export function loadBarcodeDecoder(): Promise<BarcodeDecoder> {
  shared ??= (async () => {
    const detector = await nativeDetector();
    return detector ? nativeDecoder(detector, javascriptDecoder) : javascriptDecoder();
  })();
  // A failed download (offline before the chunk was cached) may succeed on the next try.
  shared.catch(() => {
    shared = null;
  });
  return shared;
}
