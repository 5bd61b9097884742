import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readQr, type Pixels } from './jsqr-reader';
import { createQrDecoder, type DecoderScope, type QrDecoder } from './qr-decoder';

/** A stand-in for the browser's BarcodeDetector: says which formats it reads, finds `found`. */
function fakeDetector(formats: string[], found: string[] = []) {
  const made: { formats: string[] }[] = [];
  class FakeBarcodeDetector {
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    static getSupportedFormats = () => Promise.resolve(formats);
    detect = () => Promise.resolve(found.map((rawValue) => ({ rawValue })));
  }
  return { scope: { BarcodeDetector: FakeBarcodeDetector } satisfies DecoderScope, made };
}

const fallback: QrDecoder = { kind: 'jsqr', read: () => Promise.resolve(null) };
const useFallback = () => Promise.resolve(fallback);
/** The detector never looks at the frame itself, so any object stands in for the video. */
const video = {} as HTMLVideoElement;

describe('createQrDecoder', () => {
  it('uses the browser’s BarcodeDetector when it reads QR codes', async () => {
    const { scope, made } = fakeDetector(['ean_13', 'qr_code'], ['', 'U1G5R']);
    const decoder = await createQrDecoder(scope, useFallback);
    expect(decoder.kind).toBe('native');
    expect(made).toEqual([{ formats: ['qr_code'] }]);
    expect(await decoder.read(video)).toBe('U1G5R');
  });

  it('reads nothing from a frame without a code', async () => {
    const decoder = await createQrDecoder(fakeDetector(['qr_code']).scope, useFallback);
    expect(await decoder.read(video)).toBeNull();
  });

  it('falls back to jsQR without the API, without QR support, or when the API fails', async () => {
    expect(await createQrDecoder({}, useFallback)).toBe(fallback);
    expect(await createQrDecoder(fakeDetector(['ean_13']).scope, useFallback)).toBe(fallback);
    const broken = fakeDetector(['qr_code']).scope;
    broken.BarcodeDetector.getSupportedFormats = () => Promise.reject(new Error('no'));
    expect(await createQrDecoder(broken, useFallback)).toBe(fallback);
  });
});

/** RGBA pixels of a QR code of `text`, 4 pixels per module, with the 4-module quiet zone. */
function qrPixels(text: string): Pixels {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const side = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [my, mx] = [Math.floor(y / scale) - 4, Math.floor(x / scale) - 4];
      const dark =
        my >= 0 && mx >= 0 && my < modules.size && mx < modules.size && modules.get(my, mx);
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, width: side, height: side };
}

describe('readQr (the jsQR fallback)', () => {
  it('reads a label’s code, and nothing from a blank frame', () => {
    expect(readQr(qrPixels('U1G5R'))).toBe('U1G5R');
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 };
    expect(readQr(blank)).toBeNull();
  });
});
