import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';

const SIDE = 240;

/** /etiketter: the label sheets, and what their QR codes say when read like a camera would. */
export class LabelsPageModel {
  readonly main: Locator;
  readonly labels: Locator;
  readonly print: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.labels = this.main.locator('.unit-label');
    this.print = this.main.getByRole('button', { name: 'Skriv ut' });
  }

  /** Each QR code drawn to a canvas in the browser and decoded with jsQR here. */
  async decodeAll(): Promise<string[]> {
    const images = await this.page.evaluate(async (side) => {
      const out: number[][] = [];
      for (const svg of document.querySelectorAll('svg.qr-code')) {
        const xml = new XMLSerializer().serializeToString(svg);
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = side;
        canvas.height = side;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d canvas');
        ctx.imageSmoothingEnabled = false;
        ctx.drawImage(img, 0, 0, side, side);
        out.push(Array.from(ctx.getImageData(0, 0, side, side).data));
      }
      return out;
    }, SIDE);
    return images.map((data) => jsQR(Uint8ClampedArray.from(data), SIDE, SIDE)?.data ?? '');
  }
}
