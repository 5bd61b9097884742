import jsQR from 'jsqr';

/** A frame's pixels, RGBA row by row (what a canvas's getImageData gives). */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The fallback decoder where the browser has no BarcodeDetector (Firefox, Chromium on Linux).
 * This module is only ever loaded with import(), so jsQR is a chunk of its own, served from our
 * origin and precached by the service worker: it works offline and no CDN is involved.
 */
export function readQr(pixels: Pixels): string | null {
  // Labels are printed dark on light: skipping the inverted pass halves the work per frame.
  const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' });
  return found?.data || null;
}
