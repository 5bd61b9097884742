import type { Pixels } from './jsqr-reader';

/** What the camera loop asks of a decoder: the text of a QR code in the video's frame. */
export interface QrDecoder {
  readonly kind: 'native' | 'jsqr';
  read(video: HTMLVideoElement): Promise<string | null>;
}

/** The parts of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}
/** Where BarcodeDetector may live: the window, or a stand-in in unit tests. */
export interface DecoderScope {
  BarcodeDetector?: BarcodeDetectorClass;
}

/** Frames are scaled down to this width for jsQR: plenty for a label, and fast on a tablet. */
const JSQR_WIDTH = 640;

async function nativeDecoder(scope: DecoderScope): Promise<QrDecoder | null> {
  const Detector = scope.BarcodeDetector;
  if (!Detector) return null;
  try {
    // Some browsers have the API but no QR support (or none on this device).
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      read: async (video) =>
        (await detector.detect(video)).find((c) => c.rawValue)?.rawValue ?? null,
    };
  } catch {
    return null;
  }
}

/** The video's current frame as pixels, drawn to a canvas no wider than JSQR_WIDTH. */
function framePixels(video: HTMLVideoElement, canvas: HTMLCanvasElement): Pixels | null {
  const scale = Math.min(1, JSQR_WIDTH / (video.videoWidth || 1));
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  if (width === 0 || height === 0) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** jsQR, fetched only now (its own chunk) and only where the native detector is missing. */
async function jsQrDecoder(): Promise<QrDecoder> {
  const { readQr } = await import('./jsqr-reader');
  const canvas = document.createElement('canvas');
  return {
    kind: 'jsqr',
    read: async (video) => {
      const pixels = framePixels(video, canvas);
      return pixels ? readQr(pixels) : null;
    },
  };
}

/** The page's BarcodeDetector, where the browser has one. */
function windowScope(): DecoderScope {
  if (!('BarcodeDetector' in window) || typeof window.BarcodeDetector !== 'function') return {};
  // The DOM types do not know the API yet; the check above is what the browser promises.
  return { BarcodeDetector: window.BarcodeDetector as BarcodeDetectorClass };
}

/**
 * The browser's own BarcodeDetector when it reads QR codes (fast, off the main thread on
 * Android and ChromeOS), otherwise jsQR. `fallback` is replaceable for unit tests.
 */
export async function createQrDecoder(
  scope: DecoderScope = windowScope(),
  fallback: () => Promise<QrDecoder> = jsQrDecoder,
): Promise<QrDecoder> {
  return (await nativeDecoder(scope)) ?? fallback();
}
