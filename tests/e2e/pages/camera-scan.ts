import type { Locator, Page } from 'playwright-core';

/** The scan buttons' names: what they show, and (for screen readers) what they scan. */
export const scanLabelName = 'Skann med kamera (etikett)';
export const scanCardName = 'Skann med kamera (lånekort)';
export const noCameraText =
  'Fant ikke noe kamera på denne enheten. Bruk en USB-skanner, eller skriv koden.';

/** The text shown when the camera read a code that is not one of our labels. */
export const notALabelText = (code: string) =>
  `Ukjent kode «${code}». Det er ikke en etikett fra utstyrsboden.`;

/** The camera dialog a scan button opens: the picture, its status or problem, and its buttons. */
export class CameraDialogModel {
  readonly dialog: Locator;
  readonly video: Locator;
  readonly status: Locator;
  readonly problem: Locator;
  readonly tryAgain: Locator;
  readonly cancel: Locator;
  readonly closeIcon: Locator;

  constructor(
    readonly page: Page,
    title: 'Skann etikett' | 'Skann lånekort' = 'Skann etikett',
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.video = this.dialog.locator('video');
    this.status = this.dialog.getByRole('status');
    this.problem = this.dialog.getByRole('alert');
    this.tryAgain = this.dialog.getByRole('button', { name: 'Prøv igjen', exact: true });
    this.cancel = this.dialog.getByRole('button', { name: 'Avbryt', exact: true });
    this.closeIcon = this.dialog.getByRole('button', { name: 'Lukk kameraet' });
  }

  /** The scan button for labels (or cards) inside `scope` (the main area, or a dialog). */
  static button(scope: Locator, target: 'label' | 'card' = 'label'): Locator {
    return scope.getByRole('button', {
      name: target === 'card' ? scanCardName : scanLabelName,
      exact: true,
    });
  }

  /** The picture's size once the camera plays (0 × 0 before). */
  videoSize(): Promise<{ width: number; height: number }> {
    return this.video.evaluate((v: HTMLVideoElement) => ({
      width: v.videoWidth,
      height: v.videoHeight,
    }));
  }
}
